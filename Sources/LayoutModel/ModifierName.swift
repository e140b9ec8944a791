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
  case monospacedDigit
  case lineLimit
  case glassBackgroundEffect
  case font
  case dynamicTypeSize
  case minimumScaleFactor
  case accessibilityShowsLargeContentViewer

  /// SwiftUI modifiers a case could name that the audit does not model: nothing would read
  /// them, so they are rejected with a located error rather than accepted as no-ops.
  package static let notModelled: [String: String] = [
    "background": "nothing in the audit reads what is behind a view; remove it",
    "glassEffectID": "glass morphing between views is not modelled; remove it (the glass itself is audited through glassEffect)",
  ]
}
