/// Every rule LayoutAudit has, in the order of the catalogue (docs/rules.md).
package enum RuleCatalog {
  /// The catalogue.
  package static let all: [any Rule] = [
    DigitOrderRule(), GlyphsNotMirroredRule(), TextBidiOrderRule(), StableCellFramesRule(),
    CellWidthCoverageRule(), ReflectionAccessibilityHiddenRule(), ReflectionDirectionConsistentRule(),
    TimerAccessibilityLabelRule(), ReduceMotionMorphRule(), ReduceMotionLensingRule(),
    GlassFunctionalLayerRule(), GlassOnGlassRule(), GlassContainerRule(), BidiControlCharactersRule(),
    ClearGlassLegibilityRule(), TimerTextScalesRule(), TimerTextFitsRule(),
  ]

  /// The ids, in order.
  package static var ids: [String] { all.map(\.id) }

  /// The rule with an id.
  package static func rule(_ id: String) -> (any Rule)? { all.first { $0.id == id } }
}
