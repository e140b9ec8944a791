import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel

/// An accepted exception: a rule's failures on a case (optionally one node, some platforms,
/// some locales), with who approved it and until when. Its ids were checked against the
/// catalogue when it was read, and its locales resolved.
///
/// Its fields are the report's record of it (`WaiverRecord`: id, rule, case, node, platforms,
/// locales as written, reason, approver, review date), read through it as `waiver.rule`.
@dynamicMemberLookup
package struct Waiver: Sendable, Hashable {
  /// The waiver as written; `matched` is counted when the report is assembled.
  package var declared: WaiverRecord
  /// `declared.locales`, resolved; `nil` for all.
  package var scopes: [LocaleScope]?

  /// A waiver; `id` is `W1`, `W2`, … in file order when the file gives none, `reviewBy` the
  /// date (`YYYY-MM-DD`) past which it no longer applies and is reported as expired.
  package init(
    id: String, rule: String, caseID: String, node: String? = nil, platforms: [String]? = nil,
    locales: [String]? = nil, reason: String, approvedBy: String, reviewBy: String
  ) {
    declared = WaiverRecord(
      id: id, rule: rule, caseID: caseID, node: node, platforms: platforms, locales: locales, reason: reason,
      approvedBy: approvedBy, reviewBy: reviewBy, matched: 0)
    scopes = locales.map { $0.map(LocaleScope.init(waiverSelector:)) }
  }

  package subscript<Value>(dynamicMember field: KeyPath<WaiverRecord, Value>) -> Value { declared[keyPath: field] }

  /// Whether the waiver is past its review date on `day` (`YYYY-MM-DD`), compared as dates; a
  /// review date that is no calendar date (the file reader refuses those) counts as expired.
  package func isExpired(on day: String) -> Bool {
    guard let review = CalendarDate(self.reviewBy) else { return true }
    guard let today = CalendarDate(day) else { return self.reviewBy < day }
    return review < today
  }

  /// Whether the waiver covers failures of `rule` at `node` on `platform`, in the locales it names.
  func covers(rule: String, node: NodeReference?, platform: String) -> Bool {
    guard self.rule == rule else { return false }
    if let wanted = self.node, wanted != node?.id, wanted != node?.path { return false }
    if let platforms = self.platforms, !platforms.contains(platform) { return false }
    return true
  }

  /// Whether the waiver names a locale (a waiver naming none covers all).
  func covers(locale: LocaleProfile) -> Bool {
    scopes?.contains { $0.contains(locale) } ?? true
  }

  /// The record a report keeps.
  func record(matched: Int) -> WaiverRecord {
    var record = declared
    record.matched = matched
    return record
  }
}

extension LocaleScope {
  /// A waiver's locale entry: `all`, `rtl`, `ltr` or a locale id (checked when read).
  init(waiverSelector selector: String) {
    self = Self.named.first { $0.key == selector }?.value ?? LocaleScope(.list([selector]))
  }
}
