import Foundation
import LayoutAudit
import LayoutEngine
import LayoutModel
import LocaleEngine
import Rules
import Runner

/// The options of `audit`, validated, each with a usage error that says what to write instead.
struct AuditOptions {
  let arguments: ParsedArguments
  let rules: [any Rule]
  let settings: [AccessibilitySettings]
  let formats: [String]
  let output: String
  let shard: Shard?
  let jobs: Int
  let failOn: FailOn
  let auditor: String?
  let quiet: Bool

  static let fileFormats = ["json", "junit", "sarif", "markdown", "html"]
  static let allFormats = ["text", "json", "junit", "sarif", "markdown", "html", "github"]

  init(_ arguments: ParsedArguments) throws(CommandError) {
    self.arguments = arguments
    if let list = arguments.value("rules") {
      var rules: [any Rule] = []
      for id in list.split(separator: ",").map(String.init) {
        guard let rule = RuleCatalog.rule(id) else {
          let closest = EditDistance.closest(to: id, in: RuleCatalog.ids, limit: 6)
          throw .usage("Unknown rule '\(id)'\(closest.map { "; did you mean '\($0)'?" } ?? "") — run 'layout-audit rules' for the catalogue.")
        }
        rules.append(rule)
      }
      self.rules = rules
    } else {
      rules = RuleCatalog.all
    }
    let settingsValue = arguments.value("settings") ?? "all"
    if settingsValue == "all" {
      settings = AccessibilitySettings.all
    } else {
      var settings: [AccessibilitySettings] = []
      for name in settingsValue.split(separator: ",").map(String.init) {
        guard let parsed = AccessibilitySettings(name: name) else {
          throw .usage("Invalid setting '\(name)': use all, default, or reduce-motion, increase-contrast, reduce-transparency joined with +")
        }
        if !settings.contains(parsed) { settings.append(parsed) }
      }
      self.settings = settings.sorted()
    }
    let formats = arguments.list("format")
    for format in formats where !Self.allFormats.contains(format) {
      throw .usage("Invalid format '\(format)': use \(Self.allFormats.joined(separator: ", "))")
    }
    self.formats = formats.isEmpty ? ["text"] + Self.fileFormats : formats
    output = arguments.value("output") ?? "Reports"
    if let text = arguments.value("shard") {
      let parts = text.split(separator: "/").compactMap { Int($0) }
      guard parts.count == 2, parts[1] >= 1, parts[1] <= 1000, (1...parts[1]).contains(parts[0]) else {
        throw .usage("Invalid shard '\(text)': write i/n with 1 ≤ i ≤ n, such as 2/4")
      }
      shard = Shard(index: parts[0], count: parts[1])
    } else {
      shard = nil
    }
    if let text = arguments.value("jobs") {
      guard let jobs = Int(text), (1...256).contains(jobs) else {
        throw .usage("Invalid jobs '\(text)': give a number from 1 to 256")
      }
      self.jobs = jobs
    } else {
      jobs = ProcessInfo.processInfo.activeProcessorCount
    }
    let failOnText = arguments.value("fail-on") ?? "error"
    guard let failOn = FailOn(rawValue: failOnText) else {
      throw .usage("Invalid value '\(failOnText)' for '--fail-on': use error, warning, new or never")
    }
    self.failOn = failOn
    auditor = arguments.value("auditor")
    quiet = arguments.flag("quiet")
  }

  /// The locales of `--locales`, in catalogue order.
  func locales() throws(CommandError) -> [LocaleProfile] {
    let value = arguments.value("locales") ?? "all"
    let selection: LocaleSelection =
      switch value {
      case "all": .all
      case "rtl": .rtl
      case "ltr": .ltr
      default: .ids(value.split(separator: ",").map(String.init))
      }
    do {
      return try Auditor().profiles(selection)
    } catch {
      // A wrong id is the user's; ICU failing to build profiles is ours.
      if case .ids = selection { throw .usage(error.description) }
      throw .internalFailure(error.description)
    }
  }

  /// The platforms of `--platforms`, in profile order.
  func platforms(_ catalog: PlatformCatalog) throws(CommandError) -> [PlatformProfile] {
    let value = arguments.value("platforms") ?? "all"
    guard value != "all" else { return catalog.profiles }
    var wanted: [String] = []
    for id in value.split(separator: ",").map(String.init) {
      do {
        wanted.append(try catalog.resolve(id).id)
      } catch {
        throw .usage(error.message)
      }
    }
    return catalog.profiles.filter { wanted.contains($0.id) }
  }

  func waivers() throws(CommandError) -> [Waiver] {
    guard let path = arguments.value("waivers") else { return [] }
    do {
      return try WaiverFile.read(path: path)
    } catch {
      throw error.commandError
    }
  }

  func baseline() throws(CommandError) -> (AuditReport?, String?) {
    guard let path = arguments.value("baseline") else { return (nil, nil) }
    return (try ReportOutput.read(path), path)
  }

  /// `SOURCE_DATE_EPOCH` when set (reproducible reports), otherwise now.
  static func reportDate() throws(CommandError) -> Date {
    guard let text = ProcessInfo.processInfo.environment["SOURCE_DATE_EPOCH"] else { return Date() }
    // Reports date with four-digit years: 9999-12-31T23:59:59Z is the last second they can say.
    let latest = 253_402_300_799
    guard let seconds = Int(text), (0...latest).contains(seconds) else {
      let shown = text.unicodeScalars.prefix(40).map { $0.escaped(asASCII: true) }.joined()
        + (text.unicodeScalars.count > 40 ? "…" : "")
      throw .usage(
        "SOURCE_DATE_EPOCH '\(shown)' is not a whole number of seconds since 1970 from 0 to \(latest) "
          + "(9999-12-31T23:59:59Z); set it to the commit's time, e.g. $(git log -1 --format=%ct)")
    }
    return Date(timeIntervalSince1970: TimeInterval(seconds))
  }

  /// The case with its path relative to the working directory, as reports want it.
  static func relative(_ loaded: LoadedCase) -> LoadedCase {
    let cwd = FileManager.default.currentDirectoryPath + "/"
    var copy = loaded
    if copy.path.hasPrefix(cwd) { copy.path.removeFirst(cwd.count) }
    if copy.path.hasPrefix("./") { copy.path.removeFirst(2) }
    return copy
  }
}
