import Foundation
import Testing
import TestSupport

/// The README's example case, copied as a user would, gives exactly the result the README says.
@Suite("the README's example, end to end")
struct ReadmeExampleTests {
  /// The fenced block after a `<!-- marker -->` line of the README.
  static func block(after marker: String) throws -> String {
    let readme = try String(contentsOf: Python.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    let start = try #require(readme.range(of: "<!-- \(marker) -->\n"), "README has no \(marker)")
    let rest = readme[start.upperBound...]
    let open = try #require(rest.range(of: "\n"))  // the ``` line
    let body = rest[open.upperBound...]
    let close = try #require(body.range(of: "\n```"))
    return String(body[..<close.lowerBound]) + "\n"
  }

  @Test("the example case prints the README's output and exits 1; with the README's waiver it exits 0")
  func example() throws {
    let work = try CLI.workspace([], extra: ["Cases/glass-timer.json": try Self.block(after: "readme-example-case")])
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try CLI.run(["audit", "Cases/glass-timer.json", "--format", "text", "--no-progress"], in: work)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout == (try Self.block(after: "readme-example-output")), "README's output is stale:\n\(result.stdout)")

    try Self.block(after: "readme-example-waivers").write(
      to: work.appendingPathComponent("waivers.json"), atomically: true, encoding: .utf8)
    let waived = try CLI.run(
      ["audit", "Cases/glass-timer.json", "--waivers", "waivers.json", "--format", "text", "--no-progress"], in: work)
    #expect(waived.status == 0, "\(waived.stdout)\(waived.stderr)")
    #expect(waived.stdout.contains("1 waived"))
  }

  @Test("the README's Swift app imports and audits to the README's output, on the Swift line")
  func swiftExample() throws {
    let readme = try String(contentsOf: Python.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var files: [String: String] = [:]
    for line in readme.split(separator: "\n") where line.hasPrefix("<!-- readme-swift Sources/") {
      let path = String(line.dropFirst("<!-- readme-swift ".count).dropLast(" -->".count))
      files[path] = try Self.block(after: "readme-swift \(path)")
    }
    #expect(files.count == 3)
    let work = try CLI.workspace([], extra: files)
    defer { try? FileManager.default.removeItem(at: work) }
    let result = try CLI.run(
      [
        "audit", "Sources/", "--locales", "ar,he", "--platforms", "ios-26,tvos-26", "--settings", "default", "--rules", "digit-order-ltr",
        "--format", "github", "--output", "-", "--no-progress",
      ], in: work)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout + result.stderr == (try Self.block(after: "readme-swift-output")), "README's output is stale:\n\(result.stdout)\(result.stderr)")

    let fix = try CLI.run(["fix", "Sources/", "--rules", "digit-order-ltr", "--dry-run"], in: work)
    #expect(fix.status == 1, "\(fix.stderr)")
    #expect(fix.stdout + fix.stderr == (try Self.block(after: "readme-fix-output")), "README's fix output is stale:\n\(fix.stdout)\(fix.stderr)")
  }
}
