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
  static func escapingHidden(_ data: Data) -> Data {
    // Every hidden character is above U+007F: ASCII text (most of a report) needs no decoding.
    guard data.withUnsafeBytes({ bytes in bytes.contains { $0 >= 0x80 } }) else { return data }
    let text = String(decoding: data, as: UTF8.self)
    guard text.unicodeScalars.contains(where: isHidden) else { return data }
    // Into bytes: appending scalar by scalar to a `String.UnicodeScalarView` copied the whole
    // text again and again, half of a 500-case run spent on a report of 100 MB.
    var escaped: [UInt8] = []
    escaped.reserveCapacity(data.count + data.count / 16)
    for scalar in text.unicodeScalars {
      guard isHidden(scalar) else {
        escaped.append(contentsOf: UTF8.encode(scalar)!)
        continue
      }
      for unit in String(scalar).utf16 {
        let hex = String(unit, radix: 16, uppercase: true)
        escaped.append(contentsOf: ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
      }
    }
    return Data(escaped)
  }

  /// Hidden as `VisibleText` judges it; line breaks and tabs between tokens are formatting.
  private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value >= 0x7F && VisibleText.isHidden(scalar, keepingLineBreaks: true)
  }
}
