import LayoutModel
import LocaleEngine

/// What a node's accessibility modifiers make of it.
struct ElementSpec {
  var label: String?
  var value: String?
  var traits: [AccessibilityTrait]
  var hiddenByModifier: Bool
  /// `accessibilityElement(children:)` when written; `nil` for an element formed by a label or
  /// a button alone, which merges its children's labels as `.combine` does.
  var children: AccessibilityChildBehavior? = nil
}

extension LayoutResolver {
  /// The environment inside each modifier: `result[k]` is what modifier `k - 1` and everything
  /// inside it see; `result[0]` is the content's; `result[count]` is the inherited one.
  ///
  /// `layer` is an annotation about the node, not a SwiftUI modifier: wherever it is written it
  /// applies to the whole node, so its position cannot change a verdict.
  func modifierEnvironments(_ modifiers: [Modifier], inherited: ResolutionEnvironment) -> [ResolutionEnvironment] {
    var inherited = inherited
    for modifier in modifiers {
      if case .layer(let layer) = modifier.kind { inherited.layer = layer }
    }
    var environments = Array(repeating: inherited, count: modifiers.count + 1)
    for index in modifiers.indices.reversed() {
      var environment = environments[index + 1]
      switch modifiers[index].kind {
      case .environment(let direction):
        environment.direction = direction == .leftToRight ? .ltr : .rtl
        environment.overridden = true
      case .accessibilityHidden(true):
        environment.hidden = true
      case .glassEffect:
        environment.glassDepth += 1
      case .monospacedDigit(let on):
        environment.monospacedDigits = on
      case .font(let font):
        environment.font = font
      case .dynamicTypeSize(let limit):
        environment.textSizeLimits = environment.textSizeLimits.adding(limit)
      case .minimumScaleFactor(let factor):
        environment.minimumScaleFactor = factor
      case .accessibilityShowsLargeContentViewer(let on):
        environment.largeContentViewer = on
      case .frame(let width?, _):
        environment.frameWidth = width
      case .lineLimit(let lines):
        environment.lineLimit = lines
      default:
        break
      }
      environments[index] = environment
    }
    return environments
  }

  /// Applies the geometric modifiers from the innermost outward.
  func applyGeometry(_ modifiers: [Modifier], environments: [ResolutionEnvironment], to fragment: inout Fragment) {
    for (index, modifier) in modifiers.enumerated() {
      switch modifier.kind {
      case .flipsForRightToLeftLayoutDirection(true) where environments[index + 1].direction == .rtl:
        fragment.mirrorHorizontally()
      case .scaleEffect(let x, let y):
        if x < 0 { fragment.mirrorHorizontally() }
        if y < 0 { fragment.flipVertically() }
      case .offset(let offset):
        fragment.shift(dx: offset.x, dy: offset.y)
      case .frame(let width, let height):
        if let width {
          fragment.shift(dx: (width - fragment.width) / 2, dy: 0)
          fragment.width = width
        }
        if let height {
          fragment.shift(dx: 0, dy: (height - fragment.height) / 2)
          fragment.height = height
        }
      default:
        break
      }
    }
  }

  // MARK: Accessibility

  /// The element a node forms by its own modifiers (a label, or combining its children), if any.
  func elementSpec(_ node: ViewNode) -> ElementSpec? {
    var spec = ElementSpec(label: nil, value: nil, traits: [], hiddenByModifier: false)
    var formsElement = false
    if case .button(let label, _) = node.kind {
      formsElement = true
      spec.label = label
      spec.traits.append(.isButton)
    }
    for modifier in node.modifiers {
      switch modifier.kind {
      case .accessibilityLabel(let label):
        spec.label = label
        formsElement = true
      case .accessibilityValue(let value):
        spec.value = value
      case .accessibilityAddTraits(let traits):
        spec.traits += traits.filter { !spec.traits.contains($0) }
      case .accessibilityElement(let children) where children != .contain:
        // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior :
        // `.ignore` makes a new element with no initial properties, `.combine` merges the
        // children's properties; `.contain` keeps the children as elements.
        formsElement = true
        spec.children = children
      case .accessibilityHidden(true):
        spec.hiddenByModifier = true
      default:
        break
      }
    }
    return formsElement ? spec : nil
  }

