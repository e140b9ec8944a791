import LayoutModel
import LocaleEngine

/// What a node inherits from above it while the tree is resolved: SwiftUI's environment plus the
/// bookkeeping the rules need (which copy, hidden, inside glass, …).
struct ResolutionEnvironment: Equatable {
  /// The layout direction environment value.
  var direction: TextDirection
  /// Whether an `environment(\.layoutDirection, …)` override set `direction`.
  var overridden = false
  /// Original view or a reflection's copy.
  var copy = CopyKind.original
  /// Where the outermost reflection being expanded is written: a bound reached inside its copy
  /// is reported there, where the validator reports it too.
  var reflection: SourceLocation?
  /// Inside an `accessibilityHidden(true)` subtree.
  var hidden = false
  /// The number of glass effects enclosing this point.
  var glassDepth = 0
  /// Inside a `GlassEffectContainer`.
  var inContainer = false
  /// The design layer.
  var layer = DesignLayer.content
  /// `monospacedDigit()` applies.
  var monospacedDigits = false
  /// The `.font(_:)` in effect; `nil` for the view's own default.
  var font: TextFont?
  /// The `.dynamicTypeSize(_:)` limits in effect.
  var textSizeLimits = TextSizeLimits()
  /// The `.minimumScaleFactor(_:)` in effect (SwiftUI's default is 1: text does not shrink).
  var minimumScaleFactor = 1.0
  /// Inside a view with `.accessibilityShowsLargeContentViewer()`.
  var largeContentViewer = false
  /// The width of the nearest enclosing `.frame(width:)`, in points.
  var frameWidth: Double?
  /// The `.lineLimit(_:)` in effect ("The line limit applies to all `Text` instances within a
  /// hierarchy", https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb).
  var lineLimit: Int?

  /// How text drawn here follows the person's text size, for a view whose own default font is
  /// `fallback`.
  func textSizing(default fallback: TextFont) -> TextSizing {
    TextSizing(
      font: font ?? fallback, limits: textSizeLimits, largeContentViewer: largeContentViewer,
      minimumScaleFactor: minimumScaleFactor, availableWidth: frameWidth, lineLimit: lineLimit)
  }
  /// When resolving one digit cell: the character it draws and where it sits in the string.
  var cell: Cell?

  /// The character a digit cell draws.
  struct Cell: Equatable {
    let character: Character
    let index: Int
    let displayIndex: Int?
    let display: String?
    let covered: Bool
    let fontSize: Double
  }
}
