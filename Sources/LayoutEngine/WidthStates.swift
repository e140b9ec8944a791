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
  /// Whether every digit is as wide as every other and the formatter numbers shapes: then the
  /// width state is the shape, and its number stands for it.
  private let byShape: Bool
  /// Where the digits are ten code points in a row that stay one character beside any text
  /// (`TimerFormatter.numbersShapes`): the first one's value, and each digit's twin by value,
  /// so digits are replaced scalar by scalar without breaking the display into characters.
  private let zero: UInt32?
  private let twinValues: [UInt32]

  /// A width state: a shape's number, or the display with its digits replaced by their twins.
  package enum Key: Hashable, Sendable {
    case shape(Int)
    case widths(String)
  }

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
    let proportional = Self.readsProportionalDigits(layoutCase)
    func widths(_ digit: Character) -> [Double?] {
      (proportional ? [GlyphMetrics.advance(of: digit, monospacedDigits: false)] : [])
        + [GlyphMetrics.advance(of: digit, monospacedDigits: true)]
        + tables.map { $0.0.width(for: digit, fontSize: $0.1) }
    }
    var twins: [Character: Character] = [:]
    for (index, digit) in digits.enumerated() {
      let own = widths(digit)
      if let twin = digits[..<index].first(where: { widths($0) == own }) { twins[digit] = twin }
    }
    self.formatter = formatter
    self.twins = twins
    let numbersShapes = formatter.numbersShapes()
    byShape = twins.count == digits.count - 1 && numbersShapes
    let scalars = digits.map { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first!.value : 0 }
    let inRow = digits.count == 10 && scalars[0] > 0 && scalars.enumerated().allSatisfy { $1 == scalars[0] + UInt32($0) }
    zero = inRow && numbersShapes ? scalars[0] : nil
    twinValues = digits.map { digit in
      let twin = twins[digit] ?? digit
      return UInt32(digits.firstIndex(of: twin)!)
    }
  }

  /// Whether a digit of the value may be drawn with its proportional advance: a `Text` or
  /// proportional cells that show the value without `monospacedDigit()` in effect (as
  /// `LayoutResolver` passes it down, through reflections and every branch), or a button title
  /// that shows it. Where none may, every digit of a system is as wide as every other.
  static func readsProportionalDigits(_ layoutCase: LayoutCase) -> Bool {
    let nodesByID = layoutCase.view.nodesByID
    func visit(_ node: ViewNode, modifiers: [Modifier], monospaced inherited: Bool, depth: Int) -> Bool {
      // Deeper than resolution goes (it stops with an error): say yes, the safe answer.
      guard depth < LayoutResolver.limits.maxResolutionDepth else { return true }
      if case .reflection(let target) = node.kind {
        // A reflection resolves its target's kind with the target's modifiers inside its own.
        guard let original = nodesByID[target] else { return false }
        return visit(original, modifiers: original.modifiers + modifiers, monospaced: inherited, depth: depth + 1)
      }
      // The modifier written first is the innermost: its setting is the one the content sees.
      var monospaced = inherited
      for modifier in modifiers.reversed() {
        if case .monospacedDigit(let on) = modifier.kind { monospaced = on }
      }
      switch node.kind {
      case .text(let template) where !monospaced && showsValue(template):
        return true
      case .digitCells(let cells) where !monospaced && cells.cellWidth == .proportional && showsValue(cells.text):
        return true
      case .button(let label?, _) where showsValue(label):
        return true
      default:
        return node.children.contains { visit($0, modifiers: $0.modifiers, monospaced: monospaced, depth: depth + 1) }
      }
    }
    return visit(layoutCase.view, modifiers: layoutCase.view.modifiers, monospaced: false, depth: 0)
  }

  /// Whether every node that shows the value draws each character as wide whatever digit it
  /// is: it shows it in digit cells of a fixed width table, never in a `Text`.
  package static func widthsIgnoreDigitValues(_ layoutCase: LayoutCase) -> Bool {
    var showsValue = false
    for node in layoutCase.view.allNodes {
      switch node.kind {
      case .digitCells(let cells) where Self.showsValue(cells.text):
        guard case .fixed = cells.cellWidth else { return false }
        showsValue = true
      case .text(let template) where Self.showsValue(template):
        return false
      default:
        continue
      }
    }
    return showsValue
  }

  /// Whether a template shows the value or a field of it.
  static func showsValue(_ template: String) -> Bool {
    TextTemplate.placeholders(in: template).contains { $0 != .spoken }
  }

  /// The width state of the display at a tick.
  package func key(at tick: Int) -> Key {
    // Same shape number, same shape: the displays differ only in digits, all as wide.
    if byShape, let number = formatter.shapeNumber(at: tick) { return .shape(number) }
    let (sign, pieces) = formatter.pieces(at: tick)
    // Digits are replaced in the whole display, character by character, so a digit that joins
    // the text beside it into one character is kept as it is.
    let display = (sign ? formatter.appMinus : "") + pieces.map(\.text).joined()
    var key: String
    if let zero {
      var scalars = String.UnicodeScalarView()
      for scalar in display.unicodeScalars {
        let offset = scalar.value &- zero
        scalars.append(offset < 10 ? Unicode.Scalar(zero + twinValues[Int(offset)])! : scalar)
      }
      key = String(scalars)
    } else {
      key = String(display.map { twins[$0] ?? $0 })
    }
    for piece in pieces {
      key += "\u{1F}\(piece.field?.rawValue ?? "")=\(piece.text.count)"
    }
    return .widths(key)
  }
}
