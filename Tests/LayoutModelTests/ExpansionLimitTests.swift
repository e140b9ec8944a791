import Foundation
import Testing

@testable import LayoutModel

/// Validation bounds what resolution will do (issue 15, item 3): the nodes it visits once
/// reflections are copied and digit cells repeated, and how deep it goes, counted without
/// expanding anything and reported at the written node where the expansion explodes.
@Suite("Expanded tree limits")
struct ExpansionLimitTests {
  /// A `VStack` of level i−1 and a reflection of it, `levels` deep, on a plain digit-cell timer.
  static func doubling(levels: Int) -> String {
    var view = #"{ "id": "l0", "type": "DigitCells", "text": "$display", "fontSize": 72, "cellWidth": { "digit": 0.6, "separator": 0.3 } }"#
    for level in 1...levels {
      view = #"{ "id": "l\#(level)", "type": "VStack", "spacing": 0, "children": [ \#(view), { "type": "Reflection", "of": "l\#(level - 1)" } ] }"#
    }
    return TestSupport.caseText(view: view)
  }

  /// A `VStack` holding a `Text` and `count` reflections, each of the one before.
  static func chain(_ count: Int) -> String {
    let links = (1...count).map { #"{ "id": "r\#($0)", "type": "Reflection", "of": "r\#($0 - 1)" }"# }
    let children = [#"{ "id": "r0", "type": "Text", "text": "$display" }"#] + links
    return TestSupport.caseText(view: #"{ "type": "VStack", "spacing": 0, "children": [ "# + children.joined(separator: ",\n") + " ] }")
  }

  @Test("18 levels of a stack and its reflection (37 written nodes, half a million visits) are rejected where they pass the limit")
  func doublingBomb() {
    let text = Self.doubling(levels: 18)
    let diagnostics = TestSupport.diagnostics(text)
    // A timer counts 1 + 32 (one `$display`); each level 2 + 2 × the one below: l6 is the first
    // over 2,000.
    let (line, column) = TestSupport.locate(#"{ "id": "l6""#, in: text)
    #expect(
      diagnostics.map(\.description) == [
        "t.json:\(line):\(column): error: this VStack expands to 2,238 view nodes once reflections are copied and "
          + "digit cells repeated (a `$display` or `$spoken` counts as 32 cells); a case may expand to at most 2,000, "
          + "which bounds the work of resolving it; reflect fewer or smaller subtrees, and reflect originals rather "
          + "than reflections (a reflection of a subtree that holds reflections doubles it)"
      ])
  }

  @Test("Counting does not expand: 400 levels of doubling are measured at once, saturating")
  func saturates() {
    var view = ViewNode(id: "l0", kind: .text("$display"), location: SourceLocation(file: "t.json", line: 1, column: 1))
    var byID = ["l0": view]
    for level in 1...400 {
      let location = SourceLocation(file: "t.json", line: level + 1, column: 1)
      let reflection = ViewNode(kind: .reflection(of: "l\(level - 1)"), location: location)
      view = ViewNode(id: "l\(level)", kind: .vStack(spacing: 0, children: [view, reflection]), location: location)
      byID["l\(level)"] = view
    }
    var measure = ExpansionMeasure(byID: byID, placeholderCells: 32)
    let size = measure.size(of: view)
    #expect(size.nodes == ExpansionMeasure.saturated)
    #expect(size.height == 800)
  }

  @Test("A chain of 400 reflections is rejected at the first one that goes too deep, pointing at the original")
  func longChain() {
    let text = Self.chain(400)
    let diagnostics = TestSupport.diagnostics(text).map(\.description)
    let (line, column) = TestSupport.locate(#"{ "id": "r63""#, in: text)
    #expect(
      diagnostics.contains(
        "t.json:\(line):\(column): error: this Reflection of \"r62\" takes resolution 65 levels deep once reflections "
          + "are expanded (each reflection adds a level to its target's depth); resolution follows at most 64; "
          + "reflect \"r0\" itself instead of a reflection of a reflection"), "\(diagnostics)")
    #expect(!diagnostics.contains { $0.contains("cycle") })
  }

  @Test("A chain of 40 reflections is valid")
  func legalChain() {
    #expect(TestSupport.diagnostics(Self.chain(40)).isEmpty)
  }

  @Test("The shipped cases stay far below the limits")
  func shippedCases() throws {
    let directory = TestSupport.packageRoot.appendingPathComponent("Cases")
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }
    #expect(names.count >= 19)
    for name in names {
      let layoutCase = try CaseDecoder().decode(Data(contentsOf: directory.appendingPathComponent(name)), path: name)
      var byID: [String: ViewNode] = [:]
      for node in layoutCase.view.allNodes { if let id = node.id, byID[id] == nil { byID[id] = node } }
      var measure = ExpansionMeasure(byID: byID, placeholderCells: 32)
      let size = measure.size(of: layoutCase.view)
      #expect(size.nodes <= 400 && size.height <= 10, "\(name): \(size)")
    }
  }

  @Test("Counts print with thousands separators, whatever the locale")
  func counts() {
    #expect(CaseValidator.count(0) == "0")
    #expect(CaseValidator.count(999) == "999")
    #expect(CaseValidator.count(2_000) == "2,000")
    #expect(CaseValidator.count(524_287) == "524,287")
    #expect(CaseValidator.count(1_000_000) == "1,000,000")
  }
}
