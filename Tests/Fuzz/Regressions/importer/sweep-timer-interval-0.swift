import SwiftUI

/// The steeping countdown: a fixed interval from when the tea went in.
struct TeaSteepView: View {
  let started: Date

  var body: some View {
    Text(timerInterval: started...started.addingTimeInterval(4 * 00), countsDown: true, showsHours: false)
      .font(.system(size: 34, weight: .semibold))
      .monospacedDigit()
      .accessibilityLabel("Steeping")
  }
}
