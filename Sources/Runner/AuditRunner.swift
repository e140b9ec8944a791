import Dispatch
import Foundation
import ReportModel
import Synchronization

/// Runs the audit matrix: every case under every locale class, platform and setting, every
/// rule at the ticks it needs, in parallel; then assembles the report.
///
/// Work is split into units of (case, platform) — the grain of `--shard` — and into one task
/// per locale class of a case, the grain of parallelism: a task works out what does not depend
/// on the platform once and resolves it on each of the case's platforms in the shard. Once a
/// case's last task is done its units are assembled, by any worker, before the next task, and
/// its outcomes dropped, so both cores assemble too and memory holds the cases in flight, not
/// the run.
///
/// With more than one job, cases whose display reads the locale's own time patterns wait for a
/// `PatternLane`: one thread opens ICU's pattern generators while the others classify and
/// evaluate the remaining cases, then every thread takes the waiting cases.
package struct AuditRunner: Sendable {
  package init() {}

  /// Runs the audit and returns its report.
  package func run(_ configuration: AuditConfiguration) throws(RunnerError) -> AuditReport {
    let waiting = PatternLane.casesToDefer(configuration)
    guard !waiting.isEmpty else {
      let plan = try AuditPlan(configuration)
      let pass = EvaluationPass(plan: plan, tasks: plan.tasks, before: 0, total: plan.tasks.count + plan.units.count)
      pass.run(stripes: configuration.jobs)
      if let failure = pass.failure { throw failure.error }
      return ReportAssembler.report(plan: plan, units: pass.units.map { $0 ?? UnitOutput() })
    }

    let deferred = Set(waiting)
    let lane = PatternLane(locales: configuration.locales)
    let first: AuditPlan
    do {
      first = try AuditPlan(configuration, deferring: deferred, lane: lane)
    } catch {
      lane.finish()
      // The error a run without the lane meets first (the first failing case in case order).
      _ = try AuditPlan(configuration)
      throw error
    }
    let firstUnits = first.units.count { !deferred.contains($0.caseIndex) }
    let firstPass = EvaluationPass(
      plan: first, tasks: first.tasks, before: 0, total: first.tasks.count + firstUnits)
    lane.help(with: firstPass)
    firstPass.run(stripes: configuration.jobs - 1)
    lane.finish()

    let plan = try first.classifying(waiting, jobs: configuration.jobs)
    let rest = plan.tasks.filter { deferred.contains($0.caseIndex) }
    let restPass = EvaluationPass(
      plan: plan, tasks: rest, before: first.tasks.count + firstUnits, total: plan.tasks.count + plan.units.count)
    restPass.run(stripes: configuration.jobs)
    // The failure a single pass would meet first: the earliest in case and class order.
    let failures = [firstPass.failure, restPass.failure].compactMap { $0 }
    if let failure = failures.min(by: { ($0.task.caseIndex, $0.task.classIndex) < ($1.task.caseIndex, $1.task.classIndex) }) {
      throw failure.error
    }
    let units = zip(firstPass.units, restPass.units).map { $0 ?? $1 ?? UnitOutput() }
    return ReportAssembler.report(plan: plan, units: units)
  }
}
