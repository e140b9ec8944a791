import Combine
import Foundation

/// The focus session: 25 minutes by default, ticking once a second.
final class PomodoroModel: ObservableObject {
  @Published var secondsLeft = 25 * 60
  @Published var isRunning = false

  /// "24:59"
  var timeString: String {
    let minutes = secondsLeft / 60
    let seconds = secondsLeft % 60
    return String(format: "%02d:%02d", minutes, seconds)
  }

  var spokenTime: String {
    Duration.seconds(secondsLeft).formatted(.units(allowed: [.minutes, .seconds], width: .wide))
  }

  func tick() {
    guard isRunning, secondsLeft > 0 else { return }
    secondsLeft -= 1
  }
}
