/// A decimal numbering system: its CLDR id and its ten digits.
public struct NumberingSystem: Sendable, Hashable, Codable {
  /// The CLDR id: `latn`, `arab`, `arabext`, `deva`, `adlm`, …
  public let name: String
  /// The digits zero to nine, each one character (some, like Adlam's, outside the BMP).
  public let digits: [String]

  /// ASCII digits, the system `String(format:)` writes.
  public static let latin = NumberingSystem(
    name: "latn", digits: (0...9).map { String($0) })
}
