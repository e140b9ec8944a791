import Foundation
import Testing
import TestSupport

/// A team's first audit, end to end with the built CLI: a product case of their own (no
/// `expect` block), its findings, a baseline that makes the run green, a new defect that turns
/// it red again naming only itself, a waiver that accepts it, and the waiver expiring.
@Suite("adopting the tool, end to end")
struct AdoptionTests {
  /// The Return timer before its tvOS fix, as a team's own product screen: it fails
  /// `digit-order-ltr` on tvOS, `clear-glass-legibility` and, on iOS, `timer-text-scales`
  /// (errors) and two glass rules (warnings, below the default threshold).
  static func productCase() throws -> String {
    var text = try String(
      contentsOf: CLI.shippedCases.appendingPathComponent("return-timer-tvos-regression.json"), encoding: .utf8)
    text = text.replacingOccurrences(
      of: "\"id\": \"return-timer-tvos-regression\", \"purpose\": \"fixture\",", with: "\"id\": \"my-timer\",")
    #expect(text.contains("\"id\": \"my-timer\","), "the shipped fixture's id line changed")
    let expect = try #require(text.range(of: ",\n  \"expect\""))
    text = String(text[..<expect.lowerBound]) + "\n}\n"
    return text
  }

  static let matrix = ["--locales", "en,he,ar-EG", "--platforms", "ios-26,tvos-26", "--format", "text", "--no-progress"]

  @Test("findings once each, exit 1; a baseline makes it 0; a new defect 1 naming only it; a waiver 0; the waiver expiring 1")
  func story() throws {
    let work = try CLI.workspace([])
    defer { try? FileManager.default.removeItem(at: work) }
    let casePath = work.appendingPathComponent("Cases/my-timer.json")
    try Self.productCase().write(to: casePath, atomically: true, encoding: .utf8)

    // 1. The first audit: findings, each printed once, and exit 1 on the error.
    let first = try CLI.run(["audit"] + Self.matrix + ["--write-baseline", "baseline.json"], in: work)
    #expect(first.status == 1, "\(first.stdout)\(first.stderr)")
    let failing = first.stdout.split(separator: "\n").filter { $0.hasPrefix("✗ ") }
    // The count says how many lines follow, and the same problem on two platforms is one line.
    #expect(first.stdout.contains("findings: 3 failing the run (3 errors, 0 warnings), 2 below the threshold"), "\(first.stdout)")
    #expect(failing.count == 3, "\(first.stdout)")
    #expect(failing.contains { $0.hasPrefix("✗ my-timer timer-text-scales [ios-26] — ") })
    #expect(failing.contains { $0.hasPrefix("✗ my-timer clear-glass-legibility [ios-26, tvos-26] — ") })
    #expect(failing.contains { $0.hasPrefix("✗ my-timer digit-order-ltr [tvos-26] — ") })
    #expect(!first.stdout.contains("unmet"), "a product case has no expectations")
    #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("baseline.json").path))

    // 2. Against the baseline, failing only on what is new: green.
    let adopted = try CLI.run(["audit"] + Self.matrix + ["--baseline", "baseline.json", "--fail-on", "new"], in: work)
    #expect(adopted.status == 0, "\(adopted.stdout)\(adopted.stderr)")
    #expect(adopted.stdout.contains("; 0 new against the baseline"), "\(adopted.stdout)")

    // 3. A new defect: the reflection is no longer hidden from VoiceOver.
    var broken = try String(contentsOf: casePath, encoding: .utf8)
    broken = broken.replacingOccurrences(of: "{ \"accessibilityHidden\": true }", with: "{ \"accessibilityHidden\": false }")
    try broken.write(to: casePath, atomically: true, encoding: .utf8)
    let regressed = try CLI.run(["audit"] + Self.matrix + ["--baseline", "baseline.json", "--fail-on", "new"], in: work)
    #expect(regressed.status == 1, "\(regressed.stdout)\(regressed.stderr)")
    let new = regressed.stdout.split(separator: "\n").filter { $0.hasPrefix("✗ ") }
    #expect(new.count == 1, "\(regressed.stdout)")
    #expect(new.first?.contains("reflection-accessibility-hidden") == true, "\(new)")
    #expect(new.first?.hasSuffix(" new") == true)

    // 4. A waiver accepts it until a review date: green, and listed as waived.
    func waivers(reviewBy: String) -> String {
      """
      { "waivers": [ { "id": "REFLECTION-1", "rule": "reflection-accessibility-hidden", "case": "my-timer",
        "reason": "The fading reflection is read once more; hiding it ships in 2.1",
        "approvedBy": "A. Lead", "reviewBy": "\(reviewBy)" } ] }
      """
    }
    try waivers(reviewBy: "2099-12-31").write(
      to: work.appendingPathComponent("waivers.json"), atomically: true, encoding: .utf8)
    let waived = try CLI.run(
      ["audit"] + Self.matrix + ["--baseline", "baseline.json", "--fail-on", "new", "--waivers", "waivers.json"], in: work)
    #expect(waived.status == 0, "\(waived.stdout)\(waived.stderr)")
    #expect(waived.stdout.contains("1 waived"), "\(waived.stdout)")

    // 5. The waiver expires (the report's date is SOURCE_DATE_EPOCH, 2026-11-30): red again.
    try waivers(reviewBy: "2026-01-31").write(
      to: work.appendingPathComponent("waivers.json"), atomically: true, encoding: .utf8)
    let expired = try CLI.run(
      ["audit"] + Self.matrix + ["--baseline", "baseline.json", "--fail-on", "new", "--waivers", "waivers.json"], in: work)
    #expect(expired.status == 1, "\(expired.stdout)\(expired.stderr)")
    #expect(expired.stdout.contains("waiver REFLECTION-1"), "\(expired.stdout)")
    #expect(expired.stdout.contains("expired on 2026-01-31"))
  }

  @Test("a fixture's expect block is rewritten from the run in the compact form, and then holds")
  func updateExpectations() throws {
    let work = try CLI.workspace(["zoo-adlam-pinned-cells"])
    defer { try? FileManager.default.removeItem(at: work) }
    let path = work.appendingPathComponent("Cases/zoo-adlam-pinned-cells.json")
    // The block is not the last member here: "$schema" moves after it.
    let schema = "\n  \"$schema\": \"./case.schema.json\","
    var original = try String(contentsOf: path, encoding: .utf8)
    let tail = ",\n  \"$schema\": \"./case.schema.json\"\n}\n"
    original = original.replacingOccurrences(of: schema, with: "")
    original = String(original.dropLast(3)) + tail
    try original.write(to: path, atomically: true, encoding: .utf8)
    let result = try CLI.run(["audit", "--update-expectations", "--format", "text", "--no-progress"], in: work)
    #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    let rewritten = try String(contentsOf: path, encoding: .utf8)
    // The 13 Adlam locales become what they are: the locales whose digits are Adlam.
    #expect(rewritten.contains(#""locales": { "numberingSystems": ["adlm"] }"#), "\(rewritten)")
    #expect(!rewritten.contains("ff-Adlm-BF"))
    // Everything before the block and after it is untouched.
    let head = try #require(original.range(of: "\"expect\""))
    #expect(rewritten.hasPrefix(String(original[..<head.lowerBound])))
    #expect(rewritten.hasSuffix("\n  ]" + tail), "\(rewritten.suffix(200))")
    let again = try CLI.run(["audit", "--format", "text", "--no-progress"], in: work)
    #expect(again.status == 0)
    #expect(!again.stdout.contains("unmet"))
  }
}
