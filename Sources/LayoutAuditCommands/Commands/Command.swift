/// A subcommand of `layout-audit`: its spec (for parsing and help) and what it does.
protocol Command: SendableMetatype {
  static var spec: CommandSpec { get }
  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode
}
