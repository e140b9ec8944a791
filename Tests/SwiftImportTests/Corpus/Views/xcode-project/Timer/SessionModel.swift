import Foundation
import Observation

@Observable
final class SessionModel {
  var secondsLeft = 45 * 60

  var timeText: String {
    String(format: "%02d:%02d", secondsLeft / 60, secondsLeft % 60)
  }
}
