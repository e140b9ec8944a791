import ReportModel
import Synchronization
import Workers

/// The evaluation of some of a plan's tasks as jobs of a pool: one job a task, and once a
/// case's last task is done, one job a unit of the case, taken before the next task.
///
/// So every thread assembles, the last case's units included, and a case's outcomes are dropped
/// as soon as its units are made: memory holds the cases in flight, not the run.
final class EvaluationPass: Sendable {
  /// What the jobs share.
  private struct State {
    /// Per task, its outcomes per platform of the case, until the case's units are queued.
    var outcomes: [[ClassOutcomes]?]
    /// Per case, its tasks not yet done.
    var remaining: [Int]
    var units: [UnitOutput?]
    var failure: (task: Int, error: RunnerError)?
  }

  private let plan: AuditPlan
  private let evaluator: ClassEvaluator
  private let tasks: [ClassTask]
  /// Per case, the position of its first task in `tasks`.
  private let firstTask: [Int]
  private let pool: WorkPool
  private let state: Locked<State>
  private let done: Atomic<Int>
  /// The progress steps counted by the end of this pass, earlier passes' included.
  let total: Int

  /// A pass over `tasks` (each case's tasks together, in class order) whose jobs go to `pool`;
  /// progress counts on from `before` steps, of `total`.
  init(plan: AuditPlan, tasks: [ClassTask], pool: WorkPool, before: Int, total: Int) {
    self.plan = plan
    evaluator = ClassEvaluator(plan: plan)
    self.tasks = tasks
    self.pool = pool
    var starts = Array(repeating: 0, count: plan.request.cases.count)
    var remaining = Array(repeating: 0, count: plan.request.cases.count)
    for (index, task) in tasks.enumerated().reversed() {
      starts[task.caseIndex] = index
      remaining[task.caseIndex] += 1
    }
    firstTask = starts
    state = Locked(
      State(
        outcomes: Array(repeating: nil, count: tasks.count), remaining: remaining,
        units: Array(repeating: nil, count: plan.units.count)))
    done = Atomic(before)
    self.total = total
  }

  /// One job a task, in order.
  var jobs: [WorkPool.Job] {
    tasks.indices.map { index in { self.evaluate(index) } }
  }

  /// The units this pass assembled (indices as the plan's `units`); `nil` for the others.
  var units: [UnitOutput?] { state.withLock { $0.units } }

  /// The first failing task of the pass (in its order) and its error.
  var failure: (task: ClassTask, error: RunnerError)? {
    state.withLock { $0.failure }.map { (tasks[$0.task], $0.error) }
  }

  private func advance() {
    let finished = done.add(1, ordering: .relaxed).newValue
    plan.request.progress?(AuditProgress(phase: .evaluating, done: finished, total: total))
  }

  private func evaluate(_ index: Int) {
    let task = tasks[index]
    let unitIndices = plan.unitsOfCase[task.caseIndex]
    let result = Result { () throws(RunnerError) -> [ClassOutcomes] in
      try evaluator.evaluate(
        caseIndex: task.caseIndex, classIndex: task.classIndex, platforms: unitIndices.map { plan.units[$0].platformIndex })
    }
    let finished = state.withLock { state -> [[ClassOutcomes]]? in
      switch result {
      case .success(let outcomes): state.outcomes[index] = outcomes
      case .failure(let error):
        if state.failure.map({ index < $0.task }) ?? true { state.failure = (index, error) }
      }
      state.remaining[task.caseIndex] -= 1
      guard state.remaining[task.caseIndex] == 0, state.failure == nil else { return nil }
      let range = firstTask[task.caseIndex]..<(firstTask[task.caseIndex] + plan.classes[task.caseIndex].count)
      defer { for task in range { state.outcomes[task] = nil } }
      return range.map { state.outcomes[$0]! }
    }
    if let finished {
      // The last added is taken first: the case's first platform first.
      for (position, unitIndex) in unitIndices.enumerated().reversed() {
        let classes = finished.map { $0[position] }
        pool.addFirst { self.assemble(unitIndex, classes: classes) }
      }
    }
    advance()
  }

  private func assemble(_ unitIndex: Int, classes: [ClassOutcomes]) {
    let output = UnitAssembler(plan: plan, evaluator: evaluator).assemble(plan.units[unitIndex], classes: classes)
    state.withLock { $0.units[unitIndex] = output }
    advance()
  }
}
