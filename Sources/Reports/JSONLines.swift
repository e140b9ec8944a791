/// The line layout of `report.json`: compact JSON with each member of the top-level object on a
/// line of its own, and each element of a top-level array on a line of its own.
enum JSONLines {
  /// Lays out compact JSON (no whitespace between tokens, as `JSONEncoder` writes it without
  /// pretty printing): a line break and two spaces before each top-level member, four before
  /// each element of a top-level array, and breaks before the closing brackets they open.
  static func format(_ compact: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(compact.count + compact.count / 8)
    let newline: UInt8 = 0x0A
    let space: UInt8 = 0x20
    // The open containers, `true` for an array.
    var open: [Bool] = []
    // Whether the container just opened has had nothing in it yet.
    var empty = false
    func indent(_ depth: Int) {
      output.append(newline)
      output.append(contentsOf: repeatElement(space, count: 2 * depth))
    }
    /// Whether elements of the innermost container go on their own lines.
    func broken() -> Bool { open.count == 1 || (open.count == 2 && open[1]) }
    compact.withUnsafeBufferPointer { compact in
      var index = 0
      while index < compact.count {
        let byte = compact[index]
        index += 1
        switch byte {
        case 0x7B, 0x5B:  // { [
          if empty, broken() { indent(open.count) }
          empty = false
          output.append(byte)
          open.append(byte == 0x5B)
          empty = true
        case 0x7D, 0x5D:  // } ]
          if !empty, broken() { indent(open.count - 1) }
          empty = false
          output.append(byte)
          open.removeLast()
        case 0x2C:  // ,
          output.append(byte)
          if broken() { indent(open.count) }
        case 0x22:  // a string, copied whole to its closing quote: most of the bytes
          if empty, broken() { indent(open.count) }
          empty = false
          let start = index - 1
          while index < compact.count, compact[index] != 0x22 { index += compact[index] == 0x5C ? 2 : 1 }
          index = min(index + 1, compact.count)
          output.append(contentsOf: UnsafeBufferPointer(rebasing: compact[start..<index]))
        default:
          if empty, broken() { indent(open.count) }
          empty = false
          output.append(byte)
        }
      }
    }
    return output
  }
}
