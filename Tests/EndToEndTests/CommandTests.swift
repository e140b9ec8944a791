import Foundation
import TestSupport
import Testing

/// The other commands, end to end.
@Suite("commands, end to end")
struct CommandTests {
  static let subcommands = [
    "audit", "resolve", "validate", "import", "fix", "merge", "rules", "explain", "locales", "bidi", "selftest", "schema",
    "completions",
  ]

  @Test("Every command has --help in swift-argument-parser's layout", arguments: subcommands)
  func help(command: String) throws {
    let result = try CLI.run([command, "--help"], in: Python.packageRoot)
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("OVERVIEW: "))
    #expect(result.stdout.contains("\nUSAGE: layout-audit \(command)"))
    #expect(result.stdout.contains("\nOPTIONS:\n"))
    #expect(result.stdout.contains("-h, --help"))
  }

  @Test("The top-level help lists every subcommand; --version names the engines")
  func topLevel() throws {
    let help = try CLI.run(["--help"], in: Python.packageRoot)
    for command in Self.subcommands { #expect(help.stdout.contains("\n  \(command) ")) }
    let version = try CLI.run(["--version"], in: Python.packageRoot)
    #expect(version.stdout.contains("ICU 72.1, Unicode 15.0, CLDR 42.0"))
  }

  @Test("schema prints Cases/case.schema.json byte for byte, a valid JSON Schema the shipped cases pass")
  func schema() throws {
    let result = try CLI.run(["schema"], in: FileManager.default.temporaryDirectory)
    #expect(result.status == 0, "\(result.stderr)")
    let committed = try String(contentsOf: CLI.shippedCases.appendingPathComponent("case.schema.json"), encoding: .utf8)
    #expect(result.stdout == committed, "Cases/case.schema.json is stale: swift run layout-audit schema > Cases/case.schema.json")
    let file = try Python.file(Data(result.stdout.utf8), named: "case.schema.json")
    let check = try Python.run(
      """
      import sys, json, glob, os, jsonschema
      schema = json.load(open(sys.argv[1]))
      jsonschema.Draft7Validator.check_schema(schema)
      bad = []
      for path in sorted(glob.glob(os.path.join(sys.argv[2], "*.json"))):
          if path.endswith(".schema.json"): continue  # schemas, as the case loader skips them
          errors = list(jsonschema.Draft7Validator(schema).iter_errors(json.load(open(path))))
          bad += [f"{path}: {e.message}" for e in errors[:3]]
      print("\\n".join(bad)); sys.exit(1 if bad else 0)
      """, [file.path, CLI.shippedCases.path])
    #expect(check.status == 0, "\(check.output)")
  }

  @Test("validate prints path:line:column errors and exits 65")
  func validate() throws {
    let work = try CLI.workspace()
    #expect(try CLI.run(["validate", "Cases"], in: work).status == 0)
    try #"{ "id": "Bad Id" }"#.write(to: work.appendingPathComponent("Cases/bad.json"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["validate", "Cases"], in: work)
    #expect(result.status == 65)
    #expect(result.stdout.contains("Cases/bad.json:1:"))
  }

  @Test("resolve --json matches the golden file")
  func resolveGolden() throws {
    let result = try CLI.run(
      ["resolve", "Cases/return-timer-tvos-regression.json", "--locale", "he", "--platform", "tvos-26", "--json"],
      in: Python.packageRoot)
    #expect(result.status == 0, "\(result.stderr)")
    let golden = Python.packageRoot.appendingPathComponent("Tests/EndToEndTests/Golden/resolve-regression-he-tvos.json")
    let expected = try String(contentsOf: golden, encoding: .utf8)
    #expect(result.stdout == expected, "regenerate with: swift run layout-audit resolve Cases/return-timer-tvos-regression.json --locale he --platform tvos-26 --json > \(golden.path)")
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    for key in ["display", "reference", "glyphs", "accessibility", "motion"] { #expect(object?[key] != nil, "\(key)") }
  }

  @Test("resolve --text-size shows the widths the fit rule saw at that size; an unknown size suggests")
  func resolveTextSize() throws {
    let result = try CLI.run(
      [
        "resolve", "Cases/zoo-watch-timer-clips-at-accessibility3.json", "--locale", "en", "--platform", "watchos-26",
        "--text-size", "accessibility3",
      ], in: Python.packageRoot)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "TEXT SIZE\n  timer \"1:01:35\": font 43 pt relative to largeTitle, lineLimit 1\n"
          + "    accessibility3 54.9 pt width 186.6 pt in 162 pt screen: DOES NOT FIT"), "\(result.stdout)")
    let json = try CLI.run(
      [
        "resolve", "Cases/zoo-watch-timer-clips-at-accessibility3.json", "--locale", "en", "--platform", "watchos-26",
        "--text-size", "accessibility3", "--json",
      ], in: Python.packageRoot)
    let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let box = (object?["textBoxes"] as? [[String: Any]])?.first
    let fit = (box?["fits"] as? [[String: Any]])?.first
    #expect(fit?["size"] as? String == "accessibility3")
    #expect(fit?["verdict"] as? String == "overflows")
    #expect(fit?["space"] as? Double == 162)
    let unknown = try CLI.run(
      ["resolve", "Cases/zoo-watch-timer-clips-at-accessibility3.json", "--locale", "en", "--platform", "watchos-26", "--text-size", "accessibilty3"],
      in: Python.packageRoot)
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains(#"did you mean "accessibility3"?"#), "\(unknown.stderr)")
  }

  @Test("bidi shows the visual order; bad text is a usage error")
  func bidi() throws {
    let result = try CLI.run(["bidi", "-00:05", "--direction", "rtl", "--json"], in: Python.packageRoot)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    #expect(object?["visualOrder"] as? [Int] == [1, 2, 3, 4, 5, 0])
    #expect(object?["paragraphLevel"] as? Int == 1)
    #expect(try CLI.run(["bidi", ""], in: Python.packageRoot).status == 64)
    #expect(try CLI.run(["bidi", "\\u{D800}"], in: Python.packageRoot).status == 64)
  }

  @Test("locales --json has every field for all 805 locales")
  func locales() throws {
    let result = try CLI.run(["locales", "--json"], in: Python.packageRoot)
    let array = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
    #expect(array?.count == 805)
    let arEG = array?.first { $0["id"] as? String == "ar-EG" }
    #expect(arEG?["numberingSystem"] as? String == "arab")
    for key in ["icuId", "direction", "digits", "patterns", "timeSeparator", "minusSign", "spokenUnits"] {
      #expect(arEG?[key] != nil, "\(key)")
    }
    let rtl = try CLI.run(["locales", "--rtl"], in: Python.packageRoot)
    #expect(rtl.stdout.contains("75 locales, 75 right-to-left"))
  }

  @Test("rules --json lists the catalogue with examples; explain shows one rule; an unknown rule suggests")
  func rules() throws {
    let json = try CLI.run(["rules", "--json"], in: Python.packageRoot)
    let array = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(array?.count == 17)
    #expect((array?.first?["examples"] as? [[String: Any]])?.first?["expected"] != nil)
    let explain = try CLI.run(["explain", "digit-order-ltr"], in: Python.packageRoot)
    #expect(explain.stdout.contains("## Known limits"))
    let unknown = try CLI.run(["explain", "digit-order"], in: Python.packageRoot)
    #expect(unknown.status == 64)
    #expect(unknown.stderr.contains(#"did you mean "digit-order-ltr"?"#), "\(unknown.stderr)")
  }

  @Test(
    "selftest passes on the Unicode conformance files",
    .enabled(if: FileManager.default.fileExists(atPath: "/usr/share/unicode/BidiTest.txt") || ProcessInfo.processInfo.environment["LAYOUT_AUDIT_REQUIRE_UNICODE_DATA"] == "1", "unicode-data is not installed"))
  func selftest() throws {
    let result = try CLI.run(["selftest", "--json"], in: Python.packageRoot)
    #expect(result.status == 0)
    #expect(result.stdout.contains("\"knownDeviations\" : 30"))
  }
}

