/// An operating system version such as `26.0` or `17.4.1`, compared numerically.
package struct OSVersion: Sendable, Equatable, Hashable, Comparable, CustomStringConvertible {
  /// The major version.
  package var major: Int
  /// The minor version.
  package var minor: Int
  /// The patch version.
  package var patch: Int

  /// Compares component by component.
  package static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }

  /// `major.minor`, plus `.patch` when the patch is not zero.
  package var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}

extension OSVersion {
  /// Parses `major[.minor[.patch]]` with one to three digits per component; nil otherwise.
  package init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ (1...3).contains($0.count) && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return nil }
    let numbers = parts.compactMap { Int($0) }
    guard numbers.count == parts.count else { return nil }
    self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, patch: numbers.count > 2 ? numbers[2] : 0)
  }
}
