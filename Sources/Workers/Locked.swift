import Foundation

/// A value that threads share, read and changed only while holding its lock: the one lock of
/// the package.
///
/// It locks a `pthread_mutex_t` (through `NSLock`), not the standard library's
/// `Synchronization.Mutex`. On Linux that Mutex waits on futexes inside the uninstrumented Swift
/// runtime, so ThreadSanitizer, which CI runs over the parallel paths, cannot see that one
/// thread's unlock comes before another's lock. It then reports races that are not there: both
/// on the value inside the lock and on any object published through it (a formatter built by
/// one thread, stored in a cache, used by another). TSan intercepts pthread's mutexes, so with
/// this lock it sees every such edge and a reported race is a real one.
package final class Locked<Value>: @unchecked Sendable {
  // `@unchecked`: every access to `value` holds `lock`.
  private let lock = NSLock()
  private var value: Value

  /// A lock around `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value while holding the lock; keep it short, and never lock this
  /// value again inside it.
  package func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
