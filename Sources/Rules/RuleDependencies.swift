/// The dimensions of the matrix a rule's verdict depends on. The runner evaluates a rule once
/// per combination of these and reuses the verdict along the others.
package struct RuleDependencies: OptionSet, Sendable, Hashable {
  package let rawValue: Int
  package init(rawValue: Int) { self.rawValue = rawValue }

  /// What the locale gives: direction, digits, patterns, minus sign, spoken form.
  package static let locale = RuleDependencies(rawValue: 1)
  /// The value shown: the rule looks at every tick of the timeline. Without `.transitions` it
  /// judges each tick on its own, by the tick's shape (its digits replaced by zero: order,
  /// coverage, what the characters are), and reports the first tick that does not pass, so the
  /// runner may show it the first tick of each shape only (`TimelineSampler.firstOfEachShape`).
  package static let tick = RuleDependencies(rawValue: 2)
  /// The accessibility settings (Reduce Motion, Increase Contrast, Reduce Transparency).
  package static let settings = RuleDependencies(rawValue: 4)
  /// With `.tick`: the rule compares consecutive ticks in order and any verdict but `passed` on a
  /// consecutive prefix of the timeline is its verdict on the whole timeline (it stops at the
  /// first change it finds). Where widths depend on digit values, the runner shows such a rule
  /// growing prefixes until it fails instead of every tick of a long countdown, and a prefix
  /// where a tick may show the layout of an earlier tick with the same widths (`WidthStates`):
  /// such a rule passes or fails on glyph counts and frames alone, and reads nothing of a layout
  /// but the renderings of the value (`ResolvedLayout.displays`) and its tick and display
  /// string, so branch selections that draw the value alike (`ValueGeometry`) share its
  /// verdict. A prefix that does not pass
  /// is judged again with each tick's own layout wherever the width state changes (both ticks
  /// of the pair), so its findings name real ticks: a pair of one width state has the same
  /// frames whichever layouts stand for it and passes, so the pair such a rule stops at is a
  /// change of state.
  package static let transitions = RuleDependencies(rawValue: 8)
  /// What the platform offers for text size: its Dynamic Type sizes and point sizes and its
  /// narrowest screen (`ResolvedLayout.dynamicType`, `.screen`). Platforms that resolve a case
  /// alike share every other rule's verdicts; such a rule is judged again on a platform whose
  /// text offer differs (`PlatformTextKey`).
  package static let textSizes = RuleDependencies(rawValue: 16)
}