/// The sign-off committed in `Reports/` is what the documented command produces today.
@Suite("the committed sign-off")
struct SignOffFreshnessTests {
  /// The committed reports are exactly what the README's main job writes (so running it on a
  /// clean clone changes nothing), with the timestamp fixed.
  @Test("Reports/ is up to date (regenerate: SOURCE_DATE_EPOCH=1795996800 swift run layout-audit)")
  func reportsAreFresh() throws {
    let output = try Python.temporaryDirectory()
    let result = try CLI.run(
      ["audit", "--quiet", "--output", output.path],
      in: Python.packageRoot, environment: ["SOURCE_DATE_EPOCH": "1795996800"])
    #expect(result.status == 0, "\(result.stderr)")
    for name in ["report.json", "report.schema.json", "report.junit.xml", "report.sarif", "report.md", "report.html"] {
      let fresh = try Data(contentsOf: output.appendingPathComponent(name))
      #expect(fresh == Self.committed("Reports/\(name)"), "Reports/\(name) is stale")
    }
  }

  /// The committed file: `git show HEAD:path` in a checkout — the README's main job rewrites
  /// `Reports/` with today's date, which must not make this test fail — else the working tree's.
  static func committed(_ path: String) -> Data? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["git", "-C", Python.packageRoot.path, "show", "HEAD:\(path)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    if (try? process.run()) != nil {
      let data = pipe.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      if process.terminationStatus == 0 { return data }
    }
    return try? Data(contentsOf: Python.packageRoot.appendingPathComponent(path))
  }
}

