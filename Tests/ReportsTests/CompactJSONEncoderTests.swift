import Foundation
import Testing
@testable import Reports
import ReportModel

/// `CompactJSONEncoder` writes the bytes Foundation's `JSONEncoder` writes with sorted keys and
/// unescaped slashes: every case here is encoded by both and compared byte for byte.
@Suite("CompactJSONEncoder")
struct CompactJSONEncoderTests {
  /// Foundation's bytes for a value.
  static func foundation<T: Encodable>(_ value: T, userInfo: [CodingUserInfoKey: any Sendable] = [:]) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.userInfo = userInfo
    return try encoder.encode(value)
  }

  /// Expects both encoders to give the same bytes, showing the text when they differ.
  static func expectSame<T: Encodable>(
    _ value: T, userInfo: [CodingUserInfoKey: any Sendable] = [:], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let expected = try foundation(value, userInfo: userInfo)
    let actual = try CompactJSONEncoder(userInfo: userInfo).encode(value)
    #expect(
      String(decoding: actual, as: UTF8.self) == String(decoding: expected, as: UTF8.self),
      sourceLocation: sourceLocation)
    #expect(actual == expected, sourceLocation: sourceLocation)
  }

  // MARK: The report model

  @Test("the fixture report, with and without the locale table")
  func fixtureReport() throws {
    let report = Fixtures.report()
    try Self.expectSame(report)
    try Self.expectSame(report, userInfo: [LocaleRanges.tableKey: LocaleTable(report.matrix.locales)])
    try Self.expectSame(Fixtures.results())
    try Self.expectSame(Fixtures.pictures())
  }

  @Test("the fixture report's tables, element by element, as the JSON writer encodes them")
  func fixtureElements() throws {
    let report = Fixtures.report()
    try Self.expectElements(of: report)
  }

  @Test("the shipped report, whole and element by element")
  func shippedReport() throws {
    let report = try ShippedReportTests.report()
    try Self.expectSame(report, userInfo: [LocaleRanges.tableKey: LocaleTable(report.matrix.locales)])
    try Self.expectElements(of: report)
  }

  @Test("the JSON writer's output reads back and is the committed report.json")
  func writerMatchesShippedFile() throws {
    let data = try Data(contentsOf: ShippedReportTests.folder.appendingPathComponent("report.json"))
    let report = try JSONReportWriter.read(data, path: "report.json")
    let rendered = try JSONReportWriter().render(report, context: ReportContext())
    #expect(rendered == data)
  }

  /// Compares the skeleton and every element of the three tables, with the locale table.
  static func expectElements(of report: AuditReport) throws {
    let userInfo: [CodingUserInfoKey: any Sendable] = [LocaleRanges.tableKey: LocaleTable(report.matrix.locales)]
    var skeleton = report
    skeleton.results = []
    try expectSame(skeleton, userInfo: userInfo)
    let layout = ResultLayout(report.results)
    #expect(!layout.units.isEmpty)
    let expected = JSONEncoder()
    expected.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    expected.userInfo = userInfo
    let compact = CompactJSONEncoder(userInfo: userInfo)
    for finding in layout.findings { #expect(try compact.encode(finding) == expected.encode(finding)) }
    for picture in layout.pictures { #expect(try compact.encode(picture) == expected.encode(picture)) }
    for unit in layout.units { #expect(try compact.encode(unit) == expected.encode(unit)) }
  }

  // MARK: Strings

  static let strings: [String] = [
    "", "plain", "\"quoted\"", #"back\slash"#, "a/b//c", "</script>", "é", "e\u{301}", "日本語", "שלום",
    "👩‍👩‍👧", "\u{1F600}", "\u{7F}", "\u{80}", "\u{2028}\u{2029}", "\u{202E}", "\u{FEFF}", "\u{10FFFF}",
    String((0..<0x20).map { Character(Unicode.Scalar($0)) }),
    String(repeating: "long text with \"escapes\" \n ", count: 100),
  ] + (0..<0x20).map { "a\(Character(Unicode.Scalar(UInt8($0))))b" }

  @Test("strings, alone, in arrays and as keys", arguments: strings)
  func string(_ text: String) throws {
    try Self.expectSame(text)
    try Self.expectSame([text, text])
    try Self.expectSame([text: text])
    try Self.expectSame(Wrapper(value: text))
  }

  // MARK: Numbers

  static let doubles: [Double] = [
    0, -0.0, 1, -1, 1.5, -1.5, 0.1, -0.1, 1e-7, 1e21, -1e21, 1e15, 1e16, 1e17, 123456789.125,
    9_007_199_254_740_992, 9_007_199_254_740_994, 4.35, 100, 1234.5678, 2.5e-300, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, .leastNormalMagnitude, .leastNonzeroMagnitude, .pi, 1.0 / 3.0,
  ]

  @Test("doubles", arguments: doubles)
  func double(_ value: Double) throws {
    try Self.expectSame(value)
    try Self.expectSame([value])
    try Self.expectSame(["k": value])
    try Self.expectSame(Wrapper(value: value))
    let float = Float(value)
    guard float.isFinite else { return }
    try Self.expectSame(Wrapper(value: float))
    try Self.expectSame([float])
  }

  @Test("integers of every width at their limits")
  func integers() throws {
    try Self.expectSame([Int.min, -1, 0, 1, Int.max])
    try Self.expectSame(Wrapper(value: Int.min))
    try Self.expectSame(Wrapper(value: Int.max))
    try Self.expectSame(["a": Int.min, "b": Int.max])
    try Self.expectSame(Integers())
    try Self.expectSame([UInt.max])
    try Self.expectSame([Int8.min, Int8.max])
    try Self.expectSame([UInt64.max])
    try Self.expectSame(Int.min)
    try Self.expectSame([Int128.min, 0, Int128.max])
    try Self.expectSame(["k": UInt128.max])
  }

  @Test("Booleans and nil")
  func booleans() throws {
    try Self.expectSame([true, false])
    try Self.expectSame(Wrapper(value: true))
    try Self.expectSame(["t": true, "f": false])
    try Self.expectSame([Int?.none, 1])
    try Self.expectSame(Int?.none)
  }

  @Test("a non-finite number throws, as with JSONEncoder", arguments: [Double.nan, .infinity, -.infinity])
  func nonFinite(_ value: Double) throws {
    #expect(throws: EncodingError.self) { try Self.foundation(value) }
    #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode(value) }
    #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode(Wrapper(value: value)) }
    #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode([value]) }
    #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode(["k": value]) }
    #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode(Wrapper(value: Float(value))) }
  }

  // MARK: Containers

  @Test("optionals, nested optionals and omitted keys")
  func optionals() throws {
    try Self.expectSame(Optionals(a: nil, b: nil, c: nil))
    try Self.expectSame(Optionals(a: 1, b: .some(nil), c: .some(.some(nil))))
    try Self.expectSame(Optionals(a: 1, b: .some("x"), c: .some(.some(2.5))))
    try Self.expectSame([Optionals(a: nil, b: .some(nil), c: nil)])
    try Self.expectSame([String??.some(nil), "a", nil])
  }

  @Test("empty arrays, objects and values that encode nothing")
  func empties() throws {
    try Self.expectSame([Int]())
    try Self.expectSame([String: Int]())
    try Self.expectSame(Empty())
    try Self.expectSame([Empty(), Empty()])
    try Self.expectSame(["k": Empty()])
    try Self.expectSame([[Int]](repeating: [], count: 3))
    try Self.expectSame([Silent(), Silent()])
    try Self.expectSame(["k": Silent()])
    try Self.expectSame(Wrapper(value: Silent()))
    try Self.expectSame(Wrapper(value: SilentSingle()))
    #expect(throws: EncodingError.self) { try Self.foundation(Silent()) }
    #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode(Silent()) }
  }

  @Test("dictionary keys sort by their UTF-8 bytes, not by Unicode order or case")
  func keyOrder() throws {
    let keys = ["B", "a", "é", "a10", "a9", "", "Z", "b", "ab", "a", "\u{1F600}", "\u{FF}", "~", "A", "_", "aa"]
    try Self.expectSame(Dictionary(keys.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { $1 }))
    try Self.expectSame([-1: "a", 10: "b", 9: "c", 0: "d", 100: "e", Int.min: "f"])
    try Self.expectSame(["x": ["b": 1, "a": 2], "a": ["z": 1, "é": 2]])
    let many = Dictionary(uniqueKeysWithValues: (0..<500).map { ("key\($0 * 7919 % 1000)", $0) })
    try Self.expectSame(many)
    try Self.expectSame(OutOfOrder())
  }

  @Test("a key encoded twice keeps its last value")
  func duplicateKey() throws {
    try Self.expectSame(Twice())
  }

  @Test("nested keyed and unkeyed containers, written to in any order")
  func nested() throws {
    try Self.expectSame(Nested())
    try Self.expectSame([Nested(), Nested()])
    try Self.expectSame(NestedInArray())
    try Self.expectSame(ContinuedContainers())
  }

  @Test("super encoders, keyed and unkeyed, and a subclass sharing its parent's container")
  func superEncoders() throws {
    try Self.expectSame(SuperUser())
    try Self.expectSame(Child(name: "child", id: 7))
    try Self.expectSame([Child(name: "a", id: 1)])
  }

  @Test("enums, single values and dates")
  func singleValues() throws {
    try Self.expectSame([ResultStatus.passed, .failed])
    try Self.expectSame(Wrapper(value: Severity.error))
    try Self.expectSame(Date(timeIntervalSinceReferenceDate: 12_345.5))
    try Self.expectSame(["d": Date(timeIntervalSince1970: 0)])
    try Self.expectSame(Wrapper(value: Wrapper(value: "x")))
  }

  @Test("Data, URL and Decimal, which JSONEncoder writes in forms of its own, are refused")
  func special() throws {
    #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode(Data([1, 2])) }
    #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode(["u": URL(fileURLWithPath: "/tmp")]) }
    #expect(throws: EncodingError.self) { try CompactJSONEncoder().encode(Wrapper(value: Decimal(1))) }
  }

  @Test("userInfo reaches the values")
  func userInfo() throws {
    let key = CodingUserInfoKey(rawValue: "test.marker")!
    try Self.expectSame(Reader(key: key), userInfo: [key: "seen"])
    try Self.expectSame([Reader(key: key)], userInfo: [:])
  }
}

// MARK: Values for the cases

private struct Wrapper<Value: Encodable>: Encodable {
  var value: Value
}

private struct Integers: Encodable {
  var int8 = Int8.min
  var int16 = Int16.min
  var int32 = Int32.min
  var int64 = Int64.min
  var uint = UInt.max
  var uint8 = UInt8.max
  var uint16 = UInt16.max
  var uint32 = UInt32.max
  var uint64 = UInt64.max
  var zero = 0
}

private struct Optionals: Encodable {
  var a: Int?
  var b: String??
  var c: Double???
}

private struct Empty: Encodable {}

/// Asks for no container at all.
private struct Silent: Encodable {
  func encode(to encoder: any Encoder) throws {}
}

/// Asks for a single value container and encodes nothing into it.
private struct SilentSingle: Encodable {
  func encode(to encoder: any Encoder) throws { _ = encoder.singleValueContainer() }
}

/// Properties declared out of key order.
private struct OutOfOrder: Encodable {
  var zebra = 1
  var apple = "a"
  var Mango = true
  var banana: [Int] = [3, 2, 1]
  var _under = 0.5
}

private struct Twice: Encodable {
  enum CodingKeys: String, CodingKey { case a, b, c }
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(1, forKey: .a)
    try container.encode("first", forKey: .b)
    try container.encode("second", forKey: .a)
    try container.encode([1, 2], forKey: .c)
    try container.encodeNil(forKey: .b)
    try container.encode(Wrapper(value: 3), forKey: .c)
  }
}

private struct Nested: Encodable {
  enum CodingKeys: String, CodingKey { case outer, list, z, a }
  enum InnerKeys: String, CodingKey { case y, x }
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    var inner = container.nestedContainer(keyedBy: InnerKeys.self, forKey: .outer)
    var list = container.nestedUnkeyedContainer(forKey: .list)
    try container.encode("z", forKey: .z)
    try inner.encode(1, forKey: .y)
    try list.encode("first")
    var deeper = inner.nestedUnkeyedContainer(forKey: .x)
    try container.encode("a", forKey: .a)
    try deeper.encode(true)
    var deepest = list.nestedContainer(keyedBy: InnerKeys.self)
    try list.encode("third")
    try deepest.encode(2.5, forKey: .x)
    try deeper.encodeNil()
  }
}

