/// What a person needs to see a failure: what was expected, what is shown, and details.
public struct Evidence: Sendable, Hashable, Codable {
  /// The expected presentation (`25:00`).
  public var expected: String?
  /// What the layout shows (`00:52`).
  public var shown: String?
  /// Further facts, as ordered name–value pairs (`direction: rtl`, `quirk: …`).
  public var details: [Detail]

  /// One named fact.
  public struct Detail: Sendable, Hashable, Codable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  public init(expected: String? = nil, shown: String? = nil, details: [Detail] = []) {
    self.expected = expected
    self.shown = shown
    self.details = details
  }
}
