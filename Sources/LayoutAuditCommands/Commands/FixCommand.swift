import Foundation
import LayoutAudit

/// `layout-audit fix`: the rules' fixes applied to Swift source, each kept only when a new
/// import and audit of the patched source proves it.
enum FixCommand: Command {
  static let spec = CommandSpec(
    name: "fix",
    abstract: "Apply the rules' fixes to Swift source, keeping each one a new audit proves.",
    discussion: """
      Imports and audits the Swift views like 'layout-audit audit PATH.swift', then, for each \
      failure whose rule has an automatic fix ('layout-audit explain RULE' says which do and \
      why the others do not), appends the rule's modifiers to the view expression in the \
      Swift file, keeping the file's formatting. The patched source is imported and audited \
      again before anything is written: a fix is kept only when its findings are gone and no \
      finding appeared anywhere else (a failure the edits uncover, which the rule did not \
      report while an earlier one stood, gets its own edit); each fix is listed as kept or \
      dropped, with the reason. \
      Files are replaced atomically, and a file that changed on disk meanwhile is left alone. \
      With --dry-run nothing is written and the kept fixes are printed as a unified diff. \
      Locales, platforms, settings and waivers default to .layout-audit.json's, as for audit. \
      Exit codes: 0 no error-severity failure is left, 1 some remain (no fix, or a fix was dropped), \
      64 usage, 65 invalid input, 70 internal error.
      """,
    arguments: [
      .init(name: "paths", help: "Swift files, Swift packages or Xcode project folders.", repeatable: true, completion: .path)
    ],
    options: [
      AuditCommand.rules.spec, AuditCommand.locales.spec, AuditCommand.platforms.spec, AuditCommand.settings.spec,
      AuditCommand.waivers.spec, dryRun.spec, AuditCommand.jobs.spec, CaseInputs.profiles.spec, ConfigDefaults.config.spec,
      ConfigDefaults.noConfig.spec,
    ])

  static let dryRun = CommandOption.flag("dry-run", help: "Write nothing; print the kept fixes as a unified diff.")

