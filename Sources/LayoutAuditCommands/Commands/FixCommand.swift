import Foundation
import LayoutAudit

/// `layout-audit fix`: the rules' fixes applied to Swift source and case files, each kept only
/// when a new audit of the patched text (a new import, for Swift) proves it.
enum FixCommand: Command {
  static let spec = CommandSpec(
    name: "fix",
    abstract: "Apply the rules' fixes to Swift source and case files, keeping each one a new audit proves.",
    discussion: """
      Audits the Swift views and case files like 'layout-audit audit PATH', then, for each \
      failure whose rule has an automatic fix ('layout-audit explain RULE' says which do and \
      why the others do not), appends the rule's modifiers to the view expression in the \
      Swift file, or to the node's "modifiers" array in the case file (in the case format's \
      spelling; a new "modifiers" key after the node's last key when it has none), keeping the \
      file's key order, indentation and formatting. The patched text is audited again (a Swift \
      file imported again) before anything is written: a fix is kept only when its findings \
      are gone and no finding appeared anywhere else (a failure the edits uncover, which the \
      rule did not report while an earlier one stood, gets its own edit); each fix is listed \
      as kept or dropped, with the reason. A fixture's declared failures are not fixed, and an edit that \
      would leave one of its expectations unmet is dropped. \
      Files are replaced atomically, and a file that changed on disk meanwhile is left alone. \
      With --dry-run nothing is written and the kept fixes are printed as a unified diff. \
      Locales, platforms, settings and waivers default to .layout-audit.json's, as for audit. \
      Exit codes: 0 no error-severity failure is left, 1 some remain (no fix, or a fix was dropped), \
      64 usage, 65 invalid input, 70 internal error.
      """,
    arguments: [
      .init(
        name: "paths", help: "Swift files, Swift packages, Xcode project folders, case files or folders of them.", repeatable: true,
        completion: .path)
    ],
    options: [
      AuditCommand.rules.spec, AuditCommand.locales.spec, AuditCommand.platforms.spec, AuditCommand.settings.spec,
      AuditCommand.waivers.spec, dryRun.spec, AuditCommand.jobs.spec, CaseInputs.profiles.spec, ConfigDefaults.config.spec,
      ConfigDefaults.noConfig.spec,
    ])

  static let dryRun = CommandOption.flag("dry-run", help: "Write nothing; print the kept fixes as a unified diff.")

