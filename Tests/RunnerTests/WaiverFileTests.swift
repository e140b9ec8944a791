import Foundation
import LayoutModel
import Testing
@testable import Runner

/// Waiver files found by fuzzing: each mistake is a located error.
@Suite("Waiver file")
struct WaiverFileTests {
  static func waiver(_ id: String?) -> String {
    let idField = id.map { #""id": "\#($0)", "# } ?? ""
    return #"{ \#(idField)"rule": "r", "case": "c", "reason": "r", "approvedBy": "a", "reviewBy": "2030-01-01" }"#
  }

  @Test("two waivers with one id are a located error naming both")
  func duplicateIDs() {
    let text = "{ \"waivers\": [\n  \(Self.waiver("W1")),\n  \(Self.waiver("W1"))\n] }"
    #expect {
      try WaiverFile.parse(Data(text.utf8), path: "w.json")
    } throws: { error in
      "\(error)".hasPrefix("w.json:3:11: error: duplicate waiver id \"W1\"; the waiver at line 2, column 11 has it too")
    }
  }

  @Test("an explicit id may not take the number of a waiver without one")
  func generatedIDs() throws {
    let text = "{ \"waivers\": [\n  \(Self.waiver(nil)),\n  \(Self.waiver("W1"))\n] }"
    #expect(throws: RunnerError.self) { try WaiverFile.parse(Data(text.utf8), path: "w.json") }
    let fine = "{ \"waivers\": [ \(Self.waiver(nil)), \(Self.waiver(nil)), \(Self.waiver("custom")) ] }"
    #expect(try WaiverFile.parse(Data(fine.utf8), path: "w.json").map(\.id) == ["W1", "W2", "custom"])
  }
}
