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
  /// Locale classes per case.
  let classes: [[LocaleClassifier.Group]]
  /// Per case, the locales (indices into the run's) of each of its `expect` entries.
  let expectedLocales: [[Set<Int>]]
  /// The (case, platform) units of this shard, in order.
  let units: [ShardUnit]
  /// One task per locale class of each case this shard has units of: the class evaluated on
  /// each of the case's platforms in the shard (`unitsOfCase`).
  let tasks: [ClassTask]
  /// Per case, the shard's units of it (indices into `units`), in platform order.
  let unitsOfCase: [[Int]]
  /// Per case and class, the class's members as bits.
  let memberBits: [[LocaleBits]]
  /// Each locale id's index in `localeIDs`.
  let localeIndex: [String: Int]
  /// The baseline's failures in the run's locales; `nil` without a baseline.
  let baselineFailures: BaselineFailures?
  /// Per waiver of the configuration, the run's locales it names.
  let waiverLocales: [LocaleBits]
  /// The run's locale ids (BCP 47), parallel to `configuration.locales`.
  let localeIDs: [String]
  /// The locale messages and evidence are worked out in where a class has it: the configured
  /// one, else `en`, else the run's first locale.
  let exampleLocale: Int?

  init(_ configuration: AuditConfiguration) throws(RunnerError) {
    self.configuration = configuration
    var units: [ShardUnit] = []
    for caseIndex in configuration.cases.indices {
      for platformIndex in configuration.platforms.indices {
        units.append(ShardUnit(caseIndex: caseIndex, platformIndex: platformIndex))
      }
    }
    if let shard = configuration.shard {
      // Contiguous slices of equal size: a case's platforms stay together, so a shard works out
      // a case's locale classes and displays once rather than in every shard. Cases whose
      // display reads the locale's own time patterns come first, so that as few shards as can
      // hold them open ICU's pattern generator in every locale (a third of a run's CPU on the
      // shipped cases, paid again by each shard that needs it).
      let reads = configuration.cases.map(Self.readsLocalePatterns)
      let ordered = units.filter { reads[$0.caseIndex] } + units.filter { !reads[$0.caseIndex] }
      let start = units.count * (shard.index - 1) / shard.count
      let end = units.count * shard.index / shard.count
      units = ordered[start..<end].sorted { ($0.caseIndex, $0.platformIndex) < ($1.caseIndex, $1.platformIndex) }
    }
    // A shard classifies only its own cases: a case's classes may need a pattern generator for
    // every locale, and the other shards' cases are theirs to classify (merge joins them).
    let inShard = Set(units.map(\.caseIndex))
    let classifiedCases = configuration.cases.indices.filter { inShard.contains($0) }
    let classified = Atomic<Int>(0)
    let progress = configuration.progress
    progress?(AuditProgress(phase: .classifying, done: 0, total: classifiedCases.count))
    let outcomes = LocaleClassifier.groups(
      for: classifiedCases.map { configuration.cases[$0].layoutCase }, locales: configuration.locales,
      jobs: configuration.jobs
    ) { _ in
      progress?(AuditProgress(phase: .classifying, done: classified.add(1, ordering: .relaxed).newValue, total: classifiedCases.count))
    }
    var classes = Array(repeating: [LocaleClassifier.Group](), count: configuration.cases.count)
    for (caseIndex, outcome) in zip(classifiedCases, outcomes) {
      do {
        classes[caseIndex] = try outcome.get()
      } catch {
        throw .caseFailed(path: configuration.cases[caseIndex].path, detail: "\(error)")
      }
    }
    localeIDs = configuration.locales.map(\.locale.bcp47)
    let preferred = configuration.exampleLocale ?? "en"
    let example = localeIDs.firstIndex(of: preferred) ?? (localeIDs.isEmpty ? nil : 0)
    exampleLocale = example
    // Each class is evaluated in its representative: the example locale when it is a member.
    self.classes = classes.map { groups in
      groups.map { group in
        guard let example, group.members.contains(example) else { return group }
        return LocaleClassifier.Group(key: group.key, members: group.members, representative: example)
      }
    }
    expectedLocales = configuration.cases.map { loaded in
      loaded.layoutCase.expect.map { LocaleScope($0.locales).members(of: configuration.locales) }
    }
    self.units = units
    var unitsOfCase = Array(repeating: [Int](), count: configuration.cases.count)
    for (index, unit) in units.enumerated() { unitsOfCase[unit.caseIndex].append(index) }
    self.unitsOfCase = unitsOfCase
    tasks = configuration.cases.indices.flatMap { caseIndex in
      unitsOfCase[caseIndex].isEmpty ? [] : classes[caseIndex].indices.map { ClassTask(caseIndex: caseIndex, classIndex: $0) }
    }
    let count = localeIDs.count
    memberBits = classes.map { groups in groups.map { LocaleBits($0.members, count: count) } }
    let indexOfLocale = Dictionary(
      localeIDs.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
    localeIndex = indexOfLocale
    baselineFailures = configuration.baseline.map { BaselineFailures($0, localeIndex: indexOfLocale, count: count) }
    let locales = configuration.locales
    waiverLocales = configuration.waivers.map { waiver in
      LocaleBits(locales.indices.filter { waiver.covers(locale: locales[$0]) }, count: count)
    }
  }

  /// Whether a case's display reads the locale's own time patterns (see `--shard`'s order).
  static func readsLocalePatterns(_ loaded: LoadedCase) -> Bool {
    TimerFormatter.readsLocalePatterns(loaded.layoutCase.timeline.display)
  }
}
