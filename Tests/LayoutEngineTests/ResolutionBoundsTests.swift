import Foundation
import LayoutModel
import LocaleEngine
import Testing

@testable import LayoutEngine

/// Resolution costs at most what validation accepted (issue 15, item 3): at the exact edge of
/// each limit the validator and the resolver agree, and a case that bypasses validation fails
/// with a located error instead of running unbounded or blaming a cycle.
@Suite("Resolution bounds")
struct ResolutionBoundsTests {
  static func validate(_ layoutCase: LayoutCase) -> [String] {
    CaseValidator(catalog: .permissive).validate(layoutCase).map(\.description)
  }

  static func resolveAll(_ layoutCase: LayoutCase) throws(ResolutionError) {
    let resolver = try LayoutResolver(
      case: layoutCase, locale: try! LocaleEngine.shared.profile("ar"), platform: PlatformCatalog.builtIn.profile("tvos-26")!)
    _ = try resolver.resolve(tick: layoutCase.timeline.countdown.from)
  }

  /// A root `VStack` holding a subtree `height` levels tall (id `a`) and `links` reflections,
  /// each of the one before, starting from `a`: the deepest visit is at level 1 + links + height.
  static func deepChain(links: Int, height: Int = 30) throws -> LayoutCase {
    var subtree = #"{ "type": "Spacer" }"#
    for _ in 0..<height { subtree = #"{ "type": "ZStack", "children": [ \#(subtree) ] }"# }
    subtree = subtree.replacingOccurrences(of: #"{ "type": "ZStack""#, with: #"{ "id": "r0", "type": "ZStack""#, options: [], range: subtree.range(of: #"{ "type": "ZStack""#))
    let reflections = (1...links).map { #"{ "id": "r\#($0)", "type": "Reflection", "of": "r\#($0 - 1)" }"# }
    return try CaseBuilder.make(view: #"{ "type": "VStack", "spacing": 0, "children": [ \#(([subtree] + reflections).joined(separator: ", ")) ] }"#)
  }

  /// A root `VStack` of a digit-cell row of `cells` literal characters, its reflection and
  /// `spacers` spacers: 1 + (1 + cells) + (2 + cells) + spacers visits.
  static func wideCase(cells: Int, spacers: Int) throws -> LayoutCase {
    let row = #"{ "id": "row", "type": "DigitCells", "text": "\#(String(repeating: "0", count: cells))", "fontSize": 10, "cellWidth": { "digit": 0.6 } }"#
    let children = [row, #"{ "type": "Reflection", "of": "row" }"#] + Array(repeating: #"{ "type": "Spacer" }"#, count: spacers)
    return try CaseBuilder.make(view: #"{ "type": "VStack", "spacing": 0, "children": [ \#(children.joined(separator: ", ")) ] }"#)
  }

  @Test("At the depth limit: 63 levels validate and resolve, 64 are refused by both, located")
  func depthEdge() throws {
    let deepest = try Self.deepChain(links: 32)  // visits down to level 63
    #expect(Self.validate(deepest) == [])
    try Self.resolveAll(deepest)

    let tooDeep = try Self.deepChain(links: 33)  // level 64
    let diagnostics = Self.validate(tooDeep)
    #expect(diagnostics.count == 1 && diagnostics[0].contains("takes resolution 65 levels deep"), "\(diagnostics)")
    #expect(diagnostics.first?.contains("reflect \"r0\" itself") == true)
    do {
      try Self.resolveAll(tooDeep)
      Issue.record("resolved past the depth limit")
    } catch {
      guard case .tooDeep(_, let location) = error else { throw error }
      // Where the validator reports it: the reflection written in the tree (r33).
      let validated = try #require(diagnostics.first)
      #expect(validated.hasPrefix("\(location): error: "), "\(location)")
      #expect(!error.description.contains("cycle"))
      #expect(error.description.hasPrefix("\(location): error: resolution went deeper than 64 levels"))
    }
  }

  @Test("At the size limit: 2,000 visits validate and resolve, 2,001 are refused by both, located")
  func sizeEdge() throws {
    let largest = try Self.wideCase(cells: 998, spacers: 0)  // 1 + 999 + 1000 = 2,000
    #expect(Self.validate(largest) == [])
    try Self.resolveAll(largest)

    let tooLarge = try Self.wideCase(cells: 998, spacers: 1)
    let diagnostics = Self.validate(tooLarge)
    #expect(diagnostics.count == 1 && diagnostics[0].contains("expands to 2,001 view nodes"), "\(diagnostics)")
    do {
      try Self.resolveAll(tooLarge)
      Issue.record("resolved past the size limit")
    } catch {
      guard case .tooLarge = error else { throw error }
      #expect(error.description.hasPrefix("t.json:"))
      #expect(error.description.contains("more than 2000 nodes"))
    }
  }

  @Test("A chain of 40 reflections of a timer resolves: one copy each, the original first")
  func legalChain() throws {
    let links = (1...40).map { #"{ "id": "r\#($0)", "type": "Reflection", "of": "r\#($0 - 1)" }"# }
    let layoutCase = try CaseBuilder.make(
      view: #"{ "type": "VStack", "spacing": 0, "children": [ { "id": "r0", "type": "Text", "text": "$display" }, \#(links.joined(separator: ", ")) ] }"#)
    #expect(Self.validate(layoutCase) == [])
    let layout = try CaseBuilder.resolve(layoutCase, locale: "he")
    #expect(layout.displays.count == 41)
    #expect(layout.displays.filter { $0.copy == .original }.count == 1)
  }
}
