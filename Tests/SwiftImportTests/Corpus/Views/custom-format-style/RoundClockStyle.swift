import Foundation

/// Formats a boxing round's remaining seconds as "2:05".
struct RoundClockStyle: FormatStyle {
  func format(_ value: Int) -> String {
    String(format: "%d:%02d", value / 60, value % 60)
  }
}
