/// Decoding of modifiers, each a one-key object whose key names the modifier.
extension DecodingState {
  mutating func modifiers(_ value: JSONValue) -> [Modifier]? {
    elements(value, "modifiers") { $0.modifier($1) }
  }

  mutating func modifier(_ value: JSONValue) -> Modifier? {
    guard let members = value.members, members.count == 1, let member = members.first else {
      let found = value.members.map { $0.isEmpty ? "an empty object" : "\($0.count) keys" } ?? value.typeDescription
      report(
        "a modifier must be an object with exactly one key; found \(found)", at: value.location,
        hint: "write each modifier as its own object, such as {\"accessibilityHidden\": true}")
      return nil
    }
    if let reason = ModifierName.notModelled[member.key] {
      report("modifier \(Self.quoted(member.key)) is not modelled", at: member.keyLocation, hint: reason)
      return nil
    }
    guard let name = ModifierName(rawValue: member.key) else {
      let names = ModifierName.allCases.map(\.rawValue)
      report(
        "unknown modifier \(Self.quoted(member.key))", at: member.keyLocation,
        hint: Spelling.hint(for: member.key, among: names))
      return nil
    }
    return modifierKind(name, member.value).map { Modifier(kind: $0, location: member.keyLocation) }
  }

  private mutating func modifierKind(_ name: ModifierName, _ value: JSONValue) -> ModifierKind? {
    let key = name.rawValue
    switch name {
    case .environment:
      guard let fields = object(value, "\"environment\"", keys: ["layoutDirection"]) else { return nil }
      return required(fields, "layoutDirection")
        .flatMap { choice($0, "layoutDirection", as: LayoutDirection.self) }
        .map { .environment(layoutDirection: $0) }
    case .flipsForRightToLeftLayoutDirection:
      return bool(value, key).map { .flipsForRightToLeftLayoutDirection($0) }
    case .layoutDirectionBehavior:
      return choice(value, key, as: LayoutDirectionBehavior.self).map { .layoutDirectionBehavior($0) }
    case .scaleEffect:
      return point(value, key, default: 1).map { .scaleEffect(x: $0.x, y: $0.y) }
    case .offset:
      return offset(value, key).map { .offset($0) }
    case .mask:
      guard let fields = object(value, "\"mask\"", keys: ["linearGradient"]) else { return nil }
      return required(fields, "linearGradient").flatMap { gradient($0) }.map { .mask(linearGradient: $0) }
    case .frame:
      guard let fields = object(value, "\"frame\"", keys: ["width", "height"]) else { return nil }
      let width = optional(fields, "width") { $0.number($1, $2, "at least 0") { $0 >= 0 } }
      let height = optional(fields, "height") { $0.number($1, $2, "at least 0") { $0 >= 0 } }
      guard let width, let height else { return nil }
      return .frame(width: width, height: height)
    case .accessibilityLabel:
      return template(value, key).map { .accessibilityLabel($0) }
    case .accessibilityValue:
      return template(value, key).map { .accessibilityValue($0) }
    case .accessibilityHidden:
      return bool(value, key).map { .accessibilityHidden($0) }
    case .accessibilityAddTraits:
      return elements(value, key, ifEmpty: ("\"accessibilityAddTraits\" must list at least one trait", hint: nil)) {
        $0.choice($1, key, as: AccessibilityTrait.self)
      }.map { .accessibilityAddTraits($0) }
    case .accessibilityElement:
      guard let fields = object(value, "\"accessibilityElement\"", keys: ["children"]) else { return nil }
      return required(fields, "children")
        .flatMap { choice($0, "children", as: AccessibilityChildBehavior.self) }
        .map { .accessibilityElement(children: $0) }
    case .glassEffect:
      return glassEffect(value).map { .glassEffect($0) }
    case .animation:
      return animation(value).map { .animation($0) }
    case .transition:
      return transition(value).map { .transition($0) }
    case .layer:
      return choice(value, key, as: DesignLayer.self).map { .layer($0) }
    case .monospacedDigit:
      return bool(value, key).map { .monospacedDigit($0) }
    case .lineLimit:
      return integer(value, key, in: 1...100).map { .lineLimit($0) }
    case .glassBackgroundEffect:
      guard let fields = object(value, "\"glassBackgroundEffect\"", keys: ["displayMode"]) else { return nil }
      return optional(fields, "displayMode") { $0.choice($1, $2, as: GlassBackgroundDisplayMode.self) }
        .map { .glassBackgroundEffect($0 ?? .always) }
    case .font:
      return font(value).map { .font($0) }
    case .dynamicTypeSize:
      return dynamicTypeLimit(value).map { .dynamicTypeSize($0) }
    case .minimumScaleFactor:
      return number(value, key, "greater than 0 and at most 1") { $0 > 0 && $0 <= 1 }.map { .minimumScaleFactor($0) }
    case .accessibilityShowsLargeContentViewer:
      return bool(value, key).map { .accessibilityShowsLargeContentViewer($0) }
    }
  }

