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

  /// The result, written by the worker before it signals and read after the wait.
  private final class Box<T>: @unchecked Sendable {
    var value: T?
  }
}
