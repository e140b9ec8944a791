/// Text typed on a command line with `\u{…}` escapes for characters that cannot be typed or
/// seen (bidi marks, isolates): `\u{2066}-00:05\u{2069}`.
public enum EscapedText {
  /// Decodes `\u{X…}` (1–6 hex digits naming a Unicode scalar) and `\\`; any other backslash
  /// sequence is an error naming its column.
  public static func decode(_ input: String) throws(EscapeError) -> String {
    var output = String.UnicodeScalarView()
    let scalars = Array(input.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "\\" else {
        output.append(scalar)
        index += 1
        continue
      }
      let column = index + 1
      guard index + 1 < scalars.count else {
        throw EscapeError(column: column, message: "a lone backslash at the end; write \\\\ for a backslash")
      }
      if scalars[index + 1] == "\\" {
        output.append("\\")
        index += 2
        continue
      }
      guard scalars[index + 1] == "u", index + 2 < scalars.count, scalars[index + 2] == "{" else {
        // The escape as typed: the backslash and the character after it.
        let given = "\\" + String(scalars[index + 1].escaped(asASCII: true).prefix(12))
        throw EscapeError(
          column: column, message: "unknown escape \"\(given)\"; write \\u{XXXX} for a character or \\\\ for a backslash")
      }
      var end = index + 3
      var value: UInt32 = 0
      while end < scalars.count, scalars[end] != "}", end - index - 3 < 7 {
        guard let digit = hexValue(scalars[end].value) else {
          throw EscapeError(column: end + 1, message: "\"\(scalars[end])\" is not a hexadecimal digit in \\u{…}")
        }
        value = value << 4 | digit
        end += 1
      }
      let digits = end - index - 3
      guard end < scalars.count, scalars[end] == "}", (1...6).contains(digits) else {
        throw EscapeError(column: column, message: "\\u{ needs 1 to 6 hexadecimal digits and a closing }")
      }
      guard let decoded = Unicode.Scalar(value) else {
        throw EscapeError(column: column, message: "U+\(String(value, radix: 16, uppercase: true)) is not a Unicode scalar (a surrogate or above U+10FFFF)")
      }
      output.append(decoded)
      index = end + 1
    }
    return String(output)
  }

  /// The value of an ASCII hexadecimal digit given by its code (`0`–`9`, `A`–`F`, `a`–`f`);
  /// `nil` for anything else. The conformance files' code points are read with it too.
  static func hexValue(_ code: UInt32) -> UInt32? {
    switch code {
    case 0x30...0x39: code - 0x30
    case 0x41...0x46: code - 0x41 + 10
    case 0x61...0x66: code - 0x61 + 10
    default: nil
    }
  }
}

/// A malformed `\u{…}` escape.
public struct EscapeError: Error, CustomStringConvertible, Equatable {
  /// The 1-based column (in Unicode scalars) where the problem starts.
  public let column: Int
  /// What is wrong and how to write it.
  public let message: String

  public var description: String { "column \(column): \(message)" }
}