  /// `{"style": "title"}`, `{"size": 75}` (fixed) or `{"size": 75, "relativeTo": "body"}`.
  private mutating func font(_ value: JSONValue) -> TextFont? {
    guard let fields = object(value, "\"font\"", keys: ["style", "size", "relativeTo"]) else { return nil }
    let style = optional(fields, "style") { $0.choice($1, $2, as: TextStyle.self) }
    let size = optional(fields, "size") { $0.fontSize($1, $2) }
    let relativeTo = optional(fields, "relativeTo") { $0.choice($1, $2, as: TextStyle.self) }
    guard let style, let size, let relativeTo else { return nil }
    switch (style, size) {
    case (let style?, nil) where relativeTo == nil: return .style(style)
    case (nil, let size?): return .size(size, relativeTo: relativeTo)
    default:
      report(
        "\"font\" takes either \"style\" or \"size\" (with an optional \"relativeTo\")", at: value.location,
        hint: "write {\"style\": \"title\"} for a text style, or {\"size\": 75} for a fixed size")
      return nil
    }
  }

  /// `"large"` (one size) or `{"min": "small", "max": "xxxLarge"}` (a range; either end optional).
  private mutating func dynamicTypeLimit(_ value: JSONValue) -> DynamicTypeLimit? {
    if value.string != nil {
      return choice(value, "dynamicTypeSize", as: DynamicTypeSize.self).map { .value($0) }
    }
    guard let fields = object(value, "\"dynamicTypeSize\"", keys: ["min", "max"]) else { return nil }
    let lower = optional(fields, "min") { $0.choice($1, $2, as: DynamicTypeSize.self) }
    let upper = optional(fields, "max") { $0.choice($1, $2, as: DynamicTypeSize.self) }
    guard let lower, let upper else { return nil }
    let range = (lower ?? .xSmall, upper ?? .accessibility5)
    guard range.0 <= range.1 else {
      report(
        "\"dynamicTypeSize\" has \"min\" \(Self.quoted(range.0.rawValue)) above \"max\" \(Self.quoted(range.1.rawValue))",
        at: value.location, hint: "give the smaller size as \"min\"")
      return nil
    }
    return .range(range.0 ... range.1)
  }

  private mutating func offset(_ value: JSONValue, _ key: String) -> Offset? {
    point(value, key, default: 0).map { Offset(x: $0.x, y: $0.y) }
  }

  /// An object of optional numbers `x` and `y`, each `defaultValue` when left out.
  private mutating func point(_ value: JSONValue, _ key: String, default defaultValue: Double) -> (x: Double, y: Double)? {
    guard let fields = object(value, "\"\(key)\"", keys: ["x", "y"]) else { return nil }
    let x = optional(fields, "x") { $0.number($1, $2) }
    let y = optional(fields, "y") { $0.number($1, $2) }
    guard let x, let y else { return nil }
    return (x ?? defaultValue, y ?? defaultValue)
  }

  private mutating func gradient(_ value: JSONValue) -> [GradientStop]? {
    let ifEmpty = "\"linearGradient\" needs at least one stop"
    return elements(value, "linearGradient", ifEmpty: (ifEmpty, hint: "write stops as [opacity, location]")) { state, element in
      guard case .array(let pair) = element.kind, pair.count == 2 else {
        state.report(
          "a gradient stop must be an array of two numbers [opacity, location]", at: element.location)
        return nil
      }
      let opacity = state.number(pair[0], "opacity", "between 0 and 1") { GradientStop.fractions.contains($0) }
      let location = state.number(pair[1], "location", "between 0 and 1") { GradientStop.fractions.contains($0) }
      guard let opacity, let location else { return nil }
      return GradientStop(opacity: opacity, location: location)
    }
  }

