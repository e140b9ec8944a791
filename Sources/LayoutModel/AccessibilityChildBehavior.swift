/// How an accessibility element treats its children, as SwiftUI's `AccessibilityChildBehavior`.
package enum AccessibilityChildBehavior: String, Sendable, Equatable, Hashable, CaseIterable {
  case ignore
  case combine
  case contain
}
