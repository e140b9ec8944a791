import Foundation
import LayoutAudit

/// The fixes the reports carry (`Finding.fix`): the rules' automatic fixes for failures on Swift
/// source, as the text each replaces, a unified diff, and whether a new audit verified them.
///
/// `audit` attaches what `FixPlanner` plans, unverified (planning reads the files and makes the
/// edits in memory; proving an edit takes a second import and audit, which is `fix`'s job).
enum ReportFixes {
  /// The report with the planned fix of each failure on imported Swift source attached,
  /// unverified; the report itself when no case came from Swift or the build cannot edit Swift.
  static func proposed(_ report: AuditReport, cases: [AuditCase]) -> AuditReport {
    guard let swift = LayoutAuditCLI.swiftFrontEnd?.applyEdits, cases.contains(where: { $0.layoutCase.imported != nil })
    else { return report }
    // Case files' edits are made by `fix` only: a case-file report keeps its bytes.
    let edits = FixPlanner().plan(report, cases: cases).edits.filter { $0.source == .swift }
    var originals: [String: String] = [:]
    for file in Set(edits.map(\.file)) {
      // A file that cannot be read now gets no fix; the audit read it a moment ago.
      if let data = FileManager.default.contents(atPath: file) { originals[file] = String(decoding: data, as: UTF8.self) }
    }
    var byFinding: [String: [Int]] = [:]
    for (position, edit) in edits.enumerated() {
      for fingerprint in edit.findings { byFinding[fingerprint, default: []].append(position) }
    }
    guard !byFinding.isEmpty else { return report }
    // The same edits serve a finding on each platform: made once, together per file on the
    // audited texts.
    var made: [[Int]: SuggestedFix?] = [:]
    var report = report
    for resultIndex in report.results.indices {
      for findingIndex in report.results[resultIndex].findings.indices {
        let finding = report.results[resultIndex].findings[findingIndex]
        guard finding.status == .failed, FixPlanner.counts(finding),
          let positions = byFinding[FixPlanner.identity(finding, in: report.results[resultIndex])]
        else {
          continue
        }
        let fix: SuggestedFix?
        if let known = made[positions] {
          fix = known
        } else {
          fix = suggestedFix(positions.map { edits[$0] }, originals: originals, editors: FixEditors(swift: swift))
          made[positions] = .some(fix)
        }
        report.results[resultIndex].findings[findingIndex].fix = fix
      }
    }
    return report
  }

  /// The edits as one fix, unverified, or nil when an edit cannot be made or changes nothing.
  private static func suggestedFix(
    _ edits: [FixPlanner.Edit], originals: [String: String], editors: FixEditors
  ) -> SuggestedFix? {
    guard edits.allSatisfy({ originals[$0.file] != nil }) else { return nil }
    let (texts, added, refused) = editors.apply(edits, to: originals)
    guard refused.isEmpty else { return nil }
    var replacements: [SourceReplacement] = []
    var diff = ""
    var sentences: [String] = []
    for (file, fileEdits) in Dictionary(grouping: edits, by: \.file).sorted(by: { $0.key < $1.key }) {
      for edit in fileEdits {
        guard let added = added[edit], !added.isEmpty else { continue }
        sentences.append(
          edit.wrapper != nil
            ? "wrap the view at \(edit.position) in \(added.joined())"
            : edit.gatesAnimations
            ? "gate \(added.map { "." + $0 }.joined(separator: " and ")) on Reduce Motion at \(edit.position)"
            : "append \(added.map { "." + $0 }.joined()) to the view at \(edit.position)")
      }
      guard let old = originals[file], let new = texts[file], new != old else { continue }
      replacements += self.replacements(file: file, old: old, new: new)
      diff += UnifiedDiff.make(path: file, old: old, new: new)
    }
    guard !replacements.isEmpty, let first = sentences.first else { return nil }
    let description = ([first.prefix(1).uppercased() + first.dropFirst()] + sentences.dropFirst()).joined(separator: "; ") + "."
    return SuggestedFix(description: description, replacements: replacements, diff: diff, verified: false)
  }

  /// The replacements that turn `old` into `new`: one per block of changed lines the diff
  /// finds, narrowed to the code points that differ (a modifier appended on its own line is an
  /// insertion at that line's first column; one appended inside a line, an insertion there).
  static func replacements(file: String, old: String, new: String) -> [SourceReplacement] {
    let oldLines = lines(old)
    let newLines = lines(new)
    return UnifiedDiff.blocks(old: old, new: new).map { block in
      let deleted = Array(oldLines[block.old].joined().unicodeScalars)
      let inserted = Array(newLines[block.new].joined().unicodeScalars)
      var prefix = 0
      while prefix < deleted.count, prefix < inserted.count, deleted[prefix] == inserted[prefix] { prefix += 1 }
      var suffix = 0
      while suffix < deleted.count - prefix, suffix < inserted.count - prefix,
        deleted[deleted.count - 1 - suffix] == inserted[inserted.count - 1 - suffix]
      {
        suffix += 1
      }
      let start = advance((block.old.lowerBound + 1, 1), over: deleted[..<prefix])
      let end = advance(start, over: deleted[prefix..<(deleted.count - suffix)])
      return SourceReplacement(
        file: file, startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column,
        text: String(String.UnicodeScalarView(inserted[prefix..<(inserted.count - suffix)])))
    }
  }

  /// A text's lines as `UnifiedDiff` numbers them, each with its line break.
  private static func lines(_ text: String) -> [String] {
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false)
    var result = parts.enumerated().map { String($0.element) + ($0.offset < parts.count - 1 ? "\n" : "") }
    if result.last == "" { result.removeLast() }
    return result
  }

  /// A position moved past some code points.
  private static func advance(
    _ position: (line: Int, column: Int), over scalars: ArraySlice<Unicode.Scalar>
  ) -> (line: Int, column: Int) {
    var position = position
    for scalar in scalars {
      if scalar == "\n" {
        position = (position.line + 1, 1)
      } else {
        position.column += 1
      }
    }
    return position
  }
}
