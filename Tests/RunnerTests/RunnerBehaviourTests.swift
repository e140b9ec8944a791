import Foundation
import Testing

import LayoutEngine
import LocaleEngine
import ReportModel
import Rules
import Runner

@Suite("Runner")
struct RunnerBehaviourTests {
  static func regression() throws -> String { try RunnerSupport.shipped("return-timer-tvos-regression") }

  static func encode(_ report: AuditReport) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(report)
  }

  @Test("The regression case fails digit-order-ltr on tvOS 26 in every RTL locale, and only there")
  func regressionCase() throws {
    let report = try AuditRunner().run(
      RunnerSupport.request([RunnerSupport.load(try Self.regression(), id: "return-timer-tvos-regression")]))
    let digit = report.results.filter { $0.ruleID == "digit-order-ltr" }
    #expect(digit.filter { $0.status == .failed }.map(\.platform) == ["tvos-26"])
    let failed = Set(digit.flatMap(\.findings).filter { $0.status == .failed }.flatMap(\.locales))
    #expect(failed == ["he", "ar-EG", "fa", "ps", "ff-Adlm"])
    #expect(report.summary.unmetExpectations == 0)
    #expect(report.summary.verdict == .pass)
    let finding = digit.first { $0.status == .failed }!.findings[0]
    #expect(finding.evidence?.expected == "25:00")
    #expect(finding.evidence?.shown == "00:52")
    #expect(finding.node?.line == 18)  // the timer node's "{" in the case file
    #expect(finding.node?.column == 7)
    #expect(finding.expected)
  }

  @Test("A failure the case does not declare is an unmet expectation and fails the run")
  func undeclaredFailure() throws {
    let json = try Self.regression().replacingOccurrences(of: #""rule": "digit-order-ltr""#, with: #""rule": "glass-on-glass""#)
    let report = try AuditRunner().run(RunnerSupport.request([RunnerSupport.load(json, id: "return-timer-tvos-regression")]))
    let unmet = report.expectations.filter { !$0.matched }
    #expect(Set(unmet.map(\.rule)) == ["digit-order-ltr", "glass-on-glass"])
    #expect(report.summary.verdict == .fail)
  }

  @Test("Waivers: a matching one applies, an expired one does not, an unused one is reported")
  func waivers() throws {
    var request = try RunnerSupport.request(
      [RunnerSupport.load(try Self.regression(), id: "return-timer-tvos-regression")], locales: ["en", "he", "ar"])
    request.waiverList = try WaiverFile.parse(Data("""
      { "waivers": [
        { "rule": "digit-order-ltr", "case": "return-timer-tvos-regression", "platforms": ["tvos-26"], "locales": ["he"],
          "reason": "Hebrew build ships with the fix next release", "approvedBy": "a11y lead", "reviewBy": "2099-01-01" },
        { "rule": "digit-order-ltr", "case": "return-timer-tvos-regression", "locales": ["ar"],
          "reason": "old", "approvedBy": "someone", "reviewBy": "2000-01-01" },
        { "rule": "glass-on-glass", "case": "return-timer-tvos-regression",
          "reason": "stale", "approvedBy": "someone", "reviewBy": "2099-01-01" } ] }
      """.utf8), path: "waivers.json")
    let report = try AuditRunner().run(request)
    let digit = report.results.first { $0.ruleID == "digit-order-ltr" && $0.platform == "tvos-26" }!
    let waived = digit.findings.filter { $0.status == .waived }
    #expect(waived.flatMap(\.locales) == ["he"])
    #expect(waived.first?.waiver == "W1")
    #expect(digit.findings.filter { $0.status == .failed }.flatMap(\.locales) == ["ar"])
    #expect(report.waivers.applied.map(\.id) == ["W1"])
    #expect(report.waivers.applied.first?.matched == 8)
    #expect(report.waivers.expired.map(\.id) == ["W2"])
    #expect(report.waivers.unused.map(\.id) == ["W3"])
    #expect(report.summary.unmetExpectations == 0, "a waiver on a declared failure satisfies it")
  }

  @Test("A waivers file with a mistake is a located error")
  func badWaivers() {
    #expect(throws: RunnerError.self) {
      try WaiverFile.parse(Data(#"{ "waivers": [ { "rule": "x", "case": "y", "reason": "r", "approvedBy": "a", "reviewBy": "tomorrow" } ] }"#.utf8), path: "w.json")
    }
    let error = #expect(throws: RunnerError.self) {
      try WaiverFile.parse(Data("{ \"waivers\": [ {\n \"rulez\": 1 } ] }".utf8), path: "w.json")
    }
    #expect(error?.description.hasPrefix("w.json:2:2: error: unknown key \"rulez\"") == true)
  }

  @Test("Baselines: failures are new, existing or fixed, keyed by rule, case, node, platform and locale")
  func baseline() throws {
    let production = try RunnerSupport.shipped("return-glass-timer")
    let unpinned = production.replacingOccurrences(of: #"{ "flipsForRightToLeftLayoutDirection": false },"#, with: "")
    let before = try AuditRunner().run(RunnerSupport.request([RunnerSupport.load(production)]))
    var request = try RunnerSupport.request([RunnerSupport.load(unpinned)])
    request.baseline = (before, "before.json")
    request.failOn = .new
    let after = try AuditRunner().run(request)
    let newFindings = after.results.flatMap(\.findings).filter { $0.baseline == .new }
    #expect(Set(newFindings.flatMap(\.locales)) == ["he", "ar-EG", "fa", "ps", "ff-Adlm"])
    #expect(after.baseline!.new == 5)
    #expect(after.baseline!.existing > 0)
    #expect(after.baseline!.fixed.isEmpty)
    #expect(after.summary.verdict == .fail, "new unexpected failures fail --fail-on new")
    // And back: the fixed case against the broken baseline.
    var back = try RunnerSupport.request([RunnerSupport.load(production)])
    back.baseline = (after, "")
    let fixed = try AuditRunner().run(back)
    #expect(fixed.baseline!.fixed.map(\.locale) == ["ar-EG", "fa", "ff-Adlm", "he", "ps"])
    #expect(fixed.baseline!.new == 0)
  }

  @Test("Shards merged give exactly the report of the whole run", arguments: [2, 3, 5])
  func shardsMerge(count: Int) throws {
    let cases = [
      try RunnerSupport.load(try RunnerSupport.shipped("return-glass-timer")),
      try RunnerSupport.load(try Self.regression(), id: "return-timer-tvos-regression"),
    ]
    var request = try RunnerSupport.request(cases)
    request.waiverList = [
      Waiver(id: "W1", rule: "digit-order-ltr", caseID: "return-timer-tvos-regression", locales: ["he"], reason: "r", approvedBy: "a", reviewBy: "2099-12-31")
    ]
    let whole = try AuditRunner().run(request)
    var shards: [AuditReport] = []
    for index in 1...count {
      var shard = request
      shard.shard = Shard(index: index, count: count)
      shards.append(try AuditRunner().run(shard))
    }
    let merged = try ReportMerger.merge(shards.reversed(), paths: (1...count).map { "shard\($0).json" })
    #expect(try Self.encode(merged) == Self.encode(whole))
  }

  @Test("Shards: cases that read the locale's own time patterns go to the first shard; merged, the whole run's report")
  func shardsGroupPatternReaders() throws {
    let cases = try EquivalenceTests.shippedCases().map { try RunnerSupport.load($0.json, id: $0.id) }
    let readers = Set(cases.filter { TimerFormatter.readsLocalePatterns($0.layoutCase.timeline.display) }.map(\.layoutCase.id))
    // The shipped set has system timers, a Duration display and a skeleton: fewer than a shard holds.
    #expect(readers.count >= 3)
    let request = try RunnerSupport.request(cases, locales: ["en", "he", "ar-EG", "fa"])
    let whole = try AuditRunner().run(request)
    var shards: [AuditReport] = []
    for index in 1...4 {
      var shard = request
      shard.shard = Shard(index: index, count: 4)
      shards.append(try AuditRunner().run(shard))
    }
    let unitsPerShard = shards.map { Set($0.results.map { "\($0.caseID) \($0.platform)" }).count }
    #expect(unitsPerShard.reduce(0, +) == cases.count * request.platforms.count)
    #expect(unitsPerShard.max()! - unitsPerShard.min()! <= 1)
    for (index, shard) in shards.enumerated() {
      let shardReaders = Set(shard.results.map(\.caseID)).intersection(readers)
      #expect(index == 0 ? shardReaders == readers : shardReaders.isEmpty, "shard \(index + 1) has \(shardReaders.sorted())")
    }
    let merged = try ReportMerger.merge(shards, paths: (1...4).map { "shard\($0).json" })
    #expect(try Self.encode(merged) == Self.encode(whole))
  }

  @Test("Locale classes do not depend on how many threads work out the keys", arguments: [2, 3, 8])
  func classesIndependentOfJobs(jobs: Int) throws {
    let locales = try LocaleEngine.shared.allProfiles()
    for id in ["return-glass-timer", "zoo-system-timer-interval", "zoo-overtime-plain-minus-text"] {
      let layoutCase = try RunnerSupport.load(try RunnerSupport.shipped(id), id: id).layoutCase
      let serial = try LocaleClassifier.groups(for: layoutCase, locales: locales, jobs: 1)
      let parallel = try LocaleClassifier.groups(for: layoutCase, locales: locales, jobs: jobs)
      #expect(serial.map(\.key) == parallel.map(\.key))
      #expect(serial.map(\.members) == parallel.map(\.members))
    }
  }

  @Test("Merging refuses shards of different runs and duplicates")
  func mergeRefuses() throws {
    let cases = [try RunnerSupport.load(try RunnerSupport.shipped("return-glass-timer"))]
    var request = try RunnerSupport.request(cases, locales: ["en", "he"])
    request.shard = Shard(index: 1, count: 2)
    let one = try AuditRunner().run(request)
    #expect(throws: RunnerError.self) { try ReportMerger.merge([one, one], paths: ["a", "b"]) }
    var other = request
    other.shard = Shard(index: 2, count: 2)
    other.generatedAt = Date(timeIntervalSince1970: 1)
    #expect(throws: RunnerError.self) { try ReportMerger.merge([one, try AuditRunner().run(other)], paths: ["a", "b"]) }
  }

  /// Found by fuzz-readers: a shard whose matrix names a rule twice trapped in the assembler.
  @Test("Merging refuses, with the file named, a shard that lists a rule, case, platform or locale twice")
  func mergeRefusesRepeats() throws {
    let cases = [try RunnerSupport.load(try RunnerSupport.shipped("return-glass-timer"))]
    var request = try RunnerSupport.request(cases, locales: ["en", "he"])
    request.shard = Shard(index: 1, count: 2)
    let one = try AuditRunner().run(request)
    request.shard = Shard(index: 2, count: 2)
    let two = try AuditRunner().run(request)
    let edits: [(String, (inout AuditReport) -> Void)] = [
      ("rule", { $0.matrix.rules.append($0.matrix.rules[0]) }),
      ("platform", { $0.matrix.platforms.append($0.matrix.platforms[0]) }),
      ("locale", { $0.matrix.locales.append("he") }),
      ("case", { $0.inputs.append($0.inputs[0]) }),
    ]
    for (noun, edit) in edits {
      var first = one
      var second = two
      edit(&first)
      edit(&second)
      do {
        _ = try ReportMerger.merge([first, second], paths: ["s1.json", "s2.json"])
        Issue.record("a shard listing a \(noun) twice was merged")
      } catch {
        #expect(error.description.contains("s1.json"), "\(error)")
        #expect(error.description.contains("lists the \(noun)"), "\(error)")
      }
    }
  }

  /// A declared latent finding once carried the reason of a declared can't tell (none), so
  /// SARIF and JUnit said "declared by the fixture" without the fixture's why.
  @Test("A fixture's declared latent finding carries its expect entry's reason, in both assemblers")
  func latentExpectReason() throws {
    let cases = [try RunnerSupport.load(try RunnerSupport.shipped("zoo-latent-rtl-overtime-text"))]
    for straightforward in [false, true] {
      let request = try RunnerSupport.request(cases, locales: ["en", "ar", "he"])
      let report = straightforward ? try ReferenceRun.report(request) : try AuditRunner().run(request)
      let latent = report.results.flatMap(\.findings).filter { $0.status == .latent }
      #expect(!latent.isEmpty)
      for finding in latent {
        #expect(finding.expected)
        #expect(finding.expectReason?.hasPrefix("As shipped the app runs in English") == true, "\(finding.expectReason ?? "nil")")
      }
    }
  }

  @Test("Equivalence classes: one evaluation per class, reported for every locale")
  func classes() throws {
    let report = try AuditRunner().run(
      RunnerSupport.request([RunnerSupport.load(try RunnerSupport.shipped("return-glass-timer"))]))
    let members = report.localeClasses.flatMap(\.locales)
    #expect(members.sorted() == report.matrix.locales.sorted())
    #expect(report.localeClasses.count < report.matrix.locales.count)
    #expect(report.matrix.evaluations < report.matrix.naiveEvaluations / 100)
    for result in report.results {
      #expect(result.counts.total == report.matrix.locales.count * report.matrix.settings.count)
    }
  }
}
