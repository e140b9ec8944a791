import LayoutEngine
import ReportModel

/// A rule's verdict on a timeline of resolved layouts, with what a person needs to act on it.
package struct RuleOutcome: Sendable, Hashable, Codable {
  /// Passed, failed, can't tell, inapplicable.
  package var status: OutcomeStatus
  /// One sentence: what was found.
  package var message: String
  /// A stable reason code for `cantTell` and `inapplicable` (`no-spoken-units`, `no-timer`).
  package var reason: String?
  /// The node the verdict is about.
  package var node: NodeReference?
  /// The tick where a failure shows (the first one).
  package var tick: Int?
  /// Expected vs shown, and details.
  package var evidence: Evidence?

  /// A pass.
  package static func passed(_ message: String, node: NodeReference? = nil) -> RuleOutcome {
    RuleOutcome(status: .passed, message: message, node: node)
  }

  /// A failure with its evidence.
  package static func failed(
    _ message: String, node: NodeReference?, tick: Int? = nil, evidence: Evidence? = nil
  ) -> RuleOutcome {
    RuleOutcome(status: .failed, message: message, node: node, tick: tick, evidence: evidence)
  }

  /// The rule could not judge; `reason` is a stable code.
  package static func cantTell(
    _ reason: String, _ message: String, node: NodeReference? = nil, tick: Int? = nil, evidence: Evidence? = nil
  ) -> RuleOutcome {
    RuleOutcome(status: .cantTell, message: message, reason: reason, node: node, tick: tick, evidence: evidence)
  }

  /// The rule does not apply; `reason` is a stable code.
  package static func inapplicable(_ reason: String, _ message: String) -> RuleOutcome {
    RuleOutcome(status: .inapplicable, message: message, reason: reason)
  }
}

/// An outcome given in place of a verdict, where a rule's input cannot be used (`RuleSupport.textSizes`).
extension RuleOutcome: Error {}
