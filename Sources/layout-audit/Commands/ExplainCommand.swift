import LocaleEngine
import Rules

/// `layout-audit explain`: one rule in full.
enum ExplainCommand: Command {
  static let spec = CommandSpec(
    name: "explain",
    abstract: "Show one rule in full: rationale, limits, references and its examples as case JSON.",
    arguments: [.init(name: "rule", help: "A rule id, such as digit-order-ltr.")])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let id = arguments.positionals[0]
    guard let rule = RuleCatalog.rule(id) else {
      let closest = EditDistance.closest(to: id, in: RuleCatalog.ids, limit: 8)
      throw .usage("Unknown rule '\(id)'\(closest.map { "; did you mean '\($0)'?" } ?? "") — run 'layout-audit rules' for the catalogue.")
    }
    Console.out(RuleDocumentation.explanation(rule) + "\n")
    return .success
  }
}
