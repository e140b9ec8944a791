import Foundation
import Testing
@testable import LayoutModel

@Suite("Model values")
struct ModelTests {
  struct TickExample: Sendable {
    let countdown: Countdown
    let ticks: [Int]
  }

  @Test(
    "computes ticks down to and including a reachable end",
    arguments: [
      TickExample(countdown: Countdown(from: 3, to: 0, step: 1), ticks: [3, 2, 1, 0]),
      TickExample(countdown: Countdown(from: 10, to: 0, step: 3), ticks: [10, 7, 4, 1]),
      TickExample(countdown: Countdown(from: 2, to: -2, step: 2), ticks: [2, 0, -2]),
      TickExample(countdown: Countdown(from: 5, to: 4, step: 10), ticks: [5]),
    ])
  func ticks(_ example: TickExample) {
    #expect(example.countdown.ticks == example.ticks)
    #expect(example.countdown.tickCount == example.ticks.count)
  }

  @Test("counts a huge countdown without listing it")
  func hugeTickCount() {
    #expect(Countdown(from: 1 << 53, to: -(1 << 53), step: 1).tickCount == (1 << 54) + 1)
    #expect(Countdown(from: Int.max, to: Int.min, step: 1).tickCount == Int.max)
  }

  @Test("parses and orders OS versions")
  func versions() {
    #expect(OSVersion("26.0") == OSVersion(major: 26, minor: 0, patch: 0))
    #expect(OSVersion("17.4.1")! < OSVersion("26")!)
    #expect(OSVersion("10.15")! > OSVersion("10.9")!)
    #expect(OSVersion("26.0")?.description == "26.0")
    for bad in ["", "v26", "26.", "1.2.3.4", "1234", "٢٦"] { #expect(OSVersion(bad) == nil) }
  }

  @Test("gives cell widths by character class")
  func cellWidths() {
    let table = CellWidthTable.fixed(digit: 0.6, separator: 0.3, separators: [":"], other: nil)
    #expect(table.width(for: "7", fontSize: 10) == 6)
    #expect(table.width(for: "٣", fontSize: 10) == 6)
    #expect(table.width(for: ":", fontSize: 10) == 3)
    #expect(table.width(for: ".", fontSize: 10) == nil)
    #expect(CellWidthTable.proportional.width(for: "7", fontSize: 10) == nil)
  }

  @Test("parses patterns")
  func patterns() throws {
    let pattern = try FixedTimePattern("H:mm:ss")
    #expect(pattern.tokens == [.field(.hour), .literal(":"), .field(.minute2), .literal(":"), .field(.second2)])
    #expect(try FixedTimePattern("HH 'h' mm").tokens == [.field(.hour2), .literal(" h "), .field(.minute2)])
    #expect(throws: FixedTimePatternError.self) { try FixedTimePattern("mm:mm") }
    #expect(throws: FixedTimePatternError.self) { try FixedTimePattern("mmm") }
    #expect(throws: FixedTimePatternError.self) { try FixedTimePattern("'open") }
    #expect(throws: FixedTimePatternError.self) { try FixedTimePattern(":") }
  }

  @Test("renders templates")
  func templates() {
    #expect(TextTemplate.render("Time remaining: $spoken ($display) $$5 $", display: "25:00", spoken: "25 minutes")
      == "Time remaining: 25 minutes (25:00) $5 $")
    #expect(TextTemplate.unknownPlaceholders(in: "$spokn $display") == ["spokn"])
  }

  @Test("suggests close spellings only")
  func spelling() {
    #expect(Spelling.closest(to: "accesibilityHidden", among: ModifierName.allCases.map(\.rawValue)) == "accessibilityHidden")
    #expect(Spelling.closest(to: "VSTACK", among: ["VStack", "HStack"]) == "VStack")
    #expect(Spelling.closest(to: "fnotSize", among: ["fontSize"]) == "fontSize")
    #expect(Spelling.closest(to: "banana", among: ["fontSize", "text"]) == nil)
  }

  @Test("formats diagnostics for compilers and editors")
  func diagnosticFormat() {
    let location = SourceLocation(file: "Cases/a.json", line: 3, column: 7)
    #expect(CaseDiagnostic(location: location, message: "m").description == "Cases/a.json:3:7: error: m")
    #expect(CaseDiagnostic(location: location, message: "m", hint: "h").description == "Cases/a.json:3:7: error: m; h")
  }
}
