import Dispatch
import Foundation
import ReportModel
import Synchronization

/// Runs the audit matrix: every case under every locale class, platform and setting, every
/// rule at the ticks it needs, in parallel; then assembles the report.
///
/// Work is split into units of (case, platform) — the grain of `--shard` — and each unit into
/// one evaluation per locale class, the grain of parallelism.
package struct AuditRunner: Sendable {
  package init() {}

  /// Runs the audit and returns its report.
  package func run(_ configuration: AuditConfiguration) throws(RunnerError) -> AuditReport {
    let plan = try AuditPlan(configuration)
    let evaluator = ClassEvaluator(plan: plan)
    let evaluations = plan.evaluations
    let results = Mutex<[ClassOutcomes?]>(Array(repeating: nil, count: evaluations.count))
    let failures = Mutex<[RunnerError]>([])
    let done = Atomic<Int>(0)
    let stripes = max(1, min(configuration.jobs, evaluations.count))
    DispatchQueue.concurrentPerform(iterations: stripes) { stripe in
      for index in stride(from: stripe, to: evaluations.count, by: stripes) {
        switch Result(catching: { () throws(RunnerError) in try evaluator.evaluate(evaluations[index]) }) {
        case .success(let result): results.withLock { $0[index] = result }
        case .failure(let error): failures.withLock { $0.append(error) }
        }
        let finished = done.add(1, ordering: .relaxed).newValue
        configuration.progress?(finished, evaluations.count)
      }
    }
    if let failure = failures.withLock({ $0.first }) { throw failure }
    let outcomes = results.withLock { $0.map { $0! } }
    let assembler = UnitAssembler(plan: plan, evaluator: evaluator)
    var units: [UnitOutput] = []
    for unit in plan.units {
      let indices = evaluations.indices.filter { evaluations[$0].unit == unit }
      units.append(assembler.assemble(unit, classes: indices.map { (evaluations[$0], outcomes[$0]) }))
    }
    return ReportAssembler.report(plan: plan, units: units)
  }
}
