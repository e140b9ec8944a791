import LayoutEngine
import ReportModel

/// A rule's verdict on a timeline of resolved layouts, with what a person needs to act on it.
public struct RuleOutcome: Sendable, Hashable, Codable {
  /// Passed, failed, can't tell, inapplicable.
  public var status: OutcomeStatus
  /// One sentence: what was found.
  public var message: String
  /// A stable reason code for `cantTell` and `inapplicable` (`no-spoken-units`, `no-timer`).
  public var reason: String?
  /// The node the verdict is about.
  public var node: NodeReference?
  /// The tick where a failure shows (the first one).
  public var tick: Int?
  /// Expected vs shown, and details.
  public var evidence: Evidence?

  public init(
    status: OutcomeStatus, message: String, reason: String? = nil, node: NodeReference? = nil,
    tick: Int? = nil, evidence: Evidence? = nil
  ) {
    self.status = status
    self.message = message
    self.reason = reason
    self.node = node
    self.tick = tick
    self.evidence = evidence
  }

  /// A pass.
  public static func passed(_ message: String, node: NodeReference? = nil) -> RuleOutcome {
    RuleOutcome(status: .passed, message: message, node: node)
  }

  /// A failure with its evidence.
  public static func failed(
    _ message: String, node: NodeReference?, tick: Int? = nil, evidence: Evidence? = nil
  ) -> RuleOutcome {
    RuleOutcome(status: .failed, message: message, node: node, tick: tick, evidence: evidence)
  }

  /// The rule could not judge; `reason` is a stable code.
  public static func cantTell(_ reason: String, _ message: String, node: NodeReference? = nil) -> RuleOutcome {
    RuleOutcome(status: .cantTell, message: message, reason: reason, node: node)
  }

  /// The rule does not apply; `reason` is a stable code.
  public static func inapplicable(_ reason: String, _ message: String) -> RuleOutcome {
    RuleOutcome(status: .inapplicable, message: message, reason: reason)
  }
}
