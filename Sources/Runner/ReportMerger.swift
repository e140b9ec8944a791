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
      guard report.tool == first.tool else { throw differs("tool version") }
      guard report.engine == first.engine else { throw differs("engine (ICU/Unicode/CLDR) version") }
      guard report.generatedAt == first.generatedAt else { throw differs("timestamp (set SOURCE_DATE_EPOCH for every shard)") }
      guard report.inputs == first.inputs else { throw differs("case files") }
      guard report.rules == first.rules, report.matrix.rules == first.matrix.rules else { throw differs("rules") }
      guard report.matrix.locales == first.matrix.locales, report.matrix.platforms == first.matrix.platforms,
        report.matrix.settings == first.matrix.settings
      else { throw differs("matrix") }
      guard report.summary.failOn == first.summary.failOn else { throw differs("fail-on threshold") }
      guard let shard = report.matrix.shard, shard.count == reports.count || reports.count == 1 else {
        throw .merge(path: path, detail: "not one of \(reports.count) shards; pass every shard of the run, each once")
      }
      guard seen.insert(shard.index).inserted else {
        throw .merge(path: path, detail: "shard \(shard) is given twice")
      }
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
      skeleton, units: units, waivers: order.map { (records[$0]!, expired.contains($0)) },
      baseline: first.baseline.map { BaselineComparison(file: $0.file, baselineGeneratedAt: $0.baselineGeneratedAt, new: 0, existing: 0, fixed: []) })
  }
}
