import Dispatch
import ReportModel
import Synchronization

/// The evaluation of some of a plan's tasks, on as many threads as call `work()`: each takes
/// a unit waiting to be assembled, else the next task, until neither is left.
///
/// When a case's last task is done its units (one a platform) wait to be assembled, and every
/// worker takes them before the next task: both cores assemble the case, the last case's units
/// included, and a case's outcomes are dropped as soon as its units are made. A worker with
/// nothing to take waits while another is still busy, since that one may yet make units.
final class EvaluationPass: JoinableWork {
  /// One (case, platform) unit of a case whose tasks are all done.
  private struct WaitingUnit {
    var unitIndex: Int
    var caseIndex: Int
    /// The unit's outcomes, one per locale class of the case.
    var classes: [ClassOutcomes]
  }

  private enum Job {
    case task(Int)
    case unit(WaitingUnit)
    case wait
  }

  /// What the workers share.
  private struct State {
    /// Per task, its outcomes per platform of the case, until the case's units wait.
    var outcomes: [[ClassOutcomes]?]
    /// Per case, the tasks still running.
    var remaining: [Int]
    /// Per case, its units not yet assembled.
    var unassembled: [Int]
    var waiting: [WaitingUnit] = []
    var nextTask = 0
    /// Workers on a task or a unit.
    var busy = 0
    /// Workers waiting for `wake`, which is signalled once for each.
    var sleepers = 0
    var units: [UnitOutput?]
    var failure: (task: Int, error: RunnerError)?
  }

  private let plan: AuditPlan
  private let evaluator: ClassEvaluator
  private let tasks: [ClassTask]
  /// Per case, the position of its first task in `tasks`.
  private let firstTask: [Int]
  private let state: Mutex<State>
  private let wake = DispatchSemaphore(value: 0)
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
        unassembled: plan.unitsOfCase.map(\.count), units: Array(repeating: nil, count: plan.units.count)))
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

  /// Takes units and tasks until none is left and no worker is busy; safe to call from any
  /// number of threads at once.
  func work() {
    while true {
      let job = state.withLock { state -> Job? in
        if let unit = state.waiting.popLast() {
          state.busy += 1
          return .unit(unit)
        }
        if state.nextTask < tasks.count {
          state.nextTask += 1
          state.busy += 1
          return .task(state.nextTask - 1)
        }
        guard state.busy > 0 else { return nil }
        state.sleepers += 1
        return .wait
      }
      switch job {
      case nil: return
      case .wait: wake.wait()
      case .task(let index): evaluate(index)
      case .unit(let unit): assemble(unit)
      }
    }
  }

  /// Ends a worker's job: wakes the sleepers when there is work for them or nothing is left.
  private func finishJob(_ state: inout State) {
    state.busy -= 1
    guard state.sleepers > 0, !state.waiting.isEmpty || state.busy == 0 else { return }
    for _ in 0..<state.sleepers { wake.signal() }
    state.sleepers = 0
  }

  private func evaluate(_ index: Int) {
    let task = tasks[index]
    let unitIndices = plan.unitsOfCase[task.caseIndex]
    let result = Result { () throws(RunnerError) -> [ClassOutcomes] in
      try evaluator.evaluate(
        caseIndex: task.caseIndex, classIndex: task.classIndex, platforms: unitIndices.map { plan.units[$0].platformIndex })
    }
    state.withLock { state in
      defer { finishJob(&state) }
      switch result {
      case .success(let outcomes): state.outcomes[index] = outcomes
      case .failure(let error):
        if state.failure.map({ index < $0.task }) ?? true { state.failure = (index, error) }
      }
      state.remaining[task.caseIndex] -= 1
      guard state.remaining[task.caseIndex] == 0, state.failure == nil else { return }
      let range = firstTask[task.caseIndex]..<(firstTask[task.caseIndex] + plan.classes[task.caseIndex].count)
      let outcomes = range.map { state.outcomes[$0]! }
      for task in range { state.outcomes[task] = nil }
      // Taken from the end: the case's first platform first.
      for (position, unitIndex) in unitIndices.enumerated().reversed() {
        state.waiting.append(
          WaitingUnit(unitIndex: unitIndex, caseIndex: task.caseIndex, classes: outcomes.map { $0[position] }))
      }
    }
    advance()
  }

  private func assemble(_ waiting: WaitingUnit) {
    let unit = plan.units[waiting.unitIndex]
    let output = UnitAssembler(plan: plan, evaluator: evaluator).assemble(unit, classes: waiting.classes)
    let unitIndices = plan.unitsOfCase[waiting.caseIndex]
    let caseDone = state.withLock { state -> Bool in
      state.units[waiting.unitIndex] = output
      state.unassembled[waiting.caseIndex] -= 1
      return state.unassembled[waiting.caseIndex] == 0
    }
    if caseDone {
      // A case's platforms mostly find the same problems in the same locales: their findings
      // share one copy of each locale list rather than holding one each until the report.
      // Moved out, so that sharing changes the only copy.
      var outputs = state.withLock { state in
        unitIndices.map { index in
          defer { state.units[index] = nil }
          return state.units[index]!
        }
      }
      var localeLists = Set<[String]>()
      for index in outputs.indices { outputs[index].shareLocaleLists(&localeLists) }
      state.withLock { state in
        for (unitIndex, output) in zip(unitIndices, outputs) { state.units[unitIndex] = output }
      }
    }
    state.withLock { finishJob(&$0) }
    advance()
  }
}
