/// Joins the JSON reports of shards (`--shard I/N`) into the report one run over the whole
/// matrix would have written.
import ReportModel

package enum ReportMerger {
  /// Merges shard reports; `paths` name them in errors.
  package static func merge(_ reports: [AuditReport], paths: [String]) throws(RunnerError) -> AuditReport {
    guard let first = reports.first else { throw .merge(path: nil, detail: "merge needs at least one report") }
    var seen = Set<Int>()
    for (report, path) in zip(reports, paths) {
      func differs(_ what: String) -> RunnerError {
        .merge(path: path, detail: "its \(what) differs from \(paths[0])'s; merge only the shards of one run")
      }
      guard report.schemaVersion == AuditReport.currentSchemaVersion else {
        throw .merge(path: path, detail: "report schema version \(report.schemaVersion) is not \(AuditReport.currentSchemaVersion)")
      }
      try checkNoRepeats(report, path: path)
      guard report.tool == first.tool else {
        throw differs("tool version (\(report.tool.name) \(report.tool.version), not \(first.tool.version))")
      }
      guard report.engine == first.engine else { throw differs("engine (ICU/Unicode/CLDR) version") }
      guard report.generatedAt == first.generatedAt else { throw differs("timestamp (set SOURCE_DATE_EPOCH for every shard)") }
      guard report.inputs == first.inputs else { throw differs("case files") }
      guard report.rules == first.rules, report.matrix.rules == first.matrix.rules else { throw differs("rules") }
      guard report.matrix.locales == first.matrix.locales, report.matrix.platforms == first.matrix.platforms
      else { throw differs("matrix") }
      guard report.matrix.settings == first.matrix.settings else { throw differs("settings") }
      guard report.summary.failOn == first.summary.failOn else { throw differs("fail-on threshold") }
      guard report.auditor == first.auditor else { throw differs("auditor (--auditor)") }
      try checkIdentity(report.identity, path: path, against: first.identity, from: paths[0])
      guard report.selftest == first.selftest else { throw differs("self-test result (--selftest)") }
      guard let shard = report.matrix.shard else {
        throw .merge(path: path, detail: "it is the report of a whole run, not of a shard (--shard i/n); there is nothing to merge")
      }
      guard shard.count == first.matrix.shard?.count else {
        throw differs("shard count (\(shard), not of \(first.matrix.shard?.count ?? 0))")
      }
      guard seen.insert(shard.index).inserted else {
        throw .merge(path: path, detail: "shard \(shard) is given twice")
      }
    }
    if let count = first.matrix.shard?.count, seen.count != count {
      let missing = (1...count).filter { !seen.contains($0) }.map { "\($0)/\(count)" }
      throw .merge(
        path: nil,
        detail: "shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) of the run "
          + "\(missing.count == 1 ? "is" : "are") missing; merge needs every one of its \(count) shards, each once")
    }
    var skeleton = first
    skeleton.matrix.shard = nil
    // Each shard lists the locale classes of its own cases; a case split between two shards is
    // listed by both, the same way. Join them in case order.
    var classesOfCase: [String: [LocaleClass]] = [:]
    for report in reports {
      for (caseID, classes) in Dictionary(grouping: report.localeClasses, by: \.caseID) where classesOfCase[caseID] == nil {
        classesOfCase[caseID] = classes
      }
    }
    skeleton.localeClasses = first.inputs.flatMap { classesOfCase[$0.caseID] ?? [] }
    var order: [String] = []
    var records: [String: WaiverRecord] = [:]
    var expired = Set<String>()
    for report in reports {
      for record in report.waivers.applied + report.waivers.unused + report.waivers.expired {
        if let existing = records[record.id] {
          records[record.id]!.matched = existing.matched + record.matched
        } else {
          order.append(record.id)
          records[record.id] = record
        }
      }
      expired.formUnion(report.waivers.expired.map(\.id))
    }
    let units = reports.map { report in
      UnitOutput(
        results: report.results, expectations: report.expectations, waiverMatches: [:],
        baselineNew: report.baseline?.new ?? 0, baselineExisting: report.baseline?.existing ?? 0,
        fixed: report.baseline?.fixed ?? [], resolved: report.matrix.evaluations, naive: report.matrix.naiveEvaluations)
    }
    return ReportAssembler.finish(
      skeleton, units: units, waivers: order.map { (records[$0]!, expired.contains($0)) }, baseline: first.baseline)
  }

  /// Refuses a report that names a case, rule, platform or locale twice: layout-audit never writes
  /// one, so it was edited or damaged, and its results could not be placed.
  private static func checkNoRepeats(_ report: AuditReport, path: String) throws(RunnerError) {
    let lists: [(String, [String])] = [
      ("case", report.inputs.map(\.caseID)), ("rule", report.matrix.rules), ("rule", report.rules.map(\.id)),
      ("platform", report.matrix.platforms), ("locale", report.matrix.locales),
    ]
    for (noun, values) in lists {
      var seen = Set<String>()
      if let repeated = values.first(where: { !seen.insert($0).inserted }) {
        throw .merge(
          path: path,
          detail: "it lists the \(noun) \"\(VisibleText.make(repeated))\" twice, which layout-audit never writes; "
            + "the file was edited or damaged — audit that shard again")
      }
    }
  }

  /// Refuses a shard judged with other waivers, another baseline or without the self-test.
  private static func checkIdentity(
    _ identity: RunIdentity?, path: String, against first: RunIdentity?, from firstPath: String
  ) throws(RunnerError) {
    guard let identity, let first else {
      guard identity == nil, first == nil else {
        throw .merge(path: path, detail: "one of the reports records no run identity (written before 0.3); audit every shard again")
      }
      return
    }
    func differs(_ kind: String, _ ours: String, _ theirs: String) -> RunnerError {
      .merge(
        path: path,
        detail: "its \(kind) differ\(kind.hasSuffix("s") ? "" : "s"): it was audited with \(ours), \(firstPath) with "
          + "\(theirs); merge only the shards of one run")
    }
    func file(_ digest: String?, _ noun: String) -> String {
      digest.map { "the \(noun) with SHA-256 \($0.prefix(12))…" } ?? "no \(noun)"
    }
    guard identity.waivers == first.waivers else {
      throw differs("waivers", file(identity.waivers, "waivers file"), file(first.waivers, "waivers file"))
    }
    guard identity.baseline?.sha256 == first.baseline?.sha256 else {
      throw differs(
        "baseline", file(identity.baseline?.sha256, "baseline"), file(first.baseline?.sha256, "baseline"))
    }
    guard identity.selftest == first.selftest else {
      let ours = identity.selftest ? "the self-test (--selftest)" : "no self-test"
      let theirs = first.selftest ? "the self-test (--selftest)" : "no self-test"
      throw differs("self-test", ours, theirs)
    }
  }
}
