import Foundation

/// Runs the Unicode bidi conformance files (`BidiTest.txt`, `BidiCharacterTest.txt`) through
/// the engine and judges each case the way ICU's own `bidiconf.cpp` does.
///
/// Judging as ICU does matters in two places: characters whose expected level is `x` (removed
/// by rule X9) are ignored in both the levels and the order, and for unidirectional text ICU
/// may report the paragraph level for every character instead of the resolved levels — the
/// visual order is the same, so that is accepted.
package enum BidiConformance {
  /// Runs both files found in `directory` (Debian's `unicode-data` puts them in
  /// `/usr/share/unicode`).
  package static func run(directory: String) throws(ConformanceError) -> [ConformanceResult] {
    let base = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
    return [
      try runBidiTest(path: base + "/BidiTest.txt"),
      try runBidiCharacterTest(path: base + "/BidiCharacterTest.txt"),
    ]
  }

  // MARK: BidiTest.txt

  /// Runs `BidiTest.txt`: bidi class sequences with the paragraph directions to try.
  package static func runBidiTest(path: String) throws(ConformanceError) -> ConformanceResult {
    let file = try ConformanceFile(path: path)
    let resolver = BidiResolver(conformanceClasses: true)
    var tally = Tally(file: file)
    var expectedLevels: [UInt8] = []
    var expectedOrder: [Int32] = []
    var sawLevels = false
    var text: [UInt16] = []
    var packed = [Int32](repeating: 0, count: 2 * 256)
    for line in file.lines() {
      var cursor = line
      if cursor.skip("@Levels:") {
        expectedLevels = try cursor.levels()
        sawLevels = true
        continue
      }
      if cursor.skip("@Reorder:") {
        expectedOrder = try cursor.integers()
        continue
      }
      if cursor.peek == UInt8(ascii: "@") { continue }
      guard sawLevels else {
        throw cursor.error("a test line before any @Levels: line; the file is not BidiTest.txt or is cut at the start")
      }
      text.removeAll(keepingCapacity: true)
      while let byte = cursor.nextNonSpace(), byte != UInt8(ascii: ";") {
        text.append(try cursor.bidiClass())
      }
      guard cursor.skip(";") else {
        throw cursor.error("expected \";\" and a paragraph bit set after the bidi classes; the line is cut short")
      }
      let bitSet = try cursor.integer()
      guard bitSet > 0, bitSet < 8 else {
        throw cursor.error("paragraph bit set \(bitSet) is not 1 to 7")
      }
      guard text.count == expectedLevels.count, 2 * text.count <= packed.count else {
        throw cursor.error("\(text.count) classes but the @Levels line has \(expectedLevels.count) levels")
      }
      for (bit, direction) in [(1, ParagraphDirection.auto), (2, .ltr), (4, .rtl)] where bitSet & bit != 0 {
        let verdict = try judge(
          resolver, text, level: direction.icuLevel, expectedParagraphLevel: nil,
          expectedLevels: expectedLevels, expectedOrder: expectedOrder, packed: &packed, at: cursor)
        tally.record(verdict, line: cursor.lineNumber, paragraph: direction.rawValue)
      }
    }
    return tally.result()
  }

  // MARK: BidiCharacterTest.txt

  /// Runs `BidiCharacterTest.txt`: real code points with the direction, the resolved paragraph
  /// level, the levels and the order each must produce.
  package static func runBidiCharacterTest(path: String) throws(ConformanceError) -> ConformanceResult {
    let file = try ConformanceFile(path: path)
    let resolver = BidiResolver()
    var tally = Tally(file: file, known: Dictionary(uniqueKeysWithValues: KnownBidiDeviation.all.map { ($0.line, $0) }))
    var text: [UInt16] = []
    var unitOfScalar: [Int] = []
    var packed = [Int32](repeating: 0, count: 2 * 1024)
    for line in file.lines() {
      var cursor = line
      text.removeAll(keepingCapacity: true)
      unitOfScalar.removeAll(keepingCapacity: true)
      while let byte = cursor.nextNonSpace(), byte != UInt8(ascii: ";") {
        let value = try cursor.hexScalar()
        unitOfScalar.append(text.count)
        text.append(contentsOf: UTF16.encode(value)!)
      }
      guard cursor.skip(";") else { throw cursor.error("expected \";\" after the code points") }
      let direction = try cursor.integer()
      guard direction <= 2, cursor.skip(";") else {
        throw cursor.error("expected a paragraph direction 0, 1 or 2 followed by \";\"")
      }
      let paragraphLevel = try cursor.integer()
      guard paragraphLevel <= 1, cursor.skip(";") else {
        throw cursor.error("expected a resolved paragraph level 0 or 1 followed by \";\"")
      }
      let scalarLevels = try cursor.levels(until: UInt8(ascii: ";"))
      guard cursor.skip(";") else {
        throw cursor.error("expected \";\" and the visual order after the levels; the line is cut short")
      }
      let scalarOrder = try cursor.integers()
      guard scalarLevels.count == unitOfScalar.count, 2 * text.count <= packed.count else {
        throw cursor.error("\(unitOfScalar.count) code points but \(scalarLevels.count) levels")
      }
      // The file counts code points; ICU counts UTF-16 units. Give both units of a surrogate
      // pair the pair's expected level, and order by first units.
      var expectedLevels = [UInt8](repeating: 0, count: text.count)
      for (scalar, unit) in unitOfScalar.enumerated() {
        expectedLevels[unit] = scalarLevels[scalar]
        if unit + 1 < text.count, scalar + 1 == unitOfScalar.count || unitOfScalar[scalar + 1] > unit + 1 {
          expectedLevels[unit + 1] = Self.ignored
        }
      }
      let expectedOrder = scalarOrder.map { Int32(unitOfScalar[Int($0)]) }
      // The file's directions 0, 1 and 2.
      let paragraph = [ParagraphDirection.ltr, .rtl, .auto][direction]
      let verdict = try judge(
        resolver, text, level: paragraph.icuLevel, expectedParagraphLevel: paragraphLevel,
        expectedLevels: expectedLevels, expectedOrder: expectedOrder, packed: &packed, at: cursor)
      tally.record(verdict, line: cursor.lineNumber, paragraph: paragraph.rawValue)
    }
    return tally.result()
  }

  // MARK: Judging

  /// The level value that marks a character removed by rule X9 (`x` in the files).
  static let ignored: UInt8 = 0xFF

  /// The first way the engine's resolution of `text` differs from the expected one, if any.
  private static func judge(
    _ resolver: BidiResolver, _ text: [UInt16], level: UInt8, expectedParagraphLevel: Int?,
    expectedLevels: [UInt8], expectedOrder: [Int32], packed: inout [Int32], at line: ConformanceLine
  ) throws(ConformanceError) -> String? {
    do {
      return try text.withUnsafeBufferPointer { text throws(BidiError) in
        try packed.withUnsafeMutableBufferPointer { packed throws(BidiError) in
          try resolver.withResolved(text, level: level, into: packed.baseAddress!) { paragraphLevel in
            if let expectedParagraphLevel, expectedParagraphLevel != paragraphLevel {
              return "paragraph level \(paragraphLevel), expected \(expectedParagraphLevel)"
            }
            if let problem = checkLevels(packed, expectedLevels, count: text.count) {
              return problem
            }
            return checkOrder(packed, expectedLevels, expectedOrder, count: text.count)
          }
        }
      }
    } catch {
      throw ConformanceError(file: line.file.path, line: line.lineNumber, column: 1, message: error.description)
    }
  }

  /// The levels, the second half of `packed`, against the expected ones.
  private static func checkLevels(
    _ packed: UnsafeMutableBufferPointer<Int32>, _ expected: [UInt8], count: Int
  ) -> String? {
    var expectedBits = 0
    var actualBits = 0
    for index in 0..<count where expected[index] != ignored {
      expectedBits |= 1 << Int(expected[index] & 1)
      actualBits |= 1 << Int(packed[count + index] & 1)
    }
    for index in 0..<count where expected[index] != ignored && Int32(expected[index]) != packed[count + index] {
      // ICU's shortcut for unidirectional text: every level is the paragraph level. The
      // visual order is the same, and bidiconf.cpp accepts it.
      if expectedBits != 3, expectedBits == actualBits { return nil }
      return "level \(packed[count + index]) at index \(index), expected \(expected[index])"
    }
    return nil
  }

  /// The visual order, the first half of `packed`, against the expected one.
  private static func checkOrder(
    _ visual: UnsafeMutableBufferPointer<Int32>, _ expectedLevels: [UInt8], _ expected: [Int32],
    count: Int
  ) -> String? {
    var position = 0
    for index in 0..<count {
      let logical = Int(visual[index])
      if expectedLevels[logical] == ignored { continue }
      guard position < expected.count, Int32(logical) == expected[position] else {
        return "index \(logical) shown at visual position \(position), expected "
          + (position < expected.count ? "\(expected[position])" : "nothing")
      }
      position += 1
    }
    return position == expected.count
      ? nil : "\(position) characters shown, expected \(expected.count)"
  }
}

/// Counts verdicts for one file; a failure on a line of `known` counts as a known deviation.
private struct Tally {
  let file: ConformanceFile
  var known: [Int: KnownBidiDeviation] = [:]
  var cases = 0
  var passed = 0
  var knownDeviations = 0
  var failures: [ConformanceFailure] = []
  var failed = 0
  var seenDeviations: Set<Int> = []

  mutating func record(_ problem: String?, line: Int, paragraph: String) {
    cases += 1
    guard let problem else {
      passed += 1
      return
    }
    if known[line] != nil {
      knownDeviations += 1
      seenDeviations.insert(line)
      return
    }
    failed += 1
    if failures.count < 40 {
      failures.append(ConformanceFailure(line: line, paragraph: paragraph, message: problem))
    }
  }

  func result() -> ConformanceResult {
    ConformanceResult(
      name: (file.path as NSString).lastPathComponent, cases: cases, passed: passed,
      knownDeviations: knownDeviations, failed: failed, failures: failures,
      deviations: seenDeviations.sorted().compactMap { known[$0] })
  }
}
