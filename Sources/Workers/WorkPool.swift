import Dispatch
import Foundation
import Synchronization

/// Jobs that any number of threads take until none is left: the one way the locale engine,
/// the runner, the report set and the importer spread work over threads.
///
/// Jobs are taken in the order they were added, except that a job added with `addFirst` is
/// taken before any other waiting one (the runner assembles a finished case's units before it
/// starts the next case). A job may add more jobs, so a thread that finds nothing waiting stays
/// while another thread is still on a job, and leaves once none is: `run(threads:)` returns when
/// every job is done, whichever thread took it. A thread that frees up elsewhere can join with
/// `work()` at any time.
package final class WorkPool: Sendable {
  /// One piece of work.
  package typealias Job = @Sendable () -> Void

  private struct State {
    /// Jobs in the order added; those before `next` are taken.
    var queue: [Job] = []
    var next = 0
    /// Jobs taken before the queue, the last added first.
    var first: [Job] = []
    /// Threads on a job.
    var busy = 0
    /// Threads waiting for `wake`, which is signalled once for each.
    var sleepers = 0
  }

  private enum Take {
    case job(Job)
    case wait
    case done
  }

  private let state = Locked(State())
  private let wake = DispatchSemaphore(value: 0)

  package init() {}

  /// Adds jobs, taken after those already waiting, in the order given; `then` runs once all of
  /// them are done (at once when `jobs` is empty), taken before any other waiting job.
  package func add(_ jobs: [Job], then: Job? = nil) {
    guard let then else {
      schedule { $0.queue += jobs }
      return
    }
    guard !jobs.isEmpty else {
      addFirst(then)
      return
    }
    let left = Atomic(jobs.count)
    add(
      jobs.map { job in
        {
          job()
          if left.subtract(1, ordering: .acquiringAndReleasing).newValue == 0 { self.addFirst(then) }
        }
      })
  }

  /// Adds a job taken before every job waiting now.
  package func addFirst(_ job: @escaping Job) {
    schedule { $0.first.append(job) }
  }

  /// Takes jobs until none is waiting and no thread is on one; safe to call from any number of
  /// threads at once.
  package func work() {
    while true {
      switch take() {
      case .done: return
      case .wait: wake.wait()
      case .job(let job):
        job()
        state.withLock { state in
          state.busy -= 1
          // The last job done and nothing added: the waiting threads leave.
          if state.busy == 0 { wakeSleepers(&state) }
        }
      }
    }
  }

  /// Works on `threads` threads, the calling one among them, until every job is done; one
  /// thread starts no other.
  ///
  /// With `stackSize`, the jobs run on `threads` threads started with stacks of that many bytes
  /// while the calling thread waits: the importer follows an app's views, names and calls as
  /// deep as the app nests them, past the 8 MiB a thread otherwise has.
  package func run(threads: Int, stackSize: Int? = nil) {
    if let stackSize {
      let finished = DispatchGroup()
      for _ in 0..<max(1, threads) {
        finished.enter()
        let thread = Thread {
          self.work()
          finished.leave()
        }
        thread.stackSize = stackSize
        thread.start()
      }
      finished.wait()
      return
    }
    guard threads > 1 else {
      work()
      return
    }
    DispatchQueue.concurrentPerform(iterations: threads) { _ in work() }
  }

  /// `work` for every index in `0..<count`, on up to `threads` threads of a new pool (with
  /// `stackSize`, as `run(threads:stackSize:)` starts them), in index order whichever thread
  /// finished first.
  package static func map<T: Sendable>(
    count: Int, threads: Int, stackSize: Int? = nil, _ work: @escaping @Sendable (Int) -> T
  ) -> [T] {
    let results = Locked([T?](repeating: nil, count: count))
    let pool = WorkPool()
    pool.add((0..<count).map { index in { let value = work(index); results.withLock { $0[index] = value } } })
    pool.run(threads: max(1, min(threads, count)), stackSize: stackSize)
    return results.withLock { $0.map { $0! } }
  }

  private func take() -> Take {
    state.withLock { state in
      if let job = state.first.popLast() {
        state.busy += 1
        return .job(job)
      }
      if state.next < state.queue.count {
        state.next += 1
        state.busy += 1
        return .job(state.queue[state.next - 1])
      }
      guard state.busy > 0 else {
        // Jobs hold what they work on, which often holds the pool: let go of them.
        state.queue = []
        state.next = 0
        return .done
      }
      state.sleepers += 1
      return .wait
    }
  }

  private func schedule(_ change: (inout State) -> Void) {
    state.withLock { state in
      change(&state)
      wakeSleepers(&state)
    }
  }

  private func wakeSleepers(_ state: inout State) {
    for _ in 0..<state.sleepers { wake.signal() }
    state.sleepers = 0
  }
}
