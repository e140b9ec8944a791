import Foundation
import LayoutModel
import LocaleEngine
import Testing

@testable import Runner

/// Waiver review dates are calendar dates with four-digit years, compared as dates (issue 15,
/// item 8): `2999-99-99` is a located error, and expiry does not depend on how dates sort as
/// strings.
@Suite("Waiver dates")
struct WaiverDateTests {
  static func file(reviewBy: String) -> String {
    "{ \"waivers\": [\n  { \"rule\": \"r\", \"case\": \"c\", \"reason\": \"r\", \"approvedBy\": \"a\", \"reviewBy\": \"\(reviewBy)\" }\n] }"
  }

  @Test("A review date that names no day is a located error", arguments: ["2999-99-99", "2025-02-29", "2026-04-31", "10000-01-01", "2026-1-1", "0000-00-00"])
  func invalid(_ reviewBy: String) {
    #expect {
      try WaiverFile.parse(Data(Self.file(reviewBy: reviewBy).utf8), path: "w.json")
    } throws: { error in
      "\(error)" == "w.json:2:77: error: \"reviewBy\" must be a calendar date written YYYY-MM-DD with a four-digit year, such as \"2027-06-30\""
    }
  }

  @Test("Real days are accepted, leap days included", arguments: ["2028-02-29", "2000-02-29", "9999-12-31", "2026-11-30"])
  func valid(_ reviewBy: String) throws {
    #expect(try WaiverFile.parse(Data(Self.file(reviewBy: reviewBy).utf8), path: "w.json").first?.reviewBy == reviewBy)
  }

  @Test("Expiry compares dates: a waiver is valid through its review day, expired the day after")
  func expiry() {
    let waiver = Waiver(id: "W1", rule: "r", caseID: "c", reason: "r", approvedBy: "a", reviewBy: "2026-11-30")
    #expect(!waiver.isExpired(on: "2026-11-29"))
    #expect(!waiver.isExpired(on: "2026-11-30"))
    #expect(waiver.isExpired(on: "2026-12-01"))
    #expect(waiver.isExpired(on: "9999-12-31"))
    // A review date that is no date cannot keep failures hidden.
    #expect(Waiver(id: "W2", rule: "r", caseID: "c", reason: "r", approvedBy: "a", reviewBy: "2999-99-99").isExpired(on: "2026-01-01"))
  }

  @Test("The report's day is always YYYY-MM-DD, so expiry holds at the far end of the calendar")
  func farFuture() {
    var request = AuditRequest(cases: [], locales: [], platforms: [], settings: [], rules: [])
    request.generatedAt = Date(timeIntervalSince1970: 253_402_300_799)
    #expect(request.timestamp == "9999-12-31T23:59:59Z")
    #expect(request.today == "9999-12-31")
    request.generatedAt = Date(timeIntervalSince1970: 1e12)  // year 33658: clamped
    #expect(request.today == "9999-12-31")
    let waiver = Waiver(id: "W1", rule: "r", caseID: "c", reason: "r", approvedBy: "a", reviewBy: "2999-01-01")
    #expect(waiver.isExpired(on: request.today))
    request.generatedAt = Date(timeIntervalSince1970: 1_795_996_800.75)
    #expect(request.timestamp == "2026-11-30T00:00:00Z")
  }
}
