/// How many (locale, settings) evaluations of one result had each status.
///
/// Encoded as an object with a key per status that occurred (`{"failed": 3, "passed": 5}`),
/// so zero counts take no room in the report.
public struct StatusCounts: Sendable, Hashable, Codable {
  // A field a status, not a dictionary: counting is in the runner's innermost loop, where
  // hashing a status for every class and setting was a tenth of assembling a unit.
  private var passed = 0, failed = 0, cantTell = 0, inapplicable = 0, waived = 0, latent = 0

  /// No evaluations.
  public init() {}

  /// The count of one status.
  public subscript(status: ResultStatus) -> Int {
    get {
      switch status {
      case .passed: passed
      case .failed: failed
      case .cantTell: cantTell
      case .inapplicable: inapplicable
      case .waived: waived
      case .latent: latent
      }
    }
    set {
      switch status {
      case .passed: passed = newValue
      case .failed: failed = newValue
      case .cantTell: cantTell = newValue
      case .inapplicable: inapplicable = newValue
      case .waived: waived = newValue
      case .latent: latent = newValue
      }
    }
  }

  /// Every evaluation counted.
  public var total: Int { passed + failed + cantTell + inapplicable + waived + latent }

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
    for (key, count) in raw {
      guard let status = ResultStatus(rawValue: key) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: decoder.codingPath, debugDescription: "unknown status \"\(key)\""))
      }
      self[status] = count
    }
  }

  public func encode(to encoder: any Encoder) throws {
    // Only the statuses that occurred.
    try Dictionary(uniqueKeysWithValues: ResultStatus.allCases.compactMap { self[$0] == 0 ? nil : ($0.rawValue, self[$0]) })
      .encode(to: encoder)
  }
}
