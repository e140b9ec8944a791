import Foundation
import LayoutModel

/// Cases another front end wrote — the Swift importer (`SwiftImport`, linked by the CLI only,
/// so this library needs no SwiftSyntax) hands its case-file JSON here. Its `"imported"` section
/// maps nodes to Swift lines, so findings point at the `.swift` file, and lists what could not
/// be interpreted, which makes the rules depending on it *can't tell*.
extension Auditor {
  /// Decodes and validates case-file JSON a front end wrote from a source file.
  /// - Parameters:
  ///   - json: the case file's text.
  ///   - id: the case id (the name the case file has, or would have, without `.json`).
  ///   - source: the file the case was read from (the Swift file of the view); reports name it.
  public func importedCase(json: String, id: String, source: String) throws(AuditError) -> AuditCase {
    let (layoutCase, data) = try decodeCase(json: json, id: id) { decodes, problems in
      .internalFailure(.init(.importedCase(source: source, decodes: decodes, problems)))
    }
    return AuditCase(Self.relative(LoadedCase(path: source, layoutCase: layoutCase, contents: data)))
  }
}

extension AuditCase {
  /// For a case the Swift importer wrote: the project facts with their sources, what could
  /// not be interpreted and what was approximated, one line each
  /// (`path:line:column: uninterpreted: …`); empty for a hand-written case.
  public var importNotes: [String] {
    guard let record = loaded.layoutCase.imported else { return [] }
    return record.facts.map { "fact: \($0.name) = \($0.value) (from \($0.source))" }
      + record.uninterpreted.map { "\($0.at): uninterpreted: \($0.construct) — \($0.reason)" }
      + record.approximated.map { "\($0.at): approximated: \($0.construct) — \($0.reason)" }
  }
}