  static func run(_ given: ParsedArguments) throws(CommandError) -> ExitCode {
    // The team's locales, platforms, settings and waivers from .layout-audit.json, as `audit`
    // reads them (a waived failure is accepted, not fixed); its cases are fixed only when named.
    let arguments = try ConfigDefaults.apply(to: given)
    let paths = given.positionals
    guard !paths.isEmpty else { throw .usage("give the Swift files, case files or folders to fix (layout-audit fix Sources/App Cases)") }
    let editors = FixEditors(swift: LayoutAuditCLI.swiftFrontEnd?.applyEdits)
    if editors.swift == nil, !SwiftInputs.split(paths).swift.isEmpty {
      throw .usage("this build of layout-audit cannot edit Swift source; run the full layout-audit (swift run layout-audit fix …)")
    }
    let auditor = try CaseInputs.auditor(arguments)
    // The part of the audit matrix the options select, with every rule audited (a fix must not
    // break another rule); fixes are offered for the rules --rules names.
    var matrix = try AuditCommand.matrix(arguments, auditor: auditor)
    let planner = FixPlanner(rules: matrix.rules)
    matrix.rules = try CommandError.library { () throws(AuditError) in try auditor.catalog.rules(nil) }
    matrix.jobs = try arguments.value(AuditCommand.jobs, auditor: auditor) ?? matrix.jobs
    matrix.waivers = try arguments.value(AuditCommand.waivers, auditor: auditor) ?? WaiverSet()
    var trial = Trial(paths: paths, matrix: matrix, editors: editors, auditor: auditor)

    // The audit as the files are.
    let before = try trial.audit(replacing: nil)
    guard let report = before.report else { throw .internalFailure("the first audit audited no case") }
    let (planned, unfixed) = planner.plan(report, cases: before.cases)
    for item in unfixed {
      Console.error("not offered: \(item.position): \(item.ruleID): \(item.reason)\n")
    }

    // All edits at once first, with the edits for the failures they uncover (a rule reports the
    // first failure it meets: with one cell fixed, the next is shown); else each edit on its
    // own, on the texts of the edits kept so far.
    var kept: [FixPlanner.Edit] = []
    var dropped: [(FixPlanner.Edit, String)] = []
    try trial.read(planned)
    // An edit the editor cannot make safely (no view expression where the finding points, an
    // animation set in a withAnimation block, a multi-line string in the way) is not offered,
    // with the editor's reason: it is no fix to try.
    let refusals = trial.texts(planned).refused
    for edit in planned {
      guard let reason = refusals[edit] else { continue }
      Console.error("not offered: \(edit.position): \(edit.ruleID): \(reason)\n")
    }
    let edits = planned.filter { refusals[$0] == nil }
    if !edits.isEmpty {
      var attempt = edits
      var verdict = try trial.verify(attempt, before: before)
      for round in 1...2 {
        guard case .dropped(_, let uncovered?) = verdict, let report = uncovered.report else { break }
        var more = planner.plan(report, cases: uncovered.cases).edits.map { edit in
          var edit = edit
          edit.round = round
          return edit
        }
        try trial.read(more)
        let refused = trial.texts(attempt + more).refused
        more.removeAll { refused[$0] != nil }
        guard !more.isEmpty else { break }
        attempt += more
        verdict = try trial.verify(attempt, before: before)
      }
      if case .kept = verdict {
        kept = attempt
      } else {
        for edit in edits {
          switch try trial.verify(kept + [edit], before: before) {
          case .kept: kept.append(edit)
          case .dropped(let reason, _): dropped.append((edit, reason))
          }
        }
      }
    }
    let final = trial.texts(kept)
    for edit in edits + kept.filter({ $0.round > 0 }) {
      // What the edit adds to the file as it is (a modifier already there is not added again).
      let added = edit.spelled(final.added[edit])
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
    if planned.isEmpty, unfixed.isEmpty {
      Console.error(before.failures.isEmpty ? "nothing to fix: no failures\n" : "nothing to fix: no failure has an automatic fix\n")
    }
    return remaining.isEmpty ? .success : .findings
  }

  /// An audit's report, its cases, the identities (`FixPlanner.identity`) of its findings that
  /// count (failed and can't tell) and of its failures at error severity, and its unmet
  /// expectations.
  struct Audited {
    /// Nil when no case was audited.
    var report: AuditReport?
    var cases: [AuditCase]
    var findings: Set<String>
    var failures: Set<String>
    /// The findings that are the importer's gaps (`FixPlanner.isImportGap`).
    var importGaps: Set<String> = []
    /// The fixtures' expectations the run does not meet (case, rule and platform), with what
    /// differs.
    var unmet: [String: String] = [:]

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

  /// The audits of a fix: the paths as they are, and with a set of edits made, which judges the
  /// edits.
  struct Trial {
    let paths: [String]
    /// The request without its cases.
    let matrix: AuditRequest
    let editors: FixEditors
    let auditor: Auditor
    /// The texts of the files edits name, as read before any edit.
    var originals: [String: String] = [:]

    enum Verdict {
      case kept
      /// Why, and the audit of the patched source with only the findings that appeared, when
      /// some did.
      case dropped(String, Audited?)
    }

    /// Reads the files of edits not read yet (the files of edits that uncovered failures ask
    /// for).
    mutating func read(_ edits: [FixPlanner.Edit]) throws(CommandError) {
      for edit in edits where originals[edit.file] == nil {
        guard let data = FileManager.default.contents(atPath: edit.file) else {
          throw .badInput("cannot read \(Console.bounded(edit.file)), which the audit read; check its permissions")
        }
        originals[edit.file] = String(decoding: data, as: UTF8.self)
      }
    }

    /// The texts of the files with the edits made (`FixEditors.apply`).
    func texts(_ edits: [FixPlanner.Edit]) -> (texts: [String: String], added: [FixPlanner.Edit: [String]], refused: [FixPlanner.Edit: String]) {
      editors.apply(edits, to: originals)
    }

    /// One audit of the paths (Swift imported, case files loaded); with `replacing`, of the
    /// patched texts and only the cases that read one (`CaseInputs.load`).
    func audit(replacing: [String: String]?) throws(CommandError) -> Audited {
      let loaded = try CaseInputs.load(paths, auditor: auditor, replacing: replacing)
      // Case-file paths that hold no case are an error, as Swift paths without a view are.
      let casePaths = SwiftInputs.split(paths).cases
      if replacing == nil, loaded.files.isEmpty, !casePaths.isEmpty { throw CaseInputs.noCaseFiles(casePaths) }
      let cases = loaded.files + loaded.imported
      if cases.isEmpty { return Audited(report: nil, cases: [], findings: [], failures: []) }
      var request = matrix
      request.cases = cases
      let report = try CommandError.library { () throws(AuditError) in try auditor.audit(request) }
      func identities(_ results: [CaseResult] = report.results, of kept: (Finding) -> Bool) -> Set<String> {
        Set(results.flatMap { result in result.findings.filter(kept).map { FixPlanner.identity($0, in: result) } })
      }
      // Failures at error severity fail `fix`, as they fail `audit` at its default --fail-on.
      let errors = report.results.filter { (try? auditor.catalog.rule($0.ruleID))?.metadata.severity == .error }
      let unmet = report.expectations.filter { !$0.matched }.map { ("\($0.caseID) \($0.rule) \($0.platform)", $0.message) }
      return Audited(
        report: report, cases: cases, findings: identities(of: FixPlanner.counts),
        failures: identities(errors) { FixPlanner.counts($0) && $0.status == .failed },
        importGaps: identities(of: FixPlanner.isImportGap), unmet: Dictionary(unmet, uniquingKeysWith: { first, _ in first }))
    }

    /// Whether the edits together remove their findings and add none.
    func verify(_ edits: [FixPlanner.Edit], before: Audited) throws(CommandError) -> Verdict {
      let (texts, _, refused) = texts(edits)
      if let reason = edits.lazy.compactMap({ refused[$0] }).first { return .dropped(reason, nil) }
      let after: Audited
      do {
        after = try audit(replacing: texts)
      } catch {
        return .dropped("the patched files no longer load: \(error.message)", nil)
      }
      let appeared = Audited.appeared(after, before: before.findings)
      if !appeared.isEmpty {
        var uncovered = after
        uncovered.report?.results = (after.report?.results ?? []).map { result in
          var result = result
          result.findings = result.findings.filter { appeared.contains(FixPlanner.identity($0, in: result)) }
          return result
        }
        let described = (uncovered.report?.results ?? []).lazy.flatMap { result in
          result.findings.map { "\(result.ruleID) on \(result.platform): \($0.message)" }
        }.first ?? "\(appeared.count) new"
        return .dropped("a new finding appeared: \(described)", uncovered)
      }
      // A fixture's declared failure that an edit removes leaves its expectation unmet.
      if let broken = after.unmet.keys.sorted().first(where: { before.unmet[$0] == nil }), let message = after.unmet[broken] {
        return .dropped("a fixture's expectation would no longer hold: \(message)", nil)
      }
      let remaining = edits.flatMap(\.findings).filter { after.findings.contains($0) }
      if !remaining.isEmpty {
        return .dropped("the finding remains after the edit (\(remaining.count) of \(edits.flatMap(\.findings).count) still reported)", nil)
      }
      return .kept
    }
  }
}
