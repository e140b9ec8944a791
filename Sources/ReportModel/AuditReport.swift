/// The complete record of an audit run: what was checked, on which engines, what every rule
/// found, what was waived and how it compares with a baseline. The JSON report is this value;
/// `merge` and `--baseline` read it back.
///
/// Its JSON writes `results` as `ResultLayout` does (schema 3): by (case, platform) unit, with
/// each distinct finding and picture once in the `findings` and `pictures` tables.
public struct AuditReport: Sendable, Equatable, Codable {
  /// The version of this schema; readers refuse versions they do not know.
  public static let currentSchemaVersion = 3

  public var schemaVersion: Int
  /// The tool that wrote the report.
  public var tool: ToolVersion
  /// ICU, Unicode and CLDR versions.
  public var engine: EngineVersions
  /// The bidi conformance counts, when the run included the self-test (`--selftest`).
  public var selftest: [SelftestResult]?
  /// When the report was made, ISO 8601 UTC (fixed by `SOURCE_DATE_EPOCH`).
  public var generatedAt: String
  /// Who ran the audit (`--auditor`).
  public var auditor: String?
  /// The case files, with content digests.
  public var inputs: [InputFile]
  /// What the run covered.
  public var matrix: Matrix
  /// The rules that ran.
  public var rules: [RuleMetadata]
  /// How each case's locales were grouped: one evaluation per class, reported per locale. A
  /// shard's report lists its own cases' classes; `merge` joins them in case order.
  public var localeClasses: [LocaleClass]
  /// One result per (case, rule, platform), in case, rule, platform order.
  public var results: [CaseResult]
  /// Waivers applied, expired and unused.
  public var waivers: WaiverSummary
  /// The comparison with `--baseline`, when given.
  public var baseline: BaselineComparison?
  /// Each case's `expect` block against what the run found.
  public var expectations: [ExpectationCheck]
  /// Counts and the verdict.
  public var summary: Summary
  /// The waivers, baseline and self-test the run was judged with (`merge` requires shards to
  /// agree); `nil` in reports written before 0.3.
  public var identity: RunIdentity? = nil
  /// The id of the report set this report belongs to: a digest of its content apart from the
  /// timestamp, written into every file of the set (`ReportSetWriter`), so a reader can tell a
  /// mixed set. `nil` until the report is written.
  public var runID: String? = nil

  public init(
    tool: ToolVersion, engine: EngineVersions, selftest: [SelftestResult]?, generatedAt: String,
    auditor: String?, inputs: [InputFile], matrix: Matrix, rules: [RuleMetadata],
    localeClasses: [LocaleClass], results: [CaseResult], waivers: WaiverSummary,
    baseline: BaselineComparison?, expectations: [ExpectationCheck], summary: Summary
  ) {
    self.schemaVersion = Self.currentSchemaVersion
    self.tool = tool
    self.engine = engine
    self.selftest = selftest
    self.generatedAt = generatedAt
    self.auditor = auditor
    self.inputs = inputs
    self.matrix = matrix
    self.rules = rules
    self.localeClasses = localeClasses
    self.results = results
    self.waivers = waivers
    self.baseline = baseline
    self.expectations = expectations
    self.summary = summary
  }

  private enum CodingKeys: String, CodingKey {
    case schemaVersion, tool, engine, selftest, generatedAt, auditor, inputs, matrix, rules, localeClasses
    case results, findings, pictures, waivers, baseline, expectations, summary, identity, runID
  }

