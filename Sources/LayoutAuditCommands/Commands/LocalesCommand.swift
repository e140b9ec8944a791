import Foundation
import LayoutAudit

/// `layout-audit locales`: the locale engine's view of every locale ICU has.
enum LocalesCommand: Command {
  static let spec = CommandSpec(
    name: "locales",
    abstract: "List every locale ICU knows, with what the locale engine says about it.",
    discussion: """
      For each locale: its direction, default numbering system and digits, the best time \
      patterns for the skeletons ms, Hms, hms and jms, the time separator, the minus sign with \
      its bidi marks (marks are shown as \\u{…}), and whether CLDR has full-name duration units \
      for spoken labels.
      """,
    options: [rtl.spec, json.spec])

  static let rtl = CommandOption.flag("rtl", help: "Only right-to-left locales.")
  static let json = CommandOption.flag("json", help: "Print a JSON array of locale profiles.")

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let profiles = try CommandError.library { () throws(AuditError) in try Auditor().profiles(arguments[Self.rtl] ? .rtl : .all) }
    if arguments[json] {
      Console.out(try Console.json(profiles))
      return .success
    }
    var lines = [
      pad("LOCALE", 14) + pad("DIR", 5) + pad("DIGITS", 9) + pad("Hms", 28) + pad("SEP", 6)
        + pad("MINUS", 18) + "SPOKEN"
    ]
    for profile in profiles {
      lines.append(
        pad(profile.locale.bcp47, 14) + pad(profile.direction.rawValue, 5)
          + pad(profile.numberingSystem.name, 9)
          + pad(VisibleText.make(profile.patterns[.Hms] ?? ""), 28)
          + pad(VisibleText.make(profile.timeSeparator), 6)
          + pad(VisibleText.make(profile.minusSign), 18)
          + (profile.spokenUnits ? "full" : "none (falls back to abbreviations)"))
    }
    let rtl = profiles.filter { $0.direction == .rtl }.count
    lines.append("\(profiles.count) locales, \(rtl) right-to-left")
    Console.out(lines.joined(separator: "\n") + "\n")
    return .success
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
