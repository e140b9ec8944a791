import Dispatch
import Foundation
import ReportModel
import Synchronization

/// Runs the audit matrix: every case under every locale class, platform and setting, every
/// rule at the ticks it needs, in parallel; then assembles the report.
///
/// Work is split into units of (case, platform) — the grain of `--shard` — and into one task
/// per locale class of a case, the grain of parallelism: a task works out what does not depend
/// on the platform once and resolves it on each of the case's platforms in the shard. The
/// worker that finishes a case's last task assembles the case's units at once and drops its
/// outcomes, so both cores assemble too and memory holds the cases in flight, not the run.
package struct AuditRunner: Sendable {
  package init() {}

  /// What the workers share.
  private struct Progress {
    /// Per task, its outcomes per platform of the case, until the case is assembled.
    var outcomes: [[ClassOutcomes]?]
    /// Per case, the tasks still running.
    var remaining: [Int]
    var units: [UnitOutput?]
    var failure: (task: Int, error: RunnerError)?
  }

  /// Runs the audit and returns its report.
  package func run(_ configuration: AuditConfiguration) throws(RunnerError) -> AuditReport {
    let plan = try AuditPlan(configuration)
    let evaluator = ClassEvaluator(plan: plan)
    let tasks = plan.tasks
    var starts = Array(repeating: 0, count: configuration.cases.count)
    var remaining = Array(repeating: 0, count: configuration.cases.count)
    for (index, task) in tasks.enumerated().reversed() {
      starts[task.caseIndex] = index
      remaining[task.caseIndex] += 1
    }
    let firstTask = starts
    let shared = Mutex(
      Progress(
        outcomes: Array(repeating: nil, count: tasks.count), remaining: remaining,
        units: Array(repeating: nil, count: plan.units.count), failure: nil))
    let next = Atomic<Int>(0)
    let done = Atomic<Int>(0)
    let total = tasks.count + plan.units.count
    @Sendable func advance() {
      let finished = done.add(1, ordering: .relaxed).newValue
      configuration.progress?(AuditProgress(phase: .evaluating, done: finished, total: total))
    }
    let stripes = max(1, min(configuration.jobs, tasks.count))
    DispatchQueue.concurrentPerform(iterations: stripes) { _ in
      while true {
        let index = next.add(1, ordering: .relaxed).oldValue
        guard index < tasks.count else { return }
        let task = tasks[index]
        let unitIndices = plan.unitsOfCase[task.caseIndex]
        let result = Result { () throws(RunnerError) -> [ClassOutcomes] in
          let platforms = unitIndices.map { plan.units[$0].platformIndex }
          guard configuration.straightforward else {
            return try evaluator.evaluate(caseIndex: task.caseIndex, classIndex: task.classIndex, platforms: platforms)
          }
          // The reference path: every unit on its own, nothing shared between platforms.
          var results: [ClassOutcomes] = []
          for platform in platforms {
            results += try evaluator.evaluate(caseIndex: task.caseIndex, classIndex: task.classIndex, platforms: [platform])
          }
          return results
        }
        let caseOutcomes = shared.withLock { state -> [[ClassOutcomes]]? in
          switch result {
          case .success(let outcomes): state.outcomes[index] = outcomes
          case .failure(let error):
            if state.failure.map({ index < $0.task }) ?? true { state.failure = (index, error) }
          }
          state.remaining[task.caseIndex] -= 1
          guard state.remaining[task.caseIndex] == 0, state.failure == nil else { return nil }
          let range = firstTask[task.caseIndex]..<(firstTask[task.caseIndex] + plan.classes[task.caseIndex].count)
          let outcomes = range.map { state.outcomes[$0]! }
          for task in range { state.outcomes[task] = nil }
          return outcomes
        }
        advance()
        guard let caseOutcomes else { continue }
        // A case's platforms mostly find the same problems in the same locales: their findings
        // share one copy of each locale list rather than holding one each until the report.
        var localeLists = Set<[String]>()
        for (position, unitIndex) in unitIndices.enumerated() {
          let unit = plan.units[unitIndex]
          let classes = caseOutcomes.map { $0[position] }
          var output = configuration.straightforward
            ? ExpandedUnitAssembler(plan: plan, evaluator: evaluator).assemble(unit, classes: classes)
            : UnitAssembler(plan: plan, evaluator: evaluator).assemble(unit, classes: classes)
          output.shareLocaleLists(&localeLists)
          shared.withLock { $0.units[unitIndex] = output }
          advance()
        }
      }
    }
    let (failure, units) = shared.withLock { ($0.failure, $0.units) }
    if let failure { throw failure.error }
    return ReportAssembler.report(plan: plan, units: units.map { $0 ?? UnitOutput() })
  }
}