  /// Reads the report, expanding `results` from its units and tables (`ResultLayout`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    schemaVersion = try container.decode(Int.self, forKey: .schemaVersion)
    tool = try container.decode(ToolVersion.self, forKey: .tool)
    engine = try container.decode(EngineVersions.self, forKey: .engine)
    selftest = try container.decodeIfPresent([SelftestResult].self, forKey: .selftest)
    generatedAt = try container.decode(String.self, forKey: .generatedAt)
    auditor = try container.decodeIfPresent(String.self, forKey: .auditor)
    inputs = try container.decode([InputFile].self, forKey: .inputs)
    matrix = try container.decode(Matrix.self, forKey: .matrix)
    rules = try container.decode([RuleMetadata].self, forKey: .rules)
    // Locale ranges are positions in matrix.locales: a decoder given no table (Foundation's)
    // reads them against the matrix just read.
    let table = decoder.userInfo[LocaleRanges.tableKey] == nil ? LocaleTable(matrix.locales) : nil
    let (localeClasses, layout) = try LocaleRanges.$decodingTable.withValue(table ?? LocaleRanges.decodingTable) {
      (
        try container.decode([LocaleClass].self, forKey: .localeClasses),
        ResultLayout(
          units: try container.decode([ResultUnit].self, forKey: .results),
          findings: try container.decode([Finding].self, forKey: .findings),
          pictures: try container.decode([LayoutPicture].self, forKey: .pictures))
      )
    }
    self.localeClasses = localeClasses
    switch layout.results() {
    case .success(let expanded): results = expanded
    case .failure(let bad):
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: container.codingPath + [CodingKeys.results],
          debugDescription: "results[\(bad.unit)].rules[\(bad.rule)] names \(bad.table)[\(bad.index)], "
            + "which the report does not have"))
    }
    waivers = try container.decode(WaiverSummary.self, forKey: .waivers)
    baseline = try container.decodeIfPresent(BaselineComparison.self, forKey: .baseline)
    expectations = try container.decode([ExpectationCheck].self, forKey: .expectations)
    summary = try container.decode(Summary.self, forKey: .summary)
    identity = try container.decodeIfPresent(RunIdentity.self, forKey: .identity)
    runID = try container.decodeIfPresent(String.self, forKey: .runID)
  }

  /// Writes the report, `results` as units and tables (`ResultLayout`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(schemaVersion, forKey: .schemaVersion)
    try container.encode(tool, forKey: .tool)
    try container.encode(engine, forKey: .engine)
    try container.encodeIfPresent(selftest, forKey: .selftest)
    try container.encode(generatedAt, forKey: .generatedAt)
    try container.encodeIfPresent(auditor, forKey: .auditor)
    try container.encode(inputs, forKey: .inputs)
    try container.encode(matrix, forKey: .matrix)
    try container.encode(rules, forKey: .rules)
    try container.encode(localeClasses, forKey: .localeClasses)
    let layout = ResultLayout(results)
    try container.encode(layout.units, forKey: .results)
    try container.encode(layout.findings, forKey: .findings)
    try container.encode(layout.pictures, forKey: .pictures)
    try container.encode(waivers, forKey: .waivers)
    try container.encodeIfPresent(baseline, forKey: .baseline)
    try container.encode(expectations, forKey: .expectations)
    try container.encode(summary, forKey: .summary)
    try container.encodeIfPresent(identity, forKey: .identity)
    try container.encodeIfPresent(runID, forKey: .runID)
  }

  /// The rule with an id.
  public func rule(_ id: String) -> RuleMetadata? { rules.first { $0.id == id } }

  /// The input file of a case.
  public func input(_ caseID: String) -> InputFile? { inputs.first { $0.caseID == caseID } }
}

/// The name and version of the tool.
public struct ToolVersion: Sendable, Hashable, Codable {
  public var name: String
  public var version: String

  public init(name: String, version: String) {
    self.name = name
    self.version = version
  }
}

