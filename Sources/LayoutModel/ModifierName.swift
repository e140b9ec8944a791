/// The JSON keys of modifiers, each named after the SwiftUI modifier it stands for.
package enum ModifierName: String, Sendable, Equatable, Hashable, CaseIterable {
  case environment
  case flipsForRightToLeftLayoutDirection
  case layoutDirectionBehavior
  case scaleEffect
  case offset
  case mask
  case frame
  case accessibilityLabel
  case accessibilityValue
  case accessibilityHidden
  case accessibilityAddTraits
  case accessibilityElement
  case glassEffect
  case animation
  case transition
  case layer
  case background
  case monospacedDigit
  case glassEffectID
}
