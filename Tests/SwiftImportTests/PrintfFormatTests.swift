import Testing

@testable import SwiftImport

/// The printf formats real apps pass to `String(format:)` and
/// `String.localizedStringWithFormat`, brought to the order the fields are shown in.
@Suite("Printf formats")
struct PrintfFormatTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var format: String
    var arguments: [String]
    /// The sequential format and its arguments in shown order; nil when refused.
    var expected: (format: String, arguments: [String])?
    var testDescription: String { format }
  }

  static let examples: [Example] = [
    Example(format: "%02d:%02d", arguments: ["m", "s"], expected: ("%02d:%02d", ["m", "s"])),
    Example(format: "%1$02lld:%2$02lld", arguments: ["m", "s"], expected: ("%02d:%02d", ["m", "s"])),
    // A translation that shows the seconds first moves their argument first.
    Example(format: "%2$02ld.%1$d", arguments: ["m", "s"], expected: ("%02d.%d", ["s", "m"])),
    Example(format: "%d%% of %ld", arguments: ["a", "b"], expected: ("%d%% of %d", ["a", "b"])),
    Example(format: "%1$d and %d", arguments: ["a", "b"], expected: nil),
    Example(format: "%3$d", arguments: ["a", "b"], expected: nil),
    Example(format: "%d:%d", arguments: ["a"], expected: nil),
  ]

  @Test("positional conversions and length modifiers", arguments: examples)
  func sequential(_ example: Example) {
    let result = PrintfFormat.sequential(example.format, arguments: example.arguments)
    #expect(result?.format == example.expected?.format)
    #expect(result?.arguments == example.expected?.arguments)
  }
}
