import Foundation
import Observation

@Observable
final class FlipClockModel {
  var remaining = 10 * 60

  var clockText: String {
    String(format: "%d:%02d", remaining / 60, remaining % 60)
  }

  func tick() { if remaining > 0 { remaining -= 1 } }
}
