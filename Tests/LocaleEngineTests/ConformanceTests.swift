import Foundation
import Testing
import TestSupport

@testable import LocaleEngine

/// The engine against Unicode's own bidi conformance files (Debian's `unicode-data`).
///
/// CI installs the files and sets `LAYOUT_AUDIT_REQUIRE_UNICODE_DATA=1`, so there a missing
/// file fails; on a machine without them the tests are reported as skipped, with the reason.
@Suite("Unicode bidi conformance")
struct ConformanceTests {
  static let directory = "/usr/share/unicode"
  static let available = FileManager.default.fileExists(atPath: directory + "/BidiTest.txt")
    || ProcessInfo.processInfo.environment["LAYOUT_AUDIT_REQUIRE_UNICODE_DATA"] == "1"

  @Test(
    "BidiTest.txt: all 770,241 cases pass",
    .enabled(if: available, "unicode-data is not installed: apt-get install unicode-data"))
  func bidiTest() throws {
    let result = try BidiConformance.runBidiTest(path: Self.directory + "/BidiTest.txt")
    #expect(result.cases == 770_241)
    #expect(result.passed == 770_241)
    #expect(result.failed == 0)
  }

  @Test(
    "BidiCharacterTest.txt: 91,677 of 91,707 pass, the 30 others are the known ICU deviations",
    .enabled(if: available, "unicode-data is not installed: apt-get install unicode-data"))
  func bidiCharacterTest() throws {
    let result = try BidiConformance.runBidiCharacterTest(
      path: Self.directory + "/BidiCharacterTest.txt")
    #expect(result.cases == 91_707)
    #expect(result.passed == 91_677)
    #expect(result.knownDeviations == 30)
    #expect(result.failed == 0)
    #expect(result.deviations == KnownBidiDeviation.all)
  }

  // MARK: Bad files

  private func write(_ text: String) throws -> String {
    let path = try Scratch.folder("bidi").appendingPathComponent("test.txt").path
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  @Test("A truncated file is an error naming it, not a short pass")
  func truncated() throws {
    let path = try write("@Levels: 0\n@Reorder: 0\nL; 7\nL; 3\n")
    #expect(throws: ConformanceError.self) { try BidiConformance.runBidiTest(path: path) }
  }

  @Test("Malformed lines are errors naming file, line and column", arguments: [
    ("@Levels: 0\n@Reorder: 0\nL; 7\nQQ; 7\n# EOF\n", 4, 1, "unknown bidi class"),
    ("@Levels: 0\n@Reorder: 0\nL 7\n# EOF\n", 3, 3, "bidi class"),
    ("@Levels: 0\n@Reorder: 0\nL;\n# EOF\n", 3, 3, "expected a number"),
    ("@Levels: 0 0\n@Reorder: 0\nL; 7\n# EOF\n", 3, 5, "levels"),
    ("L; 7\n# EOF\n", 1, 1, "before any @Levels"),
    ("@Levels: 999\n# EOF\n", 1, 13, "maximum"),
  ])
  func malformed(text: String, line: Int, column: Int, message: String) throws {
    let path = try write(text)
    do {
      _ = try BidiConformance.runBidiTest(path: path)
      Issue.record("malformed file accepted")
    } catch {
      #expect(error.file == path)
      #expect(error.line == line)
      #expect(error.column == column)
      #expect(error.message.contains(message), "\(error)")
    }
  }

  @Test("A malformed BidiCharacterTest.txt line names its line")
  func malformedCharacterTest() throws {
    let path = try write("0061 0062;0;0;0 0;0 1\n0061;0;0;0\n# EOF\n")
    do {
      _ = try BidiConformance.runBidiCharacterTest(path: path)
      Issue.record("malformed file accepted")
    } catch {
      #expect(error.line == 2)
    }
  }

  @Test("A small well-formed file is judged")
  func smallFile() throws {
    let path = try write("@Levels: 1 1\n@Reorder: 1 0\nR R; 4\n@Levels: 0\n@Reorder: 0\nL; 7\n# EOF\n")
    let result = try BidiConformance.runBidiTest(path: path)
    #expect(result.cases == 4)
    #expect(result.passed == 4)
  }

  @Test("A missing file says how to get it")
  func missing() {
    let error = #expect(throws: ConformanceError.self) { try BidiConformance.run(directory: "/nonexistent") }
    #expect(error?.message.contains("unicode-data") == true)
  }
}
