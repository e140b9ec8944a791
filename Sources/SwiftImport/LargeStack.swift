import Foundation

/// Runs work on a thread with a large stack and waits for it: the importer's reading of a view
/// recurses as deep as an app nests its views, names and calls, and real apps overflow the main
/// thread's 8 MiB (a crash, not an error).
enum LargeStack {
  /// The stack the work gets.
  static let bytes = 512 << 20

  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    let box = Box<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      box.value = work()
      done.signal()
    }
    thread.stackSize = bytes
    thread.start()
    done.wait()
    return box.value!
  }

  /// Runs `work` for every index in `0..<count` on up to `threads` threads with large stacks,
  /// and returns the results in index order, whichever thread finished first.
  static func map<T: Sendable>(count: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount, _ work: @escaping @Sendable (Int) -> T) -> [T] {
    let results = ParallelResults<T>(count: count)
    let next = NextIndex()
    let group = DispatchGroup()
    for _ in 0..<max(1, min(threads, count)) {
      group.enter()
      let thread = Thread {
        while let index = next.take(below: count) { results.set(index, work(index)) }
        group.leave()
      }
      thread.stackSize = bytes
      thread.start()
    }
    group.wait()
    return results.values.compactMap { $0 }
  }

  /// The next index a worker takes.
  private final class NextIndex: @unchecked Sendable {
    private var value = 0
    private let lock = NSLock()

    func take(below count: Int) -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard value < count else { return nil }
      value += 1
      return value - 1
    }
  }

  /// The result, written by the worker before it signals and read after the wait.
  private final class Box<T>: @unchecked Sendable {
    var value: T?
  }
}

/// Results written by parallel workers, each to its own index.
private final class ParallelResults<Value: Sendable>: @unchecked Sendable {
  private var storage: [Value?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}
