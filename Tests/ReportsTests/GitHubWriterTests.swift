import Foundation
import Testing
@testable import Reports
import ReportModel

@Suite("GitHub annotations")
struct GitHubWriterTests {
  @Test("annotates each finding that fails the run at its line by severity, a notice below the threshold, nothing accepted")
  func commands() throws {
    let output = String(decoding: try GitHubWriter().render(Fixtures.report(), context: ReportContext()), as: UTF8.self)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("::error file=Cases/return-timer-tvos-regression.json,line=19,col=9,title=digit-order-ltr [tvos-26]::Timer digits are reversed"))
    #expect(lines[1].hasPrefix("::notice file=Cases/zoo escaping.json,line=1,col=1,title=glass-container [ios-26]::Two glass elements"))
    #expect(lines[1].contains("100%25 done"))
    #expect(lines[2] == "::warning file=Cases/return-timer-tvos-regression.json,line=44,title=unmet fixture expectation%3A glass-container [ios-26]::Expected passed, found cantTell: expected passed, the rule could not tell")
    #expect(!output.contains("reflection"), "the waived finding is not annotated")
    #expect(lines.last == "layout-audit: fail (fail-on threshold: error): 2 failed, 1 can't tell, 1 waived, 5 passed, 3 not applicable")
    #expect(lines.count == 4)
  }

  @Test("escapes data and properties as GitHub's toolkit does")
  func escaping() {
    #expect(GitHubWriter.escapeData("50% done\r\nnext: a,b") == "50%25 done%0D%0Anext: a,b")
    #expect(GitHubWriter.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
    #expect(GitHubWriter.command("notice", properties: [("title", "x,y")], message: "m") == "::notice title=x%2Cy::m")
    #expect(GitHubWriter.escapeData("bad\u{202E}\u{1B}[31m") == #"bad\u{202E}\u{1B}[31m"#)
  }
}
