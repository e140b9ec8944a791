import Foundation

/// Compares a report already on disk with a freshly rendered one, ignoring when each was made.
///
/// Every format records the run's timestamp (`generatedAt`; JUnit spells it without the zone).
/// A run whose findings did not change would otherwise rewrite every committed report with a new
/// date, so `ReportFileWriter` keeps a file whose only differences are its timestamps.
enum ReportTimestamps {
  /// The ways the formats spell a report's timestamp: as stored, and JUnit's zone-less form.
  static func spellings(of generatedAt: String) -> [String] {
    let junit = try? JUnitWriter.timestamp(generatedAt)
    return [generatedAt] + (junit.map { $0 == generatedAt ? [] : [$0] } ?? [])
  }

  /// Whether `old` equals `new` once every occurrence of one of `spellings` in `new` is matched by
  /// any ISO 8601 date and time at the same place in `old`, and nothing else differs.
  ///
  /// It runs after every rendering, on one thread, over every file of the set: the bytes are
  /// compared with `memcmp` and the spellings found with `memchr` rather than byte by byte.
  static func sameExceptTimestamps(
    old: some ContiguousBytes, new: some ContiguousBytes, spellings: [String]
  ) -> Bool {
    old.withUnsafeBytes { old in
      new.withUnsafeBytes { new in
        same(old.assumingMemoryBound(to: UInt8.self), new.assumingMemoryBound(to: UInt8.self), spellings: spellings)
      }
    }
  }

  private static func same(
    _ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>, spellings: [String]
  ) -> Bool {
    // A run with the timestamp fixed (SOURCE_DATE_EPOCH) and nothing changed: one comparison.
    if old.count == new.count, equal(old, 0, new, 0, new.count) { return true }
    let patterns = spellings.filter { !$0.isEmpty }.map { Array($0.utf8) }
    // Where each spelling next occurs at or after `newIndex` (`new.count` if nowhere).
    var next = patterns.map { find($0, in: new, from: 0) }
    var oldIndex = 0
    var segmentStart = 0
    while let position = next.min(), position < new.count {
      // The longest spelling that starts here (the JSON's has a zone JUnit's lacks).
      let length = zip(patterns, next).filter { $0.1 == position }.map(\.0.count).max()!
      // The text since the last timestamp must be the same; then `old` must have a timestamp here.
      let segment = position - segmentStart
      guard oldIndex + segment <= old.count, equal(old, oldIndex, new, segmentStart, segment) else { return false }
      oldIndex += segment
      guard let stamp = timestampLength(in: old, at: oldIndex) else { return false }
      oldIndex += stamp
      segmentStart = position + length
      for index in patterns.indices where next[index] < segmentStart {
        next[index] = find(patterns[index], in: new, from: segmentStart)
      }
    }
    let rest = new.count - segmentStart
    return old.count - oldIndex == rest && equal(old, oldIndex, new, segmentStart, rest)
  }

  /// Whether `count` bytes of `old` from `oldStart` equal those of `new` from `newStart`.
  private static func equal(
    _ old: UnsafeBufferPointer<UInt8>, _ oldStart: Int, _ new: UnsafeBufferPointer<UInt8>, _ newStart: Int,
    _ count: Int
  ) -> Bool {
    count == 0 || memcmp(old.baseAddress! + oldStart, new.baseAddress! + newStart, count) == 0
  }

  /// The offset of the first `pattern` (not empty) in `bytes` at or after `start`, or
  /// `bytes.count`: candidates found with `memchr`, checked with `memcmp`.
  private static func find(_ pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return bytes.count }
    var index = start
    while index + pattern.count <= bytes.count {
      guard let hit = memchr(base + index, Int32(pattern[0]), bytes.count - pattern.count + 1 - index) else { break }
      index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
      if memcmp(base + index, pattern, pattern.count) == 0 { return index }
      index += 1
    }
    return bytes.count
  }

  /// The length of the ISO 8601 date and time starting at `index`
  /// (`2026-11-30T00:00:00`, then optionally `.123` and `Z` or `+01:00`), or nil.
  static func timestampLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    let digit = UInt8(ascii: "0")...UInt8(ascii: "9")
    // D = digit; the fixed part: DDDD-DD-DDTDD:DD:DD
    let shape = Array("DDDD-DD-DDTDD:DD:DD".utf8)
    guard index + shape.count <= bytes.count else { return nil }
    for (offset, expected) in shape.enumerated() {
      let byte = bytes[index + offset]
      if expected == UInt8(ascii: "D") ? !digit.contains(byte) : byte != expected { return nil }
    }
    var end = index + shape.count
    if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), digit.contains(bytes[end + 1]) {
      end += 1
      while end < bytes.count, digit.contains(bytes[end]) { end += 1 }
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "Z") {
      end += 1
    } else if end + 6 <= bytes.count, bytes[end] == UInt8(ascii: "+") || bytes[end] == UInt8(ascii: "-"),
      digit.contains(bytes[end + 1]), digit.contains(bytes[end + 2]), bytes[end + 3] == UInt8(ascii: ":"),
      digit.contains(bytes[end + 4]), digit.contains(bytes[end + 5])
    {
      end += 6
    }
    return end - index
  }
}
