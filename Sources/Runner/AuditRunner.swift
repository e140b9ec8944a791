import Dispatch
import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import Rules
import Synchronization

/// Runs the audit matrix: every case under every locale class, platform and setting, every
/// rule at the ticks it needs, in parallel; then assembles the report.
///
/// Work is split into units of (case, platform) — the grain of `--shard` — and each unit into
/// one task per locale class, the grain of parallelism.
public struct AuditRunner: Sendable {
  public init() {}

  /// Runs the audit and returns its report.
  public func run(_ configuration: AuditConfiguration) throws(RunnerError) -> AuditReport {
    let plan = try AuditPlan(configuration)
    let results = Mutex<[TaskResult?]>(Array(repeating: nil, count: plan.tasks.count))
    let failures = Mutex<[RunnerError]>([])
    let done = Atomic<Int>(0)
    let stripes = max(1, min(configuration.jobs, plan.tasks.count))
    DispatchQueue.concurrentPerform(iterations: stripes) { stripe in
      for index in stride(from: stripe, to: plan.tasks.count, by: stripes) {
        switch Result(catching: { () throws(RunnerError) in try plan.evaluate(plan.tasks[index]) }) {
        case .success(let result): results.withLock { $0[index] = result }
        case .failure(let error): failures.withLock { $0.append(error) }
        }
        let finished = done.add(1, ordering: .relaxed).newValue
        configuration.progress?(finished, plan.tasks.count)
      }
    }
    if let failure = failures.withLock({ $0.first }) { throw failure }
    let taskResults = results.withLock { $0.map { $0! } }
    var units: [UnitOutput] = []
    for unit in plan.units {
      let unitTasks = plan.tasks.indices.filter { plan.tasks[$0].unit == unit }
      units.append(try plan.assemble(unit, tasks: unitTasks.map { (plan.tasks[$0], taskResults[$0]) }))
    }
    return ReportAssembler.report(plan: plan, units: units)
  }
}

/// A (case, platform) pair: the grain of sharding.
struct Unit: Hashable, Comparable {
  let caseIndex: Int
  let platformIndex: Int

  static func < (lhs: Unit, rhs: Unit) -> Bool {
    (lhs.caseIndex, lhs.platformIndex) < (rhs.caseIndex, rhs.platformIndex)
  }
}

/// One locale class of one unit: the grain of parallel work.
struct Task: Sendable {
  let unit: Unit
  let classIndex: Int
}

/// What a task found: the outcome of each rule under each setting, and how much it resolved.
struct TaskResult: Sendable {
  /// `outcomes[rule][settings]`.
  let outcomes: [[RuleOutcome]]
  let resolved: Int
}
