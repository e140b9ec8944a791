import LayoutModel

/// What in a tick's display decides the frames of the glyphs that show it, as a key: two ticks
/// with the same key resolve to glyphs of the same count, order and frames, though the digits
/// differ. Where widths depend on the digits (proportional cells, a `Text` timer), a long
/// countdown has far fewer width states than ticks: a monospaced `Text` timer has one per shape.
///
/// The key is the display with each digit replaced by the first digit of the same system that
/// every width the resolver reads makes as wide (the proportional and the monospaced advance,
/// every cell table of the case), with the pieces' fields and lengths. It lives beside the
/// resolver because only the resolver knows what it reads: when resolution starts reading more
/// of a digit than its widths, this key must grow with it.
package struct WidthStates: Sendable {
  private let formatter: TimerFormatter
  /// Each digit of the formatter's system that has a narrower-numbered twin, and the twin.
  private let twins: [Character: Character]

  /// The width states of a case's ticks in one formatter; `nil` where something other than the
  /// display changes widths from tick to tick: a button title that speaks the value in words.
  package init?(case layoutCase: LayoutCase, formatter: TimerFormatter) {
    var tables: [(CellWidthTable, Double)] = []
    for node in layoutCase.view.allNodes {
      switch node.kind {
      case .button(let label?, _) where TextTemplate.placeholders(in: label).contains(.spoken):
        return nil
      case .digitCells(let cells):
        tables.append((cells.cellWidth, cells.fontSize))
      default:
        continue
      }
    }
    let digits = formatter.digits.digits.compactMap { $0.count == 1 ? Character($0) : nil }
    guard digits.count == formatter.digits.digits.count else { return nil }
    func widths(_ digit: Character) -> [Double?] {
      [
        GlyphMetrics.advance(of: digit, monospacedDigits: false),
        GlyphMetrics.advance(of: digit, monospacedDigits: true),
      ] + tables.map { $0.0.width(for: digit, fontSize: $0.1) }
    }
    var twins: [Character: Character] = [:]
    for (index, digit) in digits.enumerated() {
      let own = widths(digit)
      if let twin = digits[..<index].first(where: { widths($0) == own }) { twins[digit] = twin }
    }
    self.formatter = formatter
    self.twins = twins
  }

  /// The width state of the display at a tick.
  package func key(at tick: Int) -> String {
    let (sign, pieces) = formatter.pieces(at: tick)
    // Digits are replaced in the whole display, character by character, so a digit that joins
    // the text beside it into one character is kept as it is.
    let display = (sign ? formatter.appMinus : "") + pieces.map(\.text).joined()
    var key = String(display.map { twins[$0] ?? $0 })
    for piece in pieces {
      key += "\u{1F}\(piece.field?.rawValue ?? "")=\(piece.text.count)"
    }
    return key
  }
}