  /// Replaces the elements inside a node with the one element the node forms.
  func recordElement(
    _ spec: ElementSpec, node: NodeReference, environment: ResolutionEnvironment, display: TimerDisplay,
    fragment: inout Fragment, recorder: ResolutionRecorder
  ) {
    // `.ignore`: "The new accessibility element has no initial properties" — the children
    // contribute nothing, so without its own label the element is silent.
    // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/ignore
    let ignoresChildren = spec.children == .ignore
    let children = ignoresChildren ? [] : fragment.elements.filter { !$0.hidden }
    let label: String
    let raw: Bool
    var announcements: Int
    if let template = spec.label {
      label = render(template, display: display).text
      recorder.strings.append(ShownString(node: node, role: .label, text: label))
      raw = probeRawDisplay(label, display: display, recorder: recorder)
      announcements = announces(template) ? 1 : 0
    } else {
      // `.combine` (and a button or label-only element) joins its visible children's labels:
      // a child read twice — the original and a visible reflection — is read twice.
      // https://developer.apple.com/documentation/swiftui/accessibilitychildbehavior/combine
      label = children.map(\.label).joined(separator: ", ")
      raw = children.contains(where: \.labelIsRawDisplay)
      var groups = Set<String>()
      announcements = 0
      for child in children where child.announcesTime {
        if let cellOf = child.cellOf {
          if groups.insert("\(cellOf) \(child.copy)").inserted { announcements += 1 }
        } else {
          announcements += max(child.timeAnnouncements, 1)
        }
      }
    }
    let value = spec.value.map { render($0, display: display).text }
    if let value { recorder.strings.append(ShownString(node: node, role: .value, text: value)) }
    let valueAnnounces = spec.value.map(announces) ?? false
    if valueAnnounces, announcements == 0 { announcements = 1 }
    let valueRaw = value.map { probeRawDisplay($0, display: display, recorder: recorder) } ?? false
    let element = AccessibilityElement(
      node: node, copy: environment.copy, label: label, value: value, traits: spec.traits,
      hidden: environment.hidden || spec.hiddenByModifier, announcesTime: announcements > 0,
      labelIsRawDisplay: raw, cellOf: nil, x: 0, y: 0, width: fragment.width, height: fragment.height,
      timeAnnouncements: announcements, valueIsRawDisplay: valueRaw)
    fragment.elements = [element]
  }

  /// Whether an element's own label or value speaks the display's raw digits rather than the
  /// spoken time, recorded with its answer: the one way a subtree that shows no placeholder
  /// still depends on the tick (`SubtreeCache`).
  func probeRawDisplay(_ text: String, display: TimerDisplay, recorder: ResolutionRecorder) -> Bool {
    let raw = Self.isRawDisplay(text, display: display)
    recorder.displayProbes.append((text, raw))
    return raw
  }

  /// Whether a text holds the display and not the spoken time.
  static func isRawDisplay(_ text: String, display: TimerDisplay) -> Bool {
    TextContainment.contains(text, display.display) && !TextContainment.contains(text, display.spoken)
  }

  /// Whether a label or value template speaks the timer's value.
  func announces(_ template: String) -> Bool {
    templates.placeholders(template).contains { $0 != .cell }
  }

  // MARK: Motion and glass

  /// Adds the node's animations, transitions and glass to the motion table and glass list, as
  /// they are under the current settings.
  func recordMotionAndGlass(
    _ node: ViewNode, reference: NodeReference, environments: [ResolutionEnvironment], recorder: ResolutionRecorder
  ) {
    let copy = environments[0].copy
    for (index, modifier) in node.modifiers.enumerated() {
      switch modifier.kind {
      case .animation(let animation):
        let effective = effectiveSpec(animation.spec, animation.whenReduceMotion)
        for kind in animatedKinds(node, trigger: animation.value) {
          recorder.motion.append(
            MotionEntry(
              node: reference, copy: copy, kind: kind, source: .animation, trigger: animation.value,
              curve: effective.map(Self.describe), systemReduced: false))
        }
      case .transition(let transition):
        recordTransition(transition, reference: reference, copy: copy, recorder: recorder)
      case .glassEffect(let glass):
        let outside = environments[index + 1]
        recordGlass(glass, reference: reference, environment: outside, cell: environments[0].cell, recorder: recorder)
      case .glassBackgroundEffect(let mode) where mode != .never:
        let outside = environments[index + 1]
        recorder.glass.append(
          GlassUse(
            node: reference, copy: outside.copy, declaredVariant: .regular, effectiveVariant: GlassFallback(.regular),
            systemAdapts: systemAdaptsRegularGlass,
            layer: outside.layer, inContainer: outside.inContainer, insideGlass: outside.glassDepth > 0,
            interactive: false, drawsDisplay: false, windowBackground: true))
      default:
        break
      }
    }
  }