/// A case file that was audited.
public struct InputFile: Sendable, Hashable, Codable {
  /// The case id.
  public var caseID: String
  /// The path as given, relative to the working directory when it is inside it.
  public var path: String
  /// SHA-256 of the file's bytes, lowercase hex.
  public var sha256: String
  /// The case title.
  public var title: String
  /// What the case shows (for the regression zoo: what went wrong).
  public var description: String?
  /// A product screen (the sign-off speaks for it) or a fixture (a test of the rules); `nil` in
  /// reports written before cases said, read as a product.
  public var purpose: CasePurpose?
  /// The localisations the case's app ships, the development one first; absent when it declares
  /// none (every language). Locales outside them are audited as the app runs there, and what
  /// fails only as if it shipped them is latent.
  public var localizations: [String]?

  /// Whether the case is a fixture.
  public var isFixture: Bool { purpose == .fixture }

  public init(
    caseID: String, path: String, sha256: String, title: String, description: String?,
    purpose: CasePurpose? = nil, localizations: [String]? = nil
  ) {
    self.caseID = caseID
    self.path = path
    self.sha256 = sha256
    self.title = title
    self.description = description
    self.localizations = localizations
    self.purpose = purpose
  }
}

/// The dimensions of the run.
public struct Matrix: Sendable, Hashable, Codable {
  /// Locale ids (BCP 47), in catalogue order.
  public var locales: [String]
  /// How many of them are right to left.
  public var rtlLocales: Int
  /// Platform profile ids.
  public var platforms: [String]
  /// Settings combinations (`default`, `reduce-motion+increase-contrast`, …).
  public var settings: [String]
  /// Rule ids.
  public var rules: [String]
  /// Ticks per case (every tick of its timeline).
  public var ticks: [String: Int]
  /// The shard of the matrix this report covers, `nil` for the whole.
  public var shard: Shard?
  /// Layouts the rules judged (after equivalence classes), each counted as if resolved on its
  /// own, so the count does not depend on how the work was split or shared; and the naive count
  /// without locale classes.
  public var evaluations: Int
  public var naiveEvaluations: Int
  /// The locale messages and evidence are worked out in where a finding covers it.
  public var exampleLocale: String?

  public init(
    locales: [String], rtlLocales: Int, platforms: [String], settings: [String], rules: [String],
    ticks: [String: Int], shard: Shard?, evaluations: Int, naiveEvaluations: Int
  ) {
    self.locales = locales
    self.rtlLocales = rtlLocales
    self.platforms = platforms
    self.settings = settings
    self.rules = rules
    self.ticks = ticks
    self.shard = shard
    self.evaluations = evaluations
    self.naiveEvaluations = naiveEvaluations
  }
}

/// A deterministic slice of the matrix: shard `index` (1-based) of `count`.
public struct Shard: Sendable, Hashable, Codable, CustomStringConvertible {
  public var index: Int
  public var count: Int

  public init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  public var description: String { "\(index)/\(count)" }
}

/// Locales that behave alike for one case: the same direction, digits, pattern, minus sign and
/// spoken-unit availability.
public struct LocaleClass: Sendable, Hashable, Codable {
  public var caseID: String
  /// What the class members share, readable (`rtl latn "mm:ss" minus=\u{200E}-`).
  public var key: String
  /// The member locales.
  public var locales: [String]

  public init(caseID: String, key: String, locales: [String]) {
    self.caseID = caseID
    self.key = key
    self.locales = locales
  }

  private enum CodingKeys: String, CodingKey {
    case caseID, key, locales, localeRanges
  }

  /// Reads `locales` as ids, or as `localeRanges` into the report's table (`LocaleRanges`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    caseID = try container.decode(String.self, forKey: .caseID)
    key = try container.decode(String.self, forKey: .key)
    locales = try LocaleRanges.decodeLocales(container, ids: .locales, ranges: .localeRanges, decoder: decoder)
  }

  /// Writes `locales` as `localeRanges` when the encoder has the report's table, else as ids.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(caseID, forKey: .caseID)
    try container.encode(key, forKey: .key)
    try LocaleRanges.encodeLocales(locales, into: &container, ids: .locales, ranges: .localeRanges, encoder: encoder)
  }
}
