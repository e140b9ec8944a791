/// An Apple operating system family a case can target, spelled as Apple spells it.
package enum OSFamily: String, Sendable, Equatable, Hashable, CaseIterable, Comparable {
  case iOS
  case iPadOS
  case macOS
  case tvOS
  case watchOS
  case visionOS

  /// Orders families as they are declared, so output is stable.
  package static func < (lhs: OSFamily, rhs: OSFamily) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
