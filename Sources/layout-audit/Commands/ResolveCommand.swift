import LayoutAudit

/// `layout-audit resolve`: prints what the rules see for one case, locale, platform and tick.
enum ResolveCommand: Command {
  static let spec = CommandSpec(
    name: "resolve",
    abstract: "Print a resolved layout: glyph order and frames, directions, accessibility, motion.",
    discussion: """
      Resolves CASE under one locale, platform profile, settings and tick and prints what the \
      rules will see: the display string and its reference order, the glyphs left to right with \
      their logical indices and whether each is mirrored, the direction of every stack, the \
      accessibility elements in reading order, the motion table and the glass effects.
      """,
    arguments: [.init(name: "case", help: "A case file, or a Swift file or folder to import.")],
    options: [
      .init(name: "locale", value: "id", help: "A locale, BCP 47 or ICU (ar-EG, ar_EG)."),
      .init(name: "platform", value: "id", help: "A platform profile id (ios-26, tvos-26, …)."),
      .init(name: "tick", value: "seconds", help: "The timer value; negative in overtime. (default: the timeline's start)"),
      .init(name: "reduce-motion", help: "Resolve with Reduce Motion on."),
      .init(name: "increase-contrast", help: "Resolve with Increase Contrast on."),
      .init(name: "reduce-transparency", help: "Resolve with Reduce Transparency on."),
      .init(name: "profiles", value: "dir", help: "A folder of extra platform profiles (JSON)."),
      .init(name: "json", help: "Print JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    guard let localeID = arguments.value("locale") else { throw .usage("Missing expected option '--locale <id>'") }
    guard let platformID = arguments.value("platform") else { throw .usage("Missing expected option '--platform <id>'") }
    let auditor = try CaseInputs.auditor(arguments)
    guard let auditCase = try CaseInputs.load([arguments.positionals[0]], auditor: auditor).first else {
      throw .badInput("no case in \(Console.bounded(arguments.positionals[0]))")
    }
    do {
      _ = try auditor.catalog.locale(localeID)
    } catch {
      throw CommandError(error, option: "--locale")
    }
    guard let platformName = auditor.platformName(platformID) else {
      throw CommandError(
        .unknownIdentifier(
          .platform, Console.bounded(platformID),
          suggestions: Spelling.closest(to: platformID, among: auditor.platformIDs).map { [$0] } ?? [],
          known: auditor.platformIDs),
        option: "--platform")
    }
    var tick: Int?
    if let text = arguments.value("tick") {
      guard let value = Int(text), abs(value) <= 100_000_000 else {
        throw .usage("Invalid value '\(Console.bounded(text))' for '--tick <seconds>': give whole seconds, such as 1500 or -5")
      }
      tick = value
    }
    let settings = AccessibilitySettings(
      reduceMotion: arguments.flag("reduce-motion"), increaseContrast: arguments.flag("increase-contrast"),
      reduceTransparency: arguments.flag("reduce-transparency"))
    let layout: ResolvedLayout
    do {
      layout = try auditor.resolve(auditCase, locale: localeID, platform: platformID, settings: settings, tick: tick)
    } catch {
      throw CommandError(error)
    }
    if arguments.flag("json") {
      Console.out(String(decoding: layout.json(), as: UTF8.self))
    } else {
      Console.out(layout.text(title: auditCase.title, platformName: platformName))
      if !auditCase.importNotes.isEmpty {
        Console.out("\nImported from Swift:\n" + auditCase.importNotes.map { "  \(Console.visible($0))\n" }.joined())
      }
    }
    return .success
  }
}
