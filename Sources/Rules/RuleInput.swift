import LayoutEngine
import LayoutModel

/// What a rule judges: one case resolved under one locale, platform and settings, at the ticks
/// the rule needs (every tick when it depends on ticks, the first otherwise).
package struct RuleInput: Sendable {
  /// The case.
  package let layoutCase: LayoutCase
  /// Resolved layouts in timeline order; never empty.
  package let timeline: [ResolvedLayout]

  /// How the display changes over the whole timeline where `timeline` is a prefix of it (rules
  /// that compare consecutive ticks see growing prefixes, `RuleDependencies.transitions`); nil
  /// where `timeline` shows every change of shape itself.
  package let wholeTimelineShape: TimelineShape?

  /// Whether a display keeps its shape (the same characters, digits aside) over a timeline.
  package enum TimelineShape: Sendable, Hashable {
    /// Only digits change.
    case constant
    /// The first two consecutive displays that differ in more than their digits (`9:59` →
    /// `10:00`).
    case changes(from: String, to: String)
  }

  package init(layoutCase: LayoutCase, timeline: [ResolvedLayout], wholeTimelineShape: TimelineShape? = nil) {
    precondition(!timeline.isEmpty, "a rule input needs at least one resolved layout")
    self.layoutCase = layoutCase
    self.timeline = timeline
    self.wholeTimelineShape = wholeTimelineShape
  }

  /// The first resolved layout (the timeline's start).
  package var first: ResolvedLayout { timeline[0] }
}
