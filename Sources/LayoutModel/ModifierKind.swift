/// What a modifier does, with its arguments.
package enum ModifierKind: Sendable, Equatable {
  /// `.environment(\.layoutDirection, …)` for the view and its subtree.
  case environment(layoutDirection: LayoutDirection)
  /// `.flipsForRightToLeftLayoutDirection(_:)`.
  case flipsForRightToLeftLayoutDirection(Bool)
  /// `.layoutDirectionBehavior(_:)` for shapes.
  case layoutDirectionBehavior(LayoutDirectionBehavior)
  /// `.scaleEffect(x:y:)`; a negative factor mirrors along that axis.
  case scaleEffect(x: Double, y: Double)
  /// `.offset(x:y:)` in points.
  case offset(Offset)
  /// `.mask(LinearGradient(stops:…))`, top to bottom.
  case mask(linearGradient: [GradientStop])
  /// `.frame(width:height:)`; nil leaves that dimension to the content.
  case frame(width: Double?, height: Double?)
  /// `.accessibilityLabel(_:)`; a template that may use `$spoken` and `$display`.
  case accessibilityLabel(String)
  /// `.accessibilityValue(_:)`; a template.
  case accessibilityValue(String)
  /// `.accessibilityHidden(_:)`.
  case accessibilityHidden(Bool)
  /// `.accessibilityAddTraits(_:)`.
  case accessibilityAddTraits([AccessibilityTrait])
  /// `.accessibilityElement(children:)`.
  case accessibilityElement(children: AccessibilityChildBehavior)
  /// `.glassEffect(_:in:)`, with what it becomes under accessibility settings.
  case glassEffect(GlassEffect)
  /// `.animation(_:value:)`.
  case animation(AnimationModifier)
  /// `.transition(_:)`.
  case transition(TransitionModifier)
  /// Which design layer the view belongs to (Liquid Glass is for the functional layer).
  case layer(DesignLayer)
  /// `.monospacedDigit()` when true.
  case monospacedDigit(Bool)
  /// `.lineLimit(_:)`: a `Text` wider than its frame is truncated with "…" at this many lines
  /// (1: one line), or wraps when `nil`/more lines are allowed.
  case lineLimit(Int)
  /// `.glassBackgroundEffect(displayMode:)` (visionOS): the window's glass material behind the
  /// view — a window background, not glass on the app's content.
  case glassBackgroundEffect(GlassBackgroundDisplayMode)
  /// `.font(_:)` for the view and its subtree, as far as its size goes.
  case font(TextFont)
  /// `.dynamicTypeSize(_:)`: a text size, or a range the text size is limited to.
  case dynamicTypeSize(DynamicTypeLimit)
  /// `.minimumScaleFactor(_:)`: how far text may shrink to fit, in (0, 1].
  case minimumScaleFactor(Double)
  /// `.accessibilityShowsLargeContentViewer()`: a long press shows the view's content enlarged.
  case accessibilityShowsLargeContentViewer(Bool)
}
