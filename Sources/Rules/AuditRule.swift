import ReportModel

/// A rule of the catalogue, as an audit request selects it (`AuditCatalog.rules(_:)`).
public struct AuditRule: Sendable {
  package let rule: any Rule

  package init(_ rule: any Rule) {
    self.rule = rule
  }

  /// The rule's id (`digit-order-ltr`).
  public var id: String { rule.id }
  /// What the rule checks, why, and how to fix a failure.
  public var metadata: RuleMetadata { rule.metadata }
}
