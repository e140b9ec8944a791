import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules

/// The matrix of a run as plain data: the units of this shard, each expectation's and waiver's
/// locales, the baseline's failures and, once classified, each case's locale classes.
/// `AuditPhase` fills in the classes; `ClassEvaluator` and `UnitAssembler` do the work.
struct AuditPlan: Sendable {
  let request: AuditRequest
  /// The (case, platform) units of this shard, in order.
  let units: [ShardUnit]
  /// Per case, the shard's units of it (indices into `units`), in platform order.
  let unitsOfCase: [[Int]]
  /// Per case, the locales (indices into the run's) of each of its `expect` entries.
  let expectedLocales: [[Set<Int>]]
  /// The baseline's failures in the run's locales; `nil` without a baseline.
  let baselineFailures: BaselineFailures?
  /// Per waiver of the request, the run's locales it names.
  let waiverLocales: [LocaleBits]
  /// The run's locale ids (BCP 47), parallel to `request.locales`.
  let localeIDs: [String]
  /// The ids of the sets of locales findings cover, one list a set.
  let localeNames: LocaleNames
  /// The locale messages and evidence are worked out in where a class has it: the configured
  /// one, else `en`, else the run's first locale.
  let exampleLocale: Int?
  /// Locale classes per case; none for a case not classified (yet, or not in this shard).
  private(set) var classes: [[LocaleClassifier.Group]]
  /// Per case and class, the class's members as bits.
  private(set) var memberBits: [[LocaleBits]]

  /// The plan of a run, no case classified yet.
  init(_ request: AuditRequest) {
    self.request = request
    units = Self.units(of: request)
    var unitsOfCase = Array(repeating: [Int](), count: request.cases.count)
    for (index, unit) in units.enumerated() { unitsOfCase[unit.caseIndex].append(index) }
    self.unitsOfCase = unitsOfCase
    let locales = request.locales
    expectedLocales = request.cases.map { loaded in
      loaded.layoutCase.expect.map { LocaleScope($0.locales).members(of: locales) }
    }
    localeIDs = locales.map(\.locale.bcp47)
    localeNames = LocaleNames(localeIDs)
    let count = localeIDs.count
    let localeIndex = Dictionary(
      localeIDs.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    baselineFailures = request.baseline.map { BaselineFailures($0.report, localeIndex: localeIndex, count: count) }
    waiverLocales = request.waivers.waivers.map { waiver in
      LocaleBits(locales.indices.filter { waiver.covers(locale: locales[$0]) }, count: count)
    }
    let preferred = request.exampleLocale?.bcp47 ?? "en"
    exampleLocale = localeIDs.firstIndex(of: preferred) ?? (localeIDs.isEmpty ? nil : 0)
    classes = Array(repeating: [], count: request.cases.count)
    memberBits = Array(repeating: [], count: request.cases.count)
  }

  /// The cases this shard has units of, in order: a shard classifies only its own cases (a
  /// case's classes may need a pattern generator for every locale; merge joins the shards').
  var casesInShard: [Int] {
    unitsOfCase.indices.filter { !unitsOfCase[$0].isEmpty }
  }

  /// Records a case's classes, each evaluated in its representative: the example locale when
  /// it is a member.
  mutating func classify(_ caseIndex: Int, as groups: [LocaleClassifier.Group]) {
    classes[caseIndex] = groups.map { group in
      guard let example = exampleLocale, group.members.contains(example) else { return group }
      return LocaleClassifier.Group(key: group.key, members: group.members, representative: example)
    }
    memberBits[caseIndex] = groups.map { LocaleBits($0.members, count: localeIDs.count) }
  }

  /// One task per locale class of each of `cases`, in case and class order.
  func tasks(of cases: [Int]) -> [ClassTask] {
    cases.flatMap { caseIndex in classes[caseIndex].indices.map { ClassTask(caseIndex: caseIndex, classIndex: $0) } }
  }

  /// The (case, platform) units a run (or its shard) evaluates, in order.
  static func units(of request: AuditRequest) -> [ShardUnit] {
    let units = request.cases.indices.flatMap { caseIndex in
      request.platforms.indices.map { ShardUnit(caseIndex: caseIndex, platformIndex: $0) }
    }
    guard let shard = request.shard else { return units }
    // Contiguous slices of equal size: a case's platforms stay together, so a shard works out
    // a case's locale classes and displays once rather than in every shard. Cases whose
    // display reads the locale's own time patterns come first, so that as few shards as can
    // hold them open ICU's pattern generators (a quarter of a run's CPU on the shipped cases,
    // paid again by each shard that needs them).
    let reads = request.cases.map(Self.readsLocalePatterns)
    let ordered = units.filter { reads[$0.caseIndex] } + units.filter { !reads[$0.caseIndex] }
    let start = units.count * (shard.index - 1) / shard.count
    let end = units.count * shard.index / shard.count
    return ordered[start..<end].sorted { ($0.caseIndex, $0.platformIndex) < ($1.caseIndex, $1.platformIndex) }
  }

  /// Whether a case's display reads the locale's own time patterns (see `--shard`'s order).
  static func readsLocalePatterns(_ loaded: AuditCase) -> Bool {
    TimerFormatter.readsLocalePatterns(loaded.layoutCase.timeline.display)
  }
}
