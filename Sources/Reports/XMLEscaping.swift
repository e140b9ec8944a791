import Foundation
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
    guard !isPlain(string) else { return string }
    return String(decoding: escapedBytes(string, inAttribute: false, asciiOnly: asciiOnly), as: UTF8.self)
  }

  /// Escaped for a quoted attribute value (either quote style).
  static func attribute(_ string: String, asciiOnly: Bool = false) -> String {
    guard !isPlain(string) else { return string }
    return String(decoding: escapedBytes(string, inAttribute: true, asciiOnly: asciiOnly), as: UTF8.self)
  }

  /// Appends `string`, escaped, to a UTF-8 document (`XMLBuilder`'s), without making a string
  /// of it first.
  static func append(_ string: String, inAttribute: Bool, asciiOnly: Bool, to data: inout Data) {
    if isPlain(string) {
      data.appendUTF8(of: string)
    } else {
      data.append(contentsOf: escapedBytes(string, inAttribute: inAttribute, asciiOnly: asciiOnly))
    }
  }

  /// The escaped UTF-8 of a string that is not plain. Bytes are appended, not scalars to a
  /// string: a string's scalar append costs hundreds of instructions, and the JUnit report's
  /// locale lists have a hundred thousand scalars.
  private static func escapedBytes(_ string: String, inAttribute: Bool, asciiOnly: Bool) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(string.utf8.count + 16)
    for scalar in VisibleText.make(string, keepingLineBreaks: true).unicodeScalars {
      switch scalar {
      case "&": bytes.append(contentsOf: "&amp;".utf8)
      case "<": bytes.append(contentsOf: "&lt;".utf8)
      case ">": bytes.append(contentsOf: "&gt;".utf8)
      case "\"": bytes.append(contentsOf: "&quot;".utf8)
      case "'": bytes.append(contentsOf: "&#39;".utf8)
      // Attribute-value normalisation would turn these into spaces; references survive it.
      case "\n" where inAttribute: bytes.append(contentsOf: "&#xA;".utf8)
      case "\t" where inAttribute: bytes.append(contentsOf: "&#x9;".utf8)
      case "\r": bytes.append(contentsOf: "&#xD;".utf8)
      default:
        if !isXMLCharacter(scalar) {
          bytes.append(contentsOf: VisibleText.escape(scalar).utf8)
        } else if asciiOnly && scalar.value > 0x7E {
          bytes.append(contentsOf: "&#x\(String(scalar.value, radix: 16, uppercase: true));".utf8)
        } else {
          bytes.append(contentsOf: scalar.utf8)
        }
      }
    }
    return bytes
  }

  /// Printable ASCII without markup characters is its own escape: most names, ids and numbers.
  private static func isPlain(_ string: String) -> Bool {
    string.utf8.allSatisfy { byte in
      (0x20...0x7E).contains(byte) && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
        && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
    }
  }

  /// The XML 1.0 `Char` production.
  static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}

extension Data {
  /// Appends a string's UTF-8 in one copy (the generic `append(contentsOf:)` goes byte by byte).
  mutating func appendUTF8(of string: String) {
    var string = string
    string.withUTF8 { append($0) }
  }
}
