import Foundation

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

  /// A line at the current depth, written as given (it must already be valid XML).
  mutating func line(_ raw: String) {
    indent()
    data.appendUTF8(of: raw)
    data.append(UInt8(ascii: "\n"))
  }

  /// `<name a="…">`, and the following lines one level deeper.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    start(name, attributes)
    data.appendUTF8(of: ">\n")
    depth += 1
  }

  /// `</name>`.
  mutating func close(_ name: String) {
    depth -= 1
    line("</\(name)>")
  }

  /// `<name a="…"/>`.
  mutating func empty(_ name: String, _ attributes: [(String, String)] = []) {
    start(name, attributes)
    data.appendUTF8(of: "/>\n")
  }

  /// `<name a="…">text</name>`, the text kept verbatim (escaped) so multi-line bodies stay
  /// readable; an empty text gives an element with no content.
  mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String) {
    start(name, attributes)
    data.append(UInt8(ascii: ">"))
    XMLEscaping.append(content, inAttribute: false, asciiOnly: true, to: &data)
    data.appendUTF8(of: "</")
    data.appendUTF8(of: name)
    data.appendUTF8(of: ">\n")
  }

  private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

  private mutating func indent() {
    var rest = 2 * depth
    while rest > 0 {
      let count = min(rest, Self.spaces.count)
      Self.spaces.withUnsafeBufferPointer { data.append(UnsafeBufferPointer(rebasing: $0[..<count])) }
      rest -= count
    }
  }

  /// The indented `<name a="…"`, each value escaped straight into the document.
  private mutating func start(_ name: String, _ attributes: [(String, String)]) {
    indent()
    data.append(UInt8(ascii: "<"))
    data.appendUTF8(of: name)
    for (key, value) in attributes {
      data.append(UInt8(ascii: " "))
      data.appendUTF8(of: key)
      data.appendUTF8(of: "=\"")
      XMLEscaping.append(value, inAttribute: true, asciiOnly: true, to: &data)
      data.append(UInt8(ascii: "\""))
    }
  }
}
