import LocaleEngine
import ReportModel
import Synchronization
import Workers

/// One phase of a run as jobs of a pool: some cases classified, then evaluated.
///
/// The evaluation's jobs are added by whichever thread classifies the last case, followed by
/// `then`: no thread waits at the step from classifying to evaluating, and a job that spans
/// both (the pattern lane's) goes on while the other threads take that step.
final class AuditPhase: Sendable {
  private struct Outcome {
    var plan: AuditPlan
    var classificationFailure: (caseIndex: Int, error: RunnerError)?
    var pass: EvaluationPass?
  }

  private let outcome: Locked<Outcome>
  private let classified: Atomic<Int>
  /// Cases classified by the end of this phase, this phase's and earlier ones'.
  private let classifiedThrough: Int

  /// The first phase of a run: `cases` classified and evaluated, then `then`.
  convenience init(_ plan: AuditPlan, cases: [Int], pool: WorkPool, then: [WorkPool.Job] = []) {
    self.init(plan, cases: cases, pool: pool, classifiedBefore: 0, evaluatedBefore: 0, evaluating: true, then: then)
  }

  /// The phase after `earlier` (once its jobs are done): its plan with `cases` classified too,
  /// progress counting on from it, and nothing evaluated if a case of it could not be classified.
  convenience init(after earlier: AuditPhase, cases: [Int], pool: WorkPool) {
    let (plan, failure, pass) = earlier.outcome.withLock { ($0.plan, $0.classificationFailure, $0.pass) }
    self.init(
      plan, cases: cases, pool: pool, classifiedBefore: earlier.classifiedThrough, evaluatedBefore: pass?.total ?? 0,
      evaluating: failure == nil, then: [])
  }

  private init(
    _ plan: AuditPlan, cases: [Int], pool: WorkPool, classifiedBefore: Int, evaluatedBefore: Int, evaluating: Bool,
    then: [WorkPool.Job]
  ) {
    let request = plan.request
    let total = plan.casesInShard.count
    outcome = Locked(Outcome(plan: plan))
    classified = Atomic(classifiedBefore)
    classifiedThrough = classifiedBefore + cases.count
    request.progress?(AuditProgress(phase: .classifying, done: classifiedBefore, total: total))
    let classifier = LocaleClassifier(
      cases: cases.map { request.cases[$0].layoutCase }, locales: request.locales, jobs: request.jobs
    ) { [self] _ in
      let done = classified.add(1, ordering: .relaxed).newValue
      request.progress?(AuditProgress(phase: .classifying, done: done, total: total))
    }
    pool.add(classifier.jobs) { [self] in
      let pass = outcome.withLock { outcome -> EvaluationPass? in
        for (caseIndex, result) in zip(cases, classifier.results) {
          switch result {
          case .success(let groups): outcome.plan.classify(caseIndex, as: groups)
          case .failure(let error):
            guard outcome.classificationFailure == nil else { continue }
            outcome.classificationFailure = (caseIndex, .caseFailed(path: request.cases[caseIndex].path, detail: "\(error)"))
          }
        }
        guard evaluating, outcome.classificationFailure == nil else { return nil }
        let tasks = outcome.plan.tasks(of: cases)
        let steps = tasks.count + cases.reduce(0) { $0 + outcome.plan.unitsOfCase[$1].count }
        outcome.pass = EvaluationPass(
          plan: outcome.plan, tasks: tasks, pool: pool, before: evaluatedBefore, total: evaluatedBefore + steps)
        return outcome.pass
      }
      pool.add((pass?.jobs ?? []) + then)
    }
  }

  /// The plan with this phase's cases (and earlier phases') classified, once its jobs are done.
  var plan: AuditPlan { outcome.withLock { $0.plan } }

  /// The first of this phase's cases (in case order) that could not be classified, and why.
  var classificationFailure: (caseIndex: Int, error: RunnerError)? { outcome.withLock { $0.classificationFailure } }

  /// The first failing task of this phase's evaluation, in case and class order.
  var evaluationFailure: (task: ClassTask, error: RunnerError)? { outcome.withLock { $0.pass?.failure } }

  /// The units this phase assembled (indices as the plan's `units`); `nil` for the others.
  var units: [UnitOutput?] {
    outcome.withLock { $0.pass?.units } ?? Array(repeating: nil, count: plan.units.count)
  }
}
