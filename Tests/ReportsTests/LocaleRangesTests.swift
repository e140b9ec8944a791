import Foundation
import Testing

import ReportModel

@Suite("Locale ranges")
struct LocaleRangesTests {
  static let table = LocaleTable((0..<20).map { "l\($0)" })

  @Test(
    "A locale list reads back from its ranges, written the shorter way",
    arguments: [
      ([], ""), ([3], "3"), ([3, 7, 8, 9], "3,7-9"), (Array(0..<20), "0-19"),
      (Array(0..<20).filter { $0 != 12 }, "~12"), (Array(0..<10), "0-9"),
    ] as [([Int], String)])
  func roundTrip(positions: [Int], text: String) throws {
    let ids = positions.map { Self.table.ids[$0] }
    #expect(LocaleRanges.encode(ids, table: Self.table) == text)
    #expect(LocaleRanges.decode(text, table: Self.table) == ids)
  }

  @Test("Locales outside the table or out of order are written as ids")
  func notInTable() {
    #expect(LocaleRanges.encode(["l1", "xx"], table: Self.table) == nil)
    #expect(LocaleRanges.encode(["l2", "l1"], table: Self.table) == nil)
  }

  @Test("Ids far apart, positions of several digits, and a table that lists an id twice")
  func positions() {
    let large = LocaleTable((0..<1200).map { "l\($0)" })
    let ids = [0, 9, 10, 99, 100, 101, 102, 500, 1000, 1199].map { large.ids[$0] }
    #expect(LocaleRanges.encode(ids, table: large) == "0,9-10,99-102,500,1000,1199")
    #expect(LocaleRanges.decode("0,9-10,99-102,500,1000,1199", table: large) == ids)
    // An id listed twice stands at its first position, so "a" after "b" is out of order.
    let twice = LocaleTable(["a", "b", "a"])
    #expect(LocaleRanges.encode(["b", "a"], table: twice) == nil)
    #expect(LocaleRanges.encode(["a", "b"], table: twice) == "~2")
  }

  @Test("Malformed ranges are refused", arguments: ["x", "3-1", "5,2", "0-20", "-1", "1,,2", "~~1", "1-2-3"])
  func malformed(text: String) {
    #expect(LocaleRanges.decode(text, table: Self.table) == nil)
  }

  @Test("Findings read back with the same ranges share one list of ids")
  func sharedLists() throws {
    let finding = Finding(
      status: .failed, message: "m", reason: nil, node: nil, tick: 1, evidence: nil, locales: ["l1", "l2", "l3"],
      settings: ["default"], baseline: nil, waiver: nil, fingerprint: "f")
    var other = finding
    other.locales = ["l4"]
    let encoder = JSONEncoder()
    encoder.userInfo[LocaleRanges.tableKey] = Self.table
    let decoder = JSONDecoder()
    decoder.userInfo[LocaleRanges.tableKey] = LocaleTable(Self.table.ids)
    let read = try decoder.decode([Finding].self, from: encoder.encode([finding, other, finding]))
    #expect(read == [finding, other, finding])
    func storage(_ list: [String]) -> UnsafePointer<String>? { list.withUnsafeBufferPointer { $0.baseAddress } }
    #expect(storage(read[0].locales) == storage(read[2].locales))
    #expect(storage(read[0].locales) != storage(read[1].locales))
  }

  @Test("A finding encodes ranges with a table, ids without, and reads both")
  func finding() throws {
    let finding = Finding(
      status: .failed, message: "m", reason: nil, node: nil, tick: 1, evidence: nil, locales: ["l1", "l2", "l3"],
      settings: ["default"], baseline: nil, waiver: nil, fingerprint: "f")
    let plain = try JSONEncoder().encode(finding)
    #expect(String(decoding: plain, as: UTF8.self).contains(#""locales":["l1","l2","l3"]"#))
    let encoder = JSONEncoder()
    encoder.userInfo[LocaleRanges.tableKey] = Self.table
    let compact = try encoder.encode(finding)
    #expect(String(decoding: compact, as: UTF8.self).contains(#""localeRanges":"1-3""#))
    let decoder = JSONDecoder()
    decoder.userInfo[LocaleRanges.tableKey] = Self.table
    #expect(try decoder.decode(Finding.self, from: compact) == finding)
    #expect(try decoder.decode(Finding.self, from: plain) == finding)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Finding.self, from: compact) }
  }
}
