import Foundation
import LayoutAudit
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Reports
import Rules
import Runner

/// The body of each fuzz target: the production entry points, then the invariants a clear
/// result must satisfy. A broken invariant is a `fatalError` naming it (an optimised build prints its message).
enum FuzzChecks {
  /// The library as the CLI runs it, made once: it accepts the importer's cases.
  static let auditor = Auditor()
  /// The catalogue the CLI validates against: ICU's locales, the built-in platforms, the rules.
  static let catalog = auditor.catalog.cases
  /// Every locale profile, in catalogue order; the right-to-left ones apart.
  static let profiles: (all: [LocaleProfile], rtl: [LocaleProfile]) = {
    guard let all = try? LocaleEngine.shared.allProfiles(), !all.isEmpty else {
      fatalError("the locale engine has no profiles")
    }
    return (all, all.filter { $0.direction == .rtl })
  }()

  // MARK: Case decoder and validator

  static func caseDecoder(_ data: Data) -> FuzzTarget.Outcome {
    switch load(data) {
    case .success: .accepted
    case .failure(let error): .refused(error.description)
    }
  }

  /// Decodes and validates like `CaseLoader.load(file:catalog:)` (without the file system),
  /// checking that every diagnostic is located inside the input.
  ///
  /// The validator requires the id to match the file name, so a case that decodes is decoded
  /// again under `Cases/<id>.json` (ids are restricted to safe file names), which must give
  /// the same case.
  static func load(_ data: Data) -> Result<LayoutCase, CaseLoadError> {
    let firstPath = "Cases/fuzz-input.json"
    let decoded: LayoutCase
    do {
      decoded = try CaseDecoder().decode(data, path: firstPath)
    } catch {
      checkLocated(error.diagnostics, in: data, path: firstPath)
      return .failure(error)
    }
    let path = "Cases/\(decoded.id).json"
    check(
      !decoded.id.isEmpty && !decoded.id.contains("/") && decoded.id != "." && decoded.id != "..",
      "a decoded case id is not a safe file name: \(decoded.id.debugDescription)")
    let layoutCase: LayoutCase
    do {
      layoutCase = try CaseDecoder().decode(data, path: path)
    } catch {
      fatalError("the same bytes decode under one path and not under another: \(error)")
    }
    let problems = CaseValidator(catalog: catalog).validate(layoutCase)
    guard problems.isEmpty else {
      checkLocated(problems, in: data, path: path)
      return .failure(CaseLoadError(diagnostics: problems))
    }
    return .success(layoutCase)
  }

  /// Every diagnostic names the file, a line and column inside the input, and a message.
  static func checkLocated(_ diagnostics: [CaseDiagnostic], in data: Data, path: String) {
    check(!diagnostics.isEmpty, "an error without a diagnostic")
    for diagnostic in diagnostics {
      let location = diagnostic.location
      check(location.file == path, "diagnostic for another file: \(diagnostic)")
      check(!diagnostic.message.isEmpty, "diagnostic without a message at \(location)")
      checkLocated("diagnostic", diagnostic, line: location.line, column: location.column, in: data, path: path)
    }
  }

  /// An error (`what`) at `line`:`column` lies inside the input and prints in
  /// `path:line:column: error: ` form.
  static func checkLocated(
    _ what: String, _ error: some CustomStringConvertible, line: Int, column: Int, in data: Data, path: String
  ) {
    let lines = lineCount(data)
    check(line >= 1 && line <= lines, "\(what) outside the input's \(lines) lines: \(error)")
    check(column >= 1 && column <= data.count + 1, "\(what) outside the input's columns: \(error)")
    check(error.description.hasPrefix("\(path):\(line):\(column): error: "), "\(what) not in path:line:column form: \(error)")
  }

  // MARK: Bidi command

