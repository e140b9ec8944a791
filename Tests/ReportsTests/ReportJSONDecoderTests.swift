import Foundation
import Testing

@testable import Reports

/// `ReportJSONDecoder` reads what Foundation's `JSONDecoder` reads: the same values from the same
/// text, and a failure where it fails.
@Suite("Report JSON decoder")
struct ReportJSONDecoderTests {
  struct Sample: Codable, Equatable {
    var text: String
    var count: Int
    var ratio: Double
    var flag: Bool?
    var list: [Int?]
    var nested: [String: [String]]?
    var small: UInt8?
  }

  func ours<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try Array(text.utf8).withUnsafeBufferPointer { buffer in
      try ReportJSONDecoder(document: buffer).decode(type, from: try JSONTree.parse(buffer))
    }
  }

  func foundation<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
    try JSONDecoder().decode(type, from: Data(text.utf8))
  }

  @Test(
    "The same value as Foundation's decoder, or a failure where it fails",
    arguments: [
      #"{"text":"a","count":1,"ratio":1.5,"list":[]}"#,
      #"{"text":"\"\\\/\b\f\n\r\t\u0000\u001f","count":-0,"ratio":-2.5e-3,"list":[null,2],"flag":true}"#,
      #"{"text":"\ud83d\ude00 é 中 \u00e9","count":9223372036854775807,"ratio":1E+2,"list":[1]}"#,
      #" { "text" : "x" , "count" : 1e3 , "ratio" : 0 , "list" : [ ] , "nested" : { "b" : [ "1" ] , "a" : [ ] } } "#,
      #"{"text":"x","count":2.0,"ratio":1,"list":[]}"#,
      #"{"text":"x","count":2.5,"ratio":1,"list":[]}"#,
      #"{"text":"x","count":1,"ratio":1,"list":[],"small":256}"#,
      #"{"text":"x","count":1,"ratio":1,"list":[],"small":-1}"#,
      #"{"text":"x","count":1,"ratio":1,"list":[],"flag":null,"nested":null}"#,
      #"{"text":"first","text":"last","count":1,"ratio":1,"list":[]}"#,
      #"{"text":1,"count":1,"ratio":1,"list":[]}"#,
      #"{"text":"x","count":"1","ratio":1,"list":[]}"#,
      #"{"text":"x","ratio":1,"list":[]}"#,
      #"{"text":null,"count":1,"ratio":1,"list":[]}"#,
      #"{"text":"x","count":1,"ratio":1,"list":[true]}"#,
      #"{"text":"x","count":1,"ratio":1,"list":[1,]}"#,
      #"{"text":"x","count":01,"ratio":1,"list":[]}"#,
      #"{"text":"x","count":1,"ratio":1,"list":[]} x"#,
      #"{"text":"\ud800","count":1,"ratio":1,"list":[]}"#,
      #"{"text":"\x","count":1,"ratio":1,"list":[]}"#,
      "{\"text\":\"tab\there\",\"count\":1,\"ratio\":1,\"list\":[]}",
      #"{"text":"x","count":1,"ratio":1,"list":[]"#,
      #"{"text":"x","count":1,"ratio":1,"list":[],}"#, #"{"text":"x","count":1,"ratio":1,"list":[1,,]}"#,
      #"{,"text":"x","count":1,"ratio":1,"list":[]}"#, #"[]"#, "", "nul", #"{"text":"x","count":1,"ratio":.5,"list":[]}"#, #"{"text":"x","count":-,"ratio":1,"list":[]}"#,
    ])
  func matchesFoundation(text: String) {
    let expected = Result { try foundation(Sample.self, text) }
    let actual = Result { try ours(Sample.self, text) }
    switch (expected, actual) {
    case (.success(let left), .success(let right)): #expect(left == right, "\(text)")
    case (.failure, .failure): break
    case (.success(let value), .failure(let error)): Issue.record("Foundation read \(value), ours failed: \(error)")
    case (.failure(let error), .success(let value)): Issue.record("Foundation failed (\(error)), ours read \(value)")
    }
  }

  @Test("A key that is missing or of the wrong type is named with its path, as Foundation names it")
  func errorsNameThePath() {
    let text = #"{"text":"x","count":1,"ratio":1,"list":[1,"two"]}"#
    #expect {
      try ours(Sample.self, text)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["list", "1"]
    }
  }

  @Test("Text that is not JSON is an error naming the line and the column", arguments: [
    ("{\n  \"a\": [1,\n  2,,\n]}", 3, 5), ("\n\n   é?", 3, 4), ("{\"a\":\"ok\"\n}\n]", 3, 1),
  ])
  func syntaxErrorsHaveAPosition(text: String, line: Int, column: Int) {
    #expect {
      try Array(text.utf8).withUnsafeBufferPointer { buffer throws(JSONTreeError) in try JSONTree.parse(buffer) }
    } throws: { error in
      guard let error = error as? JSONTreeError else { return false }
      return error.line == line && error.column == column
    }
  }

  @Test("Nesting deeper than 512 levels is refused, not a crash")
  func deepNesting() {
    let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    #expect(throws: JSONTreeError.self) {
      try Array(text.utf8).withUnsafeBufferPointer { buffer throws(JSONTreeError) in try JSONTree.parse(buffer) }
    }
  }
}
