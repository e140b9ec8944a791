import Foundation
import Observation

@Observable
final class StopwatchModel {
  var elapsed = 0

  var formatted: String {
    let minutes = elapsed / 60
    let seconds = elapsed % 60
    return "\(minutes):\(String(format: "%02d", seconds))"
  }

  func tick() { elapsed += 1 }
}