  static func bidi(_ data: Data) -> FuzzTarget.Outcome {
    let directions: [ParagraphDirection] = [.auto, .ltr, .rtl]
    let direction = directions[Int(data.first ?? 0) % directions.count]
    // The command line gives the command a String, repaired as Swift repairs arguments.
    let raw = String(decoding: data.dropFirst(), as: UTF8.self)
    let text: String
    do {
      text = try EscapedText.decode(raw)
    } catch {
      let count = raw.unicodeScalars.count
      check(error.column >= 1 && error.column <= count, "escape error at column \(error.column) of \(count)")
      check(!error.message.isEmpty, "escape error without a message")
      return .refused(error.description)
    }
    _ = VisibleText.make(text)
    let units = Array(text.utf16)
    let paragraph: BidiParagraph
    do {
      paragraph = try Bidi.resolve(text, direction: direction)
    } catch {
      if case .tooLong(let count) = error {
        check(count == units.count && count > BidiError.maximumLength, "tooLong(\(count)) for \(units.count) units")
      }
      return .refused(error.description)
    }
    check(units.count <= BidiError.maximumLength, "\(units.count) units resolved past the maximum")
    check(paragraph.text == units, "the paragraph's text differs from the input")
    switch direction {
    case .ltr: check(paragraph.paragraphLevel == 0, "ltr paragraph at level \(paragraph.paragraphLevel)")
    case .rtl: check(paragraph.paragraphLevel == 1, "rtl paragraph at level \(paragraph.paragraphLevel)")
    case .auto: check((0...1).contains(paragraph.paragraphLevel), "auto paragraph at level \(paragraph.paragraphLevel)")
    }
    let order = paragraph.visualOrder.map(Int.init)
    check(order.sorted() == Array(0..<units.count), "the visual order is not a permutation")
    let levels = paragraph.levels
    check(levels.count == units.count, "\(levels.count) levels for \(units.count) units")
    check(levels.allSatisfy { $0 <= 126 }, "a level above UBIDI_MAX_EXPLICIT_LEVEL + 1")
    check(paragraph.logicalToVisual.sorted() == Array(0..<units.count), "logical to visual is not a permutation")
    let runs = paragraph.runs
    check(runs.reduce(0) { $0 + $1.length } == units.count, "the runs do not cover the text")
    check(runs.allSatisfy { $0.length > 0 && $0.logicalStart >= 0 && $0.logicalStart + $0.length <= units.count }, "a run outside the text")
    check(paragraph.visualString.utf16.count <= units.count, "the visual string is longer than the text")
    return .accepted
  }

  // MARK: Waiver and baseline readers

  static func readers(_ data: Data) -> FuzzTarget.Outcome {
    var messages: [String] = []
    let waiverPath = "waivers.json"
    do {
      let waivers = try WaiverFile.parse(data, path: waiverPath, catalog: catalog)
      check(Set(waivers.map(\.id)).count == waivers.count, "two waivers with one id")
    } catch {
      let message = error.description
      check(message.hasPrefix("\(waiverPath):") && message.contains(": error: "), "waiver error not located: \(message)")
      messages.append(message)
    }
    let reportPath = "baseline.json"
    do {
      let report = try JSONReportWriter.read(data, path: reportPath)
      // What was read renders, and reads back as the same report.
      let context = ReportContext()
      let rendered: Data
      do {
        rendered = try JSONReportWriter().render(report, context: context)
      } catch {
        return .refused(error.description)
      }
      do {
        let again = try JSONReportWriter.read(rendered, path: "rendered.json")
        check(again == report, "a report read, rendered and read again differs")
      } catch {
        fatalError("a rendered report cannot be read back: \(error)")
      }
      // Every writer either renders the report or refuses it; none traps. Whatever the report
      // says, the HTML never gains an element that runs or loads something.
      for format in ReportFormat.all {
        guard let output = try? format.writer.render(report, context: context), format == .html else { continue }
        let html = String(decoding: output, as: UTF8.self).lowercased()
        for element in ["<script", "<img", "<iframe", "<object", "<embed", "<link", "<a href=\"javascript"] {
          check(!html.contains(element), "the HTML report contains \(element)")
        }
      }
      merging(report)
    } catch {
      let message = error.description
      check(message.contains(reportPath), "report error without the path: \(message)")
      messages.append(message)
    }
    return messages.count == 2 ? .refused(messages.joined(separator: "\n")) : .accepted
  }

