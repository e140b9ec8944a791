import SwiftUI

struct OvertimeView: View {
  let model: OvertimeModel

  var body: some View {
    if model.isOvertime {
      Text("-\(model.display)")
        .foregroundStyle(.red)
    } else {
      Text(model.display)
        .monospacedDigit()
    }
  }
}
