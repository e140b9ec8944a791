import LayoutAudit
import LayoutModel

/// `layout-audit resolve`: prints what the rules see for one case, locale, platform and tick.
enum ResolveCommand: Command {
  static let spec = CommandSpec(
    name: "resolve",
    abstract: "Print a resolved layout: glyph order and frames, directions, accessibility, motion.",
    discussion: """
      Resolves CASE under one locale, platform profile, settings and tick and prints what the \
      rules will see: the display string and its reference order, the glyphs left to right with \
      their logical indices and whether each is mirrored, the direction of every stack, the \
      accessibility elements in reading order, the motion table and the glass effects, and for \
      each view that draws the time as text its font, its space and its width at every text size \
      the platform offers (or at the one --text-size names).
      """,
    arguments: [.init(name: "case", help: "A case file, or a Swift file or folder to import.", completion: .path)],
    options: [
      locale.spec, platform.spec, tick.spec, textSize.spec, reduceMotion.spec, increaseContrast.spec,
      reduceTransparency.spec, CaseInputs.profiles.spec, json.spec,
    ])

  static let locale = CommandOption<LocaleIdentifier>(
    required: "locale", value: "id", help: "A locale, BCP 47 or ICU (ar-EG, ar_EG).",
    completion: .choices { Auditor().catalog.localeIDs }
  ) { id, auditor throws(AuditError) in try auditor.catalog.locale(id) }
  static let platform = CommandOption<PlatformProfile>(
    required: "platform", value: "id", help: "A platform profile id (ios-26, tvos-26, …).",
    completion: .choices { Auditor().catalog.platformIDs }
  ) { id, auditor throws(AuditError) in try auditor.catalog.platform(id) }
  static let tick = CommandOption<Int?>(
    "tick", value: "seconds", help: "The timer value; negative in overtime. (default: the timeline's start)"
  ) { text, auditor throws(AuditError) in try auditor.catalog.tick(text) }
  static let textSize = CommandOption<DynamicTypeSize?>(
    "text-size", value: "size",
    help: "Show the text widths at this Dynamic Type size (xSmall … accessibility5). (default: every size)",
    completion: .choices { DynamicTypeSize.allCases.map(\.rawValue) }
  ) { text, auditor throws(AuditError) in try auditor.catalog.textSize(text) }
  static let reduceMotion = CommandOption.flag("reduce-motion", help: "Resolve with Reduce Motion on.")
  static let increaseContrast = CommandOption.flag("increase-contrast", help: "Resolve with Increase Contrast on.")
  static let reduceTransparency = CommandOption.flag("reduce-transparency", help: "Resolve with Reduce Transparency on.")
  static let json = CommandOption.flag("json", help: "Print JSON.")

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let auditor = try CaseInputs.auditor(arguments)
    let loaded = try CaseInputs.load([arguments.positionals[0]], auditor: auditor)
    guard let auditCase = (loaded.files + loaded.imported).first else {
      throw .badInput("no case in \(Console.bounded(arguments.positionals[0]))")
    }
    let locale = try arguments.value(locale, auditor: auditor)
    let platform = try arguments.value(platform, auditor: auditor)
    let tick = try arguments.value(tick, auditor: auditor)
    let textSize = try arguments.value(textSize, auditor: auditor)
    let settings = AccessibilitySettings(
      reduceMotion: arguments[reduceMotion], increaseContrast: arguments[increaseContrast],
      reduceTransparency: arguments[reduceTransparency])
    let layouts = try CommandError.library { () throws(AuditError) in
      try auditor.resolveEachBranch(auditCase, locale: locale, platform: platform, settings: settings, tick: tick)
    }
    // One layout per branch combination of the case's Variants (one without).
    if arguments[json] {
      let documents = layouts.map { String(decoding: ResolvedLayoutJSON.document($0, textSize: textSize), as: UTF8.self) }
      Console.out(documents.count == 1 ? documents[0] : "[\n" + documents.joined(separator: ",\n") + "\n]")
    } else {
      Console.out(
        layouts.map { ResolvedLayoutText.render($0, title: auditCase.title, platformName: platform.name, textSize: textSize) }
          .joined(separator: "\n"))
      if !auditCase.importNotes.isEmpty {
        Console.out("\nImported from Swift:\n" + auditCase.importNotes.map { "  \(Console.visible($0))\n" }.joined())
      }
    }
    return .success
  }
}
