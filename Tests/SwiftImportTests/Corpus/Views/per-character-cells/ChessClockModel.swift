import Foundation
import Observation

@Observable
final class ChessClockModel {
  var whiteRemaining = 5 * 60

  var whiteText: String {
    let minutes = whiteRemaining / 60
    let seconds = whiteRemaining % 60
    return String(format: "%d:%02d", minutes, seconds)
  }

  func tick() { whiteRemaining -= 1 }
}