  /// The `merge` path on what was read: the report alone, twice, and as two halves of a run
  /// (the same report claiming shard 1/2 and 2/2). Each either merges or is refused with a
  /// message naming a file; a merge of one run's halves must name no shard and read back.
  static func merging(_ report: AuditReport) {
    func attempt(_ reports: [AuditReport], _ paths: [String]) -> AuditReport? {
      do {
        return try ReportMerger.merge(reports, paths: paths)
      } catch {
        let message = error.description
        check(message.contains("error:"), "merge error without a location: \(message)")
        return nil
      }
    }
    _ = attempt([report], ["a.json"])
    _ = attempt([report, report], ["a.json", "b.json"])
    var first = report
    var second = report
    first.matrix.shard = Shard(index: 1, count: 2)
    second.matrix.shard = Shard(index: 2, count: 2)
    if let merged = attempt([first, second], ["1.json", "2.json"]) {
      check(merged.matrix.shard == nil, "a merged run still names a shard")
      if let data = try? JSONReportWriter().render(merged, context: ReportContext()) {
        check((try? JSONReportWriter.read(data, path: "merged.json")) != nil, "a merged report cannot be read back")
      }
    }
  }

  // MARK: Resolution

  static func resolution(_ data: Data) -> FuzzTarget.Outcome {
    let layoutCase: LayoutCase
    switch load(data) {
    case .success(let loaded): layoutCase = loaded
    case .failure(let error): return .refused(error.description)
    }
    // Choices derived from the bytes, so a replay takes the same path.
    var hash = FNV1a(data)
    let locales = [
      profiles.all[hash.next(below: profiles.all.count)],
      profiles.rtl.isEmpty ? profiles.all[0] : profiles.rtl[hash.next(below: profiles.rtl.count)],
    ]
    let platforms = PlatformCatalog.builtIn.profiles
    let platform = platforms[hash.next(below: platforms.count)]
    let settings = AccessibilitySettings.all[hash.next(below: AccessibilitySettings.all.count)]
    let countdown = layoutCase.timeline.countdown
    let count = countdown.tickCount
    check(count >= 1 && count <= CaseLimits().maxTicks, "a valid case with \(count) ticks")
    let middle = countdown.from - hash.next(below: count) * countdown.step
    let ticks = [countdown.from, middle, countdown.from - (count - 1) * countdown.step]
    var errors: [String] = []
    for locale in locales {
      do {
        let resolver = try LayoutResolver(case: layoutCase, locale: locale, platform: platform)
        let timeline = try ticks.map { tick throws(ResolutionError) in try resolver.resolve(tick: tick) }
        let adjusted = try resolver.with(settings: settings).resolve(tick: countdown.from)
        for rule in RuleCatalog.all {
          let input = RuleInput(layoutCase: layoutCase, timeline: rule.dependencies.contains(.settings) ? [adjusted] : timeline)
          _ = rule.evaluate(input)
        }
      } catch {
        check(!error.description.isEmpty, "a resolution error without a message")
        errors.append("\(locale.locale) on \(platform.id): \(error)")
      }
    }
    return errors.isEmpty ? .accepted : .refused(errors.joined(separator: "\n"))
  }

  // MARK: Platform profiles

