/// Makes characters that would hide, reorder or disguise text visible as `\u{…}` escapes.
///
/// Every string a report shows comes from case files written by someone else. A bidi override
/// (U+202E) in a title would reverse the text around it, a C0 control would corrupt a terminal
/// or be illegal in XML, and an invisible mark would make two different labels look the same.
/// An audit report must show what is really there, so these characters are spelled out the
/// way Swift spells them. ZWJ and ZWNJ are left alone: scripts and emoji need them.
///
/// This is the one policy for every place that shows such text: reports, terminal output,
/// error messages, and the keys of locale classes.
public enum VisibleText {
  /// The text with every hidden character replaced by its `\u{HEX}` spelling.
  /// - Parameter keepingLineBreaks: whether `\n`, `\r` and `\t` stay as they are (for
  ///   multi-line blocks, whose format escapes them its own way); otherwise they are spelled out.
  public static func make(_ text: String, keepingLineBreaks: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { isHidden($0, keepingLineBreaks: keepingLineBreaks) })
    else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isHidden(scalar, keepingLineBreaks: keepingLineBreaks) {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// `U+002E`: the Unicode spelling of a scalar, at least four hexadecimal digits, for naming a
  /// character beside it rather than in its place.
  public static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// `\u{202E}`: the Swift spelling of a scalar.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
  }

  /// Whether a scalar is invisible, reorders text, or is not allowed in XML 1.0.
  public static func isHidden(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09, 0x0D: return !keepingLineBreaks
    case 0x200C, 0x200D: return false  // ZWNJ, ZWJ: scripts and emoji need them
    // ASCII without asking for Unicode properties (most text of a report is ASCII): printable
    // characters and the space are visible; C0 controls and DEL are controls.
    case 0x20...0x7E: return false
    case 0x00...0x1F, 0x7F: return true
    default:
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate: return true
      default: return scalar.properties.isNoncharacterCodePoint
      }
    }
  }
}
