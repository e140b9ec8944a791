/// Accessibility traits a case can add, named as SwiftUI's `AccessibilityTraits`.
public enum AccessibilityTrait: String, Sendable, Hashable, Codable, CaseIterable {
  case updatesFrequently
  case isStaticText
  case isButton
  case isHeader
  case isImage
  case isSelected
  case startsMediaSession
}
