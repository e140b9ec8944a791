import Foundation
import Observation

@Observable
final class LapStopwatch {
  /// Hundredths of a second since start.
  var elapsed = 0

  var minutes: Int { elapsed / 6000 }
  var seconds: Int { elapsed / 100 % 60 }
  var hundredths: Int { elapsed % 100 }

  func tick() { elapsed += 1 }
}