  static func run(_ given: ParsedArguments) throws(CommandError) -> ExitCode {
    guard let fixing = LayoutAuditCLI.swiftFrontEnd?.fixing else {
      throw .usage("this build of layout-audit cannot edit Swift source; run the full layout-audit (swift run layout-audit fix …)")
    }
    // The team's locales, platforms, settings and waivers from .layout-audit.json, as `audit`
    // reads them (a waived failure is accepted, not fixed); its cases are not Swift to edit.
    let arguments = try ConfigDefaults.apply(to: given)
    let paths = given.positionals
    guard !paths.isEmpty else { throw .usage("give the Swift files or folders to fix (layout-audit fix Sources/App)") }
    let split = SwiftInputs.split(paths)
    guard split.cases.isEmpty else {
      throw .usage(
        "fix edits Swift source; \(split.cases.map(Console.bounded).joined(separator: ", ")) is not Swift "
          + "(a case file's findings are fixed by hand, as 'layout-audit explain RULE' describes)")
    }
    let auditor = try CaseInputs.auditor(arguments)
    let matrix = try Matrix(arguments, auditor: auditor)
    let planner = FixPlanner(rules: try arguments.value(AuditCommand.rules, auditor: auditor))

    // The audit as the files are.
    let before = try matrix.audit(paths, replacing: [:], fixing: fixing, auditor: auditor, warn: true)
    guard let report = before.report else { throw .internalFailure("the first audit audited no case") }
    let (edits, unfixed) = planner.plan(report, cases: before.cases)
    for item in unfixed {
      Console.error("not offered: \(item.position): \(item.ruleID): \(item.reason)\n")
    }

    // All edits at once first, with the edits for the failures they uncover (a rule reports the
    // first failure it meets: with one cell fixed, the next is shown); else each edit on its
    // own, on the texts of the edits kept so far.
    var kept: [FixPlanner.Edit] = []
    var dropped: [(FixPlanner.Edit, String)] = []
    var trial = Trial(originals: [:], fixing: fixing)
    try trial.read(edits.map(\.file))
    if !edits.isEmpty {
      var attempt = edits
      var verdict = try trial.verify(attempt, before: before.findings, matrix: matrix, paths: paths, auditor: auditor)
      for round in 1...2 {
        guard case .dropped(_, let after?) = verdict, let report = after.report else { break }
        let appeared = Audited.appeared(after, before: before.findings)
        var uncovered = report
        uncovered.results = report.results.map { result in
          var result = result
          result.findings = result.findings.filter { appeared.contains(FixPlanner.identity($0, in: result)) }
          return result
        }
        let more = planner.plan(uncovered, cases: after.cases).edits.map { edit in
          var edit = edit
          edit.round = round
          return edit
        }
        guard !more.isEmpty else { break }
        try trial.read(more.map(\.file))
        attempt += more
        verdict = try trial.verify(attempt, before: before.findings, matrix: matrix, paths: paths, auditor: auditor)
      }
      if case .kept = verdict {
        kept = attempt
      } else {
        for edit in edits {
          switch try trial.verify(kept + [edit], before: before.findings, matrix: matrix, paths: paths, auditor: auditor) {
          case .kept: kept.append(edit)
          case .dropped(let reason, _): dropped.append((edit, reason))
          }
        }
      }
    }
    let final = trial.texts(kept)
    for edit in edits + kept.filter({ $0.round > 0 }) {
      // What the edit adds to the file as it is (a modifier already there is not added again).
      // A wrap is named as written (`GlassEffectContainer { … }`), modifiers with their dot.
      let added = (final.added[edit] ?? edit.modifiers).map { edit.wrapper == nil ? "." + $0 : $0 }.joined()
      let findings = "\(edit.findings.count) finding\(edit.findings.count == 1 ? "" : "s")"
      if kept.contains(edit) {
        let uncovered = edit.round > 0 ? ", uncovered by the edits above; its line is in the patched file" : ""
        Console.error("kept: \(edit.position): \(edit.ruleID): \(added) (removes \(findings)\(uncovered))\n")
      } else if let reason = dropped.first(where: { $0.0 == edit })?.1 {
        Console.error("dropped: \(edit.position): \(edit.ruleID): \(added) (for \(findings)): \(reason)\n")
      }
    }

    let patched = final.refused.isEmpty ? final.texts : [:]
    let remaining = before.failures.subtracting(kept.flatMap(\.findings))
    for file in patched.keys.sorted() {
      guard let new = patched[file], let old = trial.originals[file], new != old else { continue }
      if arguments[dryRun] {
        Console.out(UnifiedDiff.make(path: file, old: old, new: new))
        continue
      }
      // The file is replaced only if it still holds what the audit read.
      guard FileManager.default.contents(atPath: file).map({ String(decoding: $0, as: UTF8.self) }) == old else {
        Console.error("left alone: \(Console.visible(file)) changed on disk while fix ran; run fix again\n")
        continue
      }
      do {
        try Data(new.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
      } catch {
        throw .internalFailure("cannot write \(Console.bounded(file)): \(error.localizedDescription); nothing else was written after it")
      }
      Console.out("fixed \(Console.visible(file))\n")
    }
    if edits.isEmpty, unfixed.isEmpty {
      Console.error(before.failures.isEmpty ? "nothing to fix: no failures\n" : "nothing to fix: no failure has an automatic fix\n")
    }
    return remaining.isEmpty ? .success : .findings
  }

  /// The part of the audit matrix the options select (every rule is audited: a fix must not
  /// break another rule).
  struct Matrix {
    var locales: [LocaleProfile]
    var platforms: [PlatformProfile]
    var settings: [AccessibilitySettings]
    var rules: [AuditRule]
    var waivers: WaiverSet
    var jobs: Int?

    init(_ arguments: ParsedArguments, auditor: Auditor) throws(CommandError) {
      locales = try arguments.value(AuditCommand.locales, auditor: auditor)
      platforms = try arguments.value(AuditCommand.platforms, auditor: auditor)
      settings = try arguments.value(AuditCommand.settings, auditor: auditor)
      jobs = try arguments.value(AuditCommand.jobs, auditor: auditor)
      rules = try CommandError.library { () throws(AuditError) in try auditor.catalog.rules(nil) }
      waivers = try arguments.value(AuditCommand.waivers, auditor: auditor) ?? WaiverSet()
    }

    /// One import and audit of the paths, with some files' texts replaced; with `replacing`,
    /// only the views whose cases read a replaced file are audited (the others are as they
    /// were, and cannot have changed).
    func audit(
      _ paths: [String], replacing: [String: String], fixing: SwiftFrontEnd.Fixing, auditor: Auditor, warn: Bool
    ) throws(CommandError) -> Audited {
      var imported: SwiftFrontEnd.Imported
      do {
        imported = try fixing.importReplacing(paths, replacing, auditor.catalog.cases.isKnownLocale)
      } catch {
        throw .swiftImport(error)
      }
      imported.cases.removeAll(where: \.insideAnother)
      let (accepted, warnings) = SwiftInputs.accepted(imported, auditor: auditor)
      if warn { for warning in warnings { Console.error(warning + "\n") } }
      var cases = accepted.map(\.1)
      guard !cases.isEmpty else { throw .badInput(SwiftInputs.noTimer(paths, skipped: warnings.count)) }
      if !replacing.isEmpty {
        cases = cases.filter { auditCase in
          auditCase.layoutCase.imported?.sourceMap.values.contains { replacing[fixing.absolutePath($0.file)] != nil } ?? true
        }
        if cases.isEmpty { return Audited(report: nil, cases: [], findings: [], failures: []) }
      }
      var request = AuditRequest(cases: cases, locales: locales, platforms: platforms, settings: settings, rules: rules)
      request.jobs = jobs ?? request.jobs
      request.waivers = waivers
      do {
        let report = try auditor.audit(request)
        let findings = report.results.flatMap { result in result.findings.filter(FixPlanner.counts).map { FixPlanner.identity($0, in: result) } }
        // Failures at error severity fail `fix`, as they fail `audit` at its default --fail-on.
        let errors = report.results.filter { (try? auditor.catalog.rule($0.ruleID))?.metadata.severity == .error }.flatMap { result in
          result.findings.filter { FixPlanner.counts($0) && $0.status == .failed }.map { FixPlanner.identity($0, in: result) }
        }
        let gaps = report.results.flatMap { result in result.findings.filter(FixPlanner.isImportGap).map { FixPlanner.identity($0, in: result) } }
        return Audited(report: report, cases: cases, findings: Set(findings), failures: Set(errors), importGaps: Set(gaps))
      } catch {
        throw .audit(error, origin: nil)
      }
    }
  }

  /// An audit's report, its cases, and the identities (`FixPlanner.identity`) of its findings
  /// that count (failed and can't tell) and of its failures at error severity.
  struct Audited {
    /// Nil when no case was audited.
    var report: AuditReport?
    var cases: [AuditCase]
    var findings: Set<String>
    var failures: Set<String>
    /// The findings that are the importer's gaps (`FixPlanner.isImportGap`).
    var importGaps: Set<String> = []

    /// The findings of `after` not among `before`'s, less the importer's gaps of a rule and case
    /// that had a finding before (an edit that removes a failure shows the gap the
    /// failure masked).
    static func appeared(_ after: Audited, before: Set<String>) -> Set<String> {
      let judged = Set(before.map { $0.split(separator: "|").prefix(2).joined(separator: "|") })
      return after.findings.subtracting(before).filter { identity in
        !(after.importGaps.contains(identity) && judged.contains(identity.split(separator: "|").prefix(2).joined(separator: "|")))
      }
    }
  }

  /// Patched texts of a set of edits, and the audit that judges them.
  struct Trial {
    var originals: [String: String]
    var fixing: SwiftFrontEnd.Fixing

    enum Verdict {
      case kept
      /// Why, and the audit of the patched source when there was one.
      case dropped(String, Audited?)
    }

    /// Reads the files not read yet (the files of edits that uncovered failures ask for).
    mutating func read(_ files: [String]) throws(CommandError) {
      for file in files where originals[file] == nil {
        guard let data = FileManager.default.contents(atPath: file) else {
          throw .badInput("cannot read \(Console.bounded(file)), which the audit read; check its permissions")
        }
        originals[file] = String(decoding: data, as: UTF8.self)
      }
    }

    /// Each file's text with the edits made, round by round (an uncovered failure's line is in
    /// the text the earlier rounds made), the modifiers each edit added, and why any edit could
    /// not be made.
    func texts(_ edits: [FixPlanner.Edit]) -> (texts: [String: String], added: [FixPlanner.Edit: [String]], refused: [String]) {
      var texts: [String: String] = [:]
      var added: [FixPlanner.Edit: [String]] = [:]
      var refused: [String] = []
      for (file, fileEdits) in Dictionary(grouping: edits, by: \.file) {
        guard var text = originals[file] else { continue }
        for round in Set(fileEdits.map(\.round)).sorted() {
          let roundEdits = fileEdits.filter { $0.round == round }
          let (patched, outcomes) = fixing.apply(text, roundEdits.map(\.swiftEdit))
          for (edit, outcome) in zip(roundEdits, outcomes) {
            switch outcome {
            case .made(let modifiers): added[edit] = modifiers
            case .refused(let reason): refused.append(reason)
            }
          }
          text = patched
        }
        texts[file] = text
      }
      return (texts, added, refused)
    }

    /// Whether the edits together remove their findings and add none.
    func verify(
      _ edits: [FixPlanner.Edit], before: Set<String>, matrix: Matrix, paths: [String], auditor: Auditor
    ) throws(CommandError) -> Verdict {
      let (texts, _, refused) = texts(edits)
      if let reason = refused.first { return .dropped(reason, nil) }
      let replacing = Dictionary(texts.map { (fixing.absolutePath($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
      let after: Audited
      do {
        after = try matrix.audit(paths, replacing: replacing, fixing: fixing, auditor: auditor, warn: false)
      } catch {
        return .dropped("the patched source no longer imports: \(error.message)", nil)
      }
      let appeared = Audited.appeared(after, before: before)
      if !appeared.isEmpty {
        let described = (after.report?.results ?? []).lazy.flatMap { result in
          result.findings.filter { appeared.contains(FixPlanner.identity($0, in: result)) }.map { "\(result.ruleID) on \(result.platform): \($0.message)" }
        }.first ?? "\(appeared.count) new"
        return .dropped("a new finding appeared: \(described)", after)
      }
      let remaining = edits.flatMap(\.findings).filter { after.findings.contains($0) }
      if !remaining.isEmpty {
        return .dropped("the finding remains after the edit (\(remaining.count) of \(edits.flatMap(\.findings).count) still reported)", nil)
      }
      return .kept
    }
  }
}
