/// An animation curve, named as SwiftUI's `Animation` presets.
package enum AnimationCurve: String, Sendable, Equatable, Hashable, CaseIterable {
  case easeInOut
  case easeIn
  case easeOut
  case linear
  case spring
  case bouncy
  case smooth
  case snappy
  case `default` = "default"
}
