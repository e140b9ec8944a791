import Foundation
import Testing
@testable import Reports
import ReportModel

@Suite("Markdown sign-off")
struct MarkdownWriterTests {
  func render(_ report: AuditReport = Fixtures.report()) throws -> String {
    String(decoding: try MarkdownWriter().render(report, context: ReportContext()), as: UTF8.self)
  }

  @Test("leads with the statement's verdict and the run's, then what, when, which versions and by whom")
  func header() throws {
    let markdown = try render()
    #expect(markdown.contains("> **❌ Does not conform** — all 2 product screens. 2 requirements are not met: "), "\(markdown)")
    #expect(markdown.contains("> ❌ Run: the run fails: 1 finding fails it, 1 below the threshold, 1 waived, 1 could not be judged, 1 new against the baseline"), "\(markdown)")
    #expect(markdown.contains("| Locales | 8, 4 of them right to left |"))
    #expect(markdown.contains("| Platforms | `ios-26`, `tvos-26` |"))
    #expect(markdown.contains("| Generated | 2025-11-30T12:00:00Z |"))
    #expect(markdown.contains("| Engine | ICU 72.1, Unicode 15.0, CLDR 42.0 |"))
    #expect(markdown.contains("| Bidi self-test | BidiCharacterTest.txt: 91677 of 91707 passed, 30 known deviations, 0 failed |"))
    #expect(markdown.contains("| Auditor | not recorded |"))
    var signed = Fixtures.report()
    signed.auditor = "Dana <QA>"
    #expect(try render(signed).contains("| Auditor | Dana &lt;QA&gt; |"))
  }

  @Test("judges each requirement in the VPAT vocabulary with remarks and definitions")
  func requirements() throws {
    let markdown = try render()
    let row = { (prefix: String) in
      markdown.split(separator: "\n").first { $0.hasPrefix(prefix) }.map(String.init) ?? ""
    }
    #expect(row("| [WCAG 2.2 1.3.2 Meaningful Sequence]").contains("**Partially Supports**"))
    #expect(row("| [WCAG 2.2 1.3.2 Meaningful Sequence]").contains("digit\\-order\\-ltr fails on tvos\\-26") == false)
    #expect(row("| [WCAG 2.2 1.3.2 Meaningful Sequence]").contains("digit-order-ltr fails on tvos-26 \\(return-timer-tvos-regression: he, ar, fa\\)."))
    #expect(row("| [WCAG 2.2 1.3.1 Info and Relationships]").contains("**Supports**"))
    #expect(row("| [WCAG 2.2 1.3.1 Info and Relationships]").contains("is waived on tvos-26 \\(return-timer-tvos-regression: W1\\)"))
    #expect(row("| [Several glass elements share a GlassEffectContainer (no WCAG criterion)]").contains("**Partially Supports**"))
    // Levels are earned: a row no rule could judge is Not Evaluated, never Not Applicable.
    #expect(!markdown.contains("| **Not Applicable** |"))
    #expect(markdown.contains("- **Does Not Support**: evaluations failed (unwaived) and none passed or was waived"))
    #expect(markdown.contains("### What a person must still check"))
    #expect(markdown.contains("- [ ] Listen to the timer with VoiceOver"))
    let table = markdown[markdown.range(of: "## Accessibility statement")!.upperBound...]
    let order = ["1.3.1 Info", "1.3.2 Meaningful", "4.1.2 Name"].map { table.range(of: $0)!.lowerBound }
    #expect(order == order.sorted())
  }

  @Test("draws the rule × platform table with a legend")
  func ruleTable() throws {
    let markdown = try render()
    #expect(markdown.contains("| `digit-order-ltr` Timer digits keep their reading order | error | ✅ | ❌ 1/2 |"))
    #expect(markdown.contains("| `glass-container` Several glass elements share a GlassEffectContainer | warning | ❌ 1/2 | ✅ 1/2 |"))
    #expect(markdown.contains("Legend: ✅ passed, ❌ failed, ⚠️ can't tell, ➖ not applicable, 🛂 waived, · not run; (declared)"))
  }

  @Test("lists waivers, the baseline, unmet expectations and the worst failures with evidence")
  func sections() throws {
    let markdown = try render()
    #expect(markdown.contains("### Applied (1)"))
    #expect(markdown.contains("| `W1` | `reflection-accessibility-hidden` | `return-timer-tvos-regression` | node VStack/reflection; platforms tvos-26 | Reflection is removed in 2.1 \\| tracked in \\#42 | A. Auditor | 2026-03-31 | 16 |"))
    #expect(markdown.contains("### Expired (1)"))
    #expect(markdown.contains("### Unused (1)"))
    #expect(markdown.contains("Compared with `Reports/baseline.json` (generated 2025-11-01T09:00:00Z): **3 new**, 0 existing, 1 fixed"))
    #expect(markdown.contains("1 of 2 declared expectations do not hold:"))
    #expect(markdown.contains("| `Cases/return-timer-tvos-regression.json:44` | `glass-container` | `ios-26` | passed | cantTell |"))
    #expect(markdown.contains("### 1. digit\\-order\\-ltr: return\\-timer\\-tvos\\-regression") == false)
    #expect(markdown.contains("### 1. digit-order-ltr: return-timer-tvos-regression"))
    #expect(markdown.contains("- Platforms: `tvos-26`"))
    #expect(markdown.contains("- Expected: `25:00`"))
    #expect(markdown.contains("- Shown: `00:52`"))
    #expect(markdown.contains("- Locales (3): he, ar, fa"))
    #expect(markdown.contains("- Node: `VStack/timer` (DigitCells)"))
    #expect(markdown.contains("- Where: `Cases/return-timer-tvos-regression.json:19:9`"))
  }

  @Test("escapes every string from a case so it renders as text")
  func escaping() throws {
    let markdown = try render()
    #expect(!markdown.contains("<script>"))
    #expect(markdown.contains("&lt;script&gt;alert\\(1\\)&lt;/script&gt;"))
    #expect(markdown.contains("\"quotes\" &amp; &lt;tags&gt;"))
    #expect(markdown.contains(#"Time \\u\{202E\}left\\u\{0\}\\u\{7\} 100% done"#))
    #expect(!markdown.unicodeScalars.contains { $0.value == 0x202E || ($0.value < 0x20 && $0 != "\n") })
    // A backtick in evidence cannot close the code span early, nor a pipe split the cell.
    #expect(markdown.contains("- Shown: `` `none` | 0 ``"))
  }

  @Test("escapes Markdown and HTML syntax, and spells hidden characters")
  func escapingHelpers() {
    #expect(MarkdownEscaping.inline("a|b*c_[d](e)<f>&`g`$h$") == #"a\|b\*c\_\[d\]\(e\)&lt;f&gt;&amp;\`g\`\$h\$"#)
    #expect(MarkdownEscaping.inline("line\nbreak") == #"line\\u\{A\}break"#)
    #expect(MarkdownEscaping.code("a`b") == "``a`b``")
    #expect(MarkdownEscaping.code("`x`") == "`` `x` ``")
    #expect(MarkdownEscaping.code("a|b", inTable: true) == #"`a\|b`"#)
    #expect(MarkdownEscaping.code("") == "(empty)")
  }
}
