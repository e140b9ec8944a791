import Foundation
import ReportModel

/// Builds an indented XML document whose every attribute value and text is escaped as ASCII.
///
/// The document is kept as UTF-8 bytes, the form it is written in, so a large one is not held
/// twice (as a string and as its bytes) when it is done.
struct XMLBuilder {
  private(set) var data = Data()
  private var depth = 0

  /// An empty document with room for `capacity` bytes.
  init(reserving capacity: Int = 0) {
    data.reserveCapacity(capacity)
  }

  /// The document as text.
  var text: String { String(decoding: data, as: UTF8.self) }

  /// A line at the current depth, written as given (it must already be valid XML).
  mutating func line(_ raw: String) {
    data.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    data.append(contentsOf: raw.utf8)
    data.append(UInt8(ascii: "\n"))
  }

  /// `<name a="…">`, and the following lines one level deeper.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(Self.attributes(attributes))>")
    depth += 1
  }

  /// `</name>`.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// `<name a="…"/>`.
  mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(Self.attributes(attributes))/>")
  }

  /// `<name a="…">text</name>`, the text kept verbatim (escaped) so multi-line bodies stay
  /// readable; an empty text gives an element with no content.
  mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String) {
    guard !content.isEmpty else {
      line("<\(name)\(Self.attributes(attributes))></\(name)>")
      return
    }
    line("<\(name)\(Self.attributes(attributes))>\(XMLEscaping.text(content, asciiOnly: true))</\(name)>")
  }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(XMLEscaping.attribute($0.1, asciiOnly: true))\"" }.joined()
  }
}
