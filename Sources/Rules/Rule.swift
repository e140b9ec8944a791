import ReportModel

/// A check over resolved layouts that describes itself and carries its own examples.
///
/// A rule judges what resolution computed — positions, directions, the accessibility tree, the
/// motion table, ICU's reference presentation — never the names of modifiers. It never drives
/// the matrix or formats output.
package protocol Rule: Sendable {
  /// Id, title, rationale with limits, references, severity.
  var metadata: RuleMetadata { get }
  /// What the verdict depends on.
  var dependencies: RuleDependencies { get }
  /// Small cases that must pass, fail and be inapplicable: the rule's documentation and tests.
  var examples: [RuleExample] { get }
  /// What `layout-audit fix` may change in Swift source to remove a failure, or why nothing.
  var automaticFix: RuleFix { get }
  /// Whether a failure is about visual order or mirroring, which a picture of the layout
  /// explains (reports draw the failing locale beside a left-to-right one).
  var failuresNeedPictures: Bool { get }
  /// The verdict on one timeline of a case that deploys to the platform (`evaluate` answers for
  /// the others). A layout the rule cannot judge is `cantTell` with a reason, never `passed`.
  func judge(_ input: RuleInput) -> RuleOutcome
}

extension Rule {
  /// The rule's id.
  package var id: String { metadata.id }

  /// Most failures are explained in words.
  package var failuresNeedPictures: Bool { false }

  /// The verdict on one timeline: inapplicable where the case has no deployment target for the
  /// platform, else the rule's `judge`.
  package func evaluate(_ input: RuleInput) -> RuleOutcome {
    guard input.first.deployed else {
      return .inapplicable("not-deployed", "the case has no deployment target for \(input.first.platform)")
    }
    return judge(input)
  }
}