  /// A profile file's bytes through the reader `--profiles DIR` uses: a profile that, written
  /// back in the file format, reads back equal; or an error located inside the input.
  static func profiles(_ data: Data) -> FuzzTarget.Outcome {
    let path = "profile.json"
    let profile: PlatformProfile
    do {
      profile = try PlatformCatalog.decode(data, path: path)
    } catch {
      check(error.file == path, "profile error for another file: \(error)")
      check(!error.message.isEmpty, "profile error without a message")
      guard let line = error.line, let column = error.column else {
        fatalError("fuzz invariant: profile error without a line and column: \(error)")
      }
      checkLocated("profile error", error, line: line, column: column, in: data, path: path)
      return .refused(error.description)
    }
    check(profile.quirks.allSatisfy { profile.quirkSources[$0.rawValue] != nil }, "a quirk without its source")
    check(profile.osFamily != nil, "a profile of no OS family: \(profile.family)")
    check(profile.id.utf8.count <= 40 && !profile.id.isEmpty, "an id outside the allowed shape: \(profile.id)")
    check(Set(profile.quirks).count == profile.quirks.count, "a quirk listed twice")
    // Written back in the file format, the profile reads back as the same value.
    var accommodations: [String: Any] = [
      "reduceMotion": profile.accommodations.reduceMotion.map(\.rawValue),
      "increaseContrastAdaptsRegularGlass": profile.accommodations.increaseContrastAdaptsRegularGlass,
      "reduceTransparencyAdaptsRegularGlass": profile.accommodations.reduceTransparencyAdaptsRegularGlass,
      "adaptsClearGlass": profile.accommodations.adaptsClearGlass,
    ]
    accommodations["replacesTransitionsWithMotion"] = profile.accommodations.replacesTransitionsWithMotion
    accommodations["sources"] = profile.accommodations.sources
    var fields: [String: Any] = [
      "id": profile.id, "name": profile.name, "family": profile.family, "version": profile.version,
      "quirks": profile.quirks.map { ["name": $0.rawValue, "source": profile.quirkSources[$0.rawValue] ?? ""] },
      "accommodations": accommodations,
    ]
    fields["notes"] = profile.notes
    if let voiceOver = profile.voiceOver {
      fields["voiceOver"] = [
        "readsColonTimeInTextAsDuration": voiceOver.readsColonTimeInTextAsDuration.map { $0 as Any } ?? NSNull(),
        "source": voiceOver.source,
      ] as [String: Any]
    }
    if let dynamicType = profile.dynamicType {
      var written: [String: Any] = ["sizes": dynamicType.sizes.map(\.rawValue), "source": dynamicType.source]
      if let defaultSize = dynamicType.defaultSize { written["default"] = defaultSize.rawValue }
      if !dynamicType.pointSizes.isEmpty {
        written["pointSizes"] = Dictionary(uniqueKeysWithValues: dynamicType.pointSizes.map { ($0.key.rawValue, $0.value) })
      }
      fields["dynamicType"] = written
    }
    if let screen = profile.screen {
      fields["screen"] = ["narrowestWidth": screen.narrowestWidth, "source": screen.source] as [String: Any]
    }
    do {
      let written = try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
      let again = try PlatformCatalog.decode(written, path: "written.json")
      check(again == profile, "a profile written back reads as another: \(again) vs \(profile)")
    } catch {
      fatalError("fuzz invariant: a profile written back cannot be read: \(error)")
    }
    return .accepted
  }

  /// Line breaks as the parser counts them: LF, CR LF and a lone CR.
  static func lineCount(_ data: Data) -> Int {
    var lines = 1
    var previous: UInt8 = 0
    for byte in data {
      if byte == 0x0A, previous != 0x0D { lines += 1 }
      if byte == 0x0D { lines += 1 }
      previous = byte
    }
    return lines
  }

  // MARK: Support

  /// Traps with the invariant's description when it does not hold (what the fuzzer catches).
  static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition { fatalError("fuzz invariant: \(message())") }
  }
}

/// A deterministic stream of choices from the input's bytes (Swift's `Hasher` is seeded per
/// process, which would make replays take other paths).
struct FNV1a {
  private var state: UInt64 = 0xcbf2_9ce4_8422_2325

  init(_ data: Data) {
    for byte in data { mix(byte) }
  }

  private mutating func mix(_ byte: UInt8) {
    state = (state ^ UInt64(byte)) &* 0x100_0000_01b3
  }

  /// The next choice in `0..<bound` (`bound` > 0).
  mutating func next(below bound: Int) -> Int {
    mix(0xA5)
    return Int((state >> 11) % UInt64(bound))
  }
}
