import ReportModel
import Workers

/// Runs the audit matrix: every case under every locale class, platform and setting, every
/// rule at the ticks it needs, in parallel; then assembles the report.
///
/// Work is split into units of (case, platform) — the grain of `--shard` — and into one task
/// per locale class of a case, the grain of parallelism: a task works out what does not depend
/// on the platform once and resolves it on each of the case's platforms in the shard. Every
/// phase is jobs of one `WorkPool` on `--jobs` threads (`AuditPhase`: classify some cases, then
/// evaluate them).
///
/// With more than one job, cases whose display reads the locale's own time patterns wait for a
/// `PatternLane`: one thread opens ICU's pattern generators while the others classify and
/// evaluate the remaining cases, then every thread takes the waiting cases.
package struct AuditRunner: Sendable {
  package init() {}

  /// Runs the audit and returns its report, or the error a run on one thread meets first.
  package func run(_ request: AuditRequest) throws(RunnerError) -> AuditReport {
    let pool = WorkPool()
    let plan = AuditPlan(request)
    let deferred = PatternLane.casesToDefer(plan)
    var phases: [AuditPhase] = []
    if deferred.isEmpty {
      phases.append(AuditPhase(plan, cases: plan.casesInShard, pool: pool))
    } else {
      let lane = PatternLane(locales: request.locales)
      pool.add([lane.fromFront])
      phases.append(
        AuditPhase(plan, cases: plan.casesInShard.filter { !deferred.contains($0) }, pool: pool, then: [lane.fromBack]))
      pool.run(threads: request.jobs)
      phases.append(AuditPhase(after: phases[0], cases: deferred, pool: pool))
    }
    pool.run(threads: request.jobs)

    // A single pass classifies every case before it evaluates any: the earliest case that could
    // not be classified, else the earliest failing task in case and class order.
    if let failure = phases.compactMap(\.classificationFailure).min(by: { $0.caseIndex < $1.caseIndex }) {
      throw failure.error
    }
    let failures = phases.compactMap(\.evaluationFailure)
    if let failure = failures.min(by: { ($0.task.caseIndex, $0.task.classIndex) < ($1.task.caseIndex, $1.task.classIndex) }) {
      throw failure.error
    }
    let assembled = phases.map(\.units)
    let units = plan.units.indices.map { index in assembled.lazy.compactMap { $0[index] }.first ?? UnitOutput() }
    return ReportAssembler.report(plan: phases[phases.count - 1].plan, units: units)
  }
}
