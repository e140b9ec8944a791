/// A text size a person can choose, as SwiftUI's `DynamicTypeSize` names them, smallest first
/// (https://developer.apple.com/documentation/swiftui/dynamictypesize): seven standard sizes and
/// five accessibility sizes.
package enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable, Codable {
  case xSmall
  case small
  case medium
  case large
  case xLarge
  case xxLarge
  case xxxLarge
  case accessibility1
  case accessibility2
  case accessibility3
  case accessibility4
  case accessibility5

  /// Whether it is one of the larger accessibility sizes
  /// (https://developer.apple.com/documentation/swiftui/dynamictypesize/isaccessibilitysize).
  package var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// Every size: the range a view reaches when nothing limits it.
  package static let all: ClosedRange<DynamicTypeSize> = .xSmall ... .accessibility5

  package static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }

  private var order: Int { Self.allCases.firstIndex(of: self)! }
}
