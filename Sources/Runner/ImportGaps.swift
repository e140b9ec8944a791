import LayoutEngine
import LayoutModel
import Rules

/// Never silent: a rule whose verdict depends on something the Swift importer could not
/// interpret cannot pass (nor be inapplicable) on that case. Its pass becomes *can't tell*,
/// naming the construct and pointing at its Swift line; failures stand as found.
package enum ImportGaps {
  /// The stable reason code of these verdicts.
  package static let reason = "uninterpreted-swift"

  static func apply(_ outcome: RuleOutcome, rule: String, _ layoutCase: LayoutCase) -> RuleOutcome {
    guard let record = layoutCase.imported, outcome.status == .passed || outcome.status == .inapplicable else {
      return outcome
    }
    let gaps = record.uninterpreted(affecting: rule)
    guard let first = gaps.first, let index = record.uninterpreted.firstIndex(of: first) else { return outcome }
    let listed = gaps.map { "\($0.construct) (\($0.at))" }.joined(separator: "; ")
    let node = NodeReference(
      path: "imported/uninterpreted[\(index)]", id: nil, type: "Uninterpreted", line: first.location.line,
      column: first.location.column)
    return .cantTell(
      reason, "The Swift importer could not interpret what this rule depends on: \(listed). \(first.reason)",
      node: node)
  }
}
