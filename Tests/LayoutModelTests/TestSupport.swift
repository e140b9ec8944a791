import Foundation
@testable import LayoutModel

/// Shared fixtures: a minimal valid case and a way to find where a snippet sits in it.
enum TestSupport {
  static let defaultView = """
    { "type": "VStack", "spacing": 0, "children": [
        { "id": "timer", "type": "Text", "text": "$display" } ] }
    """

  /// A valid case with id `t` (so its file is `t.json`), with pieces replaceable by tests.
  static func caseText(
    view: String = defaultView, countdown: String = #"{ "from": 10, "to": 0, "step": 1 }"#,
    display: String = #"{ "pattern": "mm:ss" }"#, expect: String = "[]", id: String = "t"
  ) -> String {
    """
    {
      "id": "\(id)",
      "title": "T",
      "deploymentTarget": { "iOS": "26.0" },
      "timeline": {
        "countdown": \(countdown),
        "display": \(display)
      },
      "view": \(view),
      "expect": \(expect)
    }
    """
  }

  /// The 1-based line and column (in Unicode scalars) of the `occurrence`-th `needle`.
  static func locate(_ needle: String, in text: String, occurrence: Int = 1) -> (line: Int, column: Int) {
    var searchStart = text.startIndex
    var found: Range<String.Index>?
    for _ in 0..<occurrence {
      found = text.range(of: needle, range: searchStart..<text.endIndex)
      searchStart = found!.upperBound
    }
    let before = text[..<found!.lowerBound]
    let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
    return (lines.count, lines.last!.unicodeScalars.count + 1)
  }

  /// All diagnostics for a case text: decoding first, then validation if decoding succeeded.
  static func diagnostics(
    _ text: String, path: String = "t.json", catalog: CaseCatalog = .permissive
  ) -> [CaseDiagnostic] {
    do {
      let decoded = try CaseDecoder().decode(Data(text.utf8), path: path)
      return CaseValidator(catalog: catalog).validate(decoded)
    } catch {
      return error.diagnostics
    }
  }

  static func decode(_ text: String, path: String = "t.json") throws -> LayoutCase {
    try CaseDecoder().decode(Data(text.utf8), path: path)
  }

  /// The package root, found from this file's path.
  static var packageRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }
}
