/// What the run did with the waivers it was given.
public struct WaiverSummary: Sendable, Hashable, Codable {
  /// Waivers that turned at least one failure into `waived`.
  public var applied: [WaiverRecord]
  /// Waivers past their review date: they no longer apply.
  public var expired: [WaiverRecord]
  /// Waivers still in force that matched nothing (stale: remove them).
  public var unused: [WaiverRecord]

  public init(applied: [WaiverRecord] = [], expired: [WaiverRecord] = [], unused: [WaiverRecord] = []) {
    self.applied = applied
    self.expired = expired
    self.unused = unused
  }
}

/// A waiver as the report records it.
public struct WaiverRecord: Sendable, Hashable, Codable {
  /// `W1`, `W2`, … in file order, or the waiver's own id.
  public var id: String
  public var rule: String
  public var caseID: String
  public var node: String?
  public var platforms: [String]?
  public var locales: [String]?
  public var reason: String
  public var approvedBy: String
  /// `YYYY-MM-DD`.
  public var reviewBy: String
  /// How many (locale, setting) failures it waived.
  public var matched: Int

  public init(
    id: String, rule: String, caseID: String, node: String?, platforms: [String]?, locales: [String]?,
    reason: String, approvedBy: String, reviewBy: String, matched: Int
  ) {
    self.id = id
    self.rule = rule
    self.caseID = caseID
    self.node = node
    self.platforms = platforms
    self.locales = locales
    self.reason = reason
    self.approvedBy = approvedBy
    self.reviewBy = reviewBy
    self.matched = matched
  }
}
