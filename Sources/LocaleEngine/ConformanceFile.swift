import Foundation

/// A conformance file's bytes, split into its non-empty, comment-stripped lines.
struct ConformanceFile {
  let path: String
  let bytes: [UInt8]

  /// Reads the file whole; the files are a few megabytes.
  init(path: String) throws(ConformanceError) {
    self.path = path
    guard FileManager.default.fileExists(atPath: path) else {
      throw ConformanceError(
        file: path, line: 0, column: 0,
        message: "no such file; install Debian's unicode-data (apt-get install unicode-data) or give the folder that holds the conformance files")
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConformanceError(file: path, line: 0, column: 0, message: "cannot be read; check its permissions")
    }
    bytes = [UInt8](data)
    // Unicode's data files end with a "# EOF" line; a file without it was cut short.
    var tail = bytes.count
    while tail > 0, [0x0A, 0x0D, 0x20].contains(bytes[tail - 1]) { tail -= 1 }
    guard tail >= 5, Array(bytes[(tail - 5)..<tail]) == Array("# EOF".utf8) else {
      let lines = bytes.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
      throw ConformanceError(
        file: path, line: lines, column: 1,
        message: "the file does not end with its \"# EOF\" line: it is truncated; reinstall unicode-data")
    }
  }

  /// The lines that carry data, with comments and surrounding spaces removed.
  func lines() -> [ConformanceLine] {
    var lines: [ConformanceLine] = []
    var start = 0
    var number = 0
    while start < bytes.count {
      number += 1
      var end = start
      while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
      var stop = end
      if let hash = bytes[start..<end].firstIndex(of: UInt8(ascii: "#")) { stop = hash }
      var first = start
      while first < stop, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
      while stop > first, [0x20, 0x09, 0x0D].contains(bytes[stop - 1]) { stop -= 1 }
      if first < stop {
        lines.append(ConformanceLine(file: self, lineNumber: number, lineStart: start, position: first, end: stop))
      }
      start = end + 1
    }
    return lines
  }
}

/// A cursor over one line of a conformance file that reads the file's small vocabulary.
struct ConformanceLine {
  let file: ConformanceFile
  let lineNumber: Int
  let lineStart: Int
  var position: Int
  let end: Int

  var peek: UInt8? { position < end ? file.bytes[position] : nil }

  func error(_ message: String) -> ConformanceError {
    ConformanceError(file: file.path, line: lineNumber, column: position - lineStart + 1, message: message)
  }

  mutating func skipSpaces() {
    while let byte = peek, byte == 0x20 || byte == 0x09 { position += 1 }
  }

  /// The next byte that is not a space, after moving to it.
  mutating func nextNonSpace() -> UInt8? {
    skipSpaces()
    return peek
  }

  mutating func skip(_ literal: String) -> Bool {
    skipSpaces()
    let utf8 = Array(literal.utf8)
    guard position + utf8.count <= end, Array(file.bytes[position..<position + utf8.count]) == utf8
    else { return false }
    position += utf8.count
    return true
  }

  mutating func integer() throws(ConformanceError) -> Int {
    skipSpaces()
    var value = 0
    var digits = 0
    while let byte = peek, byte >= 0x30, byte <= 0x39, digits < 6 {
      value = value * 10 + Int(byte - 0x30)
      digits += 1
      position += 1
    }
    guard digits > 0 else { throw error("expected a number") }
    return value
  }

  mutating func integers() throws(ConformanceError) -> [Int32] {
    var values: [Int32] = []
    while nextNonSpace() != nil { values.append(Int32(try integer())) }
    return values
  }

  /// Levels separated by spaces, `x` for a removed character.
  mutating func levels(until terminator: UInt8? = nil) throws(ConformanceError) -> [UInt8] {
    var values: [UInt8] = []
    while let byte = nextNonSpace(), byte != terminator {
      if byte == UInt8(ascii: "x") {
        values.append(BidiConformance.ignored)
        position += 1
      } else {
        let level = try integer()
        guard level <= 126 else { throw error("level \(level) is above the maximum of 126") }
        values.append(UInt8(level))
      }
    }
    return values
  }

  /// A hexadecimal code point.
  mutating func hexScalar() throws(ConformanceError) -> Unicode.Scalar {
    var value: UInt32 = 0
    var digits = 0
    while let byte = peek, let digit = EscapedText.hexValue(UInt32(byte)), digits < 7 {
      value = value << 4 | digit
      digits += 1
      position += 1
    }
    guard digits > 0, let scalar = Unicode.Scalar(value) else {
      throw error("expected a hexadecimal code point")
    }
    return scalar
  }

  /// A bidi class name (`L`, `RLE`, `NSM`, …), returned as its character in ICU's conformance
  /// alphabet.
  mutating func bidiClass() throws(ConformanceError) -> UInt16 {
    let start = position
    while let byte = peek, byte != 0x20, byte != 0x09, byte != UInt8(ascii: ";") { position += 1 }
    let name = String(decoding: file.bytes[start..<position], as: UTF8.self)
    guard let character = Self.alphabet[name] else {
      position = start
      throw error("unknown bidi class \"\(name)\"")
    }
    return character
  }

  /// Bidi class names to the characters `cicu_bidi_open(1)` gives those classes.
  private static let alphabet: [String: UInt16] = [
    "L": 0x6C, "R": 0x52, "EN": 0x33, "ES": 0x2D, "ET": 0x25, "AN": 0x39, "CS": 0x2C, "B": 0x2F,
    "S": 0x5F, "WS": 0x20, "ON": 0x3D, "LRE": 0x65, "LRO": 0x6F, "AL": 0x41, "RLE": 0x45,
    "RLO": 0x4F, "PDF": 0x2A, "NSM": 0x60, "BN": 0x7C, "FSI": 0x53, "LRI": 0x69, "RLI": 0x49,
    "PDI": 0x2E,
  ]
}
