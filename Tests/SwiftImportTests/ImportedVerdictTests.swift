import Foundation
import LayoutAudit
import Testing

/// The constructs issue 12 added to the case format, read from Swift: each corpus view audits to
/// the verdict SwiftUI's documented behaviour gives, with findings on the Swift line and, inside
/// conditional views, naming their branch.
@Suite("Imported verdicts")
struct ImportedVerdictTests {
  struct Example: Sendable, CustomTestStringConvertible {
    /// What the example shows.
    var name: String
    /// The corpus folder under `Corpus/Views`.
    var folder: String
    /// The imported case's id, when the folder holds several views.
    var caseID: String?
    var rule: String
    var platform: String
    var status: String
    /// A fragment every failing, latent or can't-tell finding's message must contain.
    var message: String?
    /// A fragment no finding's message may contain (the branch that must not be blamed).
    var notMessage: String?
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    // switch → Variants (https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:)):
    // only the branch that forgot the pin fails, and the finding names it.
    Example(
      name: "switch: only the unpinned paused branch fails digit order", folder: "switch-phase", caseID: "focus-session-view",
      rule: "digit-order-ltr", platform: "ios-26", status: "failed", message: "in branch switch-7=paused", notMessage: "=running"),
    // if/else → Variants: each branch audited; the overtime Text's "-2:00" is a Text VoiceOver reads itself.
    Example(
      name: "if/else: the overtime branch is audited as its own Text", folder: "overtime-conditional", rule: "timer-accessibility-label",
      platform: "ios-26", status: "cantTell", message: "in branch if-7="),
    // if let → Variants with the bound value followed into the model.
    Example(
      name: "if let: the session branch reads the bound session's time", folder: "if-let-session", rule: "timer-accessibility-label",
      platform: "ios-26", status: "cantTell", message: "in branch if-7=session"),
    // Split fields unpinned: SwiftUI's HStack places its first child at the right in right to left
    // (https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft).
    Example(
      name: "split fields in an unpinned HStack swap minutes and seconds", folder: "split-field-stack", rule: "digit-order-ltr",
      platform: "ios-26", status: "failed", message: "HStack shows 3001"),
    Example(
      name: "split fields pinned left to right keep their order", folder: "split-field-stopwatch", rule: "digit-order-ltr",
      platform: "ios-26", status: "passed"),
    Example(
      name: "split fields in fixed frames do not jitter", folder: "split-field-stopwatch", rule: "stable-cell-frames",
      platform: "ios-26", status: "passed"),
    // Text(date, style: .timer) writes its leading field unpadded, so 10:00 → 9:59 loses a glyph
    // (https://developer.apple.com/documentation/swiftui/text/datestyle/timer).
    Example(
      name: "Text(date, style: .timer) shifts at 10:00 → 9:59", folder: "date-timer-widget", caseID: "deadline-widget-view",
      rule: "stable-cell-frames", platform: "ios-26", status: "failed", message: "5 glyphs become 4"),
    Example(
      name: "Text(timerInterval:) is a system timer whose digits stay in order", folder: "date-timer-widget", caseID: "tea-steep-view",
      rule: "text-bidi-order", platform: "ios-26", status: "passed"),
    Example(
      name: "a FormatStyle of the module is followed to its String(format:)", folder: "custom-format-style", rule: "timer-accessibility-label",
      platform: "ios-26", status: "cantTell", message: "read as \"3:00\""),
    // glassBackgroundEffect is the window's glass, not glass on content
    // (https://developer.apple.com/documentation/swiftui/view/glassbackgroundeffect(displaymode:)).
    Example(
      name: "glassBackgroundEffect is window glass, not glass on content", folder: "vision-glass-window", rule: "glass-functional-layer",
      platform: "visionos-26", status: "inapplicable"),
    // An app without a right-to-left localisation runs left to right under an Arabic device
    // language (https://developer.apple.com/documentation/swiftui/layoutdirection/righttoleft).
    Example(
      name: "CFBundleLocalizations without RTL makes the RTL failure latent", folder: "plist-localizations", rule: "digit-order-ltr",
      platform: "ios-26", status: "latent"),
  ]

  @Test("audits to the documented verdict", arguments: examples)
  func verdict(_ example: Example) throws {
    let path = ImportSupport.relative(ImportSupport.corpus.appendingPathComponent("Views/" + example.folder))
    let auditor = Auditor()
    let imported = try ImportSupport.importPaths([path]).filter { example.caseID == nil || $0.id == example.caseID }
    try #require(imported.count == 1)
    let report = try auditor.audit(
      try ImportSupport.cases(imported, auditor: auditor), locales: ImportSupport.locales, platforms: [example.platform],
      rules: [example.rule])
    let result = try #require(report.results.first { $0.ruleID == example.rule && $0.platform == example.platform })
    #expect(result.status.rawValue == example.status, "\(result.findings.map(\.message))")
    for finding in result.findings where [.failed, .latent, .cantTell].contains(finding.status) {
      if let message = example.message { #expect(finding.message.contains(message), "\(finding.message)") }
      if let notMessage = example.notMessage { #expect(!finding.message.contains(notMessage), "\(finding.message)") }
      // Located at the Swift line, in the corpus folder.
      #expect(finding.node?.file?.hasPrefix(path) == true, "\(String(describing: finding.node))")
    }
  }

  @Test("resolve shows the project's localisations and deployment targets with their sources")
  func factsInResolve() throws {
    let path = ImportSupport.relative(ImportSupport.corpus.appendingPathComponent("Views/xcode-project"))
    let cases = try ImportSupport.cases(try ImportSupport.importPaths([path]))
    let notes = try #require(cases.first).importNotes
    let localizations = try #require(notes.first { $0.hasPrefix("fact: localizations = ") })
    #expect(localizations.hasPrefix("fact: localizations = en, ar, he (from development localisation en: "))
    #expect(localizations.contains("project.pbxproj:7 (developmentRegion)"))
    // The app ships resources for its localisations: `knownRegions` only fills in without them.
    #expect(localizations.contains("en.lproj"))
    #expect(!localizations.contains("(knownRegions)"))
    #expect(notes.contains { $0.hasPrefix("fact: deploymentTarget.iOS = ") && $0.contains("IPHONEOS_DEPLOYMENT_TARGET") })
  }
}
