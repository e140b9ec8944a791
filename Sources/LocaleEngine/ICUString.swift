import CICU

/// Calls a C function that writes UTF-16 into a buffer, growing the buffer once when ICU says
/// it was too small, and returns the result as a `String`.
///
/// The closure receives the buffer, its capacity and a status pointer, and returns the length
/// ICU wanted (or -1 on failure).
func icuString(
  capacity: Int = 64,
  _ body: (UnsafeMutablePointer<UInt16>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) throws(ICUError) -> String {
  var capacity = capacity
  for _ in 0..<2 {
    var status: Int32 = 0
    var units = [UInt16](repeating: 0, count: capacity)
    let length = units.withUnsafeMutableBufferPointer { buffer in
      body(buffer.baseAddress!, Int32(capacity), &status)
    }
    if status == ICUError.bufferOverflow, length > 0 {
      capacity = Int(length) + 1
      continue
    }
    guard length >= 0, status <= 0 else {
      throw ICUError(status: status)
    }
    return String(decoding: units[0..<Int(length)], as: UTF16.self)
  }
  throw ICUError(status: ICUError.bufferOverflow)
}

/// Calls a C function that writes a NUL-terminated string into a buffer of `capacity` bytes
/// (the closure receives the buffer, its capacity and a status pointer, and returns the
/// length, or -1 on failure); `nil` on failure.
func icuCString(
  capacity: Int, _ body: (UnsafeMutablePointer<CChar>, Int32, UnsafeMutablePointer<Int32>) -> Int32
) -> String? {
  var buffer = [CChar](repeating: 0, count: capacity)
  var status: Int32 = 0
  let length = buffer.withUnsafeMutableBufferPointer { body($0.baseAddress!, Int32(capacity), &status) }
  return length < 0 ? nil : String(nulTerminated: buffer)
}

extension String {
  /// Decodes a NUL-terminated C buffer filled by ICU.
  init(nulTerminated buffer: [CChar]) {
    self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
