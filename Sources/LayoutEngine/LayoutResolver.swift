import LayoutModel
import LocaleEngine

/// Resolves a case under one locale, platform profile and settings into `ResolvedLayout`s, one
/// per tick: the SwiftUI semantics the engine models (README, Limits), computed from the tree, never from names.
///
/// Modifiers apply outward in the order written (in `A.m1().m2()`, `m2` wraps `m1`): an
/// environment override reaches everything written before it; a geometric modifier transforms
/// what is inside it.
package struct LayoutResolver: Sendable {
  package let layoutCase: LayoutCase
  /// The locale the app formats and lays out in: the device locale under audit when the app
  /// ships its language, else the app's localisation with the device's region (`AppLocale`).
  package let locale: LocaleProfile
  /// The device locale, the app localisation it resolves to, and whether the app ships it.
  package let appLocale: AppLocale
  package let platform: PlatformProfile
  package private(set) var settings: AccessibilitySettings
  /// How values become display strings in this locale.
  package let formatter: TimerFormatter
  let nodesByID: [String: ViewNode]
  /// The case's text templates, parsed once.
  let templates: ParsedTemplates
  /// The case's deployment target on this platform, `nil` when it does not deploy there.
  let deploymentTarget: OSVersion?
  /// Which branch each `Variants` node (by id) shows; a node not named shows its first.
  package private(set) var branches: [String: String] = [:]
  /// The subtrees resolved so far that do not show the value, for every later tick; shared
  /// with the same resolver under other settings, a resolver showing other branches starts its
  /// own.
  private(set) var subtrees = SubtreeCache()

  /// The font size of `Text` nodes, which the case format does not set (SwiftUI's body size).
  static let textFontSize = 17.0
  /// The bounds resolution enforces while it works: the same ones the validator checks, so a
  /// case that bypassed validation costs at most what a validated one may.
  static let limits = CaseLimits()

  package init(
    case layoutCase: LayoutCase, locale device: LocaleProfile, platform: PlatformProfile,
    settings: AccessibilitySettings = .standard
  ) throws(ResolutionError) {
    let appLocale = try AppLocale(case: layoutCase, device: device)
    self.init(
      case: layoutCase, appLocale: appLocale, platform: platform, settings: settings,
      formatter: try TimerFormatter(
        format: layoutCase.timeline.display, locale: appLocale.effective,
        unitsPerSecond: layoutCase.timeline.countdown.unitsPerSecond))
  }

  /// A resolver that shares an app locale and a formatter made for it (the runner makes them
  /// once per locale class and resolves them on every platform).
  package init(
    case layoutCase: LayoutCase, appLocale: AppLocale, platform: PlatformProfile,
    settings: AccessibilitySettings = .standard, formatter: TimerFormatter
  ) {
    self.layoutCase = layoutCase
    self.appLocale = appLocale
    locale = appLocale.effective
    self.platform = platform
    self.settings = settings
    self.formatter = formatter
    nodesByID = layoutCase.view.nodesByID
    templates = ParsedTemplates(layoutCase)
    deploymentTarget = platform.deploymentTarget(of: layoutCase)
  }

  /// The same resolver under other settings (they change motion and glass, not geometry), sharing
  /// its branches and its subtrees.
  package func with(settings: AccessibilitySettings) -> LayoutResolver {
    var resolver = self
    resolver.settings = settings
    return resolver
  }

  /// The same resolver showing other branches of the case's `Variants` nodes.
  package func with(branches: [String: String]) -> LayoutResolver {
    var resolver = self
    resolver.branches = branches
    resolver.subtrees = SubtreeCache()
    return resolver
  }

  /// Resolves the layout at a tick (the timer's value in seconds).
  package func resolve(tick: Int) throws(ResolutionError) -> ResolvedLayout {
    try resolve(tick: tick, display: formatter.display(at: tick))
  }

  /// Resolves the layout for a display already computed (the runner reuses displays).
  package func resolve(tick: Int, display: TimerDisplay) throws(ResolutionError) -> ResolvedLayout {
    // Where the case does not deploy, the layout holds the display and nothing drawn.
    let deployed = deploymentTarget != nil
    let (fragment, recorder, root) =
      deployed
      ? try resolveTree(display: display) : (Fragment(), ResolutionRecorder(), ResolutionEnvironment(direction: locale.direction))
    return ResolvedLayout(
      caseID: layoutCase.id, locale: appLocale.device.locale.bcp47, localeDirection: locale.direction,
      localization: localization, platform: platform.id, settings: settings, tick: tick, deployed: deployed,
      display: display.display, spoken: display.spoken,
      displayFields: Dictionary(uniqueKeysWithValues: display.fields.map { ($0.key.rawValue, [$0.value.lowerBound, $0.value.upperBound]) }),
      spokenUnits: locale.spokenUnits,
      reference: display.reference, displays: displays(fragment.glyphs, display: display, recorder: recorder),
      glyphs: fragment.glyphs, stacks: recorder.stacks,
      accessibility: Self.readingOrder(fragment.elements, direction: root.direction), motion: recorder.motion, glass: recorder.glass,
      strings: recorder.strings, quirks: recorder.quirks, branches: recorder.branches,
      voiceOverReadsColonTimeAsDuration: deployed ? platform.voiceOver?.readsColonTimeInTextAsDuration : nil,
      voiceOverSource: deployed ? platform.voiceOver?.source : nil,
      dynamicType: deployed ? platform.dynamicType : nil, screen: deployed ? platform.screen : nil,
      textBoxes: recorder.textBoxes)
  }

  /// The whole view resolved for a display: its fragment, what the resolution recorded, and the
  /// root environment.
  private func resolveTree(display: TimerDisplay) throws(ResolutionError)
    -> (Fragment, ResolutionRecorder, ResolutionEnvironment)
  {
    let recorder = ResolutionRecorder()
    let root = ResolutionEnvironment(direction: locale.direction)
    let rootPath = layoutCase.view.id ?? layoutCase.view.kind.type.rawValue
    let fragment = try resolve(
      layoutCase.view, path: rootPath, environment: root, display: display, recorder: recorder, depth: 0)
    return (fragment, recorder, root)
  }

  /// What of this resolver's branch selection decides how the value is drawn, the same at every
  /// tick: the branch of each `Variants` node that shows the value, and the size of each other
  /// `Variants` node's branch, in the order resolved (`nil` where the case does not deploy).
  ///
  /// Two selections with the same geometry draw the value's glyphs alike at every tick. A
  /// parent places its children by their sizes alone (`Fragment`), the environment flows only
  /// down, and a branch that shows no value resolves the same at every tick (`SubtreeCache`);
  /// so where two selections differ only in such branches, of the same sizes, everything on
  /// the path from the root to the value is resolved from the same inputs. What the branches
  /// themselves hold (their glyphs, elements, motion) may differ: only a reader of the value's
  /// renderings may take one selection's verdict for the other's.
  package func valueGeometry(tick: Int, display: TimerDisplay) throws(ResolutionError) -> ValueGeometry? {
    guard deploymentTarget != nil else { return nil }
    let (_, recorder, _) = try resolveTree(display: display)
    return ValueGeometry(
      branches: recorder.branchLog.map { shown in
        // A `Variants` node without an id always shows its first branch (a selection names
        // nodes by id), so its branch name stands for it.
        guard shown.named, let node = nodesByID[shown.id], !showsTick(node) else {
          return .showing(shown.id, shown.branch)
        }
        return .sized(shown.id, width: shown.width, height: shown.height)
      })
  }

  /// Groups the glyphs of the value by the node that shows it, left to right, with tokens.
  private func displays(_ glyphs: [ResolvedGlyph], display: TimerDisplay, recorder: ResolutionRecorder)
    -> [DisplayRendering]
  {
    let tokens = display.tokens
    let byNode = Dictionary(grouping: glyphs.filter { $0.display != nil }, by: { $0.display! })
    func rendering(_ key: String, _ info: ResolutionRecorder.DisplayNode) -> DisplayRendering {
      let (node, copy, kind, direction, pinned, sizing) = info
      var all = (byNode[key] ?? []).sorted { ($0.x, $0.logicalIndex) < ($1.x, $1.logicalIndex) }
      // A cell template that draws its character twice (`$cell` in both halves of a
      // split-flap cell) still shows each character once.
      if kind == .cells {
        var seen = Set<Int>()
        all = all.filter { glyph in glyph.displayIndex.map { seen.insert($0).inserted } ?? true }
      }
      let shown = all.filter { glyph in glyph.displayIndex.map { $0 < tokens.count && tokens[$0] != nil } ?? false }
      var uncovered: [String] = []
      for glyph in all.sorted(by: { $0.logicalIndex < $1.logicalIndex })
      where !glyph.covered && !uncovered.contains(glyph.character) {
        uncovered.append(glyph.character)
      }
      return DisplayRendering(
        node: node, copy: copy, kind: kind, direction: direction, pinnedLeftToRight: pinned, glyphs: shown,
        tokens: shown.compactMap { $0.displayIndex.flatMap { tokens[$0] } }, uncovered: uncovered, textSizing: sizing)
    }
    var renderings = recorder.displayOrder.compactMap { path in recorder.displayNodes[path].map { rendering(path, $0) } }
    // Split fields: one rendering per copy, named after the nearest node holding every field.
    for copy in [CopyKind.original, .reflection] {
      guard let texts = recorder.fieldTexts[copy], let first = texts.first else { continue }
      var common = first.node.path.split(separator: "/").map(String.init)
      for text in texts.dropFirst() {
        let parts = text.node.path.split(separator: "/").map(String.init)
        common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
      }
      let path = common.joined(separator: "/")
      // The node last recorded at that path is the one there.
      let node = texts.count == 1 ? first.node : recorder.nodes.last { $0.path == path }?.node ?? first.node
      let stack = recorder.stacks.last { $0.node.path == path && $0.copy == copy }
      let direction = stack?.layoutDirection ?? first.direction
      renderings.append(
        rendering(
          ResolutionRecorder.fieldsKey(copy),
          (
            node: node, copy: copy, kind: .fields, direction: direction.rawValue,
            pinned: direction == .ltr && stack.map { $0.environmentDirection == .ltr && $0.layoutDirection == .ltr } == true
              && locale.direction == .rtl,
            // The field that grows least speaks for the display.
            sizing: (texts.first { $0.sizing.font.scalesWith == nil } ?? first).sizing
          )))
    }
    return renderings
  }

  /// What the layout records about the app's localisation.
  private var localization: ResolvedLocalization {
    ResolvedLocalization(
      localization: appLocale.localization, shipped: appLocale.ships || layoutCase.localizations.ids == nil,
      formattingLocale: locale.locale.bcp47, layoutDirection: locale.direction)
  }

  /// Visible elements row by row, hidden ones last (in the same order among themselves).
  ///
  /// VoiceOver reads top to bottom and, within a row, in the layout direction: elements whose
  /// vertical extents overlap form a row (a short button beside a tall timer is on the timer's
  /// row, whatever its top edge). Apple documents only that `accessibilitySortPriority(_:)`
  /// reorders elements at the same level, not the default order; this is the engine's model of
  /// it, and no rule's verdict depends on it.
  static func readingOrder(_ elements: [AccessibilityElement], direction: TextDirection) -> [AccessibilityElement] {
    func rows(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
      let byTop = elements.enumerated().sorted { ($0.element.y, $0.offset) < ($1.element.y, $1.offset) }
      var rows: [(bottom: Double, members: [(Int, AccessibilityElement)])] = []
      for (offset, element) in byTop {
        if let last = rows.indices.last, element.y < rows[last].bottom - 0.5 {
          rows[last].bottom = max(rows[last].bottom, element.y + element.height)
          rows[last].members.append((offset, element))
        } else {
          rows.append((element.y + element.height, [(offset, element)]))
        }
      }
      return rows.flatMap { row in
        row.members.sorted { a, b in
          let (ax, bx) = (a.1.x + a.1.width / 2, b.1.x + b.1.width / 2)
          if abs(ax - bx) > 0.5 { return direction == .rtl ? ax > bx : ax < bx }
          return a.0 < b.0
        }.map(\.1)
      }
    }
    return rows(elements.filter { !$0.hidden }) + rows(elements.filter(\.hidden))
  }

  /// Whether a custom `Shape` mirrors in right-to-left by default: SwiftUI's
  /// `layoutDirectionBehavior` defaults to `.mirrors` from iOS 17, macOS 14, tvOS 17, watchOS 10
  /// (and every visionOS) deployment targets, `.fixed` before.
  var shapesMirrorByDefault: Bool {
    deploymentTarget.map { Self.shapesMirrorByDefault(target: $0, family: platform.osFamily) } ?? false
  }

  /// Whether a custom `Shape` mirrors by default for a deployment target on an OS family.
  static func shapesMirrorByDefault(target: OSVersion, family: OSFamily?) -> Bool {
    family.map { PlatformProfile.isReleaseOf2023OrLater(target, family: $0) } ?? false
  }
}
