import Dispatch
import ReportModel
import Synchronization

/// The evaluation of some of a plan's tasks, on as many threads as call `work()`: each takes
/// the next task until none is left, and the worker that finishes a case's last task
/// assembles the case's units.
final class EvaluationPass: JoinableWork {
  /// What the workers share.
  private struct State {
    /// Per task, its outcomes per platform of the case, until the case is assembled.
    var outcomes: [[ClassOutcomes]?]
    /// Per case, the tasks still running.
    var remaining: [Int]
    var units: [UnitOutput?]
    var failure: (task: Int, error: RunnerError)?
  }

  private let plan: AuditPlan
  private let evaluator: ClassEvaluator
  private let tasks: [ClassTask]
  /// Per case, the position of its first task in `tasks`.
  private let firstTask: [Int]
  private let state: Mutex<State>
  private let next = Atomic<Int>(0)
  private let done: Atomic<Int>
  private let total: Int

  /// A pass over `tasks` (each case's tasks together, in class order); progress counts on from
  /// `before` steps, of `total`.
  init(plan: AuditPlan, tasks: [ClassTask], before: Int, total: Int) {
    self.plan = plan
    evaluator = ClassEvaluator(plan: plan)
    self.tasks = tasks
    var starts = Array(repeating: 0, count: plan.configuration.cases.count)
    var remaining = Array(repeating: 0, count: plan.configuration.cases.count)
    for (index, task) in tasks.enumerated().reversed() {
      starts[task.caseIndex] = index
      remaining[task.caseIndex] += 1
    }
    firstTask = starts
    state = Mutex(
      State(
        outcomes: Array(repeating: nil, count: tasks.count), remaining: remaining,
        units: Array(repeating: nil, count: plan.units.count), failure: nil))
    done = Atomic(before)
    self.total = total
  }

  /// The units this pass assembled (indices as the plan's `units`); `nil` for the others.
  var units: [UnitOutput?] { state.withLock { $0.units } }

  /// The first failing task of the pass (in its order) and its error.
  var failure: (task: ClassTask, error: RunnerError)? {
    state.withLock { $0.failure }.map { (tasks[$0.task], $0.error) }
  }

  /// Works on `stripes` threads (the calling one among them) until every task is taken.
  func run(stripes: Int) {
    DispatchQueue.concurrentPerform(iterations: max(1, min(stripes, tasks.count))) { _ in work() }
  }

  private func advance() {
    let finished = done.add(1, ordering: .relaxed).newValue
    plan.configuration.progress?(AuditProgress(phase: .evaluating, done: finished, total: total))
  }

  /// Takes tasks until none is left; safe to call from any number of threads at once.
  func work() {
    let configuration = plan.configuration
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
      let caseOutcomes = state.withLock { state -> [[ClassOutcomes]]? in
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
        state.withLock { $0.units[unitIndex] = output }
        advance()
      }
    }
  }
}
