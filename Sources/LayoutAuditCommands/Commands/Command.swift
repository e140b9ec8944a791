/// A subcommand of `layout-audit`: its spec (for parsing and help) and what it does.
protocol Command: SendableMetatype {
  static var spec: CommandSpec { get }
  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode
}

/// A command as a value, so the dispatcher can hold a list of them.
struct Subcommand: Sendable {
  let spec: CommandSpec
  let run: @Sendable (ParsedArguments) throws(CommandError) -> ExitCode

  init<C: Command>(_ command: C.Type) {
    spec = C.spec
    run = { arguments throws(CommandError) in try C.run(arguments) }
  }
}