private struct NestedInArray: Encodable {
  enum Keys: String, CodingKey { case k }
  func encode(to encoder: any Encoder) throws {
    var list = encoder.unkeyedContainer()
    try list.encode(1)
    var inner = list.nestedUnkeyedContainer()
    var object = list.nestedContainer(keyedBy: Keys.self)
    try list.encode(4)
    try inner.encode("two")
    try object.encode("three", forKey: .k)
    _ = list.nestedUnkeyedContainer()
    _ = list.nestedContainer(keyedBy: Keys.self)
  }
}

/// Asks for the same containers more than once: they continue, as JSONEncoder's do.
private struct ContinuedContainers: Encodable {
  enum Keys: String, CodingKey { case a, b, n }
  enum Other: String, CodingKey { case c }
  func encode(to encoder: any Encoder) throws {
    var first = encoder.container(keyedBy: Keys.self)
    try first.encode(1, forKey: .b)
    var second = encoder.container(keyedBy: Other.self)
    try second.encode(2, forKey: .c)
    try first.encode(3, forKey: .a)
    var nested = first.nestedContainer(keyedBy: Other.self, forKey: .n)
    try nested.encode(4, forKey: .c)
    var again = first.nestedContainer(keyedBy: Keys.self, forKey: .n)
    try again.encode(5, forKey: .a)
  }
}

private struct SuperUser: Encodable {
  enum Keys: String, CodingKey { case base, value, list }
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try Wrapper(value: "super").encode(to: container.superEncoder())
    try "base".encode(to: container.superEncoder(forKey: .base))
    try container.encode(1, forKey: .value)
    var list = container.nestedUnkeyedContainer(forKey: .list)
    try list.encode(0)
    try Wrapper(value: 1).encode(to: list.superEncoder())
    _ = list.superEncoder()
    try list.encode(2)
  }
}

private class Parent: Encodable {
  var name: String
  init(name: String) { self.name = name }
}

/// Encodes its parent's keys into the same container, as a subclass calling `super` does.
private final class Child: Parent {
  var id: Int
  init(name: String, id: Int) {
    self.id = id
    super.init(name: name)
  }
  enum Keys: String, CodingKey { case id }
  override func encode(to encoder: any Encoder) throws {
    try super.encode(to: encoder)
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
  }
}

/// Writes what `userInfo` holds under a key.
private struct Reader: Encodable {
  let key: CodingUserInfoKey
  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(encoder.userInfo[key] as? String ?? "none")
  }
}
