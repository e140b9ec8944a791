/// A unified diff of two versions of a text file (`diff -u`'s format, three lines of context),
/// as `layout-audit fix --dry-run` prints it and `git apply` or `patch -p0` reads it.
enum UnifiedDiff {
  /// The diff of `old` and `new`, both named `path`; empty when they are equal.
  static func make(path: String, old: String, new: String) -> String {
    let a = lines(old)
    let b = lines(new)
    guard a != b else { return "" }
    return "--- \(path)\n+++ \(path)\n" + hunks(operations(a, b), a, b).joined()
  }

  /// The changed blocks of two texts, as the diff finds them: each a range of `old`'s lines
  /// (0-based) that a range of `new`'s replaces, either range possibly empty.
  static func blocks(old: String, new: String) -> [(old: Range<Int>, new: Range<Int>)] {
    let a = lines(old)
    let b = lines(new)
    var result: [(old: Range<Int>, new: Range<Int>)] = []
    var (i, j) = (0, 0)
    for operation in operations(a, b) {
      if operation != .same {
        if let last = result.last, last.old.upperBound == i, last.new.upperBound == j {
          result.removeLast()
          result.append((last.old.lowerBound..<(i + (operation == .removed ? 1 : 0)), last.new.lowerBound..<(j + (operation == .added ? 1 : 0))))
        } else {
          result.append((i..<(i + (operation == .removed ? 1 : 0)), j..<(j + (operation == .added ? 1 : 0))))
        }
      }
      if operation != .added { i += 1 }
      if operation != .removed { j += 1 }
    }
    return result
  }

  /// The edit script of two line lists. The changed region lies between the longest common
  /// prefix and suffix; fix's edits touch a few lines, so the quadratic comparison runs on those
  /// lines only.
  private static func operations(_ a: [Substring], _ b: [Substring]) -> [Operation] {
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    return Array(repeating: Operation.same, count: prefix)
      + middle(Array(a[prefix..<(a.count - suffix)]), Array(b[prefix..<(b.count - suffix)]))
      + Array(repeating: Operation.same, count: suffix)
  }

  private enum Operation: Equatable {
    case same, removed, added
  }

  private static func lines(_ text: String) -> [Substring] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false)
    if result.last == "" { result.removeLast() }
    return result
  }

  /// The edit script of two line lists by their longest common subsequence.
  private static func middle(_ a: [Substring], _ b: [Substring]) -> [Operation] {
    var lengths = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i][j] = a[i] == b[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
      }
    }
    var result: [Operation] = []
    var (i, j) = (0, 0)
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append(.same)
        (i, j) = (i + 1, j + 1)
      } else if i < a.count, j == b.count || lengths[i + 1][j] >= lengths[i][j + 1] {
        // A changed line's old text before its new one, as `diff -u` writes them.
        result.append(.removed)
        i += 1
      } else {
        result.append(.added)
        j += 1
      }
    }
    return result
  }

  /// The operations grouped into hunks with three lines of context.
  private static func hunks(_ operations: [Operation], _ a: [Substring], _ b: [Substring]) -> [String] {
    let context = 3
    let changed = operations.indices.filter { operations[$0] != .same }
    var groups: [ClosedRange<Int>] = []
    for index in changed {
      let range = max(0, index - context)...min(operations.count - 1, index + context)
      if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
        groups[groups.count - 1] = last.lowerBound...range.upperBound
      } else {
        groups.append(range)
      }
    }
    // Line numbers in `a` and `b` at each operation.
    var oldLine = [Int](repeating: 0, count: operations.count + 1)
    var newLine = [Int](repeating: 0, count: operations.count + 1)
    for (index, operation) in operations.enumerated() {
      oldLine[index + 1] = oldLine[index] + (operation == .added ? 0 : 1)
      newLine[index + 1] = newLine[index] + (operation == .removed ? 0 : 1)
    }
    return groups.map { group in
      var text = ""
      for index in group {
        switch operations[index] {
        case .same: text += " \(a[oldLine[index]])\n"
        case .removed: text += "-\(a[oldLine[index]])\n"
        case .added: text += "+\(b[newLine[index]])\n"
        }
      }
      let oldCount = oldLine[group.upperBound + 1] - oldLine[group.lowerBound]
      let newCount = newLine[group.upperBound + 1] - newLine[group.lowerBound]
      let oldStart = oldCount == 0 ? oldLine[group.lowerBound] : oldLine[group.lowerBound] + 1
      let newStart = newCount == 0 ? newLine[group.lowerBound] : newLine[group.lowerBound] + 1
      return "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n" + text
    }
  }
}
