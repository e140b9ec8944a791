/// Strict UTF-8 decoding of one scalar (RFC 3629): no overlong forms, no surrogates, nothing
/// past U+10FFFF.
enum UTF8Validation {
  /// The scalar starting at `index` and its length in bytes, or nil when the bytes are not UTF-8.
  static func decode(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    guard index < bytes.count else { return nil }
    let lead = bytes[index]
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    var value: UInt32
    switch lead {
    case 0x00...0x7F:
      return Unicode.Scalar(UInt32(lead)).map { ($0, 1) }
    case 0xC2...0xDF:
      length = 2
      value = UInt32(lead & 0x1F)
    case 0xE0...0xEF:
      length = 3
      value = UInt32(lead & 0x0F)
      if lead == 0xE0 { secondRange = 0xA0...0xBF }
      if lead == 0xED { secondRange = 0x80...0x9F }
    case 0xF0...0xF4:
      length = 4
      value = UInt32(lead & 0x07)
      if lead == 0xF0 { secondRange = 0x90...0xBF }
      if lead == 0xF4 { secondRange = 0x80...0x8F }
    default:
      return nil
    }
    guard index + length <= bytes.count else { return nil }
    for offset in 1..<length {
      let byte = bytes[index + offset]
      let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
      guard range.contains(byte) else { return nil }
      value = (value << 6) | UInt32(byte & 0x3F)
    }
    return Unicode.Scalar(value).map { ($0, length) }
  }
}
