import LayoutAudit

/// `layout-audit bidi`: ICU's bidi result for one string.
enum BidiCommand: Command {
  static let spec = CommandSpec(
    name: "bidi",
    abstract: "Show the bidi levels, runs and visual order ICU gives a string.",
    discussion: """
      TEXT may contain \\u{XXXX} escapes for characters that are hard to type, such as \
      \\u{200E} (LRM), \\u{061C} (ALM) or the isolates \\u{2066}…\\u{2069}. Indices count \
      UTF-16 code units, as ICU does.
      """,
    arguments: [.init(name: "text", help: "The string, as one paragraph.")],
    options: [direction.spec, json.spec])

  static let direction = CommandOption<ParagraphDirection>(
    "direction", value: "direction", help: "The paragraph direction: ltr, rtl, or auto (from the first strong character).",
    default: "auto", completion: .choices { ParagraphDirection.allCases.map(\.rawValue) }
  ) { text, auditor throws(AuditError) in try auditor.catalog.paragraphDirection(text) }
  static let json = CommandOption.flag("json", help: "Print JSON.")

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let raw = arguments.positionals[0]
    let text: String
    do {
      text = try EscapedText.decode(raw)
    } catch {
      throw .usage("Invalid escape in '<text>' at \(error)")
    }
    guard !text.isEmpty else {
      throw .usage("'<text>' is empty; give the string to run through bidi, such as '-00:05'")
    }
    let direction = try arguments.value(Self.direction)
    let paragraph = try CommandError.library { () throws(AuditError) in try Auditor().bidi(text, direction: direction) }
    if arguments[json] {
      Console.out(try Console.json(BidiReport(paragraph, direction: direction)))
      return .success
    }
    let runs = paragraph.runs.map { run in
      "\(run.logicalStart)..<\(run.logicalStart + run.length) \(run.direction.rawValue) (level \(run.level))"
    }
    let rows = [
      ("Text", "\(VisibleText.make(text)) (\(paragraph.text.count) UTF-16 units)"),
      ("Paragraph", "\(direction.rawValue) → level \(paragraph.paragraphLevel) (\(paragraph.direction.rawValue))"),
      ("Visual", VisibleText.make(paragraph.visualString)),
      ("Levels", paragraph.levels.map(String.init).joined(separator: " ")),
      ("Visual order", paragraph.visualOrder.map(String.init).joined(separator: " ")),
      ("Runs", runs.joined(separator: ", ")),
    ]
    Console.out(rows.map { ($0.0 + ":").padding(toLength: 15, withPad: " ", startingAt: 0) + $0.1 }
      .joined(separator: "\n") + "\n")
    return .success
  }

  /// The JSON form of a bidi result.
  private struct BidiReport: Encodable {
    let text: String
    let direction: String
    let paragraphLevel: Int
    let levels: [UInt8]
    let visualOrder: [Int32]
    let logicalToVisual: [Int]
    let visual: String
    let runs: [BidiRun]

    init(_ paragraph: BidiParagraph, direction: ParagraphDirection) {
      text = String(decoding: paragraph.text, as: UTF16.self)
      self.direction = direction.rawValue
      paragraphLevel = paragraph.paragraphLevel
      levels = paragraph.levels
      visualOrder = Array(paragraph.visualOrder)
      logicalToVisual = paragraph.logicalToVisual
      visual = paragraph.visualString
      runs = paragraph.runs
    }
  }
}
