#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Finds a run of bytes in rendered report text: the places a file is edited after it is
/// rendered (the run id stamped in, an array's elements put in its place), where an id is read
/// back, and the timestamps a report set is compared around (`ReportTimestamps`).
enum ByteSearch {
  /// The first range of `pattern` in `bytes` that starts at or after `start`, as offsets from
  /// the first byte (for `Data`, add its `startIndex`).
  ///
  /// Candidates are found with `memchr` and checked with `memcmp`: the comparison with the
  /// folder's copy runs this over every file of a report set after each run.
  static func range(of pattern: [UInt8], in bytes: some ContiguousBytes, from start: Int = 0) -> Range<Int>? {
    guard !pattern.isEmpty else { return nil }
    return bytes.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
      pattern.withUnsafeBytes { pattern in
        guard let base = bytes.baseAddress else { return nil }
        var index = max(0, start)
        while index + pattern.count <= bytes.count {
          guard let hit = memchr(base + index, Int32(pattern[0]), bytes.count - pattern.count + 1 - index) else {
            return nil
          }
          index = base.distance(to: UnsafeRawPointer(hit))
          if memcmp(base + index, pattern.baseAddress!, pattern.count) == 0 { return index..<(index + pattern.count) }
          index += 1
        }
        return nil
      }
    }
  }
}
