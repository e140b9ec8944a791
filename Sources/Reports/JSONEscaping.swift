import ReportModel

import Foundation

/// Escapes, inside encoded JSON, every character that would hide, reorder or disguise text.
///
/// `JSONEncoder` escapes only what JSON requires (quotes, backslashes, C0 controls), so a bidi
/// override in a case title would reach `report.json` and `report.sarif` raw, and reverse the
/// text around it in any editor or code-review view. The characters `VisibleText` spells out
/// are written as `\uXXXX` escapes instead: a JSON reader gets exactly the same strings, a
/// person sees the escape. Such characters are never part of JSON's syntax (which is ASCII), so
/// rewriting them anywhere in the document only ever touches string contents.
enum JSONEscaping {
  /// The encoded JSON with every hidden character as a `\uXXXX` escape (a surrogate pair above
  /// U+FFFF); the bytes are returned unchanged when there is none.
  ///
  /// Every hidden character is U+007F or above: only DEL and the bytes of other characters are
  /// decoded (`hidden(in:at:)`, as `JSONNode` does for its strings), and text with none (most of
  /// a report) is returned as it is.
  static func escapingHidden(_ data: Data) -> Data {
    data.withUnsafeBytes { raw -> Data in
      let bytes = raw.bindMemory(to: UInt8.self)
      var escaped: [UInt8] = []
      var start = 0
      var index = 0
      while index < bytes.count {
        // Eight ASCII bytes at a time: none has its high bit set, and none is DEL (0x7F, hidden):
        // adding one to each byte sets a high bit only on a DEL, with no carry between bytes.
        if index + 8 <= bytes.count {
          let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          if word & 0x8080_8080_8080_8080 == 0 && (word &+ 0x0101_0101_0101_0101) & 0x8080_8080_8080_8080 == 0 {
            index += 8
            continue
          }
        }
        guard bytes[index] >= 0x7F else {
          index += 1
          continue
        }
        let (hidden, length) = Self.hidden(in: bytes, at: index)
        if let hidden {
          if start == 0 { escaped.reserveCapacity(bytes.count + bytes.count / 16) }
          escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
          escaped.append(contentsOf: escape(hidden))
          start = index + length
        }
        index += length
      }
      guard start > 0 else { return data }
      escaped.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
      return Data(escaped)
    }
  }

  /// A hidden character as JSON writes it: `\uXXXX`, uppercase, a surrogate pair above U+FFFF.
  static func escape(_ scalar: Unicode.Scalar) -> [UInt8] {
    var bytes: [UInt8] = []
    for unit in String(scalar).utf16 {
      let hex = String(unit, radix: 16, uppercase: true)
      bytes.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
    return bytes
  }

  /// The character whose UTF-8 starts at `index` (a byte of 0x7F or above) when it is hidden,
  /// and its length; a byte that starts no valid sequence is one byte long and left as it is.
  static func hidden(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar?, length: Int) {
    let lead = bytes[index]
    let length: Int
    var value: UInt32
    switch lead {
    case 0x7F: return (Unicode.Scalar(lead), 1)  // DEL: hidden, and ASCII
    case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
    case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
    case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
    default: return (nil, 1)
    }
    guard index + length <= bytes.count else { return (nil, 1) }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      guard byte & 0xC0 == 0x80 else { return (nil, 1) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    let shortest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
    guard value >= shortest, let scalar = Unicode.Scalar(value) else { return (nil, 1) }
    return (isHidden(scalar) ? scalar : nil, length)
  }

  /// Hidden as `VisibleText` judges it; line breaks and tabs between tokens are formatting.
  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x7F && VisibleText.isHidden(scalar, keepingLineBreaks: true)
  }
}
