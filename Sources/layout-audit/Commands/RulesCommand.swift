import Rules

/// `layout-audit rules`: the catalogue.
enum RulesCommand: Command {
  static let spec = CommandSpec(
    name: "rules",
    abstract: "List the rule catalogue.",
    options: [
      .init(name: "json", help: "Print a JSON array: id, title, severity, references, examples with their expected outcome."),
      .init(name: "markdown", help: "Print the catalogue as Markdown (docs/rules.md is this output)."),
    ])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    if arguments.flag("json"), arguments.flag("markdown") {
      throw .usage("Give --json or --markdown, not both")
    }
    if arguments.flag("markdown") {
      Console.out(RuleDocumentation.markdown())
    } else if arguments.flag("json") {
      Console.out(try Console.json(RuleCatalog.all.map(RuleJSON.init)))
    } else {
      for rule in RuleCatalog.all {
        let wcag = rule.metadata.wcag.isEmpty ? "HIG" : "WCAG " + rule.metadata.wcag.joined(separator: ", ")
        Console.out(
          rule.id.padding(toLength: 33, withPad: " ", startingAt: 0)
            + rule.metadata.severity.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            + "\(rule.metadata.title) (\(wcag))\n")
      }
      Console.out("\n\(RuleCatalog.all.count) rules. 'layout-audit explain <rule>' shows one in full.\n")
    }
    return .success
  }

  /// The JSON form of a rule.
  struct RuleJSON: Encodable {
    struct Example: Encodable {
      let name: String
      let expected: String
      let locale: String
      let platform: String
      let settings: String
      let caseJSON: String
    }

    let id: String
    let title: String
    let summary: String
    let rationale: String
    let limits: [String]
    let severity: String
    let wcag: [String]
    let references: [RuleMetadata.Reference]
    let fix: String
    let examples: [Example]

    init(_ rule: any Rule) {
      let metadata = rule.metadata
      id = metadata.id
      title = metadata.title
      summary = metadata.summary
      rationale = metadata.rationale
      limits = metadata.limits
      severity = metadata.severity.rawValue
      wcag = metadata.wcag
      references = metadata.wcagReferences + metadata.references
      fix = metadata.fix
      examples = rule.examples.map {
        Example(
          name: $0.name, expected: $0.expected.rawValue, locale: $0.locale, platform: $0.platform,
          settings: $0.settings.description, caseJSON: $0.caseJSON)
      }
    }
  }
}
