import Foundation
import Workers

/// Runs the importer's work on threads with large stacks, as jobs of the one work pool: reading
/// a view recurses as deep as an app nests its views, names and calls, and real apps overflow
/// a thread's 8 MiB (a crash, not an error).
enum LargeStack {
  /// The stack each thread gets.
  static let bytes = 512 << 20

  /// `work`'s result, worked out on a thread with a large stack while the caller waits.
  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) -> T {
    map(count: 1, threads: 1) { _ in work() }[0]
  }

  /// `work` for every index in `0..<count` on up to `threads` threads with large stacks, in index
  /// order, whichever thread finished first.
  static func map<T: Sendable>(count: Int, threads: Int = ProcessInfo.processInfo.activeProcessorCount, _ work: @escaping @Sendable (Int) -> T) -> [T] {
    WorkPool.map(count: count, threads: threads, stackSize: bytes, work)
  }
}
