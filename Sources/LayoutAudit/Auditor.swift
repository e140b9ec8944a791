import Foundation

/// Audits timer layouts from a team's own Swift Testing or XCTest suite: load a case (or build
/// one from JSON in the test), run it over chosen locales, platforms and settings, and assert
/// on the outcomes.
///
/// ```swift
/// let auditor = Auditor()
/// let timer = try auditor.loadCase(at: "Cases/glass-timer.json")
/// let report = try auditor.audit([timer], locales: .rtl, platforms: ["ios-26", "tvos-26"])
/// #expect(report.failures(rule: "digit-order-ltr").isEmpty, "\(report.failureDescription)")
/// ```
public struct Auditor: Sendable {
  /// The platform profiles available: the built-in six, plus any added from a folder.
  public let platforms: PlatformCatalog
  /// The locale engine (ICU).
  public let engine: LocaleEngine

  /// An auditor with the built-in platform profiles.
  public init(platforms: PlatformCatalog = .builtIn, engine: LocaleEngine = .shared) {
    self.platforms = platforms
    self.engine = engine
  }

  /// What case files are checked against: ICU's locales, these platforms, the rule catalogue.
  public var catalog: CaseCatalog {
    let locales = engine.catalog
    return CaseCatalog(
      isKnownLocale: { locales.locale($0) != nil }, localeSuggestions: { locales.suggestions(for: $0) },
      platformIDs: Set(platforms.ids), ruleIDs: Set(RuleCatalog.ids))
  }

  /// Loads and validates a case file; every problem is reported as `path:line:column: error: …`.
  public func loadCase(at path: String) throws(AuditError) -> LoadedCase {
    do {
      return try CaseLoader().load(file: path, catalog: catalog)
    } catch {
      throw AuditError(error.description)
    }
  }

  /// Loads every case in files and folders.
  public func loadCases(at paths: [String]) throws(AuditError) -> [LoadedCase] {
    let (cases, diagnostics) = CaseLoader().load(paths: paths, catalog: catalog)
    guard diagnostics.isEmpty else { throw AuditError(diagnostics.map(\.description).joined(separator: "\n")) }
    return cases
  }

  /// A case written in Swift as case-file JSON (handy for small cases inside a test).
  public func makeCase(json: String, id: String) throws(AuditError) -> LoadedCase {
    let data = Data(json.utf8)
    let path = "\(id).json"
    do {
      let layoutCase = try CaseDecoder().decode(data, path: path)
      let problems = CaseValidator(catalog: catalog).validate(layoutCase)
      guard problems.isEmpty else { throw AuditError(problems.map(\.description).joined(separator: "\n")) }
      return LoadedCase(path: path, layoutCase: layoutCase, contents: data)
    } catch let error as AuditError {
      throw error
    } catch {
      throw AuditError("\(error)")
    }
  }

  /// Audits cases over a matrix and returns the report (the same one `layout-audit audit`
  /// writes as JSON).
  public func audit(
    _ cases: [LoadedCase], locales: LocaleSelection = .all, platforms platformIDs: [String]? = nil,
    settings: [AccessibilitySettings] = AccessibilitySettings.all, rules ruleIDs: [String]? = nil,
    waivers: [Waiver] = [], baseline: AuditReport? = nil
  ) throws(AuditError) -> AuditReport {
    var rules: [any Rule] = RuleCatalog.all
    if let ruleIDs {
      rules = []
      for id in ruleIDs {
        guard let rule = RuleCatalog.rule(id) else {
          throw AuditError("unknown rule \"\(id)\"; the catalogue has \(RuleCatalog.ids.joined(separator: ", "))")
        }
        rules.append(rule)
      }
    }
    var chosenPlatforms = self.platforms.profiles
    if let platformIDs {
      chosenPlatforms = []
      for id in platformIDs {
        do {
          chosenPlatforms.append(try self.platforms.resolve(id))
        } catch {
          throw AuditError(error.message)
        }
      }
    }
    var configuration = AuditConfiguration(
      cases: cases, locales: try profiles(locales), platforms: chosenPlatforms, settings: settings, rules: rules)
    configuration.waivers = waivers
    configuration.baseline = baseline
    do {
      return try AuditRunner().run(configuration)
    } catch {
      throw AuditError(error.description)
    }
  }

  /// The profiles of a selection, in catalogue order.
  public func profiles(_ selection: LocaleSelection) throws(AuditError) -> [LocaleProfile] {
    let all: [LocaleProfile]
    do {
      all = try engine.allProfiles()
    } catch {
      throw AuditError(error.description)
    }
    switch selection {
    case .all: return all
    case .rtl: return all.filter { $0.direction == .rtl }
    case .ltr: return all.filter { $0.direction == .ltr }
    case .ids(let ids):
      var wanted = Set<LocaleIdentifier>()
      for id in ids {
        do {
          wanted.insert(try engine.catalog.resolve(id))
        } catch {
          throw AuditError(error.description)
        }
      }
      return all.filter { wanted.contains($0.locale) }
    }
  }

  /// Resolves one case under one locale, platform, settings and tick: what the rules see.
  public func resolve(
    _ loaded: LoadedCase, locale: String, platform: String, settings: AccessibilitySettings = .standard,
    tick: Int? = nil
  ) throws(AuditError) -> ResolvedLayout {
    do {
      let resolver = try LayoutResolver(
        case: loaded.layoutCase, locale: engine.profile(locale), platform: platforms.resolve(platform),
        settings: settings, engine: engine)
      return try resolver.resolve(tick: tick ?? loaded.layoutCase.timeline.countdown.from)
    } catch {
      throw AuditError("\(error)")
    }
  }
}
