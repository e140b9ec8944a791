import LayoutModel

/// One element VoiceOver can visit (or would, were it not hidden).
public struct AccessibilityElement: Sendable, Hashable, Codable {
  /// The node that forms the element.
  public let node: NodeReference
  /// Original or reflection.
  public let copy: CopyKind
  /// The label, resolved for the locale and tick.
  public let label: String
  /// The value, if any.
  public let value: String?
  /// Traits (`updatesFrequently`, `isButton`, …).
  public let traits: [AccessibilityTrait]
  /// Whether it sits inside an `accessibilityHidden(true)` subtree: hidden elements are
  /// recorded but VoiceOver does not visit them.
  public let hidden: Bool
  /// Whether the label or value announces the timer's value (`$display`, `$spoken` or the
  /// displayed digits themselves).
  public let announcesTime: Bool
  /// Whether the label is the raw display string (read digit by digit).
  public let labelIsRawDisplay: Bool
  /// For an element that shows one cell of the value: the path of the node showing the whole
  /// value. Such elements together announce the time once, a piece each.
  public let cellOf: String?
  /// The element's frame (left, top, width, height) in the layout's coordinates: VoiceOver
  /// reads elements row by row, and a row is the elements whose vertical extents overlap.
  public var x: Double
  public var y: Double
  public var width: Double = 0
  public var height: Double = 0
  /// How many times the element reads the timer's value: 1 for one that announces it, 0 for
  /// one that does not, more for an `accessibilityElement(children: .combine)` whose merged
  /// label joins several children that each read it (a visible reflection inside it).
  public var timeAnnouncements: Int = 0
  /// Whether the value (not the label) is the raw display string, read digit by digit.
  public var valueIsRawDisplay: Bool = false
  /// For an element that reads one digit cell's character (`$cell`): the cell's index. Two
  /// elements with the same cell read that character twice (a split-flap cell's two halves).
  public var cellIndex: Int? = nil
  /// Whether the label is a `Text`'s own string (no accessibility label replaced it).
  public var ownText: Bool = false
}
