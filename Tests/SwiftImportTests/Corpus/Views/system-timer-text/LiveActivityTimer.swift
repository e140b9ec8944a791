import SwiftUI

/// The lock-screen style timer: the system formats and updates the text itself.
struct LiveActivityTimer: View {
  let start: Date
  let end: Date

  var body: some View {
    HStack(spacing: 8) {
      Image(systemName: "timer")
      Text(timerInterval: start...end, countsDown: true)
        .monospacedDigit()
        .frame(width: 80)
    }
  }
}
