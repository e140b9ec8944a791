/// Strict UTF-8 decoding of one scalar (RFC 3629): no overlong forms, no surrogates, nothing
/// past U+10FFFF, as the standard library's parser decodes it.
enum UTF8Validation {
  /// The scalar starting at `index` and its length in bytes, or nil when the bytes are not UTF-8.
  static func decode(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    guard index < bytes.count else { return nil }
    var input = bytes[index...].makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    guard case .valid(let encoded) = parser.parseScalar(from: &input) else { return nil }
    return (Unicode.UTF8.decode(encoded), encoded.count)
  }
}
