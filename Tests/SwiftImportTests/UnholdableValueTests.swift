import Foundation
import LayoutAudit
import SwiftImport
import Testing

/// Values Swift allows that the case format does not hold (found by the importer's fuzz
/// target): the importer writes the rest of the view and leaves such a value out, with a note
/// where it matters, instead of writing an invalid case and leaving the whole view out.
@Suite("Values a case cannot hold")
struct UnholdableValueTests {
  struct Example: Sendable, CustomTestStringConvertible {
    var name: String
    var body: String
    var testDescription: String { name }
  }

  static let examples: [Example] = [
    Example(
      name: "a field wider than nine digits (%010d)",
      body: """
        HStack(spacing: 0) {
          Text(String(format: "%010d", remaining / 60))
          Text(":")
          Text(String(format: "%02d", remaining % 60))
        }
        """),
    Example(
      name: "an animation of no duration (.spring(duration: 0))",
      body: """
        Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
          .contentTransition(.numericText())
          .animation(.spring(duration: 0), value: remaining)
        """),
    Example(
      name: "digit cells framed zero points wide",
      body: """
        HStack(spacing: 0) {
          ForEach(Array(String(format: "%02d:%02d", remaining / 60, remaining % 60).enumerated()), id: \\.offset) { _, character in
            Text(String(character)).font(.system(size: 40)).frame(width: 0)
          }
        }
        """),
    Example(
      name: "a gradient stop past the end (location: 99.6)",
      body: """
        Text(String(format: "%02d:%02d", remaining / 60, remaining % 60))
          .mask(LinearGradient(stops: [.init(color: .black, location: 0), .init(color: .clear, location: 99.6)], startPoint: .top, endPoint: .bottom))
        """),
    Example(
      name: "a system timer over an interval of no length",
      body: """
        Text(timerInterval: Date.now...Date.now.addingTimeInterval(0), countsDown: true)
        """),
    Example(
      name: "digit cells in a font of size 0",
      body: """
        HStack(spacing: 0) {
          ForEach(Array(String(format: "%02d:%02d", remaining / 60, remaining % 60).enumerated()), id: \\.offset) { _, character in
            Text(String(character)).font(.system(size: 0)).frame(width: 20)
          }
        }
        """),
  ]

  @Test("the view is imported, and its case is valid", arguments: examples)
  func imported(_ example: Example) throws {
    let body = example.body.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
    let source = """
      import SwiftUI
      struct Countdown: View {
        @State private var remaining = 90
        var body: some View {
      \(body)
        }
      }
      """
    // Without --view the view is written if its time is still read; named, it is written.
    let found = try SwiftImporter().importViews(sources: [("App/Countdown.swift", source)])
    #expect(found.skipped.isEmpty, "\(found.skipped.map(\.warning))")
    let named = try SwiftImporter().importViews(sources: [("App/Countdown.swift", source)], view: "Countdown")
    #expect(named.skipped.isEmpty, "\(named.skipped.map(\.warning))")
    for imported in found.cases + named.cases {
      _ = try Auditor().importedCase(json: imported.json, id: imported.id, source: imported.swiftFile)
    }
    #expect(named.cases.count == 1)
  }
}
