/// What a person needs to see a failure: what was expected, what is shown, and details.
public struct Evidence: Sendable, Hashable, Codable {
  /// The expected presentation (`25:00`).
  public var expected: String?
  /// What the layout shows (`00:52`).
  public var shown: String?
  /// Further facts, as ordered name–value pairs (`direction: rtl`, `quirk: …`).
  public var details: [Detail]
  /// A string too wide for its space at a text size, for the sign-off to draw to scale.
  public var fit: TextFitEvidence?

  /// One named fact.
  public struct Detail: Sendable, Hashable, Codable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  public init(expected: String? = nil, shown: String? = nil, details: [Detail] = [], fit: TextFitEvidence? = nil) {
    self.expected = expected
    self.shown = shown
    self.details = details
    self.fit = fit
  }
}

/// A string that does not fit its space at one Dynamic Type size (`timer-text-fits`).
public struct TextFitEvidence: Sendable, Hashable, Codable {
  /// The string, in logical order.
  public var text: String
  /// The Dynamic Type size (`accessibility3`).
  public var size: String
  /// The point size it draws at there.
  public var points: Double
  /// Its width in points (in the stand-in fonts).
  public var width: Double
  /// The space it has, in points.
  public var space: Double
  /// Whether the space is a frame's (or else the narrowest screen's).
  public var inFrame: Bool

  public init(text: String, size: String, points: Double, width: Double, space: Double, inFrame: Bool) {
    self.text = text
    self.size = size
    self.points = points
    self.width = width
    self.space = space
    self.inFrame = inFrame
  }
}
