import LayoutAudit

/// `layout-audit explain`: one rule in full.
enum ExplainCommand: Command {
  static let spec = CommandSpec(
    name: "explain",
    abstract: "Show one rule in full: rationale, limits, references and its examples as case JSON.",
    arguments: [.init(name: "rule", help: "A rule id, such as digit-order-ltr.", completion: .choices { Auditor().catalog.ruleIDs })])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let explanation = try CommandError.library(origin: .option("<rule>")) { () throws(AuditError) in
      try Auditor().explanation(ofRule: arguments.positionals[0])
    }
    Console.out(explanation + "\n")
    return .success
  }
}
