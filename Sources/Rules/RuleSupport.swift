import LayoutEngine
import LocaleEngine
import ReportModel

/// Small judgements several rules share.
enum RuleSupport {
  /// The text sizes the platform offers, or the outcome of a text-size rule that cannot use them:
  /// can't tell when the profile does not say, inapplicable when the platform has none.
  static func textSizes(of layout: ResolvedLayout, node: NodeReference) -> Result<DynamicTypeSupport, RuleOutcome> {
    guard let support = layout.dynamicType else {
      return .failure(
        .cantTell(
          "text-sizes-unknown",
          "the platform profile does not say which text sizes the platform offers (its dynamicType data)", node: node))
    }
    guard !support.sizes.isEmpty else {
      return .failure(.inapplicable("no-dynamic-type", "the platform has no Dynamic Type: \(support.source)"))
    }
    return .success(support)
  }

  /// Whether a rendering shows the reference's tokens in the reference's order.
  static func matches(_ tokens: [DisplayToken], _ reference: [DisplayToken]) -> Bool {
    tokens.count == reference.count && zip(tokens, reference).allSatisfy { $0.plays($1) }
  }

  /// Whether the reference shows the digits right to left (Adlam: bidi class R).
  static func digitsRunRightToLeft(_ reference: ReferencePresentation) -> Bool {
    let ordinals = reference.tokens.filter { $0.kind == .digit }.map(\.ordinal)
    return ordinals.count > 1 && ordinals == ordinals.sorted(by: >)
  }

  /// The quirk that changed a stack's direction, if any.
  static func quirk(for node: NodeReference, in layout: ResolvedLayout) -> PlatformQuirk? {
    layout.quirks.first { $0.node.path == node.path }?.quirk
  }
}
