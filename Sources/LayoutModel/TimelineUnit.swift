/// The unit of a timeline's values: whole seconds, or a fraction of a second for timers that
/// show sub-second fields (a stopwatch's hundredths).
package enum TimelineUnit: String, Sendable, Equatable, Hashable, CaseIterable {
  case seconds
  case deciseconds
  case centiseconds
  case milliseconds

  /// How many values make one second.
  package var unitsPerSecond: Int {
    switch self {
    case .seconds: 1
    case .deciseconds: 10
    case .centiseconds: 100
    case .milliseconds: 1000
    }
  }
}
