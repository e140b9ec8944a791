/// What a rule says about itself: the catalogue, `explain`, and every report read it.
public struct RuleMetadata: Sendable, Hashable, Codable {
  /// Stable kebab-case id (`digit-order-ltr`).
  public let id: String
  /// A short title.
  public let title: String
  /// One sentence: what the rule checks.
  public let summary: String
  /// Why it matters, with the story behind it.
  public let rationale: String
  /// Its known limits: the false positives and false negatives it can have.
  public let limits: [String]
  /// WCAG 2.2 success criteria (`1.3.2`).
  public let wcag: [String]
  /// The criteria in `wcag` the rule bears on without measuring what they ask, each with why:
  /// the sign-off rates a criterion only on rules that measure it, so a passing rule that checks
  /// a fallback exists cannot earn "Supports" for a contrast ratio it never computed.
  public let unmeasured: [String: String]
  /// Further references: Apple HIG sections, documentation, the field report.
  public let references: [Reference]
  /// The default severity.
  public let severity: Severity
  /// How to fix a failure.
  public let fix: String

  /// A cited document.
  public struct Reference: Sendable, Hashable, Codable {
    public let title: String
    public let url: String

    public init(_ title: String, _ url: String) {
      self.title = title
      self.url = url
    }
  }

  public init(
    id: String, title: String, summary: String, rationale: String, limits: [String], wcag: [String],
    unmeasured: [String: String] = [:], references: [Reference], severity: Severity, fix: String
  ) {
    self.id = id
    self.title = title
    self.summary = summary
    self.rationale = rationale
    self.limits = limits
    self.wcag = wcag
    self.unmeasured = unmeasured
    self.references = references
    self.severity = severity
    self.fix = fix
  }

  private enum CodingKeys: String, CodingKey {
    case id, title, summary, rationale, limits, wcag, unmeasured, references, severity, fix
  }

  /// Reads a rule as `report.json` records it; reports written before `unmeasured` existed
  /// (a baseline) read as measuring every criterion they cite.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    title = try container.decode(String.self, forKey: .title)
    summary = try container.decode(String.self, forKey: .summary)
    rationale = try container.decode(String.self, forKey: .rationale)
    limits = try container.decode([String].self, forKey: .limits)
    wcag = try container.decode([String].self, forKey: .wcag)
    unmeasured = try container.decodeIfPresent([String: String].self, forKey: .unmeasured) ?? [:]
    references = try container.decode([Reference].self, forKey: .references)
    severity = try container.decode(Severity.self, forKey: .severity)
    fix = try container.decode(String.self, forKey: .fix)
  }

  /// Whether the rule measures what `criterion` asks (it cites it and does not list it as
  /// unmeasured).
  public func measures(_ criterion: String) -> Bool { wcag.contains(criterion) && unmeasured[criterion] == nil }

  /// The WCAG success criteria with their titles and links, for reports.
  public var wcagReferences: [Reference] {
    wcag.map { criterion in
      Reference("WCAG 2.2 \(criterion) \(WCAG.titles[criterion] ?? "")", WCAG.url(criterion))
    }
  }
}

/// The WCAG 2.2 success criteria the catalogue cites.
public enum WCAG {
  /// Titles by number.
  public static let titles: [String: String] = [
    "1.1.1": "Non-text Content", "1.3.1": "Info and Relationships", "1.3.2": "Meaningful Sequence",
    "1.4.3": "Contrast (Minimum)", "1.4.4": "Resize Text", "1.4.10": "Reflow", "1.4.11": "Non-text Contrast", "2.3.3": "Animation from Interactions",
    "4.1.2": "Name, Role, Value",
  ]

  /// The Understanding document of a criterion, named by its title's words in lower case
  /// joined by hyphens (`contrast-minimum`).
  public static func url(_ criterion: String) -> String {
    let words = (titles[criterion] ?? "").lowercased().split { !$0.isLetter && $0 != "-" }
    return "https://www.w3.org/WAI/WCAG22/Understanding/" + words.joined(separator: "-")
  }
}
