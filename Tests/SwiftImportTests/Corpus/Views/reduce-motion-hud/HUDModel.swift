import Foundation
import Observation

@Observable
final class HUDModel {
  var secondsRemaining = 5 * 60
  var showsControls = true

  var label: String { String(format: "%d:%02d", secondsRemaining / 60, secondsRemaining % 60) }

  func tick() { secondsRemaining -= 1 }
}
