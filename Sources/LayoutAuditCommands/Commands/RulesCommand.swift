import LayoutAudit

/// `layout-audit rules`: the catalogue.
enum RulesCommand: Command {
  static let spec = CommandSpec(
    name: "rules",
    abstract: "List the rule catalogue.",
    options: [json.spec, markdown.spec])

  static let json = CommandOption.flag(
    "json", help: "Print a JSON array: id, title, severity, references, examples with their expected outcome.")
  static let markdown = CommandOption.flag("markdown", help: "Print the catalogue as Markdown (docs/rules.md is this output).")

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    if arguments[json], arguments[markdown] {
      throw .usage("Give --json or --markdown, not both")
    }
    let auditor = Auditor()
    if arguments[markdown] {
      Console.out(auditor.rulesMarkdown)
    } else if arguments[json] {
      Console.out(String(decoding: auditor.rulesJSON, as: UTF8.self))
    } else {
      for rule in auditor.rules {
        let wcag = rule.wcag.isEmpty ? "HIG" : "WCAG " + rule.wcag.joined(separator: ", ")
        Console.out(
          rule.id.padding(toLength: 33, withPad: " ", startingAt: 0)
            + rule.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            + "\(rule.title) (\(wcag))\n")
      }
      Console.out("\n\(auditor.rules.count) rules. 'layout-audit explain <rule>' shows one in full.\n")
    }
    return .success
  }
}
