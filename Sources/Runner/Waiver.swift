import Foundation
import LayoutEngine
import LocaleEngine
import ReportModel

/// An accepted exception: a rule's failures on a case (optionally one node, some platforms,
/// some locales), with who approved it and until when. Its ids were checked against the
/// catalogue when it was read, and its locales resolved.
package struct Waiver: Sendable, Hashable {
  /// An id for reports; `W1`, `W2`, … in file order when the file gives none.
  package var id: String
  package var rule: String
  /// The case id (JSON key `case`).
  package var caseID: String
  /// A node id or path; `nil` for any node.
  package var node: String?
  /// Platform ids; `nil` for all.
  package var platforms: [String]?
  /// Locale ids, or the groups `all`, `rtl`, `ltr`, as written; `nil` for all.
  package var locales: [String]?
  /// `locales`, resolved.
  package var scopes: [LocaleScope]?
  package var reason: String
  package var approvedBy: String
  /// The date the waiver must be reviewed by, `YYYY-MM-DD`; past it, the waiver no longer
  /// applies and is reported as expired.
  package var reviewBy: String

  package init(
    id: String, rule: String, caseID: String, node: String? = nil, platforms: [String]? = nil,
    locales: [String]? = nil, reason: String, approvedBy: String, reviewBy: String
  ) {
    self.id = id
    self.rule = rule
    self.caseID = caseID
    self.node = node
    self.platforms = platforms
    self.locales = locales
    scopes = locales.map { $0.map(LocaleScope.init(waiverSelector:)) }
    self.reason = reason
    self.approvedBy = approvedBy
    self.reviewBy = reviewBy
  }

  /// Whether the waiver is past its review date on `day` (`YYYY-MM-DD`), compared as dates; a
  /// review date that is no calendar date (the file reader refuses those) counts as expired.
  package func isExpired(on day: String) -> Bool {
    guard let review = CalendarDate(reviewBy) else { return true }
    guard let today = CalendarDate(day) else { return reviewBy < day }
    return review < today
  }

  /// Whether the waiver covers failures of `rule` at `node` on `platform`, in the locales it names.
  func covers(rule: String, node: NodeReference?, platform: String) -> Bool {
    guard self.rule == rule else { return false }
    if let wanted = self.node, wanted != node?.id, wanted != node?.path { return false }
    if let platforms, !platforms.contains(platform) { return false }
    return true
  }

  /// Whether the waiver names a locale (a waiver naming none covers all).
  func covers(locale: LocaleProfile) -> Bool {
    scopes?.contains { $0.contains(locale) } ?? true
  }

  /// The record a report keeps.
  func record(matched: Int) -> WaiverRecord {
    WaiverRecord(
      id: id, rule: rule, caseID: caseID, node: node, platforms: platforms, locales: locales, reason: reason,
      approvedBy: approvedBy, reviewBy: reviewBy, matched: matched)
  }
}

extension LocaleScope {
  /// A waiver's locale entry: `all`, `rtl`, `ltr` or a locale id (checked when read).
  init(waiverSelector selector: String) {
    switch selector {
    case "all": self = .all
    case "rtl": self = .rtl
    case "ltr": self = .ltr
    default: self = .locales(Set(LocaleCatalog.system.locale(selector).map { [$0] } ?? []))
    }
  }
}
