import ReportModel

/// Escapes text for XML 1.0 (the JUnit report) and XHTML-compatible HTML.
///
/// Written by hand because the package takes no XML library. Hidden characters are first made
/// visible (`VisibleText`), which also removes every character XML 1.0 forbids (U+0000–U+0008,
/// U+000B, U+000C, U+000E–U+001F, U+FFFE, U+FFFF); a second check keeps that guarantee even if
/// the visible set changes.
enum XMLEscaping {
  /// Escaped for element content.
  /// - Parameter asciiOnly: writes every non-ASCII character as `&#x…;` (JUnit consumers that
  ///   assume Latin-1 still read the file).
  static func text(_ string: String, asciiOnly: Bool = false) -> String {
    escape(string, inAttribute: false, asciiOnly: asciiOnly)
  }

  /// Escaped for a quoted attribute value (either quote style).
  static func attribute(_ string: String, asciiOnly: Bool = false) -> String {
    escape(string, inAttribute: true, asciiOnly: asciiOnly)
  }

  private static func escape(_ string: String, inAttribute: Bool, asciiOnly: Bool) -> String {
    // Printable ASCII without markup characters is its own escape: most names, ids and numbers.
    let plain = string.utf8.allSatisfy { byte in
      (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
        && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
    }
    if plain { return string }
    var result = ""
    result.reserveCapacity(string.utf8.count + 16)
    for scalar in VisibleText.make(string, keepingLineBreaks: true).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      // Attribute-value normalisation would turn these into spaces; references survive it.
      case "\n" where inAttribute: result += "&#xA;"
      case "\t" where inAttribute: result += "&#x9;"
      case "\r": result += "&#xD;"
      default:
        if !isXMLCharacter(scalar) {
          result += VisibleText.escape(scalar)
        } else if asciiOnly && scalar.value > 0x7E {
          result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// The XML 1.0 `Char` production.
  static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
