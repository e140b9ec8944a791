import Foundation

/// Whether one text contains another, as Foundation's `contains` answers (canonically
/// equivalent text counts; an empty part is never contained), without bridging to `NSString`
/// where a byte search cannot answer otherwise.
///
/// Labels and values are checked against the displayed and spoken time at every tick, and in
/// right-to-left locales those hold Arabic digits, letters and bidi marks: Foundation's search
/// was 5 % of a run over varied cases. A byte search gives Foundation's answer when every
/// scalar of both texts is *plain*: no canonical decomposition and combining class 0, so
/// canonical equivalence is identity, and a grapheme cluster of its own, so no match can split
/// one. Anything else (accented Latin, combining marks, emoji, `\r`) goes to Foundation. A test
/// compares both on every plain scalar and on random texts mixed with ones that are not.
enum TextContainment {
  static func contains(_ text: String, _ part: String) -> Bool {
    guard !part.isEmpty else { return false }
    guard isPlain(text), isPlain(part) else { return text.contains(part) }
    let haystack = Array(text.utf8)
    let needle = Array(part.utf8)
    guard needle.count <= haystack.count else { return false }
    return haystack.withUnsafeBufferPointer { haystack in
      needle.withUnsafeBufferPointer { needle in
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == needle[0] && memcmp(haystack.baseAddress! + start, needle.baseAddress!, needle.count) == 0 {
          return true
        }
        return false
      }
    }
  }

  /// Whether every scalar of a text is plain.
  static func isPlain(_ text: String) -> Bool {
    text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D } || text.unicodeScalars.allSatisfy(isPlain)
  }

  /// Whether a scalar is plain: listed by range, each without a canonical decomposition, of
  /// combining class 0 and breaking grapheme clusters on both sides (Unicode 15).
  static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x20...0x7E: return true  // ASCII but for `\r`, which joins a following `\n`
    case 0x00A0, 0x00D7, 0x00F7: return true  // no-break space, ×, ÷
    case 0x05D0...0x05EA: return true  // Hebrew letters
    case 0x060C, 0x061B, 0x061C, 0x061F: return true  // Arabic comma, semicolon, ALM, question mark
    case 0x0621, 0x0627...0x063A, 0x0640...0x064A: return true  // Arabic letters but آ أ ؤ إ ئ
    case 0x0660...0x066C: return true  // Arabic-Indic digits and separators
    case 0x0671...0x06BF, 0x06C1, 0x06C3...0x06D2, 0x06D5: return true  // extended letters but ۀ ۂ ۓ
    case 0x06F0...0x06F9: return true  // extended Arabic-Indic digits
    case 0x0966...0x096F, 0x09E6...0x09EF, 0x0F20...0x0F29, 0x1040...0x1049, 0x1C50...0x1C59: return true  // digits
    case 0x11136...0x1113F, 0x1E950...0x1E959: return true  // Chakma and Adlam digits
    case 0x2009, 0x202F, 0x2212: return true  // thin and narrow no-break spaces, minus sign
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi marks and controls
    default: return false
    }
  }
}
