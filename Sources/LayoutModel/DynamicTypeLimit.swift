/// A `.dynamicTypeSize(_:)` modifier: one size, or a range the size is limited to.
package enum DynamicTypeLimit: Sendable, Hashable {
  /// `.dynamicTypeSize(.large)`.
  case value(DynamicTypeSize)
  /// `.dynamicTypeSize(.small ... .xxxLarge)`, `...DynamicTypeSize.xxxLarge`.
  case range(ClosedRange<DynamicTypeSize>)
}

/// The `.dynamicTypeSize(_:)` limits in effect at a view, and the sizes it can reach.
///
/// SwiftUI: the single-value form "Sets the Dynamic Type size within the view to the given
/// value" (the innermost value holds); a range "Limits the Dynamic Type size within the view",
/// a value "is limited by that range", and "If the Dynamic Type size is limited to multiple
/// ranges, the result is their intersection"
/// (https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:),
/// https://developer.apple.com/documentation/swiftui/view/dynamictypesize(_:)-26aj0).
package struct TextSizeLimits: Sendable, Hashable {
  /// The size set by the innermost single-value modifier, if any.
  package var value: DynamicTypeSize?
  /// The intersection of the ranges.
  package var range = DynamicTypeSize.all

  package init() {}

  /// The limits inside a view that adds `limit`.
  package func adding(_ limit: DynamicTypeLimit) -> TextSizeLimits {
    var inner = self
    switch limit {
    case .value(let size): inner.value = size
    case .range(let added):
      // Disjoint ranges have no intersection; SwiftUI does not say what then, so the added
      // range's nearest end stands for it.
      let lower = max(range.lowerBound, added.lowerBound)
      let upper = min(range.upperBound, added.upperBound)
      inner.range = lower <= upper ? lower ... upper : (added.upperBound < range.lowerBound ? added.upperBound ... added.upperBound : added.lowerBound ... added.lowerBound)
    }
    return inner
  }

  /// The size the view uses when the person chose `size`.
  package func effective(_ size: DynamicTypeSize) -> DynamicTypeSize {
    min(max(value ?? size, range.lowerBound), range.upperBound)
  }

  /// Whether nothing limits the size.
  package var isUnlimited: Bool { value == nil && range == DynamicTypeSize.all }

  /// `large`, `xSmall…xxxLarge`, `xLarge within small…large`.
  package var description: String {
    let bounds = "\(range.lowerBound.rawValue)…\(range.upperBound.rawValue)"
    guard let value else { return bounds }
    return range == DynamicTypeSize.all ? value.rawValue : "\(value.rawValue) within \(bounds)"
  }
}
