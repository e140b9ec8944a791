import Foundation
import LayoutModel
internal import SwiftSyntax

/// Writes one imported view as a case file: the case, and its `"imported"` section with the
/// source map (JSON pointer → Swift `file:line:column`), the uninterpreted and approximated
/// constructs, and the project facts.
struct CaseWriter {
  /// The deployment targets assumed where nothing sets one: iOS 17, macOS 14 and their peers.
  static let assumedTargets = ["iOS": "17.0", "iPadOS": "17.0", "macOS": "14.0", "tvOS": "17.0", "watchOS": "10.0", "visionOS": "1.0"]

  let id: String
  let view: String
  let file: String
  let interpreter: ViewInterpreter
  let root: ImportedNode
  let facts: ProjectFacts
  /// The Xcode targets that compile the view's file (empty without an Xcode project).
  var targets: [XcodeProject.Target] = []
  let index: ModuleIndex
  var isKnownLocale: (@Sendable (String) -> Bool)?

  func render() -> String {
    var sourceMap: [(String, CaseJSON)] = []
    var uninterpreted = interpreter.uninterpreted
    var approximations = interpreter.approximations
    let (fitted, fitting) = CaseLimitsFitter().fit(root)
    approximations += fitting
    let viewJSON = node(fitted, pointer: "/view", map: &sourceMap)
    // The timeline: the display string, followed to where it is formatted.
    var timeline: [(String, CaseJSON)]
    // Whether the display is the stand-in for one the importer could not read: the entries
    // that say why then carry the rules whose failures on it are guesses.
    var isStandIn = true
    if var reading = interpreter.presetReading {
      reading.fitSpan()
      uninterpreted += reading.uninterpreted
      approximations += reading.approximations
      timeline = reading.timeline
      isStandIn = reading.isStandIn
      sourceMap.append(("/timeline", .string(reading.at.description)))
    } else if let (expr, scope) = interpreter.display {
      var reading = DisplayInterpreter(index: index).read(expr, scope)
      if let origin = interpreter.displayOrigin {
        // `Text(value, format:)` was read as `value.formatted(format)`: locate it at the value.
        let at = scope.file.location(origin)
        reading.at = at
        reading.approximations = reading.approximations.map { var note = $0; if note.at.line == 1 && note.at.column == 1 { note.at = at }; return note }
      }
      reading.fitSpan()
      uninterpreted += reading.uninterpreted
      approximations += reading.approximations
      timeline = reading.timeline
      isStandIn = reading.isStandIn
      sourceMap.append(("/timeline", .string(reading.at.description)))
    } else {
      timeline = DisplayReading.standIn(at: root.at).timeline
    }
    // Deployment targets: the project's, else the earliest OS the view's APIs need.
    var target: [(String, CaseJSON)] = []
    var factList: [CaseJSON] = []
    let allFamilies = CompilationConditions.families
    // A view declared inside `#if !os(macOS)` is not in the macOS build.
    let families = interpreter.compiledFamilies.isEmpty ? allFamilies : interpreter.compiledFamilies
    if let declaration = index.types[view]?.first(where: { $0.file.path == file && !$0.isExtension }) {
      if families.count < allFamilies.count {
        approximations.append(
          ImportNote(
            construct: "#if around \(view)",
            reason: "the view is compiled only for \(families.joined(separator: ", ")) (the #if blocks around its declaration); the other platforms are left out",
            rules: [], at: declaration.file.location(declaration.members)))
      }
    }
    if targets.contains(where: { !$0.platforms.isEmpty }) {
      // The targets that build the view decide: their platforms, each at the lowest target any
      // of them sets (a file shared by an app and its widget runs on both).
      for family in families {
        let versions = targets.compactMap { $0.platforms[family] }
        guard !versions.isEmpty else { continue }
        let sources = targets.filter { $0.platforms[family] != nil }.map(\.source)
        if let version = versions.compactMap({ $0 }).min(by: { ProjectFacts.compare($0, $1) && $0 != $1 }) {
          target.append((family, .string(version)))
          factList.append(.object([("fact", .string("deploymentTarget.\(family)")), ("value", .string(version)), ("source", .string(sources.joined(separator: "; ")))]))
        } else if let (version, source) = facts.deploymentTargets[family] {
          target.append((family, .string(version)))
          factList.append(.object([("fact", .string("deploymentTarget.\(family)")), ("value", .string(version)), ("source", .string(source))]))
        } else {
          let assumed = interpreter.usesGlass ? "26.0" : Self.assumedTargets[family]!
          target.append((family, .string(assumed)))
          approximations.append(
            ImportNote(
              construct: "deployment target", reason: "\(sources.joined(separator: "; ")) builds for \(family) but sets no deployment target for it; \(assumed) assumed",
              rules: [], at: SwiftLocation(file: file, line: 1, column: 1)))
        }
      }
      factList.append(
        .object([("fact", .string("platforms")), ("value", .string(families.filter { family in target.contains { $0.0 == family } }.joined(separator: ", "))),
          ("source", .string(targets.map(\.source).joined(separator: "; ")))]))
    } else if facts.deploymentTargets.isEmpty, interpreter.usesWindowGlass {
      // glassBackgroundEffect exists on visionOS only
      // (https://developer.apple.com/documentation/swiftui/view/glassbackgroundeffect(displaymode:)).
      target = [("visionOS", .string(interpreter.usesGlass ? "26.0" : "1.0"))]
      approximations.append(
        ImportNote(
          construct: "deployment target",
          reason: "no Package.swift or Xcode project given; the view uses glassBackgroundEffect, which only visionOS has, so visionOS alone is assumed",
          rules: [], at: SwiftLocation(file: file, line: 1, column: 1)))
    } else if facts.deploymentTargets.isEmpty {
      target = families.map { ($0, .string(interpreter.usesGlass ? "26.0" : Self.assumedTargets[$0]!)) }
      approximations.append(
        ImportNote(
          construct: "deployment target",
          reason: interpreter.usesGlass
            ? "no Package.swift or Xcode project given; assumed OS 26 everywhere, the first with Liquid Glass"
            : "no Package.swift or Xcode project given; assumed iOS 17, macOS 14 and their peers",
          rules: [], at: SwiftLocation(file: file, line: 1, column: 1)))
    } else {
      for family in families {
        guard let (version, source) = facts.deploymentTargets[family] else { continue }
        target.append((family, .string(version)))
        factList.append(.object([("fact", .string("deploymentTarget.\(family)")), ("value", .string(version)), ("source", .string(source))]))
      }
    }
    // The app's localisations decide its layout direction: an app without a right-to-left
    // localisation runs left to right under an Arabic device language.
    var localizations: [CaseJSON]?
    var localizationIDs: [String] = []
    for id in facts.localizationIDs where Self.isLanguageID(id) {
      // A localisation the audit has no locale for is audited as its nearest known parent.
      var known = id
      while let isKnownLocale, !isKnownLocale(known), let cut = known.lastIndex(of: "-") { known = String(known[..<cut]) }
      if let isKnownLocale, !isKnownLocale(known) { continue }
      if known != id {
        approximations.append(
          ImportNote(
            construct: "localisation \(id)", reason: "no locale of the audit is \(id); audited as \(known)", rules: [],
            at: SwiftLocation(file: file, line: 1, column: 1)))
      }
      if !localizationIDs.contains(known) { localizationIDs.append(known) }
    }
    if !localizationIDs.isEmpty {
      localizations = localizationIDs.map { .string($0) }
      let codes = facts.localizations.keys.sorted()
      var sources = Set(codes.compactMap { facts.localizations[$0] }).sorted()
      if let development = facts.developmentLocalization { sources.insert("development localisation \(development.0): \(development.1)", at: 0) }
      factList.append(
        .object([("fact", .string("localizations")), ("value", .string(localizationIDs.joined(separator: ", "))), ("source", .string(sources.joined(separator: "; ")))]))
    } else {
      approximations.append(
        ImportNote(
          construct: "localizations", reason: "no .lproj folder, string catalog, CFBundleLocalizations or knownRegions found; the app is audited as localised into every language",
          rules: [], at: SwiftLocation(file: file, line: 1, column: 1)))
    }
    var imported: [(String, CaseJSON)] = [
      ("from", .string(file)), ("view", .string(view)), ("sourceMap", .object(sourceMap)),
    ]
    // A stand-in a real reading replaced (a relative date beside a `.timer` Text) leaves its
    // construct listed for the rules it names, and the display read.
    if !isStandIn { uninterpreted = uninterpreted.map { var note = $0; if note.standIn == .display { note.standIn = nil }; return note } }
    if !uninterpreted.isEmpty { imported.append(("uninterpreted", .array(uninterpreted.map(note)))) }
    if !approximations.isEmpty { imported.append(("approximated", .array(approximations.map(note)))) }
    if !factList.isEmpty { imported.append(("facts", .array(factList))) }
    let listed = uninterpreted.isEmpty ? "" : " \(uninterpreted.count) construct\(uninterpreted.count == 1 ? "" : "s") could not be interpreted; the rules depending on them say can't tell."
    let document: CaseJSON = .object([
      ("id", .string(id)),
      ("title", .string("\(view) (imported from Swift)")),
      ("source", .string("\(view) in \(file), imported by layout-audit import")),
      ("description", .string("Written by layout-audit import from the Swift source; re-import instead of editing.\(listed)")),
      ("deploymentTarget", .object(target)),
    ] + (localizations.map { [("localizations", CaseJSON.array($0))] } ?? []) + [
      ("timeline", .object(timeline)),
      ("view", viewJSON),
      ("imported", .object(imported)),
    ])
    return document.bounded(CaseLimits().maxStringLength).render() + "\n"
  }

