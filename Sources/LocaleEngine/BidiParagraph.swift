/// The bidi algorithm's result for one paragraph of text: levels, visual order and runs.
public struct BidiParagraph: Sendable, Hashable {
  /// The text as UTF-16 code units, the unit every index here counts.
  public let text: [UInt16]
  /// The resolved paragraph level: 0 left to right, 1 right to left.
  public let paragraphLevel: Int
  /// The embedding level of each UTF-16 unit, in logical order.
  public let levels: [UInt8]
  /// The logical index shown at each visual position, from left to right.
  public let visualOrder: [Int32]

  /// The visual position of each logical index (the inverse of `visualOrder`).
  public var logicalToVisual: [Int] {
    var map = [Int](repeating: 0, count: visualOrder.count)
    for (visual, logical) in visualOrder.enumerated() { map[Int(logical)] = visual }
    return map
  }

  /// The paragraph's direction.
  public var direction: TextDirection { paragraphLevel == 1 ? .rtl : .ltr }

  /// The directional runs from left to right: maximal stretches of one level, each either
  /// left to right (even level) or right to left (odd level).
  public var runs: [BidiRun] {
    var runs: [BidiRun] = []
    var visual = 0
    while visual < visualOrder.count {
      let level = levels[Int(visualOrder[visual])]
      var end = visual + 1
      while end < visualOrder.count, levels[Int(visualOrder[end])] == level { end += 1 }
      let logical = visualOrder[visual..<end].map(Int.init)
      runs.append(
        BidiRun(
          logicalStart: logical.min()!, length: end - visual, level: Int(level),
          direction: level % 2 == 0 ? .ltr : .rtl))
      visual = end
    }
    return runs
  }

  /// The text as displayed, left to right, as a string (mirrored glyphs are not substituted).
  public var visualString: String {
    String(decoding: visualOrder.map { text[Int($0)] }, as: UTF16.self)
  }
}

/// One directional run of a paragraph.
public struct BidiRun: Sendable, Hashable, Codable {
  /// The first logical UTF-16 index of the run.
  public let logicalStart: Int
  /// Its length in UTF-16 units.
  public let length: Int
  /// Its embedding level.
  public let level: Int
  /// Its direction (odd levels run right to left).
  public let direction: TextDirection
}
