import Foundation
import Observation

@Observable
final class OvertimeModel {
  var remaining = 120

  var isOvertime: Bool { remaining < 0 }

  var display: String {
    let value = abs(remaining)
    return String(format: "%d:%02d", value / 60, value % 60)
  }
}
