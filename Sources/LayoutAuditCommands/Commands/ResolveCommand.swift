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
    arguments: [.init(name: "case", help: "A case file, or a Swift file or folder to import.", completion: .path)],
    options: [
      .init(
        name: "locale", value: "id", help: "A locale, BCP 47 or ICU (ar-EG, ar_EG).", required: true,
        completion: .choices(CompletionWords.localeIDs)),
      .init(
        name: "platform", value: "id", help: "A platform profile id (ios-26, tvos-26, …).", required: true,
        completion: .choices(CompletionWords.platformIDs)),
      .init(name: "tick", value: "seconds", help: "The timer value; negative in overtime. (default: the timeline's start)"),
      .init(name: "reduce-motion", help: "Resolve with Reduce Motion on."),
      .init(name: "increase-contrast", help: "Resolve with Increase Contrast on."),
      .init(name: "reduce-transparency", help: "Resolve with Reduce Transparency on."),
      .init(name: "profiles", value: "dir", help: "A folder of extra platform profiles (JSON).", completion: .directory),
      .init(name: "json", help: "Print JSON."),
    ])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    // Both required in the spec: parsing has refused a command line without them.
    let localeID = arguments.value("locale") ?? ""
    let platformID = arguments.value("platform") ?? ""
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
    let layouts: [ResolvedLayout]
    do {
      layouts = try auditor.resolveEachBranch(auditCase, locale: localeID, platform: platformID, settings: settings, tick: tick)
    } catch {
      throw CommandError(error)
    }
    // One layout per branch combination of the case's Variants (one without).
    if arguments.flag("json") {
      let documents = layouts.map { String(decoding: $0.json(), as: UTF8.self) }
      Console.out(documents.count == 1 ? documents[0] : "[\n" + documents.joined(separator: ",\n") + "\n]")
    } else {
      Console.out(layouts.map { $0.text(title: auditCase.title, platformName: platformName) }.joined(separator: "\n"))
      if !auditCase.importNotes.isEmpty {
        Console.out("\nImported from Swift:\n" + auditCase.importNotes.map { "  \(Console.visible($0))\n" }.joined())
      }
    }
    return .success
  }
}
