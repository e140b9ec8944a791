import Foundation
import ReportModel
import Testing
import Workers

@testable import Runner

@Suite("The pattern lane")
struct PatternLaneTests {
  /// A case that reads the locale's own time patterns, and one that does not.
  static let reader = "zoo-system-timer-interval"
  static let fixed = "return-glass-timer"

  struct Example: CustomTestStringConvertible, Sendable {
    var cases: [String]
    var jobs = 2
    var straightforward = false
    var shard: Shard?
    /// Positions in `cases` the lane leaves for after it.
    var deferred: [Int]
    var testDescription: String {
      "\(cases.map { $0 == PatternLaneTests.reader ? "reader" : "fixed" }), jobs \(jobs)"
        + (straightforward ? ", straightforward" : "") + (shard.map { ", shard \($0)" } ?? "") + " → \(deferred)"
    }
  }

  @Test("Cases that read the locale's patterns wait for the lane, with more than one job off the reference path", arguments: [
    Example(cases: [reader, fixed], deferred: [0]),
    Example(cases: [fixed, reader, fixed], deferred: [1]),
    Example(cases: [reader, fixed], jobs: 1, deferred: []),
    Example(cases: [reader, fixed], straightforward: true, deferred: []),
    Example(cases: [fixed, fixed], deferred: []),
    Example(cases: [reader, reader, fixed], deferred: [0, 1]),
    Example(cases: [reader, reader], deferred: [0, 1]),
    // Two units a case (one per platform below): shard 1 of 2 holds the reader, shard 2 the other.
    Example(cases: [fixed, reader], shard: Shard(index: 1, count: 2), deferred: [1]),
    Example(cases: [fixed, reader], shard: Shard(index: 2, count: 2), deferred: []),
  ])
  func deferral(_ example: Example) throws {
    let cases = try example.cases.enumerated().map { index, id in
      try RunnerSupport.load(try RunnerSupport.shipped(id), id: "\(id)-\(index)")
    }
    var request = try RunnerSupport.request(cases, locales: ["en", "he"])
    request.platforms = Array(request.platforms.prefix(2))
    request.jobs = example.jobs
    request.straightforward = example.straightforward
    request.shard = example.shard
    #expect(PatternLane.casesToDefer(AuditPlan(request)) == example.deferred)
  }

  @Test(
    "A run with the lane writes the report a run on one thread writes",
    arguments: [(jobs: 2, readersOnly: false), (3, false), (2, true)])
  func sameReport(jobs: Int, readersOnly: Bool) throws {
    // Readers alone: no other work, so the lane and the thread that finishes it share every generator.
    let cases = try EquivalenceTests.shippedCases().map { try RunnerSupport.load($0.json, id: $0.id) }
      .filter { !readersOnly || AuditPlan.readsLocalePatterns(AuditCase($0)) }
    var request = try RunnerSupport.request(cases, locales: ["en", "he", "ar-EG", "fa", "ps", "ff-Adlm"])
    request.jobs = jobs
    #expect(!PatternLane.casesToDefer(AuditPlan(request)).isEmpty, "the shipped cases take the lane")
    let log = ProgressLog()
    request.progress = { step in log.steps.withLock { $0.append(step) } }
    let withLane = try AuditRunner().run(request)
    request.jobs = 1
    request.progress = nil
    let serial = try AuditRunner().run(request)
    #expect(try RunnerBehaviourTests.encode(withLane) == RunnerBehaviourTests.encode(serial))
    // Progress reaches the end of each phase, and its totals are the run's.
    let steps = log.steps.withLock { $0 }
    let classifying = steps.filter { $0.phase == .classifying }
    let evaluating = steps.filter { $0.phase == .evaluating }
    #expect(classifying.map(\.done).max() == cases.count && classifying.last?.total == cases.count)
    #expect(evaluating.map(\.done).max() == evaluating.last?.total)
  }
}

extension PatternLaneTests {
  @Test("A run with the lane throws the error a run on one thread meets first, though it evaluates that case last")
  func sameError() throws {
    // Reflections that take resolution 64 levels deep, which validation refuses (these cases are
    // decoded, not validated) and the resolver stops at: every class of either case fails.
    var subtree = #"{ "type": "Spacer" }"#
    for level in 0..<30 { subtree = #"{ "id": "z\#(level)", "type": "ZStack", "children": [ \#(subtree) ] }"# }
    let reflections = (1...33).map { #"{ "id": "r\#($0)", "type": "Reflection", "of": "\#($0 == 1 ? "z29" : "r\($0 - 1)")" }"# }
    let view = #"{ "type": "VStack", "spacing": 0, "children": [ \#(([subtree] + reflections).joined(separator: ", ")) ] }"#
    let displays = [("reader", #"{ "system": "timerInterval" }"#), ("fixed", #"{ "pattern": "mm:ss", "digits": "latn", "minusSign": "ascii" }"#)]
    let cases = try displays.map { id, display in
      try RunnerSupport.load(
        """
        { "id": "\(id)", "title": "t", "deploymentTarget": { "iOS": "18.0" },
          "timeline": { "countdown": { "from": 60, "to": 0, "step": 1 }, "display": \(display) }, "view": \(view) }
        """, id: id)
    }
    var request = try RunnerSupport.request(cases, locales: ["en", "he"])
    #expect(PatternLane.casesToDefer(AuditPlan(request)) == [0], "the failing reader waits for the lane")
    let withLane = #expect(throws: RunnerError.self) { try AuditRunner().run(request) }
    request.jobs = 1
    let serial = #expect(throws: RunnerError.self) { try AuditRunner().run(request) }
    #expect(withLane == serial)
    #expect(serial?.description.hasPrefix("Cases/reader.json: error: cannot resolve") == true, "\(String(describing: serial))")
  }
}

/// The progress a run reported, from its worker threads.
private final class ProgressLog: Sendable {
  let steps = Locked<[AuditProgress]>([])
}
