import Dispatch
import Foundation
import ReportModel
import Testing
import Workers

@testable import Runner

@Suite("The evaluation pass")
struct EvaluationPassTests {
  /// A plan over a few shipped cases, each on every built-in platform.
  static func plan(jobs: Int, progress: (@Sendable (AuditProgress) -> Void)? = nil) throws -> AuditPlan {
    let ids = ["return-timer-tvos-regression", "zoo-system-timer-interval", "zoo-proportional-digits"]
    let cases = try ids.map { try RunnerSupport.load(try RunnerSupport.shipped($0), id: $0) }
    var request = try RunnerSupport.request(cases, locales: ["en", "he", "ar-EG", "fa"])
    request.jobs = jobs
    request.progress = progress
    var plan = AuditPlan(request)
    for caseIndex in plan.casesInShard {
      plan.classify(caseIndex, as: try LocaleClassifier.groups(for: cases[caseIndex].layoutCase, locales: request.locales))
    }
    return plan
  }

  /// Runs a pass over every task of a plan on `stripes` threads, with `joiners` more threads
  /// taking its jobs as they come (as a thread freed by the pattern lane does).
  static func run(stripes: Int, joiners: Int = 0) throws -> (plan: AuditPlan, units: [UnitOutput?], steps: [AuditProgress]) {
    let steps = Steps()
    let plan = try plan(jobs: max(stripes, 1)) { step in steps.all.withLock { $0.append(step) } }
    let tasks = plan.tasks(of: plan.casesInShard)
    let pool = WorkPool()
    let pass = EvaluationPass(plan: plan, tasks: tasks, pool: pool, before: 0, total: tasks.count + plan.units.count)
    pool.add(pass.jobs)
    let joined = DispatchGroup()
    for _ in 0..<joiners { DispatchQueue.global().async(group: joined) { pool.work() } }
    pool.run(threads: stripes)
    joined.wait()
    // A thread that joins after the end finds nothing to do and returns.
    pool.work()
    return (plan, pass.units, steps.all.withLock { $0.filter { $0.phase == .evaluating } })
  }

  @Test(
    "Every unit is assembled once, the same whatever the threads, and progress counts each task and unit once",
    arguments: [(stripes: 1, joiners: 0), (2, 0), (3, 0), (8, 0), (1, 1), (2, 3)])
  func unitsIndependentOfThreads(stripes: Int, joiners: Int) throws {
    let reference = try Self.run(stripes: 1)
    let (plan, units, steps) = try Self.run(stripes: stripes, joiners: joiners)
    #expect(units.allSatisfy { $0 != nil })
    let report = ReportAssembler.report(plan: plan, units: units.map { $0 ?? UnitOutput() })
    let expected = ReportAssembler.report(plan: reference.plan, units: reference.units.map { $0 ?? UnitOutput() })
    #expect(try RunnerBehaviourTests.encode(report) == RunnerBehaviourTests.encode(expected))
    let total = plan.tasks(of: plan.casesInShard).count + plan.units.count
    #expect(steps.count == total)
    #expect(Set(steps.map(\.done)) == Set(1...total))
  }

  @Test("A case's platforms share one copy of each locale list, whichever thread assembled them")
  func localeListsShared() throws {
    let (plan, units, _) = try Self.run(stripes: 2, joiners: 1)
    var compared = 0
    for unitIndices in plan.unitsOfCase {
      var seen: [[String]: UnsafeRawPointer] = [:]
      for unit in unitIndices.compactMap({ units[$0] }) {
        for finding in unit.results.flatMap(\.findings) where !finding.locales.isEmpty {
          let storage = finding.locales.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress!) }
          if let first = seen[finding.locales] {
            #expect(first == storage, "\(finding.locales.prefix(3)) is held twice")
            compared += 1
          } else {
            seen[finding.locales] = storage
          }
        }
      }
    }
    #expect(compared > 0, "the cases have findings with equal locale lists on several platforms")
  }
}

/// The progress a pass reported, from its worker threads.
private final class Steps: Sendable {
  let all = Locked<[AuditProgress]>([])
}
