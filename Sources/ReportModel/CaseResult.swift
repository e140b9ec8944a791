/// What one rule found for one case on one platform, over every locale and setting.
public struct CaseResult: Sendable, Hashable, Codable {
  public var caseID: String
  public var ruleID: String
  public var platform: String
  /// The overall verdict: failed if anything failed (unwaived), else can't tell if anything
  /// could not be judged, else passed if anything passed, else waived, else inapplicable.
  public var status: ResultStatus
  /// How many (locale, settings) evaluations had each status.
  public var counts: StatusCounts
  /// Failures, can't-tells and waived failures, grouped: one finding per distinct problem,
  /// with every locale and setting it occurs under.
  public var findings: [Finding]
  /// Pictures of the layout for the report: the first failing locale, and an LTR locale beside
  /// it. Empty when nothing failed or the rule is not about order.
  public var pictures: [LayoutPicture]

  public init(
    caseID: String, ruleID: String, platform: String, status: ResultStatus, counts: StatusCounts,
    findings: [Finding], pictures: [LayoutPicture]
  ) {
    self.caseID = caseID
    self.ruleID = ruleID
    self.platform = platform
    self.status = status
    self.counts = counts
    self.findings = findings
    self.pictures = pictures
  }
}

/// One distinct problem a rule found, with where it occurs.
public struct Finding: Sendable, Hashable, Codable {
  /// Failed, can't tell, or waived.
  public var status: ResultStatus
  /// What was found.
  public var message: String
  /// The reason code of a can't-tell.
  public var reason: String?
  /// The node, with its file, line and column.
  public var node: NodeLocation?
  /// The first tick where it shows.
  public var tick: Int?
  /// Expected vs shown, details.
  public var evidence: Evidence?
  /// The locales it occurs under (BCP 47, catalogue order).
  public var locales: [String]
  /// The settings it occurs under.
  public var settings: [String]
  /// `new` or `existing` against the baseline, when one was given.
  public var baseline: BaselineState?
  /// The id of the waiver that accepted it, when waived.
  public var waiver: String?
  /// A stable fingerprint: rule, case, node path and platform (SARIF `partialFingerprints`).
  public var fingerprint: String
  /// Whether the fixture's `expect` block declares this outcome (the regression zoo's cases fail
  /// on purpose): declared failures do not fail the run.
  public var expected: Bool
  /// The `reason` the `expect` block gives, when declared.
  public var expectReason: String?
  /// The locale the message and evidence were worked out in (the run's example locale when the
  /// finding covers it, else the first locale of its class).
  public var exampleLocale: String?
  /// The edit of the Swift source the rule's automatic fix makes for this failure, when it has
  /// one (Swift inputs only); `nil` otherwise, and absent from the JSON.
  public var fix: SuggestedFix?

  public init(
    status: ResultStatus, message: String, reason: String?, node: NodeLocation?, tick: Int?,
    evidence: Evidence?, locales: [String], settings: [String], baseline: BaselineState?, waiver: String?,
    fingerprint: String, expected: Bool = false, expectReason: String? = nil, exampleLocale: String? = nil,
    fix: SuggestedFix? = nil
  ) {
    self.fix = fix
    self.expected = expected
    self.expectReason = expectReason
    self.exampleLocale = exampleLocale
    self.status = status
    self.message = message
    self.reason = reason
    self.node = node
    self.tick = tick
    self.evidence = evidence
    self.locales = locales
    self.settings = settings
    self.baseline = baseline
    self.waiver = waiver
    self.fingerprint = fingerprint
  }
}

