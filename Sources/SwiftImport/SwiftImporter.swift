import Foundation
import LayoutModel

/// The Swift-source front end: reads Swift files, a Swift package or an Xcode project folder,
/// finds the views that show a timer and writes one case per view — the case format's JSON
/// with an `"imported"` section mapping every node and modifier to its Swift `file:line:column`,
/// listing what could not be interpreted, and the project facts with their sources.
package struct SwiftImporter: Sendable {
  /// One imported view: its case id, the case file's text and the Swift file of the view.
  package struct ImportedCase: Sendable, Equatable {
    package var id: String
    package var view: String
    package var swiftFile: String
    package var json: String
    /// Whether another imported view inlines this one (its host): auditing both would report
    /// the same finding twice, so `audit` of Swift source keeps the hosts.
    package var insideAnother = false
  }

  /// The largest Swift file read (larger ones are skipped with an error, not truncated).
  package static let maximumFileBytes = 4 << 20

  /// Whether the audit knows a locale id; a localisation it does not know is audited as its
  /// nearest parent it knows (`zh-HK` as `zh`). Nil accepts every well-formed id.
  package var isKnownLocale: (@Sendable (String) -> Bool)?

  package init(isKnownLocale: (@Sendable (String) -> Bool)? = nil) {
    self.isKnownLocale = isKnownLocale
  }

  /// Whether a path is Swift input: a `.swift` file, or a folder with Swift source in it and no
  /// case files at its top.
  package static func isSwiftInput(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return path.hasSuffix(".swift") }
    guard isDirectory.boolValue else { return path.hasSuffix(".swift") }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    if names.contains(where: { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }) { return false }
    return !swiftFiles(in: path).isEmpty
  }

  /// A view that was found but could not be written as a valid case, with the reason.
  package struct SkippedView: Sendable, Equatable {
    package var view: String
    /// The view's declaration, `file:line:column`.
    package var at: String
    package var reason: String
  }

  /// What an import produced: the cases, the views it had to leave out, and (when asked) why
  /// each view was or was not taken.
  package struct ImportResult: Sendable {
    package var cases: [ImportedCase] = []
    package var skipped: [SkippedView] = []
    package var explanations: [ViewExplanation] = []
    /// Files that were not read, each a located line (`path:1:1: warning: …`).
    package var unreadFiles: [String] = []

    package init() {}
  }

  /// Imports the views under the paths; `view` selects one view type by name.
  package func importCases(from paths: [String], view: String? = nil) throws(SwiftImportError) -> [ImportedCase] {
    try importViews(from: paths, view: view).cases
  }

  /// Imports the views under the paths; `view` selects one view type by name, `explain` records
  /// why each candidate was taken or left, and `replacing` gives the text to read instead of a
  /// file's (by its absolute path: `layout-audit fix` audits its patched source before writing it).
  package func importViews(
    from paths: [String], view: String? = nil, explain: Bool = false, replacing: [String: String] = [:]
  ) throws(SwiftImportError) -> ImportResult {
    var sourcePaths: [String] = []
    var facts = ProjectFacts()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw SwiftImportError(path, "no such file or directory; give Swift files, a package or an Xcode project folder")
      }
      if !isDirectory.boolValue, !path.hasSuffix(".swift") {
        throw SwiftImportError(path, "not Swift source (the importer reads .swift files, Swift packages and Xcode project folders); give the folder of the app or its .swift files")
      }
      sourcePaths += isDirectory.boolValue ? Self.swiftFiles(in: path) : [path]
      if isDirectory.boolValue { facts.merge(ProjectFacts.scan(path)) }
    }
    let files = try Self.readAll(sourcePaths, replacing: replacing)
    guard !files.isEmpty else {
      throw SwiftImportError(paths.first ?? ".", "no Swift files found; give .swift files or a folder holding them")
    }
    return try importViews(files: files, facts: facts, view: view, explain: explain)
  }

  /// Imports from source text already in memory (tests and the benchmark).
  package func importCases(sources: [(path: String, text: String)], view: String? = nil) throws(SwiftImportError) -> [ImportedCase] {
    try importViews(sources: sources, view: view).cases
  }

  /// Imports from source text already in memory, with the views left out and the explanations.
  package func importViews(sources: [(path: String, text: String)], view: String? = nil, explain: Bool = false) throws(SwiftImportError) -> ImportResult {
    let files = LargeStack.map(count: sources.count) { SwiftFile(path: sources[$0].path, text: sources[$0].text) }
    return try importViews(files: files, facts: ProjectFacts(), view: view, explain: explain)
  }

  private func importViews(files: [SwiftFile], facts: ProjectFacts, view: String?, explain: Bool) throws(SwiftImportError) -> ImportResult {
    // Reading a view follows names, views and calls recursively, as deep as the app nests them:
    // on a thread with room for it, not the main thread's 8 MiB.
    let outcome = LargeStack.run { () -> Result<ImportResult, SwiftImportError> in
      Result { () throws(SwiftImportError) -> ImportResult in try interpret(files: files, facts: facts, view: view, explain: explain) }
    }
    return try outcome.get()
  }

  private func interpret(files: [SwiftFile], facts: ProjectFacts, view: String?, explain: Bool) throws(SwiftImportError) -> ImportResult {
    let index = ModuleIndex(files: files)
    // Views, and widgets (`Widget` bodies hold `ActivityConfiguration`s and timelines' views).
    let viewTypes = index.typeOrder.filter {
      (index.conforms($0, to: "View") || index.conforms($0, to: "Widget")) && index.property("body", of: $0) != nil
    }
    if let view, !viewTypes.contains(view) {
      let hint = Spelling.hint(for: view, among: viewTypes) ?? (viewTypes.isEmpty ? "the sources declare no view" : "views found: \(Self.list(viewTypes))")
      throw SwiftImportError(unlocated: "no view named \"\(view)\" in the Swift files given to --view; \(hint)")
    }
    var result = ImportResult()
    result.unreadFiles = files.filter(\.isUnread).map {
      "\($0.path):1:1: warning: the file nests brackets \($0.bracketDepth) deep (more than the \(SwiftFile.maxBracketDepth) the Swift parser reads in reasonable time); it is not read"
    }
    let projects = facts.projectPaths.compactMap(XcodeProject.init(path:))
    // A view per declaration: two targets may each declare their own `TimerDisplay`, each
    // read with the members its own file declares.
    let chosen: [(type: String, file: SwiftFile?)] = viewTypes.filter { view == nil || $0 == view }.flatMap { type in
      let files = index.declaringFiles(of: type)
      return files.count > 1 ? files.map { (type, Optional($0)) } : [(type, nil)]
    }
    let declarations = chosen.map { index.declarationLocation(of: $0.type, in: $0.file) }
    let ids = Self.caseIDs(declarations, names: chosen.map(\.type))
    // The project's plist is read here, once: the targets that build each view's file.
    let targets = declarations.map { declaration in projects.flatMap { $0.targets(building: declaration.file) } }
    // Each view is read by its own interpreter, which holds everything its reading finds, over
    // an index that no longer changes: the views are read on every core, and the results are
    // taken in declaration order whichever finishes first.
    let outcomes = LargeStack.map(count: chosen.count) { i in
      self.read(
        chosen[i].type, in: chosen[i].file, declaredAt: declarations[i], id: ids[i], named: view != nil, explain: explain, index: index, facts: facts,
        targets: targets[i])
    }
    var inlined: Set<String> = []
    for outcome in outcomes {
      inlined.formUnion(outcome.inlined)
      if let explanation = outcome.explanation { result.explanations.append(explanation) }
      if let imported = outcome.imported { result.cases.append(imported) }
      if let skipped = outcome.skipped { result.skipped.append(skipped) }
    }
    for i in result.cases.indices where view == nil && inlined.contains(result.cases[i].view) { result.cases[i].insideAnother = true }
    return result
  }

  /// What reading one view gave.
  private struct ViewOutcome: Sendable {
    var imported: ImportedCase?
    var skipped: SkippedView?
    var explanation: ViewExplanation?
    /// The other views its case inlines (written without `--view`, they are inside it).
    var inlined: Set<String> = []
  }

  /// Reads one view and writes its case, or says why it is left out.
  private func read(
    _ type: String, in file: SwiftFile?, declaredAt declaration: SwiftLocation, id: String, named: Bool, explain: Bool, index: ModuleIndex,
    facts: ProjectFacts, targets: [XcodeProject.Target]
  ) -> ViewOutcome {
    var outcome = ViewOutcome()
    let interpreter = ViewInterpreter(index: index)
    // A body the importer reads no view in still gets its explanation (and, named, a case).
    var root = interpreter.interpret(viewType: type, in: file) ?? ImportedNode(type: "VStack", fields: [("spacing", .number(0))], at: declaration)
    let showsTime = interpreter.display != nil || interpreter.presetReading != nil || Self.showsTimer(root)
    if showsTime { outcome.inlined = interpreter.inlinedTypes.subtracting([type]) }
    if explain { outcome.explanation = ViewExplanation(view: type, at: declaration.description, taken: showsTime || named, candidates: interpreter.candidates) }
    if !showsTime {
      guard named else { return outcome }
      // The named view is imported all the same: the rules that need the time say can't tell.
      interpreter.listed(
        type, "no Text in this view's body shows a time value the importer can follow (see layout-audit import --explain); the rules that read the shown time cannot judge it",
        rules: ViewInterpreter.displayRules, declaration, standIn: .display)
      if root.type == "Spacer" { root = ImportedNode(type: "VStack", fields: [("spacing", .number(0))], children: [], at: declaration) }
    }
    let file = declaration.file
    let writer = CaseWriter(
      id: id, view: type, file: file, interpreter: interpreter, root: root, facts: facts, targets: targets, index: index, isKnownLocale: isKnownLocale)
    let json = writer.render()
    // Every case written must read back as a valid case; one that does not is left out with
    // its reason, and the other views are still written.
    let problems = Self.problems(json, id: id)
    if problems.isEmpty {
      outcome.imported = ImportedCase(id: id, view: type, swiftFile: file, json: json)
    } else {
      outcome.skipped = SkippedView(view: type, at: declaration.description, reason: problems.joined(separator: "; "))
    }
    return outcome
  }

  /// A case id for each view, unique among them: the type's name, then with its file's name,
  /// then numbered (two targets may each declare a `TimerView`).
  static func caseIDs(_ declarations: [SwiftLocation], names: [String]) -> [String] {
    var used: Set<String> = []
    return zip(names, declarations).map { type, declaration in
      var id = caseID(type)
      if !used.insert(id).inserted {
        id = caseID(type + "-" + ((declaration.file as NSString).lastPathComponent as NSString).deletingPathExtension)
        var suffix = 2
        while !used.insert(id).inserted { id = caseID(type) + "-\(suffix)"; suffix += 1 }
      }
      return id
    }
  }

  /// What the case format's decoder and validator say of a written case (empty: valid).
  static func problems(_ json: String, id: String) -> [String] {
    do {
      let decoded = try CaseDecoder().decode(Data(json.utf8), path: id + ".json")
      return CaseValidator(catalog: .permissive).validate(decoded).map(\.description)
    } catch {
      return [error.description]
    }
  }

  static func list(_ names: [String]) -> String {
    names.count <= 12 ? names.joined(separator: ", ") : names.prefix(12).joined(separator: ", ") + " and \(names.count - 12) more"
  }

  private static func showsTimer(_ node: ImportedNode) -> Bool {
    if node.type == "Text", case .string(let text)? = node.fields.first?.1, text.contains("$display") { return true }
    return node.type == "DigitCells"
      || node.children.contains(where: showsTimer)
  }

  /// A case id from a type name: `GlassTimerText` → `glass-timer-text`.
  static func caseID(_ name: String) -> String {
    var result = ""
    var previousLower = false
    for character in name {
      if character.isUppercase, previousLower { result += "-" }
      if character.isLetter || character.isNumber {
        result += character.lowercased()
        previousLower = character.isLowercase || character.isNumber
      } else {
        if !result.hasSuffix("-") { result += "-" }
        previousLower = false
      }
    }
    let trimmed = result.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
    return String((trimmed.isEmpty ? "view" : trimmed).prefix(80))
  }

  /// Reads and parses files on every core, keeping their order.
  static func readAll(_ paths: [String], replacing: [String: String] = [:]) throws(SwiftImportError) -> [SwiftFile] {
    // Parsed on every core by the pool that reads the views, in the paths' order.
    try LargeStack.map(count: paths.count) { index -> Result<SwiftFile, SwiftImportError> in
      if !replacing.isEmpty, let text = replacing[absolutePath(paths[index])] { return .success(SwiftFile(path: paths[index], text: text)) }
      return Result { () throws(SwiftImportError) -> SwiftFile in try read(paths[index]) }
    }.map { result throws(SwiftImportError) in try result.get() }
  }

  /// A path as `replacing` keys it: absolute, with `.` and `..` resolved.
  package static func absolutePath(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }

  static func read(_ path: String) throws(SwiftImportError) -> SwiftFile {
    let size = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maximumFileBytes else {
      throw SwiftImportError(path, "the file is \(size) bytes, more than the \(maximumFileBytes) a Swift source file is read up to; pass the folder of the view instead of generated code")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw SwiftImportError(path, "cannot read the file; check the path and its permissions")
    }
    return SwiftFile(path: path, text: String(decoding: data, as: UTF8.self))
  }

  /// The `.swift` files under a folder, sorted, skipping build products and dependencies.
  static func swiftFiles(in root: String) -> [String] {
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return [] }
    var result: [String] = []
    while let relative = enumerator.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if [".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm", "node_modules"].contains(name) {
        enumerator.skipDescendants()
        continue
      }
      if name.hasSuffix(".swift"), name != "Package.swift" {
        result.append(root.hasSuffix("/") ? root + relative : root + "/" + relative)
      }
    }
    return result.sorted()
  }
}
