import Foundation
import LayoutModel

/// Results written by parallel workers, each to its own index.
final class ParallelResults<Value: Sendable>: @unchecked Sendable {
  private var storage: [Value?]
  private let lock = NSLock()

  init(count: Int) { storage = Array(repeating: nil, count: count) }

  func set(_ index: Int, _ value: Value) {
    lock.lock()
    storage[index] = value
    lock.unlock()
  }

  var values: [Value?] {
    lock.lock()
    defer { lock.unlock() }
    return storage
  }
}

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
  }

  /// The largest Swift file read (larger ones are skipped with an error, not truncated).
  package static let maximumFileBytes = 4 << 20

  package init() {}

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

  /// Imports the views under the paths; `view` selects one view type by name.
  package func importCases(from paths: [String], view: String? = nil) throws(SwiftImportError) -> [ImportedCase] {
    var sourcePaths: [String] = []
    var facts = ProjectFacts()
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw SwiftImportError(path, "no such file or directory; give Swift files, a package or an Xcode project folder")
      }
      sourcePaths += isDirectory.boolValue ? Self.swiftFiles(in: path) : [path]
      if isDirectory.boolValue { facts.merge(ProjectFacts.scan(path)) }
    }
    let files = try Self.readAll(sourcePaths)
    guard !files.isEmpty else {
      throw SwiftImportError(paths.first ?? ".", "no Swift files found; give .swift files or a folder holding them")
    }
    return try importCases(files: files, facts: facts, view: view)
  }

  /// Imports from source text already in memory (tests and the benchmark).
  package func importCases(sources: [(path: String, text: String)], view: String? = nil) throws(SwiftImportError) -> [ImportedCase] {
    try importCases(files: sources.map { SwiftFile(path: $0.path, text: $0.text) }, facts: ProjectFacts(), view: view)
  }

  private func importCases(files: [SwiftFile], facts: ProjectFacts, view: String?) throws(SwiftImportError) -> [ImportedCase] {
    let index = ModuleIndex(files: files)
    let viewTypes = index.typeOrder.filter { index.conforms($0, to: "View") && index.property("body", of: $0) != nil }
    if let view, !viewTypes.contains(view) {
      let hint = Spelling.hint(for: view, among: viewTypes) ?? "views found: \(viewTypes.joined(separator: ", "))"
      throw SwiftImportError(files[0].path, "no view named \"\(view)\" in the Swift files; \(hint)")
    }
    var timers: [(String, ViewInterpreter, ImportedNode)] = []
    var containedInOthers: Set<String> = []
    for type in viewTypes where view == nil || type == view {
      let interpreter = ViewInterpreter(index: index)
      guard let root = interpreter.interpret(viewType: type), interpreter.display != nil || interpreter.presetReading != nil || Self.showsTimer(root) else { continue }
      timers.append((type, interpreter, root))
      containedInOthers.formUnion(interpreter.inlinedTypes)
    }
    var usedIDs: Set<String> = []
    var result: [ImportedCase] = []
    for (type, interpreter, root) in timers where view != nil || !containedInOthers.contains(type) {
      let file = index.types[type]?.first?.file.path ?? files[0].path
      var id = Self.caseID(type)
      if !usedIDs.insert(id).inserted {
        id = Self.caseID(type + "-" + ((file as NSString).lastPathComponent as NSString).deletingPathExtension)
        usedIDs.insert(id)
      }
      let writer = CaseWriter(id: id, view: type, file: file, interpreter: interpreter, root: root, facts: facts, index: index)
      result.append(ImportedCase(id: id, view: type, swiftFile: file, json: writer.render()))
    }
    return result
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
  static func readAll(_ paths: [String]) throws(SwiftImportError) -> [SwiftFile] {
    let results = ParallelResults<Result<SwiftFile, SwiftImportError>>(count: paths.count)
    DispatchQueue.concurrentPerform(iterations: paths.count) { index in
      results.set(index, Result { () throws(SwiftImportError) -> SwiftFile in try read(paths[index]) })
    }
    var files: [SwiftFile] = []
    for result in results.values {
      switch result {
      case .success(let file): files.append(file)
      case .failure(let error): throw error
      case nil: continue
      }
    }
    return files
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
