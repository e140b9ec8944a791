import Foundation
import Testing
@testable import Reports
import ReportModel

@Suite("Text summary")
struct TextWriterTests {
  func render(colour: Bool) throws -> String {
    String(decoding: try TextWriter().render(Fixtures.report(), context: ReportContext(colour: colour)), as: UTF8.self)
  }

  @Test("leads with the verdict and what its counts count, then one line per finding that fails the run, can't-tells summed up")
  func lines() throws {
    let lines = try render(colour: false).split(separator: "\n").map(String.init)
    #expect(lines[0] == "layout-audit 0.1.0: FAIL (fail-on threshold: error)")
    #expect(lines[1] == "  2 product cases, 0 fixtures; 3 rules, 2 platforms, 8 locales (4 RTL), settings: default, reduce-motion")
    #expect(
      lines[2]
        == "  findings: 1 failing the run (1 error, 0 warnings), 1 below the threshold, 1 waived, 0 declared by fixtures, "
        + "1 can't tell; 1 new against the baseline")
    #expect(lines[3] == "  results (case × rule × platform): 2 failed, 1 can't tell, 1 waived, 5 passed, 3 not applicable; 1 unmet fixture expectation")
    // One ✗ line per finding that fails the run: the count above says how many there are.
    #expect(lines.filter { $0.hasPrefix("✗ ") }.count == 1)
    #expect(lines.contains("✗ return-timer-tvos-regression digit-order-ltr [tvos-26] — Timer digits are reversed under right-to-left locales (3 locales) new"))
    #expect(lines.contains { $0.hasPrefix("• zoo-escaping glass-container [ios-26] — ") && $0.hasSuffix("— below the fail-on threshold") })
    #expect(lines.contains("? can't tell — glass-container: no-glass-frames (1 finding, 8 locales)"), "\(lines)")
    #expect(lines.contains { $0.hasPrefix("! return-timer-tvos-regression glass-container [ios-26] — unmet fixture expectation") })
    #expect(lines.contains("! waiver W0 (digit-order-ltr, return-timer-tvos-regression) expired on 2025-01-31; it no longer applies"))
  }

  @Test("uses colour only when asked, and never lets a case write control characters")
  func colour() throws {
    let plain = try render(colour: false)
    #expect(!plain.contains("\u{1B}"))
    let coloured = try render(colour: true)
    #expect(coloured.contains("\u{1B}[1m\u{1B}[31mFAIL\u{1B}[0m\u{1B}[0m"))
    for text in [plain, coloured] {
      #expect(text.contains(#"\u{202E}left\u{0}\u{7}"#))
      #expect(!text.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0 || $0.value == 7 })
    }
  }
}
