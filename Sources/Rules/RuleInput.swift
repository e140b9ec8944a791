import LayoutEngine
import LayoutModel

/// What a rule judges: one case resolved under one locale, platform and settings, at the ticks
/// the rule needs (every tick when it depends on ticks, the first otherwise).
package struct RuleInput: Sendable {
  /// The case.
  package let layoutCase: LayoutCase
  /// Resolved layouts in timeline order; never empty.
  package let timeline: [ResolvedLayout]

  package init(layoutCase: LayoutCase, timeline: [ResolvedLayout]) {
    precondition(!timeline.isEmpty, "a rule input needs at least one resolved layout")
    self.layoutCase = layoutCase
    self.timeline = timeline
  }

  /// The first resolved layout (the timeline's start).
  package var first: ResolvedLayout { timeline[0] }
}
