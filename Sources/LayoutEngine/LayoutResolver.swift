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
  package let locale: LocaleProfile
  package let platform: PlatformProfile
  package let settings: AccessibilitySettings
  /// How values become display strings in this locale.
  package let formatter: TimerFormatter
  let nodesByID: [String: ViewNode]
  /// The case's deployment target on this platform, `nil` when it does not deploy there.
  let deploymentTarget: OSVersion?

  /// The font size of `Text` nodes, which the case format does not set (SwiftUI's body size).
  static let textFontSize = 17.0
  /// The bounds resolution enforces while it works: the same ones the validator checks, so a
  /// case that bypassed validation costs at most what a validated one may.
  static let limits = CaseLimits()

  package init(
    case layoutCase: LayoutCase, locale: LocaleProfile, platform: PlatformProfile,
    settings: AccessibilitySettings = .standard, engine: LocaleEngine = .shared
  ) throws(ResolutionError) {
    self.init(
      case: layoutCase, platform: platform, settings: settings,
      formatter: try TimerFormatter(format: layoutCase.timeline.display, locale: locale, engine: engine))
  }

  /// A resolver that shares a formatter made for the same case and locale (the runner makes
  /// one per locale class and resolves it on every platform).
  package init(
    case layoutCase: LayoutCase, platform: PlatformProfile, settings: AccessibilitySettings = .standard,
    formatter: TimerFormatter
  ) {
    self.layoutCase = layoutCase
    locale = formatter.locale
    self.platform = platform
    self.settings = settings
    self.formatter = formatter
    var nodesByID: [String: ViewNode] = [:]
    for node in layoutCase.view.allNodes {
      if let id = node.id, nodesByID[id] == nil { nodesByID[id] = node }
    }
    self.nodesByID = nodesByID
    deploymentTarget = platform.deploymentTarget(of: layoutCase)
  }

  /// The same resolver under other settings (they change motion and glass, not geometry).
  package func with(settings: AccessibilitySettings) -> LayoutResolver {
    LayoutResolver(
      layoutCase: layoutCase, locale: locale, platform: platform, settings: settings,
      formatter: formatter, nodesByID: nodesByID, deploymentTarget: deploymentTarget)
  }

  private init(
    layoutCase: LayoutCase, locale: LocaleProfile, platform: PlatformProfile,
    settings: AccessibilitySettings, formatter: TimerFormatter, nodesByID: [String: ViewNode],
    deploymentTarget: OSVersion?
  ) {
    self.layoutCase = layoutCase
    self.locale = locale
    self.platform = platform
    self.settings = settings
    self.formatter = formatter
    self.nodesByID = nodesByID
    self.deploymentTarget = deploymentTarget
  }

  /// What the timer displays at a tick.
  package func display(at tick: Int) throws(ResolutionError) -> TimerDisplay {
    try formatter.display(at: tick)
  }

  /// Resolves the layout at a tick (the timer's value in seconds).
  package func resolve(tick: Int) throws(ResolutionError) -> ResolvedLayout {
    try resolve(tick: tick, display: formatter.display(at: tick))
  }

  /// Resolves the layout for a display already computed (the runner reuses displays).
  package func resolve(tick: Int, display: TimerDisplay) throws(ResolutionError) -> ResolvedLayout {
    guard deploymentTarget != nil else {
      return ResolvedLayout(
        caseID: layoutCase.id, locale: locale.locale.bcp47, localeDirection: locale.direction,
        platform: platform.id, settings: settings, tick: tick, deployed: false,
        display: display.display, spoken: display.spoken, spokenUnits: locale.spokenUnits,
        reference: display.reference, displays: [], glyphs: [], stacks: [], accessibility: [],
        motion: [], glass: [], strings: [], quirks: [])
    }
    let recorder = ResolutionRecorder()
    let root = ResolutionEnvironment(direction: locale.direction)
    let rootPath = layoutCase.view.id ?? layoutCase.view.kind.type.rawValue
    let fragment = try resolve(
      layoutCase.view, path: rootPath, environment: root, display: display, recorder: recorder, depth: 0)
    return ResolvedLayout(
      caseID: layoutCase.id, locale: locale.locale.bcp47, localeDirection: locale.direction,
      platform: platform.id, settings: settings, tick: tick, deployed: true,
      display: display.display, spoken: display.spoken, spokenUnits: locale.spokenUnits,
      reference: display.reference, displays: displays(fragment.glyphs, display: display, recorder: recorder),
      glyphs: fragment.glyphs, stacks: recorder.stacks,
      accessibility: readingOrder(fragment.elements), motion: recorder.motion, glass: recorder.glass,
      strings: recorder.strings, quirks: recorder.quirks)
  }

  /// Groups the glyphs of the value by the node that shows it, left to right, with tokens.
  private func displays(_ glyphs: [ResolvedGlyph], display: TimerDisplay, recorder: ResolutionRecorder)
    -> [DisplayRendering]
  {
    let tokens = DisplayToken.tokenize(Array(display.display))
    let byNode = Dictionary(grouping: glyphs.filter { $0.display != nil }, by: { $0.display! })
    return recorder.displayOrder.compactMap { path in
      guard let info = recorder.displayNodes[path] else { return nil }
      let all = (byNode[path] ?? []).sorted { ($0.x, $0.logicalIndex) < ($1.x, $1.logicalIndex) }
      let shown = all.filter { glyph in glyph.displayIndex.map { tokens[$0] != nil } ?? false }
      var uncovered: [String] = []
      for glyph in all.sorted(by: { $0.logicalIndex < $1.logicalIndex })
      where !glyph.covered && !uncovered.contains(glyph.character) {
        uncovered.append(glyph.character)
      }
      return DisplayRendering(
        node: info.node, copy: info.copy, kind: info.kind, direction: info.direction, glyphs: shown,
        tokens: shown.compactMap { $0.displayIndex.flatMap { tokens[$0] } }, uncovered: uncovered)
    }
  }

  /// Visible elements top to bottom, then in the locale's reading direction; hidden ones last.
  private func readingOrder(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
    let rtl = locale.direction == .rtl
    func before(_ a: AccessibilityElement, _ b: AccessibilityElement) -> Bool {
      if a.hidden != b.hidden { return !a.hidden }
      if abs(a.y - b.y) > 0.5 { return a.y < b.y }
      return rtl ? a.x > b.x : a.x < b.x
    }
    return elements.sorted(by: before)
  }

  /// Whether a custom `Shape` mirrors in right-to-left by default: SwiftUI's
  /// `layoutDirectionBehavior` defaults to `.mirrors` from iOS 17, macOS 14, tvOS 17, watchOS 10
  /// (and every visionOS) deployment targets, `.fixed` before.
  var shapesMirrorByDefault: Bool {
    guard let target = deploymentTarget, let family = platform.osFamily else { return false }
    let threshold: Int
    switch family {
    case .iOS, .iPadOS, .tvOS: threshold = 17
    case .macOS: threshold = 14
    case .watchOS: threshold = 10
    case .visionOS: threshold = 1
    }
    return target.major >= threshold
  }
}