  /// A transition's rows of the motion table. It plays only inside an animated change; under
  /// Reduce Motion the app's own replacement applies first (it reads the setting), then a
  /// running OS with `TransitionProperties.hasMotion` replaces what still moves by opacity
  /// (https://developer.apple.com/documentation/swiftui/transitionproperties/hasmotion).
  private func recordTransition(
    _ transition: TransitionModifier, reference: NodeReference, copy: CopyKind, recorder: ResolutionRecorder
  ) {
    let declared = Self.kinds(of: transition.spec)
    // Outside an animated change nothing plays: each declared kind is recorded without a curve.
    var remaining =
      transition.animated ? effectiveSpec(transition.spec, transition.whenReduceMotion).map(Self.kinds) ?? [] : []
    var systemReplaced: [MotionKind] = []
    let moves = remaining.contains { $0 == .scale || $0 == .offset }
    if settings.reduceMotion, moves, transition.hasMotion ?? true, platform.replacesTransitionsWithMotion {
      systemReplaced = remaining.filter { $0 != .opacity }
      remaining = [.opacity]
    }
    for kind in declared + remaining.filter({ !declared.contains($0) }) {
      recorder.motion.append(
        MotionEntry(
          node: reference, copy: copy, kind: kind, source: .transition, trigger: nil,
          curve: remaining.contains(kind) ? "transition" : nil, systemReduced: systemReplaced.contains(kind)))
    }
  }

  private func recordGlass(
    _ glass: GlassEffect, reference: NodeReference, environment: ResolutionEnvironment,
    cell: ResolutionEnvironment.Cell?, recorder: ResolutionRecorder
  ) {
    var effective = GlassFallback(glass.variant)
    if settings.reduceTransparency, let fallback = glass.whenReduceTransparency {
      effective = fallback
    } else if settings.increaseContrast, let fallback = glass.whenIncreaseContrast {
      effective = fallback
    }
    let accommodations = platform.accommodations
    let adaptsClear = (settings.reduceTransparency || settings.increaseContrast) && accommodations.adaptsClearGlass
    let systemAdapts = glass.variant == .regular ? systemAdaptsRegularGlass : glass.variant == .clear ? adaptsClear : false
    recorder.glass.append(
      GlassUse(
        node: reference, copy: environment.copy, declaredVariant: glass.variant,
        effectiveVariant: effective, systemAdapts: systemAdapts, layer: environment.layer,
        inContainer: environment.inContainer, insideGlass: environment.glassDepth > 0,
        interactive: glass.interactive, drawsDisplay: cell?.display != nil))
    guard glass.variant != .identity else { return }
    var systemKinds: [MotionKind] = [.lensing]
    if glass.interactive { systemKinds.append(.elastic) }
    for kind in systemKinds {
      let reduced = settings.reduceMotion && accommodations.reduceMotion.contains(kind)
      recorder.motion.append(
        MotionEntry(
          node: reference, copy: environment.copy, kind: kind, source: .system, trigger: nil,
          curve: reduced ? nil : "system", systemReduced: reduced))
    }
  }

  /// Whether the system adapts `.regular` glass by itself under the current settings.
  private var systemAdaptsRegularGlass: Bool {
    let accommodations = platform.accommodations
    return (settings.reduceTransparency && accommodations.reduceTransparencyAdaptsRegularGlass)
      || (settings.increaseContrast && accommodations.increaseContrastAdaptsRegularGlass)
  }

  /// An animation or transition under the current settings: unchanged, turned off (`nil`) or
  /// replaced by what the case says to use under Reduce Motion.
  private func effectiveSpec<Spec>(_ spec: Spec, _ override: ReduceMotionOverride<Spec>) -> Spec? {
    guard settings.reduceMotion else { return spec }
    switch override {
    case .unchanged: return spec
    case .disabled: return nil
    case .replaced(let replacement): return replacement
    }
  }

  /// What an animation animates: bound to the displayed value, it morphs the digits (glass
  /// shapes or text) from one string to the next; bound to anything else, whatever the node's
  /// own transforms and transitions move.
  private func animatedKinds(_ node: ViewNode, trigger: String) -> [MotionKind] {
    if trigger == "display" { return [.morph] }
    var kinds: [MotionKind] = []
    for modifier in node.modifiers {
      switch modifier.kind {
      case .scaleEffect: if !kinds.contains(.scale) { kinds.append(.scale) }
      case .offset: if !kinds.contains(.offset) { kinds.append(.offset) }
      case .transition(let transition):
        kinds += Self.kinds(of: transition.spec).filter { !kinds.contains($0) }
      default: break
      }
    }
    return kinds.isEmpty ? [.opacity] : kinds
  }

  static func kinds(of transition: TransitionSpec) -> [MotionKind] {
    var kinds: [MotionKind] = []
    if transition.opacity { kinds.append(.opacity) }
    if transition.scale != nil { kinds.append(.scale) }
    if transition.offset != nil { kinds.append(.offset) }
    return kinds
  }

  static func describe(_ spec: AnimationSpec) -> String {
    spec.curve.rawValue + (spec.duration.map { " \($0)s" } ?? "")
  }
}
