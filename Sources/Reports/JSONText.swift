import Foundation

/// The text of JSON leaves, as `JSONEncoder`'s writer spells them: what `CompactJSONEncoder`
/// and `JSONNode` write their values with.
enum JSONText {
  /// Whether `JSONEncoder` writes the type in a special form (base64, a URL's string, a
  /// decimal number) that `CompactJSONEncoder` does not copy, and refuses instead.
  static func isSpecial<T>(_ type: T.Type) -> Bool {
    type == Data.self || type == URL.self || type == Decimal.self
  }

  static func appendNull(to bytes: inout [UInt8]) {
    bytes.append(contentsOf: [UInt8(ascii: "n"), UInt8(ascii: "u"), UInt8(ascii: "l"), UInt8(ascii: "l")])
  }

  static func append(_ value: Bool, to bytes: inout [UInt8]) {
    if value {
      bytes.append(contentsOf: [UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "u"), UInt8(ascii: "e")])
    } else {
      bytes.append(
        contentsOf: [UInt8(ascii: "f"), UInt8(ascii: "a"), UInt8(ascii: "l"), UInt8(ascii: "s"), UInt8(ascii: "e")])
    }
  }

  /// An integer's decimal digits, its `description` without making a string.
  static func append<I: FixedWidthInteger>(integer value: I, to bytes: inout [UInt8]) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    // 39 digits hold UInt128.max.
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { digits in
      var start = digits.count
      repeat {
        start -= 1
        digits[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude != 0
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
    }
  }

  /// A finite number as `JSONEncoder` writes it: its `description` without a trailing `.0`.
  static func append<F: BinaryFloatingPoint & LosslessStringConvertible>(finite value: F, to bytes: inout [UInt8]) {
    var text = value.description
    text.withUTF8 { text in
      let count = text.count
      let trimmed =
        count >= 2 && text[count - 2] == UInt8(ascii: ".") && text[count - 1] == UInt8(ascii: "0") ? count - 2 : count
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[..<trimmed]))
    }
  }

  /// A string in quotes: `"` and `\` after a backslash, the C0 controls as `\b`, `\f`, `\n`,
  /// `\r`, `\t` or `\u00xx` (lowercase hex), everything else, `/` included, as it is.
  static func append(_ value: String, to bytes: inout [UInt8]) {
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { text in
      var start = 0
      for index in text.indices {
        let byte = text[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index])) }
        start = index + 1
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        default:
          bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex(byte >> 4), hex(byte & 0xF)])
        }
      }
      if start < text.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start...])) }
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A lowercase hex digit.
  private static func hex(_ digit: UInt8) -> UInt8 {
    digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10
  }
}