  /// ISO 639 codes that name no language of their own (`mul` for a string catalog's
  /// multilingual entries, `und`, `zxx`, `mis`) or a private use (`qaa`–`qtz`): no locale of
  /// the audit answers to them.
  static let specialLanguageCodes: Set<String> = ["mul", "und", "zxx", "mis"]

  /// Whether an id is a BCP 47 language id the case format takes (`en`, `zh-Hans`, `pt-BR`).
  static func isLanguageID(_ id: String) -> Bool {
    let parts = id.split(separator: "-", omittingEmptySubsequences: false)
    guard let language = parts.first, (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else { return false }
    let code = language.lowercased()
    if specialLanguageCodes.contains(code) || ("qaa"..."qtz").contains(code) { return false }
    return parts.dropFirst().allSatisfy { (2...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
  }

  private func note(_ note: ImportNote) -> CaseJSON {
    // The case format needs a construct to name; an expression of only trivia has none.
    let construct = note.construct.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "(an empty expression)" : note.construct
    var members: [(String, CaseJSON)] = [("construct", .string(construct)), ("at", .string(note.at.description))]
    if !note.rules.isEmpty { members.append(("rules", .array(note.rules.map { .string($0) }))) }
    switch note.standIn {
    case .display: members.append(("standInDisplay", .array(ViewInterpreter.shownStringRules.map { .string($0) })))
    case .font: members.append(("standInFont", .array(note.rules.map { .string($0) })))
    case nil: break
    }
    members.append(("reason", .string(note.reason)))
    return .object(members)
  }

  private func node(_ node: ImportedNode, pointer: String, map: inout [(String, CaseJSON)]) -> CaseJSON {
    map.append((pointer, .string(node.at.description)))
    var members: [(String, CaseJSON)] = []
    if let id = node.id { members.append(("id", .string(id))) }
    members.append(("type", .string(node.type)))
    members += node.fields.filter { $0.0 != "children" }
    if node.type == "DigitCells", let cell = node.cell.first {
      members.append(("cell", self.node(cell, pointer: pointer + "/cell", map: &map)))
    }
    if node.type == "Variants" {
      var branches: [CaseJSON] = []
      for (i, (branch, child)) in zip(node.branches, node.children).enumerated() {
        let view = self.node(child, pointer: pointer + "/branches/\(i)/view", map: &map)
        let condition = branch.condition.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "(no condition)" : branch.condition
        branches.append(.object([("name", .string(branch.name)), ("condition", .string(condition)), ("view", view)]))
      }
      members.append(("branches", .array(branches)))
    }
    if ["HStack", "VStack", "ZStack", "GlassEffectContainer"].contains(node.type) || (node.type == "Button" && !node.children.isEmpty) {
      var children: [CaseJSON] = []
      for (i, child) in node.children.enumerated() {
        children.append(self.node(child, pointer: pointer + "/children/\(i)", map: &map))
      }
      members.append(("children", .array(children)))
    }
    if !node.modifiers.isEmpty {
      var modifiers: [CaseJSON] = []
      for (i, modifier) in node.modifiers.enumerated() {
        map.append((pointer + "/modifiers/\(i)", .string(modifier.at.description)))
        modifiers.append(.object([(modifier.name, modifier.value)]))
      }
      members.append(("modifiers", .array(modifiers)))
    }
    return .object(members)
  }
}
