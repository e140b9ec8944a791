/// The bidi algorithm's result for one paragraph of text: levels, visual order and runs.
public struct BidiParagraph: Sendable, Hashable {
  /// The text as UTF-16 code units, the unit every index here counts.
  public let text: [UInt16]
  /// The resolved paragraph level: 0 left to right, 1 right to left.
  public let paragraphLevel: Int
  /// The visual order, then the levels, in a buffer the resolver reuses (it may be longer than
  /// both): allocation is most of what the Swift layer costs over ICU on short strings.
  let storage: [Int32]

  /// The logical index shown at each visual position, from left to right.
  public var visualOrder: ArraySlice<Int32> { storage[0..<text.count] }

  /// The embedding level of the UTF-16 unit at a logical index.
  public func level(at logicalIndex: Int) -> UInt8 { UInt8(storage[text.count + logicalIndex]) }

  /// The embedding level of each UTF-16 unit, in logical order.
  public var levels: [UInt8] { storage[text.count..<2 * text.count].map { UInt8($0) } }

  public static func == (lhs: BidiParagraph, rhs: BidiParagraph) -> Bool {
    lhs.text == rhs.text && lhs.paragraphLevel == rhs.paragraphLevel && lhs.visualOrder == rhs.visualOrder
      && lhs.levels == rhs.levels
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(paragraphLevel)
    hasher.combine(Array(visualOrder))
  }

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
      let level = self.level(at: Int(visualOrder[visual]))
      var end = visual + 1
      while end < visualOrder.count, self.level(at: Int(visualOrder[end])) == level { end += 1 }
      let logical = visualOrder[visual..<end].map(Int.init)
      runs.append(
        BidiRun(
          logicalStart: logical.min() ?? 0, length: end - visual, level: Int(level),
          direction: level % 2 == 0 ? .ltr : .rtl))
      visual = end
    }
    return runs
  }

  /// The text as displayed, left to right, as a string (mirrored glyphs are not substituted).
  ///
  /// ICU's visual map reverses UTF-16 units one by one inside right-to-left runs, which would
  /// split surrogate pairs (Adlam digits are outside the BMP); pairs are put back together.
  public var visualString: String {
    var units = visualOrder.map { text[Int($0)] }
    var index = 0
    while index + 1 < units.count {
      if UTF16.isTrailSurrogate(units[index]), UTF16.isLeadSurrogate(units[index + 1]) {
        units.swapAt(index, index + 1)
        index += 2
      } else {
        index += 1
      }
    }
    return String(decoding: units, as: UTF16.self)
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
