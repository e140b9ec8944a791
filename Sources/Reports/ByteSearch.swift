import Foundation

/// Finds a run of bytes in rendered report text: the places a file is edited after it is
/// rendered (the run id stamped in, an array's elements put in its place) and where an id is
/// read back.
enum ByteSearch {
  /// The first range of `pattern` in `bytes` that starts at or after `start`, as offsets from
  /// the first byte (for `Data`, add its `startIndex`).
  static func range(of pattern: [UInt8], in bytes: some ContiguousBytes, from start: Int = 0) -> Range<Int>? {
    guard !pattern.isEmpty else { return nil }
    return bytes.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      pattern.withUnsafeBufferPointer { pattern in
        var index = max(0, start)
        while index + pattern.count <= bytes.count {
          if bytes[index] == pattern[0], bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
            return index..<(index + pattern.count)
          }
          index += 1
        }
        return nil
      }
    }
  }
}