extension Finding {
  /// Hashes the fingerprint, status and locale count rather than every field: reports intern
  /// findings by value, and hashing every locale id of every finding was most of that work.
  /// Equal findings hash alike; equality still compares every field.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(fingerprint)
    hasher.combine(status)
    hasher.combine(locales.count)
  }

  private enum CodingKeys: String, CodingKey {
    case status, message, reason, node, tick, evidence, locales, localeRanges, settings, baseline, waiver
    case fingerprint, expected, expectReason, exampleLocale, fix
  }

  /// Reads `locales` as ids, or as `localeRanges` into the report's table (`LocaleRanges`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    status = try container.decode(ResultStatus.self, forKey: .status)
    message = try container.decode(String.self, forKey: .message)
    reason = try container.decodeIfPresent(String.self, forKey: .reason)
    node = try container.decodeIfPresent(NodeLocation.self, forKey: .node)
    tick = try container.decodeIfPresent(Int.self, forKey: .tick)
    evidence = try container.decodeIfPresent(Evidence.self, forKey: .evidence)
    locales = try LocaleRanges.decodeLocales(container, ids: .locales, ranges: .localeRanges, decoder: decoder)
    settings = try container.decode([String].self, forKey: .settings)
    baseline = try container.decodeIfPresent(BaselineState.self, forKey: .baseline)
    waiver = try container.decodeIfPresent(String.self, forKey: .waiver)
    fingerprint = try container.decode(String.self, forKey: .fingerprint)
    expected = try container.decode(Bool.self, forKey: .expected)
    expectReason = try container.decodeIfPresent(String.self, forKey: .expectReason)
    exampleLocale = try container.decodeIfPresent(String.self, forKey: .exampleLocale)
    fix = try container.decodeIfPresent(SuggestedFix.self, forKey: .fix)
  }

  /// Writes `locales` as `localeRanges` when the encoder has the report's table, else as ids.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(status, forKey: .status)
    try container.encode(message, forKey: .message)
    try container.encodeIfPresent(reason, forKey: .reason)
    try container.encodeIfPresent(node, forKey: .node)
    try container.encodeIfPresent(tick, forKey: .tick)
    try container.encodeIfPresent(evidence, forKey: .evidence)
    try LocaleRanges.encodeLocales(locales, into: &container, ids: .locales, ranges: .localeRanges, encoder: encoder)
    try container.encode(settings, forKey: .settings)
    try container.encodeIfPresent(baseline, forKey: .baseline)
    try container.encodeIfPresent(waiver, forKey: .waiver)
    try container.encode(fingerprint, forKey: .fingerprint)
    try container.encode(expected, forKey: .expected)
    try container.encodeIfPresent(expectReason, forKey: .expectReason)
    try container.encodeIfPresent(exampleLocale, forKey: .exampleLocale)
    try container.encodeIfPresent(fix, forKey: .fix)
  }
}

/// A drawable snapshot of a resolved layout: glyph frames in visual order, the reference and
/// the accessibility elements, for the HTML report's SVG pictures.
public struct LayoutPicture: Sendable, Hashable, Codable {
  public var locale: String
  public var direction: ReadingDirection
  /// The platform; empty in a table entry of `ResultLayout`, whose JSON leaves it out and whose
  /// reader fills in its result's.
  public var platform: String {
    get { storedPlatform ?? "" }
    set { storedPlatform = newValue.isEmpty ? nil : newValue }
  }
  public var tick: Int
  /// The display string (logical order).
  public var display: String
  /// The reference, left to right.
  public var reference: String
  /// Every glyph drawn, original and reflection.
  public var glyphs: [PictureGlyph]
  /// Accessibility elements in reading order.
  public var elements: [PictureElement]
  /// `platform`, `nil` when it is empty.
  private var storedPlatform: String?

  public init(
    locale: String, direction: ReadingDirection, platform: String, tick: Int, display: String, reference: String,
    glyphs: [PictureGlyph], elements: [PictureElement]
  ) {
    self.locale = locale
    self.direction = direction
    self.tick = tick
    self.display = display
    self.reference = reference
    self.glyphs = glyphs
    self.elements = elements
    self.platform = platform
  }

  private enum CodingKeys: String, CodingKey {
    case locale, direction, storedPlatform = "platform", tick, display, reference, glyphs, elements
  }
}

/// One glyph of a picture.
public struct PictureGlyph: Sendable, Hashable, Codable {
  public var character: String
  public var logicalIndex: Int
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double
  public var mirrored: Bool
  public var flippedVertically: Bool
  public var copy: LayoutCopy

  public init(
    character: String, logicalIndex: Int, x: Double, y: Double, width: Double, height: Double,
    mirrored: Bool, flippedVertically: Bool, copy: LayoutCopy
  ) {
    self.character = character
    self.logicalIndex = logicalIndex
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.mirrored = mirrored
    self.flippedVertically = flippedVertically
    self.copy = copy
  }
}

/// One accessibility element of a picture.
public struct PictureElement: Sendable, Hashable, Codable {
  public var label: String
  public var traits: [String]
  public var hidden: Bool
  public var copy: LayoutCopy

  public init(label: String, traits: [String], hidden: Bool, copy: LayoutCopy) {
    self.label = label
    self.traits = traits
    self.hidden = hidden
    self.copy = copy
  }
}
