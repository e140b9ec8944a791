import Foundation
import Observation

/// Where a focus session is.
enum FocusPhase {
  case running
  case paused
  case finished
}

@Observable
final class FocusSessionModel {
  var phase: FocusPhase = .running
  var secondsLeft = 25 * 60

  var clockText: String {
    String(format: "%02d:%02d", secondsLeft / 60, secondsLeft % 60)
  }

  var spokenTime: String {
    Duration.seconds(secondsLeft).formatted(.units(allowed: [.minutes, .seconds], width: .wide))
  }

  func tick() { if secondsLeft > 0 { secondsLeft -= 1 } }
}
