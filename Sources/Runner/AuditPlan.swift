import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Rules
import Synchronization

/// The matrix of a run, worked out before any evaluation: locale classes per case, each
/// expectation's locales, the units of this shard and their class evaluations. Plain data;
/// `ClassEvaluator` and `UnitAssembler` do the work.
struct AuditPlan: Sendable {
  let configuration: AuditConfiguration
  /// Locale classes per case (none for a case not yet classified: see `deferring`).
  private(set) var classes: [[LocaleClassifier.Group]]
  /// Per case, the locales (indices into the run's) of each of its `expect` entries.
  let expectedLocales: [[Set<Int>]]
  /// The (case, platform) units of this shard, in order.
  let units: [ShardUnit]
  /// One task per locale class of each case this shard has units of: the class evaluated on
  /// each of the case's platforms in the shard (`unitsOfCase`).
  private(set) var tasks: [ClassTask]
  /// Per case, the shard's units of it (indices into `units`), in platform order.
  let unitsOfCase: [[Int]]
  /// Per case and class, the class's members as bits.
  private(set) var memberBits: [[LocaleBits]]
  /// The baseline's failures in the run's locales; `nil` without a baseline.
  let baselineFailures: BaselineFailures?
  /// Per waiver of the configuration, the run's locales it names.
  let waiverLocales: [LocaleBits]
  /// The run's locale ids (BCP 47), parallel to `configuration.locales`.
  let localeIDs: [String]
  /// The locale messages and evidence are worked out in where a class has it: the configured
  /// one, else `en`, else the run's first locale.
  let exampleLocale: Int?

  /// The plan of a run; the cases in `deferring` are left unclassified (no classes, no
  /// tasks) until `classifying(_:jobs:)`. With a `lane`, the others are classified on one
  /// thread fewer, and the lane joins when its generators are open.
  init(_ configuration: AuditConfiguration, deferring: Set<Int> = [], lane: PatternLane? = nil) throws(RunnerError) {
    self.configuration = configuration
    let units = Self.units(of: configuration)
    localeIDs = configuration.locales.map(\.locale.bcp47)
    let preferred = configuration.exampleLocale ?? "en"
    exampleLocale = localeIDs.firstIndex(of: preferred) ?? (localeIDs.isEmpty ? nil : 0)
    expectedLocales = configuration.cases.map { loaded in
      loaded.layoutCase.expect.map { LocaleScope($0.locales).members(of: configuration.locales) }
    }
    self.units = units
    var unitsOfCase = Array(repeating: [Int](), count: configuration.cases.count)
    for (index, unit) in units.enumerated() { unitsOfCase[unit.caseIndex].append(index) }
    self.unitsOfCase = unitsOfCase
    classes = Array(repeating: [], count: configuration.cases.count)
    tasks = []
    memberBits = Array(repeating: [], count: configuration.cases.count)
    let count = localeIDs.count
    let localeIndex = Dictionary(
      localeIDs.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    baselineFailures = configuration.baseline.map { BaselineFailures($0, localeIndex: localeIndex, count: count) }
    let locales = configuration.locales
    waiverLocales = configuration.waivers.map { waiver in
      LocaleBits(locales.indices.filter { waiver.covers(locale: locales[$0]) }, count: count)
    }
    // A shard classifies only its own cases: a case's classes may need a pattern generator for
    // every locale, and the other shards' cases are theirs to classify (merge joins them).
    let inShard = configuration.cases.indices.filter { !unitsOfCase[$0].isEmpty }
    let classified = inShard.filter { !deferring.contains($0) }
    try classify(classified, jobs: configuration.jobs, before: 0, of: inShard.count, lane: lane)
  }

  /// The plan with the cases `more` classified too (cases `init` deferred), on `jobs` threads.
  func classifying(_ more: [Int], jobs: Int) throws(RunnerError) -> AuditPlan {
    var plan = self
    let cases = more.filter { !unitsOfCase[$0].isEmpty && classes[$0].isEmpty }
    let done = configuration.cases.indices.count { !classes[$0].isEmpty }
    try plan.classify(cases, jobs: jobs, before: done, of: done + cases.count)
    return plan
  }

  /// Works out the classes of `cases` and their tasks; progress counts on from `before` cases
  /// classified, of `total`.
  private mutating func classify(
    _ cases: [Int], jobs: Int, before: Int, of total: Int, lane: PatternLane? = nil
  ) throws(RunnerError) {
    let configuration = configuration
    let classified = Atomic<Int>(before)
    let progress = configuration.progress
    progress?(AuditProgress(phase: .classifying, done: before, total: total))
    let outcomes = LocaleClassifier.groups(
      for: cases.map { configuration.cases[$0].layoutCase }, locales: configuration.locales, jobs: jobs,
      stripes: lane == nil ? jobs : jobs - 1, helper: lane.map { lane in { lane.help(with: $0) } }
    ) { _ in
      progress?(AuditProgress(phase: .classifying, done: classified.add(1, ordering: .relaxed).newValue, total: total))
    }
    let count = localeIDs.count
    for (caseIndex, outcome) in zip(cases, outcomes) {
      let groups: [LocaleClassifier.Group]
      do {
        groups = try outcome.get()
      } catch {
        throw .caseFailed(path: configuration.cases[caseIndex].path, detail: "\(error)")
      }
      // Each class is evaluated in its representative: the example locale when it is a member.
      classes[caseIndex] = groups.map { group in
        guard let example = exampleLocale, group.members.contains(example) else { return group }
        return LocaleClassifier.Group(key: group.key, members: group.members, representative: example)
      }
      memberBits[caseIndex] = classes[caseIndex].map { LocaleBits($0.members, count: count) }
    }
    // Tasks in case order, whichever cases were classified first.
    tasks = configuration.cases.indices.flatMap { caseIndex in
      unitsOfCase[caseIndex].isEmpty ? [] : classes[caseIndex].indices.map { ClassTask(caseIndex: caseIndex, classIndex: $0) }
    }
  }

  /// The (case, platform) units a run (or its shard) evaluates, in order.
  static func units(of configuration: AuditConfiguration) -> [ShardUnit] {
    var units: [ShardUnit] = []
    for caseIndex in configuration.cases.indices {
      for platformIndex in configuration.platforms.indices {
        units.append(ShardUnit(caseIndex: caseIndex, platformIndex: platformIndex))
      }
    }
    guard let shard = configuration.shard else { return units }
    // Contiguous slices of equal size: a case's platforms stay together, so a shard works out
    // a case's locale classes and displays once rather than in every shard. Cases whose
    // display reads the locale's own time patterns come first, so that as few shards as can
    // hold them open ICU's pattern generators (a quarter of a run's CPU on the shipped cases,
    // paid again by each shard that needs them).
    let reads = configuration.cases.map(Self.readsLocalePatterns)
    let ordered = units.filter { reads[$0.caseIndex] } + units.filter { !reads[$0.caseIndex] }
    let start = units.count * (shard.index - 1) / shard.count
    let end = units.count * shard.index / shard.count
    return ordered[start..<end].sorted { ($0.caseIndex, $0.platformIndex) < ($1.caseIndex, $1.platformIndex) }
  }

  /// Whether a case's display reads the locale's own time patterns (see `--shard`'s order).
  static func readsLocalePatterns(_ loaded: LoadedCase) -> Bool {
    TimerFormatter.readsLocalePatterns(loaded.layoutCase.timeline.display)
  }
}
