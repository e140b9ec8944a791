import Foundation
import Observation

struct BreakSession {
  var secondsLeft: Int
}

@Observable
final class SessionStore {
  var activeBreak: BreakSession? = BreakSession(secondsLeft: 300)
  var breakSeconds = 300

  /// "4:59": minutes unpadded, as the break sheet shows it.
  func label(for seconds: Int) -> String {
    "\(seconds / 60):\(String(format: "%02d", seconds % 60))"
  }
}
