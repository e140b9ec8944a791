import LayoutEngine
import LayoutModel
import LocaleEngine

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
    arguments: [.init(name: "case", help: "A case file.")],
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
    let platforms = try CaseInputs.platforms(arguments)
    let loaded = try CaseInputs.load([arguments.positionals[0]], catalog: CaseInputs.catalog(platforms: platforms))
    guard let layoutCase = loaded.first?.layoutCase else { throw .badInput("no case in \(arguments.positionals[0])") }
    let profile: LocaleProfile
    let platform: PlatformProfile
    do {
      profile = try LocaleEngine.shared.profile(localeID)
    } catch {
      throw .usage(error.description)
    }
    do {
      platform = try platforms.resolve(platformID)
    } catch {
      throw .usage(error.message)
    }
    var tick = layoutCase.timeline.countdown.from
    if let text = arguments.value("tick") {
      guard let value = Int(text), abs(value) <= 100_000_000 else {
        throw .usage("Invalid value '\(text)' for '--tick <seconds>': give whole seconds, such as 1500 or -5")
      }
      tick = value
    }
    let settings = AccessibilitySettings(
      reduceMotion: arguments.flag("reduce-motion"), increaseContrast: arguments.flag("increase-contrast"),
      reduceTransparency: arguments.flag("reduce-transparency"))
    let layout: ResolvedLayout
    do {
      layout = try LayoutResolver(case: layoutCase, locale: profile, platform: platform, settings: settings)
        .resolve(tick: tick)
    } catch {
      throw .badInput(error.description)
    }
    if arguments.flag("json") {
      Console.out(try Console.json(ResolvedLayoutJSON(layout)))
    } else {
      Console.out(ResolvedLayoutText.render(layout, title: layoutCase.title, platformName: platform.name))
    }
    return .success
  }
}
