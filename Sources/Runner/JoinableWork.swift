/// Work that any number of threads can share: each call to `work()` takes pieces until none is
/// left, so a thread that frees up (the `PatternLane`) can join work already under way.
protocol JoinableWork: Sendable {
  /// Takes pieces of the work until none is left; safe to call from many threads at once.
  func work()
}
