import Foundation
import Testing
@testable import LayoutModel

@Suite("CaseValidator")
struct CaseValidatorTests {
  private func expectOne(
    _ text: String, at needle: String, _ message: String, path: String = "t.json",
    catalog: CaseCatalog = .permissive, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let diagnostics = TestSupport.diagnostics(text, path: path, catalog: catalog)
    let (line, column) = TestSupport.locate(needle, in: text)
    #expect(
      diagnostics.map(\.description) == ["\(path):\(line):\(column): error: \(message)"],
      sourceLocation: sourceLocation)
  }

  @Test("reports a reflection of an unknown id with a suggestion")
  func unknownReflectionTarget() {
    let text = TestSupport.caseText(
      view: #"{ "type": "VStack", "spacing": 0, "children": [ { "id": "timer", "type": "Spacer" }, { "type": "Reflection", "of": "timr" } ] }"#)
    expectOne(text, at: #"{ "type": "Reflection""#, "Reflection of \"timr\" names no node; did you mean \"timer\"?")
  }

  @Test("reports a reflection cycle")
  func reflectionCycle() {
    let text = TestSupport.caseText(
      view: #"""
        { "type": "VStack", "spacing": 0, "children": [
          { "id": "a", "type": "VStack", "spacing": 0, "children": [ { "type": "Reflection", "of": "b" } ] },
          { "id": "b", "type": "VStack", "spacing": 0, "children": [ { "type": "Reflection", "of": "a" } ] } ] }
        """#)
    expectOne(
      text, at: #"{ "type": "Reflection", "of": "a""#,
      "reflection cycle: \"a\" → \"b\" → \"a\"; a reflection would contain itself; reflect a node that does not contain this reflection")
  }

  @Test("reports a reflection of itself")
  func selfReflection() {
    let text = TestSupport.caseText(view: #"{ "id": "r", "type": "Reflection", "of": "r" }"#)
    expectOne(
      text, at: #"{ "id": "r""#,
      "reflection cycle: \"r\" → \"r\"; a reflection would contain itself; reflect a node that does not contain this reflection")
  }

  @Test("reports duplicate node ids")
  func duplicateIDs() {
    let text = TestSupport.caseText(
      view: #"{ "type": "VStack", "spacing": 0, "children": [ { "id": "x", "type": "Spacer" }, { "id": "x", "type": "Rectangle" } ] }"#)
    let first = TestSupport.locate(#"{ "id": "x""#, in: text)
    expectOne(
      text, at: #"{ "id": "x", "type": "Rectangle""#,
      "duplicate node id \"x\"; it is already used at line \(first.line), column \(first.column)")
  }

  @Test("reports a case id that differs from the file name")
  func idDiffersFromFileName() {
    let text = TestSupport.caseText(id: "other")
    expectOne(
      text, at: #""other""#,
      "case id \"other\" does not match the file name \"t\"; rename the file to \"other.json\" or change the id",
      path: "cases/t.json")
  }

  @Test("reports a tree deeper than the limit")
  func tooDeep() {
    var view = #"{ "type": "Spacer", "id": "deepest" }"#
    for _ in 0..<32 { view = #"{ "type": "ZStack", "children": ["# + view + "] }" }
    expectOne(
      TestSupport.caseText(view: view), at: #"{ "type": "Spacer""#,
      "the view tree is deeper than 32 levels; flatten the layout; deeper trees are not supported")
  }

  @Test("reports too many nodes")
  func tooMany() {
    let children = Array(repeating: #"{ "type": "Spacer" }"#, count: 499).joined(separator: ", ")
    let view = #"{ "type": "ZStack", "children": [ "# + children + #", { "type": "Rectangle" } ] }"#
    expectOne(
      TestSupport.caseText(view: view), at: #"{ "type": "Rectangle""#,
      "the case has more than 500 view nodes; split it into smaller cases")
  }

  static let catalog = CaseCatalog(
    isKnownLocale: { ["ar-EG", "he", "en"].contains($0) },
    localeSuggestions: { $0.lowercased() == "ar_eg" ? ["ar-EG"] : [] },
    platformIDs: ["ios-26", "tvos-26"], ruleIDs: ["digit-order-ltr"])

  struct ExpectCase: Sendable, CustomTestStringConvertible {
    let name: String
    let expect: String
    let at: String
    let message: String
    var testDescription: String { name }
  }

  static let expectCases: [ExpectCase] = [
    ExpectCase(
      name: "unknown locale",
      expect: #"[ { "rule": "digit-order-ltr", "outcome": "passed", "locales": ["he", "ar_EG"], "reason": "r" } ]"#,
      at: #""ar_EG""#, message: "unknown locale \"ar_EG\"; did you mean \"ar-EG\"?"),
    ExpectCase(
      name: "unknown platform",
      expect: #"[ { "rule": "digit-order-ltr", "outcome": "failed", "platforms": ["tvos26"], "reason": "r" } ]"#,
      at: #""tvos26""#, message: "unknown platform \"tvos26\"; did you mean \"tvos-26\"?"),
    ExpectCase(
      name: "unknown rule",
      expect: #"[ { "rule": "digit-order", "outcome": "failed", "reason": "r" } ]"#,
      at: #"{ "rule""#, message: "unknown rule \"digit-order\"; did you mean \"digit-order-ltr\"?"),
  ]

  @Test("checks expectations against the catalog", arguments: expectCases)
  func catalogChecks(_ example: ExpectCase) {
    expectOne(TestSupport.caseText(expect: example.expect), at: example.at, example.message, catalog: Self.catalog)
  }

  @Test("accepts known catalog entries and stores the selectors")
  func catalogAccepts() throws {
    let text = TestSupport.caseText(
      expect: #"[ { "rule": "digit-order-ltr", "outcome": "cantTell", "platforms": ["ios-26"], "locales": "rtl", "reason": "r" } ]"#)
    #expect(TestSupport.diagnostics(text, catalog: Self.catalog).isEmpty)
    let decoded = try TestSupport.decode(text)
    #expect(decoded.expect.first?.locales == .rtl)
    #expect(decoded.expect.first?.platforms == ["ios-26"])
    #expect(decoded.expect.first?.outcome == .cantTell)
  }
}
