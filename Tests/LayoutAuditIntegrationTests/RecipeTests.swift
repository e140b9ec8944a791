import Foundation
import Testing
import TestSupport

/// CONTRIBUTING's recipes, walked: each one's edits are made to a scratch copy of the module it
/// names, exactly as written (a dummy rule, report format or platform quirk), and the copy is
/// type-checked with the flags SwiftPM built the module with. A place the recipe does not name
/// that must change too (a `switch` over the quirks, a list of formats) fails the type check;
/// the recipe's heading must state the number of files the walk wrote.
///
/// The files a recipe then regenerates (`.ci/regenerate`: `docs/rules.md`, `PublicAPI.txt`,
/// the sign-off) are checked by their own staleness tests.
@Suite("CONTRIBUTING's recipes")
struct RecipeTests {
  /// One recipe: its heading in CONTRIBUTING.md, the module it changes and its edits.
  struct Recipe: Sendable, CustomTestStringConvertible {
    let heading: String
    let module: String
    /// Files written whole, by path inside the module.
    let newFiles: [String: String]
    /// Edits of existing files: path inside the module, the text found and what replaces it.
    let edits: [(file: String, find: String, replace: String)]
    /// Files the recipe touches outside the module's Swift sources (profile data, a test).
    let otherFiles: Int

    var testDescription: String { heading }
  }

  static let recipes: [Recipe] = [
    Recipe(
      heading: "Add a rule", module: "Rules",
      newFiles: [
        "Catalog/RecipeDummyRule.swift": """
        import LayoutEngine
        import ReportModel

        package struct RecipeDummyRule: Rule {
          package let metadata = RuleMetadata(
            id: "recipe-dummy", title: "A rule the recipe test adds", summary: "Nothing.", rationale: "None.",
            limits: ["Judges nothing."], wcag: ["1.3.1"], references: [], severity: .warning, fix: "Nothing to fix.")
          package let dependencies: RuleDependencies = []
          package let automaticFix: RuleFix = .none("Nothing to fix.")
          package let examples: [RuleExample] = []
          package func judge(_ input: RuleInput) -> RuleOutcome {
            .inapplicable("recipe-dummy", "the recipe test's rule judges nothing")
          }
        }
        """
      ],
      edits: [(file: "RuleCatalog.swift", find: "ClearGlassLegibilityRule(),", replace: "ClearGlassLegibilityRule(), RecipeDummyRule(),")],
      otherFiles: 0),
    Recipe(
      heading: "Add a report format", module: "Reports",
      newFiles: [
        "RecipeDummyWriter.swift": """
        import Foundation
        import ReportModel

        package struct RecipeDummyWriter: ReportWriter {
          package var format: ReportFormat { .recipeDummy }
          package func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
            Data(ReportRunID.comment(report).utf8)
          }
        }

        extension ReportFormat {
          public static let recipeDummy = ReportFormat(name: "recipe-dummy", fileName: "report.dummy") { RecipeDummyWriter() }
        }
        """
      ],
      edits: [(file: "ReportFormat.swift", find: ".github]", replace: ".github, .recipeDummy]")],
      otherFiles: 0),
    Recipe(
      heading: "Add a platform quirk", module: "LayoutEngine",
      newFiles: [:],
      edits: [
        (
          file: "PlatformQuirk.swift", find: "  case hstackIgnoresEnvironmentDirectionOverride",
          replace: "  case recipeDummy = \"recipe-dummy\"\n  case hstackIgnoresEnvironmentDirectionOverride"
        ),
        (
          file: "LayoutResolver+Nodes.swift", find: "extension LayoutResolver {",
          replace: "extension LayoutResolver {\n  func recipeDummyApplies(_ profile: PlatformProfile) -> Bool { profile.has(.recipeDummy) }"
        ),
      ],
      // The quirk's name in a profile file (data, not compiled).
      otherFiles: 1),
  ]

