import LayoutEngine
import LayoutModel
import Rules

/// Never silent, never a guess: a rule whose verdict depends on something the Swift importer
/// could not interpret cannot pass (nor be inapplicable) on that case, and a rule whose verdict
/// reads what the importer only stood in for (a display it could not read, the system font's
/// widths for a custom font's) cannot fail on it. Either becomes *can't tell*, naming the
/// construct and pointing at its Swift line.
///
/// Other failures stand as found: a defect the case shows whatever the construct does (a
/// reflection VoiceOver reads, a morph Reduce Motion keeps) is one in the app too. Which rules
/// read a stand-in is the import record's data (`UninterpretedConstruct.standInDisplay`,
/// `standInFont`), written by the importer with the stand-in.
package enum ImportGaps {
  /// The stable reason code of these verdicts.
  package static let reason = "uninterpreted-swift"

  static func apply(_ outcome: RuleOutcome, rule: String, _ layoutCase: LayoutCase) -> RuleOutcome {
    guard let record = layoutCase.imported else { return outcome }
    switch outcome.status {
    case .passed, .inapplicable:
      let gaps = record.uninterpreted(affecting: rule)
      guard let first = gaps.first else { return outcome }
      let listed = gaps.map { "\($0.construct) (\($0.at))" }.joined(separator: "; ")
      return .cantTell(
        reason, "The Swift importer could not interpret what this rule depends on: \(listed). \(first.reason)",
        node: node(first, in: record))
    case .failed:
      let standIns = record.standIns(affecting: rule)
      guard let first = standIns.first else { return outcome }
      let listed = standIns.map { "\($0.construct) (\($0.at))" }.joined(separator: "; ")
      let what =
        first.standInDisplay != nil
        ? "the Swift importer's stand-in display (mm:ss), not on the string the view shows, which it could not read"
        : "the system font's glyph widths, standing in for a custom font whose widths are unknown"
      return .cantTell(reason, "The failure was found on \(what): \(listed). On the stand-in: \(outcome.message)", node: node(first, in: record))
    case .cantTell:
      return outcome
    }
  }

  /// The uninterpreted entry's place in the case file, which the source map takes to its Swift
  /// line.
  private static func node(_ entry: UninterpretedConstruct, in record: ImportRecord) -> NodeReference? {
    guard let index = record.uninterpreted.firstIndex(of: entry) else { return nil }
    return NodeReference(
      path: "imported/uninterpreted[\(index)]", id: nil, type: "Uninterpreted", line: entry.location.line,
      column: entry.location.column)
  }
}
