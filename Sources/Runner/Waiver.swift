import Foundation
import LocaleEngine

/// An accepted exception: a rule's failures on a case (optionally one node, some platforms,
/// some locales), with who approved it and until when.
public struct Waiver: Sendable, Hashable, Codable {
  /// An id for reports; `W1`, `W2`, … in file order when the file gives none.
  public var id: String
  public var rule: String
  /// The case id (JSON key `case`).
  public var caseID: String
  /// A node id or path; `nil` for any node.
  public var node: String?
  /// Platform ids; `nil` for all.
  public var platforms: [String]?
  /// Locale ids, or the groups `rtl` / `ltr`; `nil` for all.
  public var locales: [String]?
  public var reason: String
  public var approvedBy: String
  /// The date the waiver must be reviewed by, `YYYY-MM-DD`; past it, the waiver no longer
  /// applies and is reported as expired.
  public var reviewBy: String

  enum CodingKeys: String, CodingKey {
    case id, rule, node, platforms, locales, reason, approvedBy, reviewBy
    case caseID = "case"
  }

  public init(
    id: String, rule: String, caseID: String, node: String? = nil, platforms: [String]? = nil,
    locales: [String]? = nil, reason: String, approvedBy: String, reviewBy: String
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
  }

  /// Whether the waiver is past its review date on `day` (`YYYY-MM-DD`), compared as dates; a
  /// review date that is no calendar date (the file reader refuses those) counts as expired.
  public func isExpired(on day: String) -> Bool {
    guard let review = CalendarDate(reviewBy) else { return true }
    guard let today = CalendarDate(day) else { return reviewBy < day }
    return review < today
  }

  /// The record a report keeps.
  func record(matched: Int) -> WaiverRecord {
    WaiverRecord(
      id: id, rule: rule, caseID: caseID, node: node, platforms: platforms, locales: locales, reason: reason,
      approvedBy: approvedBy, reviewBy: reviewBy, matched: matched)
  }
}
