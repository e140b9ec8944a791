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
  static func sameExceptTimestamps(old: [UInt8], new: [UInt8], spellings: [String]) -> Bool {
    let patterns = spellings.filter { !$0.isEmpty }.map { Array($0.utf8) }.sorted { $0.count > $1.count }
    let firstBytes = Set(patterns.compactMap(\.first))
    var oldIndex = 0
    var newIndex = 0
    var segmentStart = 0
    while newIndex < new.count {
      guard firstBytes.contains(new[newIndex]) else {
        newIndex += 1
        continue
      }
      guard let match = patterns.first(where: { new[newIndex...].starts(with: $0) }) else {
        newIndex += 1
        continue
      }
      // The text since the last timestamp must be the same; then `old` must have a timestamp here.
      let segment = new[segmentStart..<newIndex]
      guard old[oldIndex...].starts(with: segment) else { return false }
      oldIndex += segment.count
      guard let length = timestampLength(in: old, at: oldIndex) else { return false }
      oldIndex += length
      newIndex += match.count
      segmentStart = newIndex
    }
    return old[oldIndex...].elementsEqual(new[segmentStart...])
  }

  /// The length of the ISO 8601 date and time starting at `index`
  /// (`2026-11-30T00:00:00`, then optionally `.123` and `Z` or `+01:00`), or nil.
  static func timestampLength(in bytes: [UInt8], at index: Int) -> Int? {
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