  @Test("A recipe's edits type-check and its heading counts the files it touches", arguments: recipes)
  func walk(_ recipe: Recipe) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    let contributing = try String(contentsOf: root.appendingPathComponent("CONTRIBUTING.md"), encoding: .utf8)
    let headingLine = try #require(
      contributing.split(separator: "\n").first { $0.hasPrefix("## \(recipe.heading) (") }, "no heading \"## \(recipe.heading) (…)\"")
    let stated = try #require(Int(headingLine.drop { !$0.isNumber }.prefix { $0.isNumber }), "\(headingLine) states no count")

    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("recipe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try FileManager.default.copyItem(at: root.appendingPathComponent("Sources/\(recipe.module)"), to: scratch)
    var touched: Set<String> = []
    for (path, text) in recipe.newFiles {
      try text.write(to: scratch.appendingPathComponent(path), atomically: true, encoding: .utf8)
      touched.insert(path)
    }
    for edit in recipe.edits {
      let file = scratch.appendingPathComponent(edit.file)
      let text = try String(contentsOf: file, encoding: .utf8)
      let range = try #require(text.range(of: edit.find), "\(edit.file) has no \(edit.find)")
      try text.replacingCharacters(in: range, with: edit.replace).write(to: file, atomically: true, encoding: .utf8)
      touched.insert(edit.file)
    }
    #expect(touched.count + recipe.otherFiles == stated, "the walk touched \(touched.sorted()) and \(recipe.otherFiles) other files; \(headingLine) says \(stated)")

    let result = try Self.typeCheck(module: recipe.module, sources: scratch, root: root)
    #expect(result.status == 0, "the recipe's edits do not compile on their own:\n\(result.output)")
  }

  /// Type-checks a copy of a module's sources with the flags SwiftPM compiled the module with
  /// (from the build's `debug.yaml`), against the modules the build made.
  static func typeCheck(module: String, sources: URL, root: URL) throws -> (status: Int32, output: String) {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var build = binary.deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: build.appendingPathComponent("debug.yaml").path) {
      guard build.pathComponents.count > 2 else { throw RecipeError("no debug.yaml above \(binary.path)") }
      build = build.deletingLastPathComponent()
    }
    let manifest = try String(contentsOf: build.appendingPathComponent("debug.yaml"), encoding: .utf8)
    let lines = manifest.split(separator: "\n")
    let key = "\"C.\(module)-"
    guard let start = lines.firstIndex(where: { $0.hasPrefix("  \(key)") && $0.contains("-debug.module\"") && !$0.contains("-tool.") }),
      let argsLine = lines[start...].first(where: { $0.hasPrefix("    args: ") })
    else { throw RecipeError("no compile command for \(module) in debug.yaml") }
    let arguments = try JSONDecoder().decode([String].self, from: Data(argsLine.dropFirst("    args: ".count).utf8))
    // The compile command's inputs and outputs go; its search paths and settings stay.
    let dropsValue: Set = [
      "-emit-module-path", "-output-file-map", "-index-store-path", "-emit-objc-header-path", "-j",
    ]
    let drops: Set = [
      "-emit-dependencies", "-emit-module", "-incremental", "-c", "-enable-batch-mode", "-serialize-diagnostics",
      "-parseable-output", "-emit-objc-header",
    ]
    var flags: [String] = []
    var index = 1
    while index < arguments.count {
      let argument = arguments[index]
      if dropsValue.contains(argument) {
        index += 2
        continue
      }
      if argument.hasPrefix("@") {
        // The response file of sources: the module's own are the copy's now; what the build
        // derived (the resource bundle's accessor) stays.
        let listed = try String(contentsOfFile: String(argument.dropFirst()), encoding: .utf8).split(separator: "\n").map(String.init)
        flags += listed.filter { !$0.contains("/Sources/\(module)/") }
      } else if !drops.contains(argument), !argument.hasSuffix(".swift") {
        flags.append(argument)
      }
      index += 1
    }
    let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
      .filter { $0.hasSuffix(".swift") }.sorted().map { sources.appendingPathComponent($0).path }
    let result = try ExternalProgram.run(URL(fileURLWithPath: arguments[0]), ["-typecheck"] + flags + files)
    return (result.status, result.output)
  }

  struct RecipeError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