/// The README and `--help` say the same thing.
@Suite("README and --help")
struct READMETests {
  static let readme = (try? String(contentsOf: Python.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

  @Test("Every subcommand and every option of every command's --help is in the README", arguments: CommandTests.subcommands)
  func documented(command: String) throws {
    #expect(Self.readme.contains("layout-audit \(command)"), "README names `layout-audit \(command)`")
    let help = try CLI.run([command, "--help"], in: Python.packageRoot).stdout
    let options = help.split(separator: "\n").compactMap { line -> String? in
      let trimmed = line.drop { $0 == " " }
      guard trimmed.hasPrefix("--"), line.hasPrefix("  ") else { return nil }
      return String(trimmed.prefix { $0 != " " && $0 != "," })
    }.filter { $0 != "--help" && $0 != "--version" }
    for option in options {
      #expect(Self.readme.contains(option), "README documents \(command) \(option)")
    }
  }

  @Test("The README's two set-up commands are the ones CI and the tests use")
  func setUp() throws {
    #expect(Self.readme.contains("swift run layout-audit   #"))
    #expect(Self.readme.contains("swift test               #"))
    let ci = try String(contentsOf: Python.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    #expect(ci.contains("\nswift test\n"))
  }

  @Test("The README's install line installs from Debian what CI installs, and CI never pip-installs")
  func installLine() throws {
    let install = Self.readme.split(separator: "\n").first { $0.hasPrefix("apt-get update && apt-get install -y ") }
    let readmePackages = Set((install ?? "").split(separator: " ").dropFirst(6).map(String.init))
    #expect(readmePackages.isSuperset(of: ["libicu-dev", "pkg-config", "unicode-data", "python3-jsonschema", "python3-xmlschema"]))
    let ci = try String(contentsOf: Python.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
    let line = ci.split(separator: "\n").first { $0.hasPrefix("packages=(") } ?? ""
    let ciPackages = Set(line.dropFirst("packages=(".count).prefix { $0 != ")" }.split(separator: " ").map(String.init))
    #expect(ciPackages == readmePackages)
    #expect(!ci.contains("pip install"))
  }
}
