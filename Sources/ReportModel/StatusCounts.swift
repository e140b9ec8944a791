/// How many (locale, settings) evaluations of one result had each status.
///
/// Encoded as an object with a key per status that occurred (`{"failed": 3, "passed": 5}`),
/// so zero counts take no room in the report.
public struct StatusCounts: Sendable, Hashable, Codable {
  private var values: [ResultStatus: Int]

  /// No evaluations.
  public init() {
    values = [:]
  }

  /// The count of one status.
  public subscript(status: ResultStatus) -> Int {
    get { values[status, default: 0] }
    set { values[status] = newValue == 0 ? nil : newValue }
  }

  /// Every evaluation counted.
  public var total: Int { values.values.reduce(0, +) }

  /// The overall status: failed if anything failed, else can't tell if anything could not be
  /// judged, else latent if a failure appears only under a localisation the app does not ship,
  /// else passed if anything passed, else waived, else inapplicable.
  public var overall: ResultStatus {
    self[.failed] > 0 ? .failed
      : self[.cantTell] > 0 ? .cantTell
      : self[.latent] > 0 ? .latent
      : self[.passed] > 0 ? .passed
      : self[.waived] > 0 ? .waived : .inapplicable
  }

  public init(from decoder: any Decoder) throws {
    let raw = try [String: Int](from: decoder)
    values = [:]
    for (key, count) in raw {
      guard let status = ResultStatus(rawValue: key) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "unknown status \"\(key)\""))
      }
      values[status] = count
    }
  }

  public func encode(to encoder: any Encoder) throws {
    try Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value) }).encode(to: encoder)
  }
}

extension StatusCounts: ExpressibleByDictionaryLiteral {
  /// Counts written out: `[.failed: 3, .passed: 5]`.
  public init(dictionaryLiteral elements: (ResultStatus, Int)...) {
    self.init()
    for (status, count) in elements { self[status] += count }
  }
}
