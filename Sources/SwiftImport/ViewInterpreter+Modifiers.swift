import Foundation
import LayoutModel
internal import SwiftSyntax

/// SwiftUI modifiers → case modifiers.
extension ViewInterpreter {
  func applyModifier(_ name: String, _ call: FunctionCallExprSyntax, to input: ImportedNode, _ scope: Scope) -> ImportedNode {
    var node = input
    let at: SwiftLocation
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      at = scope.file.location(member.declName)
    } else {
      at = scope.file.location(call)
    }
    let first = call.arguments.first?.expression
    func add(_ modifierName: String, _ value: CaseJSON) {
      node.modifiers.append(ImportedModifier(name: modifierName, value: value, at: at))
    }
    func unreadable(_ rules: [String]) {
      listed(".\(name)(\(call.arguments.trimmedSource.prefix(50)))", "the arguments are not values the importer can read", rules: rules, at)
    }
    switch name {
    case "flipsForRightToLeftLayoutDirection":
      if let first, let value = ExpressionSupport.bool(first) { add(name, .bool(value)) } else { unreadable(Self.directionRules) }
    case "environment":
      let key = first?.trimmedSource ?? ""
      if key == "\\.layoutDirection" {
        let value = call.arguments.dropFirst().first.flatMap { ExpressionSupport.memberName($0.expression) }
        if let value, ["leftToRight", "rightToLeft"].contains(value) {
          add("environment", .object([("layoutDirection", .string(value))]))
        } else {
          unreadable(Self.directionRules)
        }
      } else if key.hasPrefix("\\.") {
        listed(".environment(\(key), …)", "an environment value the case format does not model", rules: key.contains("locale") ? [] : Self.motionRules, at)
      }
    case "layoutDirectionBehavior":
      if let member = first.flatMap(ExpressionSupport.memberName), ["fixed", "mirrors"].contains(member) {
        add(name, .string(member))
      } else {
        unreadable(Self.directionRules)
      }
    case "scaleEffect":
      let x = ExpressionSupport.argument(call, "x").flatMap { resolver.number($0, scope) }
      let y = ExpressionSupport.argument(call, "y").flatMap { resolver.number($0, scope) }
      if x != nil || y != nil {
        add(name, .object([("x", .number(x ?? 1)), ("y", .number(y ?? 1))]))
      } else if let first, let both = resolver.number(first, scope) {
        add(name, .object([("x", .number(both)), ("y", .number(both))]))
      } else {
        unreadable(Self.directionRules + Self.motionRules)
      }
    case "offset":
      let x = ExpressionSupport.argument(call, "x").flatMap { resolver.number($0, scope) }
      let y = ExpressionSupport.argument(call, "y").flatMap { resolver.number($0, scope) }
      var members: [(String, CaseJSON)] = []
      if let x { members.append(("x", .number(x))) }
      if let y { members.append(("y", .number(y))) }
      if members.isEmpty { unreadable(Self.directionRules) } else { add(name, .object(members)) }
    case "mask":
      if let stops = gradientStops(call) {
        add(name, .object([("linearGradient", .array(stops.map { .array([.number($0.0), .number($0.1)]) }))]))
      } else {
        approximate(".mask(…)", "a mask other than a linear gradient of opacity stops changes no rule's verdict and is left out", at)
      }
    case "frame":
      let width = ExpressionSupport.argument(call, "width")
      let height = ExpressionSupport.argument(call, "height")
      if let width, setCellWidths(width, scope) { break }
      let w = width.flatMap { resolver.number($0, scope) }
      let h = height.flatMap { resolver.number($0, scope) }
      if width != nil && w == nil || height != nil && h == nil {
        listed(".frame(\(call.arguments.trimmedSource.prefix(50)))", "a frame size the importer cannot compute", rules: Self.widthRules, at)
      }
      var members: [(String, CaseJSON)] = []
      if let w { members.append(("width", .number(w))) }
      if let h { members.append(("height", .number(h))) }
      if !members.isEmpty { add(name, .object(members)) } else if width == nil && height == nil {
        approximate(".frame(\(call.arguments.trimmedSource.prefix(40)))", "a flexible frame (min/max/alignment) does not move the timer's own glyphs; left out", at)
      }
    case "accessibilityLabel", "accessibilityValue":
      if let first, let text = labelTemplate(first, scope) { add(name, .string(text)) } else { unreadable(Self.accessibilityRules) }
    case "accessibilityHidden":
      if let first, let value = ExpressionSupport.bool(first) { add(name, .bool(value)) } else { unreadable(Self.accessibilityRules) }
    case "accessibilityAddTraits":
      let traits = first.map(traitNames) ?? []
      let known = ["updatesFrequently", "isStaticText", "isButton", "isHeader", "isImage", "isSelected", "startsMediaSession"]
      if !traits.isEmpty, traits.allSatisfy(known.contains) { add(name, .array(traits.map { .string($0) })) } else { unreadable(Self.accessibilityRules) }
    case "accessibilityElement":
      let children = ExpressionSupport.argument(call, "children").flatMap(ExpressionSupport.memberName) ?? "ignore"
      if ["combine", "ignore", "contain"].contains(children) {
        add(name, .object([("children", .string(children))]))
      } else {
        unreadable(Self.accessibilityRules)
      }
    case "glassEffect":
      markGlass()
      node = glass(call, node: node, scope, at: at)
    case "glassEffectID":
      // The case format rejects glassEffectID (glass morphing between views is not modelled).
      markGlass()
      approximate(".glassEffectID(…)", "glass morphing between views is not modelled; the glass itself is audited", at)
    case "glassBackgroundEffect":
      // visionOS window glass, not glassEffect on content. Apple's default display mode is
      // .always (https://developer.apple.com/documentation/swiftui/view/glassbackgroundeffect(displaymode:)),
      // so it is written out rather than left to the case format's own default.
      let mode = ExpressionSupport.argument(call, "displayMode")
      let modeName = mode.flatMap(ExpressionSupport.memberName)
      if let mode, modeName == nil || !["always", "implicit", "never"].contains(modeName!) {
        listed(".glassBackgroundEffect(displayMode: \(mode.trimmedSource.prefix(30)))", "a display mode the importer cannot read", rules: Self.glassRules, at)
      } else {
        if call.arguments.contains(where: { $0.label == nil || $0.label?.text == "in" }) {
          approximate(".glassBackgroundEffect(\(call.arguments.trimmedSource.prefix(40)))", "the glass background's effect and shape do not change what the glass rules check; read as window glass", at)
        }
        add(name, .object([("displayMode", .string(modeName ?? "always"))]))
        markWindowGlass()
      }
    case "animation":
      if let animation = animation(call, scope, showsTime: CaseLimitsFitter.showsTime(node), at: at) { add(name, animation) }
    case "transition":
      if let first, let transition = transition(first, scope) { add(name, transition) } else { unreadable(Self.motionRules) }
    case "contentTransition":
      // A content transition plays only inside an animated change
      // (https://developer.apple.com/documentation/swiftui/contenttransition); widgets and Live
      // Activities animate their data updates themselves
      // (https://developer.apple.com/documentation/widgetkit/animating-data-updates-in-widgets-and-live-activities).
      // Whether `.numericText()` rolls the digits under Reduce Motion is not documented, so the
      // motion rules say can't tell; what it animates is still said.
      listedMotion(
        ".contentTransition(\(call.arguments.trimmedSource.prefix(40)))",
        "a content transition animates the text when its string changes; whether it still moves under Reduce Motion is not documented and the case format cannot hold it",
        animatesTime: CaseLimitsFitter.showsTime(node), at)
    case "monospacedDigit":
      add(name, .bool(true))
    case "font":
      font(first, node: &node, scope, at: at)
    case "dynamicTypeSize":
      if let first, let limit = TextSizeReading.limit(first) {
        add(name, limit)
      } else if CaseLimitsFitter.showsTime(node) {
        unreadable(TextSizeReading.rules)
      }
    case "lineLimit":
      // `lineLimit(nil)` and ranges leave the text free to wrap, as no modifier does.
      if let first, let lines = resolver.number(first, scope), lines >= 1, lines <= 100, lines == lines.rounded() {
        add(name, .number(lines))
      }
    case "minimumScaleFactor":
      if let first, let factor = resolver.number(first, scope), factor > 0, factor <= 1 { add(name, .number(factor)) }
    case "accessibilityShowsLargeContentViewer":
      // With no argument the system makes the large content from the view; a closure argument
      // supplies a custom one: either way the viewer is offered.
      add(name, .bool(true))
    case "fontDesign":
      if first.flatMap(ExpressionSupport.memberName) == "monospaced" {
        approximate(".fontDesign(.monospaced)", "a monospaced design is read as monospaced digits", at)
        add("monospacedDigit", .bool(true))
      }
    case "modifier":
      if let first { node = viewModifier(first, node: node, scope, at: at) }
    case "hidden" where call.arguments.isEmpty:
      // `.hidden()` keeps the view's space but draws nothing and is not read by VoiceOver
      // (https://developer.apple.com/documentation/swiftui/view/hidden()): a sizing copy of the
      // time under an overlay is not a second announcement.
      approximate(".hidden()", "a hidden view is read as empty space (its size is not modelled)", at)
      return ImportedNode(type: "Spacer", at: at)
    case "overlay" where call.trailingClosure != nil || first.map({ !$0.is(MemberAccessExprSyntax.self) }) == true:
      // `.overlay { Text(date, style: .timer) }`: drawn over the view in its frame
      // (https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)),
      // read as a ZStack of the view and the overlay's views.
      let content = call.trailingClosure.map { nodes($0.statements, scope.nested()) }
        ?? call.arguments.first(where: { $0.label == nil || $0.label?.text == "content" }).map { nodes($0.expression, scope) } ?? []
      guard !content.isEmpty else { break }
      approximate(".overlay(…)", "an overlay is read as a ZStack of the view and the overlay's views (its alignment is not modelled)", at)
      return ImportedNode(type: "ZStack", children: [node] + content, at: at)
    default:
      if Self.neutralModifiers.contains(name) { break }
      if Self.rotationModifiers.contains(name), !CaseLimitsFitter.showsTime(node) { break }
      if let function = index.function(name, preferring: "View") ?? index.function(name, preferring: "Text"),
        ["View", "Text", "Shape"].contains(function.owner), let body = function.declaration.body
      {
        // A `View`/`Text` extension of the module: read its body with `self` as this node.
        let inner = Scope(type: nil, file: function.file, parent: scope)
        inner.selfNodes = [node]
        let parameters = function.declaration.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
        for (parameter, argument) in zip(parameters, call.arguments) { inner.arguments[parameter] = (argument.expression, scope) }
        let result = nodes(body.statements, inner)
        if result.count == 1 { node = result[0] }
      } else if Self.sizingModifiers.contains(name) {
        // Scaling a view to fit, or tightening its text, changes its glyphs' sizes, not their
        // order, direction or what VoiceOver reads.
        listed(".\(name)(…)", "a change of the size or spacing the glyphs are drawn at: the glyph widths the width rules measure are not modelled", rules: Self.glyphWidthRules, at)
      } else if name == "background" {
        // A background is drawn behind the view at its size and does not move it
        // (https://developer.apple.com/documentation/swiftui/view/background(alignment:content:)):
        // what it draws (a material, glass, a view VoiceOver reads) is what the case format does
        // not model.
        listed(".background(…)", "what is drawn behind the view (a material, glass, a view VoiceOver may read) is not modelled", rules: Self.glassRules + Self.accessibilityRules, at)
        backgroundMotion(call, scope)
      } else {
        listed(".\(name)(…)", "a modifier the importer does not interpret; it may change what the rules check", rules: [], at)
      }
    }
    return node
  }

  /// The animations of what a background draws (a hover fill that fades in): not modelled with
  /// the view, but each still says what it animates, for the motion rules to say can't tell.
  private func backgroundMotion(_ call: FunctionCallExprSyntax, _ scope: Scope) {
    let content = call.trailingClosure.map(Syntax.init) ?? call.arguments.first(where: { $0.label == nil || $0.label?.text == "content" }).map { Syntax($0.expression) }
    guard let content, content.tokens(viewMode: .sourceAccurate).contains(where: { ["animation", "transition", "contentTransition"].contains($0.text) }) else { return }
    let drawn = content.as(ClosureExprSyntax.self).map { nodes($0.statements, scope.nested()) } ?? content.as(ExprSyntax.self).map { nodes($0, scope) } ?? []
    var stack = drawn
    while let node = stack.popLast() {
      for modifier in node.modifiers where ["animation", "transition"].contains(modifier.name) {
        listedMotion(".\(modifier.name)(…) in a background", "an animation of what is drawn behind the view, which the case does not model", animatesTime: CaseLimitsFitter.showsTime(node), modifier.at)
      }
      stack += node.children
    }
  }

  private func viewModifier(_ expr: ExprSyntax, node: ImportedNode, _ scope: Scope, at: SwiftLocation) -> ImportedNode {
    guard let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call), callee.base == nil,
      index.conforms(callee.name, to: "ViewModifier"), let body = index.function("body", preferring: callee.name),
      body.owner == callee.name, let statements = body.declaration.body?.statements
    else {
      listed(".modifier(\(expr.trimmedSource.prefix(40)))", "a view modifier the importer cannot find in this module", rules: [], at)
      return node
    }
    let inner = Scope(type: callee.name, file: body.file, parent: scope)
    inner.selfNodes = [node]
    for argument in call.arguments {
      if let label = argument.label?.text { inner.arguments[label] = (argument.expression, scope) }
    }
    let result = nodes(statements, inner)
    return result.count == 1 ? result[0] : node
  }

  private func font(_ expr: ExprSyntax?, node: inout ImportedNode, _ scope: Scope, at: SwiftLocation) {
    guard let expr else { return }
    let (settled, inner) = resolver.settle(expr, scope)
    let text = settled.trimmedSource
    if let font = textFont(settled, inner) {
      node.modifiers.append(ImportedModifier(name: "font", value: font, at: at))
    } else if CaseLimitsFitter.showsTime(node) {
      listed(
        ".font(\(text.prefix(50)))", "whether this font follows the person's text size is not something the importer can read",
        rules: TextSizeReading.rules, at)
    }
    if text.contains(".custom(") || text.contains("Font(") {
      listed(
        ".font(\(text.prefix(50)))",
        "a custom font's digit widths are unknown: the engine's system metrics stand in, so the width rules can neither pass nor fail on them",
        rules: Self.glyphWidthRules, at, standIn: .font)
    }
    if text.contains("monospacedDigit()") {
      node.modifiers.append(ImportedModifier(name: "monospacedDigit", value: .bool(true), at: at))
    } else if text.contains(".monospaced") {
      approximate(".font(\(text.prefix(50)))", "a monospaced design is read as monospaced digits", at)
      node.modifiers.append(ImportedModifier(name: "monospacedDigit", value: .bool(true), at: at))
    }
    // The size sets the cells' font size when this is a digit cell.
    var call = settled.as(FunctionCallExprSyntax.self)
    while let current = call, let callee = ExpressionSupport.callee(current), callee.name != "system", callee.name != "custom" {
      call = callee.base?.as(FunctionCallExprSyntax.self)
    }
    // A size the case format does not hold (`size: 0`) leaves the cells' size unread.
    if let call, let size = ExpressionSupport.argument(call, "size").flatMap({ resolver.number($0, inner) }), CaseLimits().holdsFontSize(size) {
      if node.type == "DigitCells" {
        node.fields = node.fields.map { $0.0 == "fontSize" ? ("fontSize", .number(size)) : $0 }
      } else {
        setCellFont(size)
      }
    }
  }

  private func glass(_ call: FunctionCallExprSyntax, node input: ImportedNode, _ scope: Scope, at: SwiftLocation) -> ImportedNode {
    var node = input
    var members: [(String, CaseJSON)] = []
    let style = call.arguments.first { $0.label == nil }?.expression
    if let style {
      let text = style.trimmedSource
      if text.hasPrefix(".clear") { members.append(("variant", .string("clear"))) }
      else if text.hasPrefix(".identity") { members.append(("variant", .string("identity"))) }
      else if !text.hasPrefix(".regular") { listed(".glassEffect(\(text.prefix(40)))", "a glass style the importer cannot read", rules: Self.glassRules, at) }
      if let range = text.range(of: ".tint(") {
        let tint = text[range.upperBound...].prefix { $0 != ")" }.trimmingCharacters(in: CharacterSet(charactersIn: ". "))
        // The case format rejects a glass tint (nothing reads it); say so instead.
        if !tint.isEmpty { approximate(".tint(\(tint))", "a glass tint is not modelled; the glass is audited without it", at) }
      }
      if text.contains(".interactive(") { members.append(("interactive", .bool(true))) }
    }
    if let shape = ExpressionSupport.argument(call, "in") {
      let (settled, _) = resolver.settle(shape, scope)
      let text = settled.trimmedSource
      var shapeName: String?
      if let callee = settled.as(FunctionCallExprSyntax.self).flatMap(ExpressionSupport.callee), callee.base == nil,
        index.conforms(callee.name, to: "Shape")
      {
        // Glass drawn in a custom shape: the visible view is that shape (the glass timer
        // digits draw glass in the glyph outlines over a clear rectangle).
        var shapeNode = shapeNodeFor(callee.name, at: node.at)
        shapeNode.modifiers = node.modifiers.filter { $0.name != "frame" }
        node = shapeNode
        shapeName = "self"
      } else if text.hasPrefix(".rect(cornerRadius") || text.hasPrefix("RoundedRectangle") || text.hasPrefix(".roundedRectangle") {
        shapeName = "roundedRectangle"
      } else if text.hasPrefix(".rect") || text.hasPrefix("Rectangle") { shapeName = "rect" }
      else if text.hasPrefix(".circle") || text.hasPrefix("Circle") { shapeName = "circle" }
      else if text.hasPrefix(".capsule") || text.hasPrefix("Capsule") { shapeName = "capsule" }
      if let shapeName { members.append(("in", .string(shapeName))) } else {
        approximate("in: \(text.prefix(40))", "an unknown glass shape is read as a capsule", at)
      }
    }
    node.modifiers.append(ImportedModifier(name: "glassEffect", value: .object(members), at: at))
    return node
  }

  private func shapeNodeFor(_ name: String, at: SwiftLocation) -> ImportedNode {
    var result = nodes(ExprSyntax(FunctionCallExprSyntax(
      calledExpression: DeclReferenceExprSyntax(baseName: .identifier(name)), leftParen: .leftParenToken(),
      arguments: [], rightParen: .rightParenToken())), Scope(type: nil, file: index.types[name]![0].file, parent: nil))
    var node = result.isEmpty ? ImportedNode(type: "Shape", fields: [("shape", .string("glyphPath"))], at: at) : result.removeFirst()
    node.at = at
    return node
  }

  /// `.animation(_:value:)` animates the view it modifies when `value` changes
  /// (https://developer.apple.com/documentation/swiftui/view/animation(_:value:)): it morphs the
  /// time only when that view shows the time and the value changes with it (the display, or
  /// the state it is formatted from); otherwise it animates whatever else the view changes.
  private func animation(_ call: FunctionCallExprSyntax, _ scope: Scope, showsTime: Bool, at: SwiftLocation) -> CaseJSON? {
    guard let first = call.arguments.first?.expression else { return nil }
    guard let valueExpr = ExpressionSupport.argument(call, "value") else {
      listedMotion(".animation(\(first.trimmedSource.prefix(40)))", "an animation without value: is deprecated and animates every change of the view", animatesTime: showsTime, at)
      return nil
    }
    let animatesTime = showsTime && (isDisplay(valueExpr, scope) || isTimerState(valueExpr, scope))
    let value = animatesTime ? "display" : valueExpr.trimmedSource
    var members: [(String, CaseJSON)] = [("value", .string(value))]
    if let ternary = first.as(TernaryExprSyntax.self), isReduceMotion(ternary.condition, scope) {
      guard let spec = animationSpec(ternary.elseExpression) else {
        listedMotion(".animation(\(first.trimmedSource.prefix(40)))", "an animation curve the importer cannot read", animatesTime: animatesTime, at)
        return nil
      }
      members += spec
      if ternary.thenExpression.is(NilLiteralExprSyntax.self) {
        members.append(("whenReduceMotion", .null))
      } else if let replacement = animationSpec(ternary.thenExpression) {
        members.append(("whenReduceMotion", .object(replacement)))
      }
      return .object(members)
    }
    if first.is(NilLiteralExprSyntax.self) { return nil }
    guard let spec = animationSpec(first) else {
      listedMotion(".animation(\(first.trimmedSource.prefix(40)))", "an animation the importer cannot read (a condition it cannot tie to Reduce Motion, or an unknown curve)", animatesTime: animatesTime, at)
      return nil
    }
    return .object(members + spec)
  }

  /// Whether a value is the state a timer ticks: a name the module counts up or down with `+=`
  /// or `-=` (`remaining -= 1`), or a property computed from one.
  func isTimerState(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
    // The value the display is formatted from (`Text(Duration.seconds(remaining)…)` with
    // `value: remaining`).
    if let name = expr.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ExpressionSupport.memberName(expr), var (current, inner) = display ?? presetSource {
      for _ in 0..<6 {
        if current.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return true }
        guard let next = resolver.follow(current, inner) else { break }
        (current, inner) = next
      }
    }
    var (current, inner) = (expr, scope)
    for _ in 0..<6 {
      let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ExpressionSupport.memberName(current)
      guard let name else { return false }
      if index.isCounted(name) { return true }
      guard let next = resolver.follow(current, inner), next.0.is(DeclReferenceExprSyntax.self) || next.0.is(MemberAccessExprSyntax.self) else { return false }
      (current, inner) = next
    }
    return false
  }

  /// Whether a condition reads `@Environment(\.accessibilityReduceMotion)`.
  func isReduceMotion(_ condition: ExprSyntax, _ scope: Scope) -> Bool {
    let name = condition.trimmedSource.replacingOccurrences(of: "self.", with: "")
    if let type = scope.type, let property = index.property(name, of: type, near: scope.file) {
      return property.declaration.attributes.trimmedSource.contains("accessibilityReduceMotion")
    }
    return index.properties[name]?.contains { $0.declaration.attributes.trimmedSource.contains("accessibilityReduceMotion") } ?? false
  }

  func animationSpec(_ expr: ExprSyntax) -> [(String, CaseJSON)]? {
    var current = expr
    var duration: Double?
    // `.easeInOut(duration: 0.15)`, `.easeInOut`, `Animation.spring(…)`, `.linear.speed(2)`.
    if let call = current.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) {
      if ["speed", "delay", "repeatForever", "repeatCount"].contains(callee.name), let base = callee.base {
        current = base
      } else {
        duration = ExpressionSupport.argument(call, "duration").flatMap(ExpressionSupport.number)
          ?? call.arguments.first.flatMap { $0.label == nil ? ExpressionSupport.number($0.expression) : nil }
        current = call.calledExpression
      }
    }
    guard let curve = ExpressionSupport.memberName(current),
      ["easeInOut", "easeIn", "easeOut", "linear", "spring", "bouncy", "smooth", "snappy", "default", "interactiveSpring", "interpolatingSpring"].contains(curve)
    else { return nil }
    var result: [(String, CaseJSON)] = [("curve", .string(curve.hasSuffix("Spring") ? "spring" : curve))]
    // A duration the case format cannot hold (`duration: 0`) leaves the curve's own.
    if let duration, AnimationSpec.isDuration(duration) { result.append(("duration", .number(duration))) }
    return result
  }

  private func transition(_ expr: ExprSyntax, _ scope: Scope) -> CaseJSON? {
    if let ternary = expr.as(TernaryExprSyntax.self), isReduceMotion(ternary.condition, scope),
      let normal = transitionSpec(ternary.elseExpression), let reduced = transitionSpec(ternary.thenExpression)
    {
      return .object(normal + [("whenReduceMotion", .object(reduced))])
    }
    return transitionSpec(expr).map { .object($0) }
  }

  private func transitionSpec(_ expr: ExprSyntax) -> [(String, CaseJSON)]? {
    var opacity = false
    var scale: Double?
    var offset: [(String, CaseJSON)]?
    var parts: [ExprSyntax] = [expr]
    var valid = true
    while let part = parts.popLast() {
      let text = part.trimmedSource
      if let call = part.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) {
        switch callee.name {
        case "combined":
          if let base = callee.base { parts.append(base) }
          if let other = call.arguments.first?.expression { parts.append(other) }
        case "scale":
          scale = ExpressionSupport.argument(call, "scale").flatMap(ExpressionSupport.number) ?? call.arguments.first.flatMap { ExpressionSupport.number($0.expression) } ?? 0
        case "offset":
          let x = ExpressionSupport.argument(call, "x").flatMap(ExpressionSupport.number) ?? 0
          let y = ExpressionSupport.argument(call, "y").flatMap(ExpressionSupport.number) ?? 0
          offset = [("x", .number(x)), ("y", .number(y))]
        case "move", "push":
          let edge = call.arguments.first.flatMap { ExpressionSupport.memberName($0.expression) } ?? "bottom"
          offset = ["top": [("y", .number(-100))], "bottom": [("y", .number(100))], "leading": [("x", .number(-100))], "trailing": [("x", .number(100))]][edge] ?? [("y", .number(100))]
          if callee.name == "push" { opacity = true }
        case "asymmetric":
          if let insertion = ExpressionSupport.argument(call, "insertion") { parts.append(insertion) }
        default:
          valid = false
        }
      } else if text == ".opacity" || text == "AnyTransition.opacity" {
        opacity = true
      } else if text == ".scale" {
        scale = 0
      } else if text == ".slide" {
        offset = [("x", .number(-100))]
      } else if text == ".identity" {
        continue
      } else {
        valid = false
      }
    }
    guard valid, opacity || scale != nil || offset != nil else { return nil }
    var result: [(String, CaseJSON)] = []
    if opacity { result.append(("opacity", .bool(true))) }
    if let scale { result.append(("scale", .number(scale))) }
    if let offset { result.append(("offset", .object(offset))) }
    return result
  }

  private func traitNames(_ expr: ExprSyntax) -> [String] {
    if let array = expr.as(ArrayExprSyntax.self) { return array.elements.compactMap { ExpressionSupport.memberName($0.expression) } }
    return ExpressionSupport.memberName(expr).map { [$0] } ?? []
  }

  private func labelTemplate(_ expr: ExprSyntax, _ scope: Scope) -> String? {
    var current = expr
    if let call = current.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "Text", let only = call.arguments.first {
      current = only.expression
    }
    // String(localized: "…"), NSLocalizedString("…", comment:), LocalizedStringKey("…"): the key
    // is the development-language text.
    if let call = current.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call),
      ["String", "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource"].contains(callee.name),
      let key = (ExpressionSupport.argument(call, "localized") ?? call.arguments.first?.expression)?.as(StringLiteralExprSyntax.self)
    {
      return labelText(key, scope)
    }
    if let literal = current.as(StringLiteralExprSyntax.self) { return labelText(literal, scope) }
    // `Duration.seconds(left).formatted(.units(width: .wide))`: the spoken duration itself.
    if isUnitsDescription(current, scope) { return "$spoken" }
    if isDisplay(current, scope) { return "$display" }
    if isSpokenDescription(current, scope) { return "$spoken" }
    let (settled, inner) = resolver.settle(current, scope)
    if let literal = settled.as(StringLiteralExprSyntax.self) { return labelText(literal, inner) }
    return nil
  }

  private func labelText(_ literal: StringLiteralExprSyntax, _ scope: Scope) -> String {
    if let spoken = spokenFields(literal, scope) { return spoken }
    var result = ""
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        result += text.content.text.replacingOccurrences(of: "$", with: "$$")
      } else if let expression = segment.as(ExpressionSegmentSyntax.self), let value = expression.expressions.first?.expression {
        if isUnitsDescription(value, scope) { result += "${spoken}" } else if isDisplay(value, scope) { result += "${display}" } else if let field = labelField(value, scope) {
          // "\(minutes) minutes \(seconds) seconds": one field of the shown value each.
          result += "${" + field + "}"
        } else {
          result += "${spoken}"
          if !isSpokenDescription(value, scope) {
            listed("\\(\(value.trimmedSource))", "an interpolated value the importer cannot tell is the spoken time; read as the spoken duration", rules: ["timer-accessibility-label"], scope.file.location(value))
          }
        }
      }
    }
    return Self.tidyPlaceholders(result)
  }

  /// `"Elapsed: \(minutes) minutes \(seconds) seconds"`: fields each followed by its unit word
  /// are the app's own spoken duration, read as `$spoken` after the text before them.
  private func spokenFields(_ literal: StringLiteralExprSyntax, _ scope: Scope) -> String? {
    let segments = Array(literal.segments)
    guard let first = segments.firstIndex(where: { $0.is(ExpressionSegmentSyntax.self) }) else { return nil }
    for (i, segment) in segments.enumerated() {
      guard let expression = segment.as(ExpressionSegmentSyntax.self), let value = expression.expressions.first?.expression else { continue }
      guard labelField(value, scope) != nil, i + 1 < segments.count,
        let unit = segments[i + 1].as(StringSegmentSyntax.self)?.content.text.trimmingCharacters(in: .whitespaces).lowercased(),
        ["hour", "min", "sec", "h", "m", "s"].contains(where: { unit.hasPrefix($0) && (unit.count == $0.count || unit.dropFirst($0.count).first?.isLetter == true || unit.dropFirst($0.count).first == " " || unit.dropFirst($0.count).first == ",") })
      else { return nil }
    }
    let before = segments[..<first].compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    approximate(
      literal.trimmedSource.prefix(60).description, "fields each followed by their unit are read as the spoken duration (the app's numbers are unpadded, as VoiceOver reads them)",
      scope.file.location(literal))
    return before.replacingOccurrences(of: "$", with: "$$") + "$spoken"
  }

  /// The field placeholder an interpolated number in a label stands for, when the display has
  /// that field.
  private func labelField(_ value: ExprSyntax, _ scope: Scope) -> String? {
    guard let reading = FieldClassifier(resolver: resolver).classify(value, scope, strict: true) else { return nil }
    return reading.field.rawValue
  }

  /// Whether a value is a duration written out in units (`.units(…)`, `.spellOut`, a
  /// formatter's `.full` style): a time, but the spoken form, not the display.
  private func isUnitsDescription(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
    var (current, inner) = (expr, scope)
    for _ in 0..<8 {
      let text = current.trimmedSource
      if [".units(", ".spellOut", "unitsStyle = .full", "unitsStyle = .spellOut"].contains(where: text.contains) { return true }
      guard let next = resolver.follow(current, inner) else { return false }
      (current, inner) = next
    }
    return false
  }

  private func isSpokenDescription(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
    var (current, inner) = (expr, scope)
    for _ in 0..<8 {
      let text = current.trimmedSource
      if [".full", ".spellOut", "units", "minute", "DateComponentsFormatter", "spoken", "ccessib"].contains(where: text.contains) { return true }
      guard let next = resolver.follow(current, inner) else { return false }
      (current, inner) = next
    }
    return false
  }

  private func gradientStops(_ call: FunctionCallExprSyntax) -> [(Double, Double)]? {
    guard let gradient = call.arguments.first?.expression.as(FunctionCallExprSyntax.self) ?? call.trailingClosure?.statements.first?.item.as(FunctionCallExprSyntax.self),
      ExpressionSupport.callee(gradient)?.name == "LinearGradient",
      let stops = ExpressionSupport.argument(gradient, "stops")?.as(ArrayExprSyntax.self)
    else { return nil }
    var result: [(Double, Double)] = []
    for element in stops.elements {
      guard let stop = element.expression.as(FunctionCallExprSyntax.self),
        let location = ExpressionSupport.argument(stop, "location").flatMap(ExpressionSupport.number),
        let color = ExpressionSupport.argument(stop, "color")
      else { return nil }
      let text = color.trimmedSource
      var opacity = 1.0
      if text == ".clear" { opacity = 0 } else if let range = text.range(of: ".opacity("), let value = Double(text[range.upperBound...].prefix { $0 != ")" }) {
        opacity = value
      }
      // A case's stops are fractions (0 to 1); a stop written outside them is a gradient the
      // case format does not hold, so it is left unread.
      guard GradientStop.fractions.contains(opacity), GradientStop.fractions.contains(location) else { return nil }
      result.append((opacity, location))
    }
    return result
  }
}
