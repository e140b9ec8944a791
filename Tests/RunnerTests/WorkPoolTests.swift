import Dispatch
import Foundation
import Testing
import Workers

/// The pool every parallel phase takes its jobs from. Its tests live with the runner's, whose
/// parallel tests CI runs under ThreadSanitizer.
@Suite("The work pool")
struct WorkPoolTests {
  @Test(
    "Every job runs once, jobs that jobs add and a group's follow-up included, whatever the threads",
    arguments: [(threads: 1, joiners: 0), (2, 0), (3, 0), (8, 0), (1, 1), (2, 3)])
  func everyJobOnce(threads: Int, joiners: Int) {
    let pool = WorkPool()
    let runs = Locked([Int](repeating: 0, count: 301))
    let count: @Sendable (Int) -> Void = { index in runs.withLock { $0[index] += 1 } }
    pool.add(
      (0..<100).map { index in
        {
          count(index)
          pool.addFirst { count(100 + index) }
        }
      },
      then: {
        count(300)
        pool.add((200..<300).map { index in { count(index) } })
      })
    let joined = DispatchGroup()
    for _ in 0..<joiners { DispatchQueue.global().async(group: joined) { pool.work() } }
    pool.run(threads: threads)
    // Every job is done when `run` returns, a joiner's included; a joiner then finds nothing.
    #expect(runs.withLock { $0 } == Array(repeating: 1, count: 301))
    joined.wait()
    pool.work()
  }

  @Test("On one thread: jobs added first come before the queue, the last added first; a group's follow-up once its jobs are done")
  func order() {
    let pool = WorkPool()
    let order = Locked([String]())
    let log: @Sendable (String) -> WorkPool.Job = { name in { order.withLock { $0.append(name) } } }
    pool.add(
      [
        log("a"),
        {
          order.withLock { $0.append("b") }
          pool.addFirst(log("d"))
          pool.addFirst(log("c"))
        },
      ], then: log("then"))
    pool.add([log("e")])
    pool.run(threads: 1)
    #expect(order.withLock { $0 } == ["a", "b", "then", "c", "d", "e"])
  }

  @Test("With a stack size, every job runs on a started thread with a stack that large, never on the caller's", arguments: [1, 2, 3])
  func largeStacks(threads: Int) {
    let pool = WorkPool()
    let caller = pthread_self()
    let stacks = Locked([Int]())
    pool.add(
      (0..<20).map { _ in
        {
          // The size the running thread was started with (Foundation's Thread keeps it).
          let size = Thread.current.stackSize
          let onCaller = pthread_equal(pthread_self(), caller) != 0
          stacks.withLock { $0.append(onCaller ? -1 : size) }
        }
      })
    pool.run(threads: threads, stackSize: 64 << 20)
    let sizes = stacks.withLock { $0 }
    #expect(sizes.count == 20)
    #expect(sizes.allSatisfy { $0 >= 64 << 20 }, "stack sizes \(Set(sizes)) (-1: the calling thread)")
  }
}
