import Workers

/// Whether answers may be shared between locales: worked out by a check against ICU once, the
/// first time it is asked, or given up front (`false`: the plain path, every locale asked on
/// its own).
///
/// Sharing restates how ICU finds its data (`PatternSources`, `SpokenUnits`); a check that
/// fails on another ICU leaves the engine on the plain path, slower and still right.
extension Locked<Bool?> {
  /// The answer, from `check` the first time it is asked (callers meanwhile wait for it).
  func passed(_ check: () -> Bool) -> Bool {
    withLock { answer in
      if let known = answer { return known }
      let passed = check()
      answer = passed
      return passed
    }
  }
}
