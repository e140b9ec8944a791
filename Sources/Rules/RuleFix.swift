/// What `layout-audit fix` may do about a rule's failures, in imported Swift source or a case
/// file: append modifiers to one node of the view, or nothing, with the reason.
///
/// A fix is offered, never trusted: `fix` applies it to a copy of the source, imports and audits
/// the copy again, and keeps it only when its finding is gone and no other finding appeared
/// (a pinned digit row can break Adlam, whose digits run right to left; hiding a `Text` that a
/// reflection copies hides the original too).
package enum RuleFix: Sendable, Hashable {
  /// Append these modifiers, as Swift source without the leading dot
  /// (`accessibilityHidden(true)`), in this order, to the target's view expression, for the
  /// failures that meet the condition.
  case modifiers([String], on: Target, when: Condition = .always)
  /// Gate each `.animation(_:value:)` on the finding's node on Reduce Motion —
  /// `.animation(reduceMotion ? nil : curve, value: v)` — reading
  /// `@Environment(\.accessibilityReduceMotion)`, which the view gets when it has none.
  case reduceMotionGate
  /// Wrap the nearest common parent of the nodes the finding's evidence lists under a detail's
  /// name (`loose glass`) in a container view: `GlassEffectContainer { HStack { … } }`.
  case wrap(_ container: String, aroundEvidence: String)
  /// No automatic fix: why a person has to choose one (the rule's `fix` says how).
  case none(String)

  /// Which failures the edit can remove, read from what the rule records about each.
  package enum Condition: Sendable, Hashable {
    case always
    /// The finding's evidence has the detail `name` with `value` (`only digits change` = `yes`); else no
    /// fix is offered, and `otherwise` says why.
    case evidence(_ name: String, _ value: String, otherwise: String)
  }

  /// Which node of the view gets the modifiers.
  package enum Target: String, Sendable, Hashable {
    /// The node the finding names.
    case findingNode
    /// The node the finding names, when it is a `Text` (a modifier only a `Text` has).
    case findingText
    /// The decorative copy (the case's `Reflection` node) the finding's node is in.
    case reflection
    /// Each `Shape` inside the finding's node (the glyph-path shapes of its cells).
    case shapes
  }
}