  private mutating func glassEffect(_ value: JSONValue) -> GlassEffect? {
    let keys = ["variant", "in", "interactive", "whenReduceTransparency", "whenIncreaseContrast"]
    if let tint = value["tint"] {
      report(
        "glass \"tint\" is not modelled", at: tint.keyLocation,
        hint: "nothing in the audit reads a tint colour; remove it (the glass itself is audited)")
      return nil
    }
    guard let fields = object(value, "\"glassEffect\"", keys: keys) else { return nil }
    let variant = optional(fields, "variant") { $0.choice($1, $2, as: GlassVariant.self) }
    let shape = optional(fields, "in") { $0.choice($1, $2, as: GlassShape.self) }
    let interactive = optional(fields, "interactive") { $0.bool($1, $2) }
    let reduceTransparency = optional(fields, "whenReduceTransparency") {
      $0.choice($1, $2, as: GlassFallback.self)
    }
    let increaseContrast = optional(fields, "whenIncreaseContrast") {
      $0.choice($1, $2, as: GlassFallback.self)
    }
    guard let variant, let shape, let interactive, let reduceTransparency, let increaseContrast else { return nil }
    return GlassEffect(
      variant: variant ?? .regular, shape: shape ?? .capsule,
      interactive: interactive ?? false, whenReduceTransparency: reduceTransparency,
      whenIncreaseContrast: increaseContrast)
  }

  private mutating func animation(_ value: JSONValue) -> AnimationModifier? {
    let keys = ["value", "curve", "duration", "whenReduceMotion"]
    guard let fields = object(value, "\"animation\"", keys: keys) else { return nil }
    let bound = required(fields, "value").flatMap { nonEmptyString($0, "value") }
    let spec = animationSpec(fields)
    let reduceMotion: ReduceMotionOverride<AnimationSpec>? = reduceMotionOverride(fields) { state, value in
      guard let replacement = state.object(value, "\"whenReduceMotion\"", keys: ["curve", "duration"]) else {
        return nil
      }
      return state.animationSpec(replacement)
    }
    guard let bound, let spec, let reduceMotion else { return nil }
    return AnimationModifier(value: bound, spec: spec, whenReduceMotion: reduceMotion)
  }

  private mutating func animationSpec(_ fields: FieldSet) -> AnimationSpec? {
    let curve = required(fields, "curve").flatMap { choice($0, "curve", as: AnimationCurve.self) }
    let duration = optional(fields, "duration") {
      $0.number($1, $2, "greater than 0 seconds") { AnimationSpec.isDuration($0) }
    }
    guard let curve, let duration else { return nil }
    return AnimationSpec(curve: curve, duration: duration)
  }

  private mutating func transition(_ value: JSONValue) -> TransitionModifier? {
    let keys = ["opacity", "scale", "offset", "whenReduceMotion", "hasMotion", "animated"]
    guard let fields = object(value, "\"transition\"", keys: keys) else { return nil }
    let spec = transitionSpec(fields)
    let hasMotion = optional(fields, "hasMotion") { $0.bool($1, $2) }
    let animated = optional(fields, "animated") { $0.bool($1, $2) }
    guard let hasMotion, let animated else { return nil }
    let reduceMotion: ReduceMotionOverride<TransitionSpec>? = reduceMotionOverride(fields) { state, value in
      guard let replacement = state.object(value, "\"whenReduceMotion\"", keys: ["opacity", "scale", "offset"])
      else { return nil }
      return state.transitionSpec(replacement)
    }
    guard let spec, let reduceMotion else { return nil }
    var modifier = TransitionModifier(spec: spec, whenReduceMotion: reduceMotion)
    modifier.hasMotion = hasMotion
    modifier.animated = animated ?? true
    return modifier
  }

  private mutating func transitionSpec(_ fields: FieldSet) -> TransitionSpec? {
    let opacity = optional(fields, "opacity") { $0.bool($1, $2) }
    let scale = optional(fields, "scale") { $0.number($1, $2, "at least 0") { $0 >= 0 } }
    let offset = optional(fields, "offset") { $0.offset($1, $2) }
    guard let opacity, let scale, let offset else { return nil }
    guard opacity == true || scale != nil || offset != nil else {
      report(
        "a transition needs at least one of \"opacity\": true, \"scale\" or \"offset\" in \(fields.what)",
        at: fields.location)
      return nil
    }
    return TransitionSpec(opacity: opacity ?? false, scale: scale, offset: offset)
  }

  /// Absent is `unchanged`, `null` is `disabled`, an object is `replaced`.
  private mutating func reduceMotionOverride<Replacement>(
    _ fields: FieldSet, _ decode: (inout DecodingState, JSONValue) -> Replacement?
  ) -> ReduceMotionOverride<Replacement>? {
    guard let member = fields["whenReduceMotion"] else { return .unchanged }
    switch member.value.kind {
    case .null:
      return .disabled
    case .object:
      return decode(&self, member.value).map { .replaced($0) }
    default:
      report(
        "expected null (turned off) or an object (a replacement) for \"whenReduceMotion\", found \(member.value.typeDescription)",
        at: member.value.location, hint: "leave the key out when Reduce Motion changes nothing")
      return nil
    }
  }
}
