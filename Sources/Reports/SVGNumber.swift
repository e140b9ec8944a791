/// Formats coordinates for SVG with at most two decimals, the same on every machine (no locale,
/// no exponent notation).
enum SVGNumber {
  static func format(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    // A report read from disk may carry any coordinate; beyond a billion points nothing is
    // drawable, and clamping keeps the conversion to Int from trapping (found by fuzz-readers).
    let clamped = min(max(value, -1e9), 1e9)
    let hundredths = Int((clamped * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    switch fraction {
    case 0: return "\(sign)\(whole)"
    case let f where f % 10 == 0: return "\(sign)\(whole).\(f / 10)"
    case let f where f < 10: return "\(sign)\(whole).0\(f)"
    default: return "\(sign)\(whole).\(fraction)"
    }
  }
}
