import Foundation
import LayoutModel
internal import SwiftSyntax

/// Reads a SwiftUI view body into case nodes, inlining the module's own view structs, `View`
/// extensions and `ViewModifier`s across files, and noting everything it approximates or cannot
/// interpret with its Swift location.
final class ViewInterpreter {
  let index: ModuleIndex
  let resolver: ValueResolver
  let displays: DisplayInterpreter
  private(set) var uninterpreted: [ImportNote] = []
  private(set) var approximations: [ImportNote] = []
  /// The first display string found, with its scope.
  private(set) var display: (ExprSyntax, Scope)?
  /// Custom view types inlined (to tell root timer views from the ones they contain).
  private(set) var inlinedTypes: Set<String> = []
  /// Whether the body uses glass (for the deployment target when the project does not say).
  private(set) var usesGlass = false
  /// How many branch combinations the `Variants` read so far make (the format audits at most
  /// 32, every combination of every `Variants` node).
  var branchCombinations = 1
  static let maxBranchCombinations = 32
  /// How deep scopes nest before the importer stops reading (see `nodes(_:_:)`).
  static let maxScopeDepth = 160
  /// How deep `nodes(_:_:)` calls itself before the importer stops reading.
  static let maxNesting = 600
  /// How deep `nodes(_:_:)` is now.
  private var nesting = 0
  /// How deep `verdict(_:_:)` is now, and how many values one verdict may still read.
  var verdictDepth = 0
  var verdictBudget = 0
  /// How many expressions this view's reading has read (and nodes its conditions copied), and
  /// the most it reads.
  var work = 0
  static let maxWork = 20_000
  /// The Texts of one field each (a split-field view), in the order read.
  var fieldTexts: [(ExprSyntax, Scope, Int, FieldClassifier.Reading)] = []
  /// The ids given to `Variants` nodes, kept unique across the case.
  var variantIDs: Set<String> = []
  /// The stack whose content is being read, for a branch of several views.
  var enclosingStack: String?
  /// Every `Text` read, taken as the time or left, for `import --explain`.
  var candidates: [ViewExplanation.Candidate] = []

  static let directionRules = ["digit-order-ltr", "glyphs-not-mirrored", "text-bidi-order", "reflection-direction-consistent"]
  static let motionRules = ["reduce-motion-morph", "reduce-motion-lensing"]
  static let accessibilityRules = ["timer-accessibility-label", "reflection-accessibility-hidden"]
  /// The rules that read the shown time string.
  static let displayRules = ["digit-order-ltr", "glyphs-not-mirrored", "text-bidi-order", "timer-accessibility-label", "stable-cell-frames", "cell-width-coverage", "reduce-motion-morph", "timer-text-fits"]
  static let glassRules = ["glass-functional-layer", "glass-on-glass", "glass-container", "clear-glass-legibility"]
  static let widthRules = ["stable-cell-frames", "cell-width-coverage", "digit-order-ltr"]
  /// The rules that measure the glyphs' widths: an unknown size or width of the glyphs leaves
  /// them open.
  static let glyphWidthRules = ["stable-cell-frames", "cell-width-coverage", "timer-text-fits"]
  /// The rules whose verdict changes with the digits shown (their widths, their bidi class).
  static let digitRules = ["digit-order-ltr", "text-bidi-order", "stable-cell-frames", "cell-width-coverage"]
  /// The rules whose failures are about the string shown, so that on the stand-in display
  /// (`DisplayReading.standIn`) they are guesses and say can't tell (a case's
  /// `standInDisplay`): the digit rules, `timer-accessibility-label`, whose spoken time and
  /// "reads the digits" are worked out from the display, and `timer-text-fits`, which measures
  /// the string. The others judge what the view is made of — a mirrored Shape, a reflection
  /// VoiceOver reads, a morph, glass, a font — which the stand-in does not change, so their
  /// failures stand.
  static let shownStringRules = digitRules + ["timer-accessibility-label", "timer-text-fits"]

  /// Modifiers that change nothing any rule looks at (colour, padding, behaviour).
  static let neutralModifiers: Set<String> = [
    "padding", "foregroundStyle", "foregroundColor", "fill", "stroke", "tint", "bold", "italic", "fontWeight",
    "opacity", "shadow", "cornerRadius", "clipShape", "onAppear", "onDisappear", "onReceive", "onChange", "task",
    "onTapGesture", "buttonStyle", "contentShape", "id", "multilineTextAlignment", "textCase", "sensoryFeedback",
    "navigationTitle", "allowsHitTesting", "zIndex", "fixedSize", "layoutPriority",
    "foregroundStyle", "controlSize", "labelStyle", "symbolRenderingMode", "imageScale", "blendMode", "drawingGroup",
    "compositingGroup", "animation_nil", "accessibilityIdentifier", "accessibilityHint", "help", "keyboardShortcut",
    "focusable", "disabled", "environmentObject", "environment_other", "preferredColorScheme", "ignoresSafeArea",
    // SwiftUI's first beta name of `foregroundColor(_:)`.
    "color",
    // How a shape is drawn: its border, or the part of its path a progress ring shows.
    "strokeBorder", "trim",
    // Colour adjustments and the colour scheme: no rule measures colour.
    "brightness", "saturation", "contrast", "grayscale", "hueRotation", "colorMultiply", "colorInvert", "colorScheme",
  ]

  /// Modifiers that change only the size glyphs are drawn at: scaling a view to its container
  /// (https://developer.apple.com/documentation/swiftui/view/scaledtofit()), or letting text
  /// draw its characters closer to fit a line
  /// (https://developer.apple.com/documentation/swiftui/view/allowstightening(_:)). Only the
  /// width rules depend on them. Kerning and tracking change the space between characters
  /// (https://developer.apple.com/documentation/swiftui/view/kerning(_:),
  /// https://developer.apple.com/documentation/swiftui/view/tracking(_:)): widths again.
  static let sizingModifiers: Set<String> = ["scaledToFit", "scaledToFill", "aspectRatio", "resizable", "allowsTightening", "kerning", "tracking"]

  /// Modifiers that turn what a view draws in place
  /// (https://developer.apple.com/documentation/swiftui/view/rotationeffect(_:anchor:)): nothing
  /// a rule reads on a view without the time (a progress ring starting at 12 o'clock).
  static let rotationModifiers: Set<String> = ["rotationEffect", "rotation3DEffect"]

  init(index: ModuleIndex) {
    self.index = index
    resolver = ValueResolver(index: index)
    displays = DisplayInterpreter(index: index)
  }

  // MARK: Views

  /// The root node of a view type's body; `file` chooses among same-named types of several
  /// targets.
  func interpret(viewType: String, in file: SwiftFile? = nil) -> ImportedNode? {
    guard let body = index.property("body", of: viewType, near: file) else { return nil }
    let scope = Scope(type: viewType, file: body.file, parent: nil)
    if let declaration = index.types[viewType]?.first(where: { $0.file === body.file && !$0.isExtension }) {
      compiledFamilies = CompilationConditions.platforms(around: Syntax(declaration.members), among: CompilationConditions.families)
    }
    var root: ImportedNode?
    if let accessor = body.binding.accessorBlock, case .getter(let items) = accessor.accessors {
      root = wrap(self.nodes(items, scope), at: body.file.location(body.binding))
    } else if let expr = body.valueExpression {
      root = wrap(nodes(expr, scope), at: body.file.location(expr))
    }
    if var node = root {
      collapseCharacterCells(&node, scope)
      let views = [viewType] + inlinedTypes.sorted()
      applyWithAnimation(in: views + modelTypes(of: views), to: &node, scope)
      root = node
    }
    if presetReading == nil, display == nil, let first = fieldTexts.first, fieldTexts.contains(where: { !$0.3.byName }), fieldsRunWithTime() {
      // Field Texts outside a stack of fields: the display is the fields joined by colons.
      // Names alone (`Text("\(minutes)")` in a settings row) do not make a view a timer.
      // One field with its unit (`"\(minutes) min"`) keeps the unit in the display.
      var affixes: [Int: (prefix: String, suffix: String)] = [:]
      if let node = root { Self.visit(node) { if let index = $0.fieldIndex { affixes[index] = $0.fieldAffix } } }
      var pieces: [DisplayInterpreter.SplitPiece] = []
      for (i, (expr, inner, width, _)) in fieldTexts.enumerated() {
        if i > 0 { pieces.append(.literal(":")) }
        let affix = fieldTexts.count == 1 ? affixes[i] : nil
        if let prefix = affix?.prefix, !prefix.isEmpty { pieces.append(.literal(prefix)) }
        pieces.append(.field(expr, inner, width: width))
        if let suffix = affix?.suffix, !suffix.isEmpty { pieces.append(.literal(suffix)) }
      }
      let at = first.1.file.location(first.0)
      if let reading = displays.read(split: pieces, first.1, at: at) {
        presetDisplay(reading)
        approximate("field Texts", "Texts of single fields outside one stack are read as one display with the fields joined by colons", at)
      }
    }
    return root
  }

  /// Whether field Texts outside a stack of fields show a running time. Two fields or more
  /// (`"\(h)h"` and `"\(m)m"`) are a time's; one alone (`"\(item.minutes) MIN"` in a history
  /// row, `"\(length) min"` in a settings row) is a time only when its value changes as time
  /// passes — counted state or a measurement against now — and is otherwise left as text, with
  /// the reason in `import --explain`.
  private func fieldsRunWithTime() -> Bool {
    guard fieldTexts.count == 1, let (value, scope, _, _) = fieldTexts.first else { return true }
    let trace = displays.traceState([(value, scope)])
    if trace.runsWithTime { return true }
    // `currentMinute = task.workSeconds` beside `task.workSeconds -= 1`: a property set from
    // state the module counts, or from now, runs with it.
    if let state = trace.state, let assignments = index.assignments[state.name],
      assignments.contains(where: { assignment in
        DisplayInterpreter.readsNow(Syntax(assignment.value))
          || assignment.value.tokens(viewMode: .sourceAccurate).contains { index.isCounted($0.text) }
      })
    {
      return true
    }
    for i in candidates.indices where candidates[i].taken && candidates[i].why.hasPrefix("one field of a time") {
      candidates[i].taken = false
      candidates[i].why = "one number with a unit (\(value.trimmedSource.prefix(40))), and nothing behind it changes as time passes (no state the module counts, no reading of now): a duration, not a running time"
    }
    return false
  }

  /// `withAnimation(…) { state change }` in the view's types animates the views that read the
  /// state it changes (https://developer.apple.com/documentation/swiftui/withanimation(_:_:)):
  /// the time when the block ticks the timer's state (`remaining -= 1`, or a call of a function
  /// that does), read as `.animation(…, value: display)` on the timer node; otherwise the views
  /// of that other state, read as an animation of the root view when that state changes.
  private func applyWithAnimation(in types: [String], to root: inout ImportedNode, _ scope: Scope) {
    let shown = shownNames
    for type in types {
      for (call, file) in index.withAnimationCalls[type] ?? [] {
        let at = file.location(call)
        let ticks = ticksTimer(call, shown: shown)
        var members: [(String, CaseJSON)] = [("value", .string(ticks ? "display" : changedState(call)))]
        if let first = call.arguments.first?.expression {
          if let ternary = first.as(TernaryExprSyntax.self), isReduceMotion(ternary.condition, Scope(type: type, file: file, parent: scope)),
            let spec = animationSpec(ternary.elseExpression)
          {
            members += spec
            if ternary.thenExpression.is(NilLiteralExprSyntax.self) { members.append(("whenReduceMotion", .null)) }
            else if let replacement = animationSpec(ternary.thenExpression) { members.append(("whenReduceMotion", .object(replacement))) }
          } else if let spec = animationSpec(first) {
            members += spec
          } else {
            listedMotion("withAnimation(\(first.trimmedSource.prefix(40)))", "an animation the importer cannot read", animatesTime: ticks, at)
            continue
          }
        } else {
          // `withAnimation { … }`: SwiftUI's default animation.
          members.append(("curve", .string("default")))
        }
        let modifier = ImportedModifier(name: "animation", value: .object(members), at: at)
        if ticks {
          approximate("withAnimation", "withAnimation around the timer's tick animates the views that show the time; read as .animation(_:value:) on the timer", at)
          if !Self.addModifier(modifier, toTimerIn: &root) {
            listedMotion("withAnimation", "the importer found no timer node for this animation", animatesTime: true, at)
          }
        } else if root.modifiers.contains(where: { ["scaleEffect", "offset", "transition"].contains($0.name) }) {
          listedMotion("withAnimation", "an animation of state other than the time; the importer cannot tell which views it moves", animatesTime: false, at)
        } else {
          approximate("withAnimation", "an animation of state other than the time animates the views that read that state; read as an animation of the whole view when it changes", at)
          root.modifiers.append(modifier)
        }
      }
    }
  }

  /// The module's non-view types the views hold as state (`@StateObject var model = Model()`,
  /// `@ObservedObject var timer: TimerModel`, `@Environment(Model.self)`), in name order: their
  /// methods' `withAnimation` blocks (`func tick() { withAnimation { left -= 1 } }`) animate
  /// the views that read them.
  private func modelTypes(of views: [String]) -> [String] {
    var models: Set<String> = []
    for view in views {
      for property in index.storedProperties(of: view) {
        var names: [String] = []
        if var annotated = property.binding.typeAnnotation?.type.trimmedSource {
          while annotated.hasSuffix("?") || annotated.hasSuffix("!") { annotated.removeLast() }
          names.append(annotated)
        }
        if let call = property.binding.initializer?.value.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call)?.name {
          names.append(callee)
        }
        for attribute in property.declaration.attributes {
          // `@Environment(Model.self)`
          if let argument = attribute.as(AttributeSyntax.self)?.arguments?.trimmedSource, argument.hasSuffix(".self") {
            names.append(String(argument.dropLast(5)))
          }
        }
        for name in names where index.types[name] != nil && !views.contains(name) && !index.conforms(name, to: "View") {
          models.insert(name)
        }
      }
    }
    return models.sorted()
  }

  /// Whether a `withAnimation` block ticks the timer: it gives a new value to a name the display
  /// is read through (`shown`), or has a `+=`/`-=`, or calls a module function whose body has one.
  private func ticksTimer(_ call: FunctionCallExprSyntax, shown: Set<String>) -> Bool {
    let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    guard let closure else { return false }
    // A new value for what the display shows, set in the block itself (`digits = [m / 10, …]`);
    // one set in a function it calls may be a reset or an end as much as a tick.
    if MeasurementCollector.assignedNames(in: Syntax(closure)).contains(where: shown.contains) { return true }
    if Self.countsState(Syntax(closure)) { return true }
    for inner in Self.allCalls(in: Syntax(closure)) {
      guard let callee = ExpressionSupport.callee(inner), let function = index.functions[callee.name]?.first, let body = function.declaration.body else { continue }
      if Self.countsState(Syntax(body)) { return true }
    }
    return false
  }

  /// The names the display is read through, from the view to the values its callers pass
  /// (`digits` of `SlidingNumber(number: Double(digits[i]))`).
  private var shownNames: Set<String> {
    var queue = (display.map { [($0.0, $0.1)] } ?? []) + fieldTexts.map { ($0.0, $0.1) }
    var names: Set<String> = []
    var steps = 0
    while !queue.isEmpty, steps < 64 {
      let (expr, scope) = queue.removeFirst()
      steps += 1
      for token in expr.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier && names.insert(token.text).inserted {
        if let (next, inner) = resolver.lookup(token.text, scope, at: Syntax(token)) { queue.append((next, inner)) }
      }
    }
    return names
  }

  private static func countsState(_ root: Syntax) -> Bool {
    root.tokens(viewMode: .sourceAccurate).contains { $0.text == "+=" || $0.text == "-=" }
  }

  private static func allCalls(in root: Syntax) -> [FunctionCallExprSyntax] {
    var result: [FunctionCallExprSyntax] = []
    var stack = [root]
    while let node = stack.popLast() {
      if let call = node.as(FunctionCallExprSyntax.self) { result.append(call) }
      stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
    }
    return result
  }

  /// A name for the state a `withAnimation` block changes (its first assignment's target).
  private func changedState(_ call: FunctionCallExprSyntax) -> String {
    let closure = call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    let statement = closure?.statements.first?.trimmedSource ?? "state"
    return "withAnimation: " + String(statement.prefix(40))
  }

  private static func addModifier(_ modifier: ImportedModifier, toTimerIn node: inout ImportedNode) -> Bool {
    if node.type == "DigitCells" || (node.type == "Text" && node.fields.first?.1 == .string("$display")) {
      node.modifiers.append(modifier)
      return true
    }
    if node.type == "Variants" {
      // The state change animates whichever branch shows.
      var added = false
      for i in node.children.indices where addModifier(modifier, toTimerIn: &node.children[i]) { added = true }
      return added
    }
    for i in node.children.indices where addModifier(modifier, toTimerIn: &node.children[i]) { return true }
    return false
  }

  private func wrap(_ nodes: [ImportedNode], at: SwiftLocation) -> ImportedNode? {
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return nil }
    approximate("several root views", "a body of several views is read as a VStack around them (SwiftUI's implicit stack)", at)
    return ImportedNode(type: "VStack", fields: [("spacing", .number(0))], children: nodes, at: at)
  }

  /// The nodes of a view-builder block.
  func nodes(_ items: CodeBlockItemListSyntax, _ scope: Scope) -> [ImportedNode] {
    var result: [ImportedNode] = []
    let inner = scope.nested()
    for item in items {
      if let variable = item.item.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
            inner.bind(name, value, in: inner, declaration: Syntax(binding))
          }
        }
      } else if let decl = item.item.as(IfConfigDeclSyntax.self) {
        result += ifConfigVariants(decl, inner)
      } else if let expr = item.item.as(ExprSyntax.self) {
        result += nodes(expr, inner)
      } else if let statement = item.item.as(ExpressionStmtSyntax.self) {
        result += nodes(statement.expression, inner)
      } else if let ret = item.item.as(ReturnStmtSyntax.self), let expr = ret.expression {
        result += nodes(expr, inner)
      }
    }
    return result
  }

  /// The nodes an expression stands for.
  func nodes(_ expr: ExprSyntax, _ scope: Scope) -> [ImportedNode] {
    // Scopes nest with every stack, closure and inlined view; the bound stops a view that
    // contains itself, far deeper than views are written.
    // The reading recurses through the caller's scopes too (a local or an argument is read where
    // it was written), so the scope's depth alone does not bound a name that stands for itself:
    // the interpreter counts how deep it is.
    guard scope.depth < Self.maxScopeDepth, nesting < Self.maxNesting else {
      listed(expr.trimmedSource.prefix(40).description, "views nested deeper than the importer reads (or a view that contains itself)", rules: [], scope.file.location(expr))
      return []
    }
    // A view that inlines views that inline the same views again grows without end in breadth:
    // the reading of one view has a budget, and what is past it is listed, not read.
    work += 1
    guard work <= Self.maxWork else {
      if work == Self.maxWork + 1 {
        listed(expr.trimmedSource.prefix(40).description, "the view is larger than the importer reads in full (\(Self.maxWork) views); the rest is not read", rules: [], scope.file.location(expr))
      }
      return []
    }
    nesting += 1
    defer { nesting -= 1 }
    let at = scope.file.location(expr)
    if let ifExpr = expr.as(IfExprSyntax.self) { return ifVariants(ifExpr, scope, at: at) }
    if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchVariants(switchExpr, scope, at: at) }
    if let ternary = expr.as(TernaryExprSyntax.self) { return ternaryVariants(ternary, scope, at: at) }
    if let postfix = expr.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
      // `view #if DEBUG .overlay(…) #endif`: the modifiers under the compile-time condition are
      // left out.
      approximate("#if … (modifiers)", "modifiers under a compile-time condition are not applied; the view is read without them", at)
      return nodes(base, scope)
    }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if (name == "self" || name == "content"), let nodes = scope.selfNodes { return nodes }
      if let nodes = viewProperty(name, scope, at: Syntax(reference)) { return nodes }
      if let (value, inner) = resolver.lookup(name, scope, at: Syntax(reference)) { return nodes(value, inner) }
      listed(name, "a view the importer could not find in this module", rules: [], at)
      return []
    }
    if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
      if let nodes = viewProperty(member.declName.baseName.text, scope) { return nodes }
      if let (value, inner) = resolver.lookup(member.declName.baseName.text, scope) { return nodes(value, inner) }
    }
    guard let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) else {
      listed(expr.trimmedSource.prefix(60).description, "not a view expression the importer reads", rules: [], at)
      return []
    }
    if callee.base == nil || callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self",
      let nodes = viewFunction(callee.name, call, scope)
    {
      return nodes
    }
    if ["map", "flatMap"].contains(callee.name), callee.base != nil, let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
      // `optionalValue.map { Text(…) }`: the view shown while the value is there.
      approximate("\(callee.name) { … }", "a view built from an optional value is read as shown (nothing shows without the value)", at)
      return nodes(closure.statements, scope.nested())
    }
    if let base = callee.base {
      // A modifier: `base.name(arguments)`.
      let baseNodes = self.nodes(base, scope)
      return baseNodes.map { applyModifier(callee.name, call, to: $0, scope) }
    }
    if callee.name.first?.isLowercase == true, let selfNodes = scope.selfNodes {
      // A modifier written without a base inside an extension: `glassEffect()` means `self.glassEffect()`.
      return selfNodes.map { applyModifier(callee.name, call, to: $0, scope) }
    }
    return view(callee.name, call, scope, at: at)
  }

  private func content(_ call: FunctionCallExprSyntax, _ scope: Scope, label: String? = nil, stack: String? = nil) -> [ImportedNode] {
    let outer = enclosingStack
    enclosingStack = stack ?? outer
    defer { enclosingStack = outer }
    if let closure = call.trailingClosure, label == nil { return nodes(closure.statements, scope) }
    if let argument = ExpressionSupport.argument(call, label ?? "content")?.as(ClosureExprSyntax.self) {
      return nodes(argument.statements, scope)
    }
    if let closure = call.trailingClosure { return nodes(closure.statements, scope) }
    return []
  }

  private func spacing(_ call: FunctionCallExprSyntax, _ scope: Scope, at: SwiftLocation, default value: Double) -> CaseJSON {
    if let expr = ExpressionSupport.argument(call, "spacing") {
      if let number = resolver.number(expr, scope) { return .number(number) }
      approximate("spacing: \(expr.trimmedSource)", "the spacing is not a number the importer can compute; \(CaseJSON.format(value)) assumed", at)
    } else {
      approximate("default spacing", "SwiftUI's default stack spacing depends on the platform; \(CaseJSON.format(value)) assumed", at)
    }
    return .number(value)
  }

  private func view(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode] {
    switch name {
    case "HStack", "LazyHStack":
      if let cells = digitCells(call, scope, at: at) { return [cells] }
      let children = splitDisplay(content(call, scope, stack: "HStack"), at: at, scope)
      return [ImportedNode(type: "HStack", fields: [("spacing", spacing(call, scope, at: at, default: 8))], children: children, at: at)]
    case "VStack", "LazyVStack":
      let children = markReflections(content(call, scope, stack: "VStack"))
      return [ImportedNode(type: "VStack", fields: [("spacing", spacing(call, scope, at: at, default: 8))], children: children, at: at)]
    case "ZStack":
      return [ImportedNode(type: "ZStack", children: markReflections(content(call, scope, stack: "ZStack")), at: at)]
    case "GlassEffectContainer":
      usesGlass = true
      let value = ExpressionSupport.argument(call, "spacing").flatMap { resolver.number($0, scope) } ?? 0
      return [ImportedNode(type: "GlassEffectContainer", fields: [("spacing", .number(value))], children: content(call, scope), at: at)]
    case "Group":
      return content(call, scope)
    case "Text":
      return text(call, scope, at: at)
    case "Rectangle":
      return [ImportedNode(type: "Rectangle", at: at)]
    case "Capsule", "Circle", "RoundedRectangle":
      let shape = ["Capsule": "capsule", "Circle": "circle", "RoundedRectangle": "roundedRectangle"][name]!
      return [ImportedNode(type: "Shape", fields: [("shape", .string(shape))], at: at)]
    case "Spacer":
      return [ImportedNode(type: "Spacer", at: at)]
    case "Image":
      approximate("Image", "an image is read as a rectangle: it shows no digits and speaks only what its own accessibility modifiers say", at)
      return [ImportedNode(type: "Rectangle", at: at)]
    case "Button":
      // `Button("Title") { action }`, `Button(action:) { label }`, `Button { action } label: { … }`.
      var fields: [(String, CaseJSON)] = []
      var label: [ImportedNode] = []
      if let title = call.arguments.first, title.label == nil, let literal = title.expression.as(StringLiteralExprSyntax.self) {
        fields.append(("label", .string(escape(literal.segments.trimmedSource))))
      } else if let closure = call.additionalTrailingClosures.first(where: { $0.label.text == "label" })?.closure {
        label = nodes(closure.statements, scope)
      } else if let closure = ExpressionSupport.argument(call, "label")?.as(ClosureExprSyntax.self) {
        label = nodes(closure.statements, scope)
      } else if ExpressionSupport.argument(call, "action") != nil, let closure = call.trailingClosure {
        label = nodes(closure.statements, scope)
      }
      return [ImportedNode(type: "Button", fields: fields, children: label, at: at)]
    case "ForEach":
      approximate("ForEach", "a ForEach outside a row of digit cells is read as one instance of its content", at)
      return content(call, forEachScope(call, scope))
    default:
      break
    }
    if index.conforms(name, to: "Shape") {
      return [shapeNode(name, at: at)]
    }
    if index.conforms(name, to: "View"), scope.depth < Self.maxScopeDepth - 4 {
      return inline(name, call, scope, at: at)
    }
    // A container SwiftUI (or another framework) declares; a type of the module that is not a
    // view and shares its name (an `enum Section`) does not hide it.
    if let nodes = containerContent(name, call, scope, at: at) {
      return nodes
    }
    listed("\(name)(…)", "a view type the importer does not know (not SwiftUI's stacks, Text, shapes or a view of this module)", rules: [], at)
    return []
  }

  /// The scope of a `ForEach`'s content: over a fixed list (an array literal, a range, a
  /// constant holding one), its parameters are that list's elements.
  private func forEachScope(_ call: FunctionCallExprSyntax, _ scope: Scope) -> Scope {
    guard let data = call.arguments.first?.expression, let closure = call.trailingClosure ?? ExpressionSupport.argument(call, "content")?.as(ClosureExprSyntax.self)
    else { return scope }
    guard isFixedList(data, scope) else { return scope }
    let inner = scope.nested()
    let clause = closure.signature?.parameterClause
    if case .simpleInput(let list)? = clause { inner.listElements.formUnion(list.map(\.name.text)) }
    if case .parameterClause(let parameters)? = clause { inner.listElements.formUnion(parameters.parameters.map { ($0.secondName ?? $0.firstName).text }) }
    if clause == nil { inner.listElements.insert("$0") }
    return inner
  }

  /// The string a row of cells walks and the scope to read it in: the `ForEach`'s data, or
  /// over indices of a list written in the code, the sequence the index picks from.
  private func cellSource(_ data: ExprSyntax, _ body: ClosureExprSyntax, _ scope: Scope) -> (ExprSyntax, Scope)? {
    guard isFixedList(data, scope) else { return characterSource(data).map { ($0, scope) } }
    guard let indexed = Self.indexedSource(body) else { return nil }
    let (settled, inner) = resolver.settle(indexed, scope)
    return characterSource(settled).map { ($0, inner) }
  }

  /// `ForEach(0...5) { i in Cell(arr[i]) }`: the sequence its index picks from; nil where the
  /// index picks nothing (`ForEach(0..<sessions) { _ in Circle() }`, progress dots).
  private static func indexedSource(_ body: ClosureExprSyntax) -> ExprSyntax? {
    var parameter: String?
    if case .simpleInput(let list)? = body.signature?.parameterClause { parameter = list.first?.name.text }
    if case .parameterClause(let clause)? = body.signature?.parameterClause { parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } }
    let name = parameter ?? "$0"
    let subscripts = MeasurementCollector.subscripts(in: Syntax(body))
    return subscripts.first { $0.arguments.count == 1 && $0.arguments.first?.expression.trimmedSource == name }?.calledExpression
  }

  /// Whether a `ForEach`'s data is a list written in the code: an array literal, a range, or a
  /// constant holding one.
  private func isFixedList(_ data: ExprSyntax, _ scope: Scope) -> Bool {
    let (settled, _) = resolver.settle(data, scope)
    let range = settled.as(InfixOperatorExprSyntax.self)?.operator.as(BinaryOperatorExprSyntax.self).map { ["...", "..<"].contains($0.operator.text) } ?? false
    return settled.is(ArrayExprSyntax.self) || range
  }

  /// A custom view of the module, inlined with its arguments bound to its properties.
  private func inline(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode] {
    guard let body = index.property("body", of: name) else { return [] }
    inlinedTypes.insert(name)
    inlineDepth += 1
    defer { inlineDepth -= 1 }
    let inner = Scope(type: name, file: body.file, parent: scope)
    let stored = index.storedProperties(of: name)
    var unlabelled = call.arguments.filter { $0.label == nil }.makeIterator()
    for argument in call.arguments {
      if let label = argument.label?.text { inner.arguments[label] = (argument.expression, scope) }
    }
    for property in stored where inner.arguments[property.name] == nil && property.binding.initializer == nil {
      if let argument = unlabelled.next() { inner.arguments[property.name] = (argument.expression, scope) }
    }
    if let closure = call.trailingClosure, let property = stored.first(where: { inner.arguments[$0.name] == nil && $0.binding.initializer == nil }) {
      inner.arguments[property.name] = (ExprSyntax(closure), scope)
    }
    var result: [ImportedNode] = []
    if let accessor = body.binding.accessorBlock, case .getter(let items) = accessor.accessors {
      result = nodes(items, inner)
    } else if let expr = body.valueExpression {
      result = nodes(expr, inner)
    }
    let origin = name + "(" + call.arguments.trimmedSource + ")"
    for i in result.indices {
      result[i].origin = origin
      result[i].callSiteModifiers = result[i].modifiers.count
    }
    return result
  }

  /// A computed `some View` property of the view (`private var digits: some View { … }`), read
  /// as its getter's view builder. Its nodes remember the property as their origin, so a second,
  /// flipped use of it is a reflection.
  private func viewProperty(_ name: String, _ scope: Scope, at use: Syntax? = nil) -> [ImportedNode]? {
    guard let type = scope.type, scope.local(name, at: use) == nil, scope.arguments[name] == nil,
      let property = index.property(name, of: type, near: scope.file), let accessor = property.binding.accessorBlock,
      Self.returnsView(property.binding.typeAnnotation?.type)
    else { return nil }
    let items: CodeBlockItemListSyntax
    switch accessor.accessors {
    case .getter(let getter): items = getter
    case .accessors(let list):
      guard let body = list.first(where: { $0.accessorSpecifier.text == "get" })?.body else { return nil }
      items = body.statements
    @unknown default:
      return nil
    }
    let inner = Scope(type: type, file: property.file, arguments: scope.arguments, parent: scope)
    inner.selfNodes = scope.selfNodes
    return markOrigin(nodes(items, inner), "\(type).\(name)")
  }

  /// A function of the view's type (or a free function) that builds views: `@ViewBuilder func
  /// controls() -> some View`, inlined with its parameters bound to the call's arguments.
  private func viewFunction(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope) -> [ImportedNode]? {
    // A capitalised name is a type's initialiser, unless no type has that name
    // (`@ViewBuilder func TimerView(at: Date)`).
    guard name.first?.isLowercase == true || index.types[name] == nil, let function = index.function(name, preferring: scope.type, near: scope.file),
      function.owner == (scope.type ?? "") || function.owner.isEmpty,
      Self.returnsView(function.declaration.signature.returnClause?.type), let body = function.declaration.body
    else { return nil }
    let inner = Scope(type: scope.type, file: function.file, arguments: scope.arguments, parent: scope)
    inner.selfNodes = scope.selfNodes
    let parameters = function.declaration.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
    for (parameter, argument) in zip(parameters, call.arguments) { inner.arguments[parameter] = (argument.expression, scope) }
    return markOrigin(nodes(body.statements, inner), name + "(" + call.arguments.trimmedSource + ")")
  }

  /// An expression's text without `self.` and whitespace: two Texts of one value compare equal.
  static func valueText(_ expr: ExprSyntax) -> String {
    expr.trimmedSource.replacingOccurrences(of: "self.", with: "").filter { !$0.isWhitespace }
  }

  /// Calls `body` on a node and every node below it (children, cell template).
  static func visit(_ node: ImportedNode, _ body: (ImportedNode) -> Void) {
    body(node)
    for child in node.children + node.cell { visit(child, body) }
  }

  static func returnsView(_ type: TypeSyntax?) -> Bool {
    guard let text = type?.trimmedSource else { return false }
    return text.hasSuffix("View") || text == "some View" || text.hasPrefix("some View") || text == "AnyView"
  }

  private func markOrigin(_ nodes: [ImportedNode], _ origin: String) -> [ImportedNode] {
    nodes.map { node in
      var node = node
      if node.origin == nil {
        node.origin = origin
        node.callSiteModifiers = node.modifiers.count
      }
      return node
    }
  }

  /// A container this module does not declare and the importer has no model of, built from
  /// closures (`TimelineView { context in … }`, `ScrollView`, `NavigationStack`,
  /// `ActivityConfiguration(for:) { … } dynamicIsland: { … }`): its closures' views are what it
  /// shows. One closure is read as its content; several are alternative presentations (a Live
  /// Activity's lock screen and Dynamic Island regions), read as a `Variants` node with a branch
  /// per closure so each is audited.
  func containerContent(_ name: String, _ call: FunctionCallExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode]? {
    var closures: [(String, ClosureExprSyntax)] = []
    for argument in call.arguments {
      if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append((argument.label?.text ?? "content", closure)) }
    }
    if let trailing = call.trailingClosure { closures.append(("content", trailing)) }
    for additional in call.additionalTrailingClosures { closures.append((additional.label.text, additional.closure)) }
    guard !closures.isEmpty else { return nil }
    let read: [(String, [ImportedNode])] = closures.map { label, closure in
      let inner = scope.nested()
      for parameter in Self.closureParameters(closure) { inner.unbind(parameter) }
      return (label, nodes(closure.statements, inner))
    }
    let shown = read.filter { !$0.1.isEmpty }
    if shown.count <= 1 {
      approximate("\(name)(…)", "a view the importer has no model of; read as the views its closure builds", at)
      return shown.first?.1 ?? []
    }
    approximate("\(name)(…)", "a view the importer has no model of; each of its closures (\(shown.map(\.0).joined(separator: ", "))) is read as one presentation of its own", at)
    let branches = shown.map { Branch(name: Self.branchName($0.0), condition: "\(name) \($0.0)", nodes: $0.1) }
    return variants(branches, kind: "container", construct: "\(name)(…)", at: at, perCharacter: false)
  }

  static func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
    guard let clause = closure.signature?.parameterClause else { return [] }
    switch clause {
    case .simpleInput(let list): return list.map(\.name.text)
    case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
    @unknown default: return []
    }
  }

  private func shapeNode(_ name: String, at: SwiftLocation) -> ImportedNode {
    let declarations = index.types[name] ?? []
    let text = declarations.map { $0.members.description }.joined()
    var node = ImportedNode(type: "Shape", fields: [("shape", .string("glyphPath"))], at: at)
    if !(text.contains("Glyph") || text.contains("glyph")) {
      node.fields = [("shape", .string("rectangle"))]
      approximate("\(name)", "a custom Shape that draws no glyphs is read as a rectangle", at)
    }
    if let behaviour = index.property("layoutDirectionBehavior", of: name), let value = behaviour.valueExpression,
      let member = ExpressionSupport.memberName(value), ["fixed", "mirrors"].contains(member)
    {
      node.modifiers.append(
        ImportedModifier(name: "layoutDirectionBehavior", value: .string(member), at: behaviour.file.location(behaviour.binding)))
    }
    return node
  }

  // MARK: Text

  private func text(_ call: FunctionCallExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode] {
    let display = ImportedNode(type: "Text", fields: [("text", .string("$display"))], at: at)
    if let style = ExpressionSupport.argument(call, "style"), Self.isStillDateStyle(style) {
      // `Text(Date.now, style: .date)`: today's date, which does not tick.
      recordCandidate(call, scope, taken: false, why: "not a time value that changes: \(DateFields.stillReason) (style .date)", at: at)
      return [ImportedNode(type: "Text", fields: [("text", .string("…"))], at: at)]
    }
    if let style = ExpressionSupport.argument(call, "style"), Self.isFixedDateStyle(style), let date = call.arguments.first?.expression, !isNow(date, scope) {
      // `Text(event.date, style: .time)`: the time of an event, which does not count.
      recordCandidate(call, scope, taken: false, why: "not a time value that changes: a date in style .\(ExpressionSupport.memberName(style) ?? "") shows one moment", at: at)
      return [ImportedNode(type: "Text", fields: [("text", .string("…"))], at: at)]
    }
    if ExpressionSupport.argument(call, "timerInterval") != nil || ExpressionSupport.argument(call, "style") != nil {
      recordCandidate(call, scope, taken: true, why: "a system Text that formats a date or interval itself", at: at)
      if let node = systemTimerText(call, scope, at: at) { return [node] }
      listed(
        call.trimmedSource.prefix(60).description, "a date Text in a style that is not a timer (relative, offset, time, date) is not a timer display the case format holds",
        rules: Self.displayRules, at, standIn: .display)
      presetDisplay(DisplayReading.standIn(at: at), source: call.arguments.first.map { ($0.expression, scope) })
      return [display]
    }
    if let format = ExpressionSupport.argument(call, "format"), let value = call.arguments.first?.expression {
      // Text(duration, format: .time(pattern: .minuteSecond)): a self-formatting Text.
      let verdict = formatArgumentVerdict(format, value, scope)
      recordCandidate(call, scope, taken: verdict.isTime, why: Self.describe(verdict), at: at)
      guard verdict.isTime else { return [ImportedNode(type: "Text", fields: [("text", .string("…"))], at: at)] }
      noteDisplay(value, scope, format: format)
      return [display]
    }
    guard let argument = call.arguments.first?.expression else { return [] }
    if isCellCharacter(argument, scope) {
      return [ImportedNode(type: "Text", fields: [("text", .string(Self.cellCharacter))], at: at)]
    }
    if let node = fieldCharacterText(argument, scope, at: at) {
      recordCandidate(call, scope, taken: true, why: "one character of a field of a time (read with the Texts of its row)", at: at)
      return [node]
    }
    if let node = fieldText(argument, scope, at: at) {
      recordCandidate(call, scope, taken: true, why: "one field of a time (read with the Texts of the other fields)", at: at)
      return [node]
    }
    if let literal = argument.as(StringLiteralExprSyntax.self), !literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
      return [ImportedNode(type: "Text", fields: [("text", .string(escape(literal.segments.trimmedSource)))], at: at)]
    }
    if let literal = argument.as(StringLiteralExprSyntax.self), let node = styledDateText(literal, scope, at: at) {
      recordCandidate(call, scope, taken: true, why: "a date interpolated with a style: SwiftUI formats it", at: at)
      return [node]
    }
    if let literal = argument.as(StringLiteralExprSyntax.self), let node = timeInText(literal, call, scope, at: at) {
      return [node]
    }
    if let display = self.display, argument.trimmedSource == display.0.trimmedSource {
      return [ImportedNode(type: "Text", fields: [("text", .string("$display"))], at: at)]
    }
    let verdict = verdict(argument, scope)
    switch verdict {
    case .time:
      let (shown, shownScope) = timeSource(argument, scope)
      if presetReading == nil, let (first, _) = self.display, Self.valueText(first) != Self.valueText(shown) {
        // A second time value beside the display (a settings row's break length beside the
        // work length) is not the timer announced twice: it is read as other text.
        recordCandidate(call, scope, taken: false, why: "a time, but another value than the display's (\(first.trimmedSource.prefix(40))): read as other text", at: at)
        approximate(shown.trimmedSource.prefix(60).description, "a second time value in the view, not the display's; read as other text", at)
        return [ImportedNode(type: "Text", fields: [("text", .string("…"))], at: at)]
      }
      recordCandidate(call, scope, taken: true, why: Self.describe(verdict), at: at)
      if shown.trimmedSource != argument.trimmedSource {
        approximate(argument.trimmedSource.prefix(60).description, "the Text shows the time in one state and other text in others; the time is audited", at)
      }
      noteDisplay(shown, shownScope)
      return [display]
    case .notTime:
      recordCandidate(call, scope, taken: false, why: Self.describe(verdict), at: at)
      // `Text(text)` where the caller passes `":"`: the literal it stands for.
      if let literal = resolver.settle(argument, scope).0.as(StringLiteralExprSyntax.self), !literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
        return [ImportedNode(type: "Text", fields: [("text", .string(escape(literal.segments.trimmedSource)))], at: at)]
      }
      if let literal = argument.as(StringLiteralExprSyntax.self) {
        return [ImportedNode(type: "Text", fields: [("text", .string(shownTemplate(literal)))], at: at)]
      }
      return [ImportedNode(type: "Text", fields: [("text", .string("…"))], at: at)]
    case .unknown(let construct):
      if looksLikeTime(argument, scope) {
        // A value whose text the importer cannot reach, read through names that say it is a
        // time: the display reader lists the format it cannot follow.
        recordCandidate(call, scope, taken: true, why: "its value (\(construct)) reads timer state by name: taken as the display, whose format is read where the importer can follow it and listed as not interpreted where not", at: at)
        noteDisplay(argument, scope)
        return [display]
      }
      recordCandidate(call, scope, taken: false, why: Self.describe(verdict), at: at)
      listed(argument.trimmedSource.prefix(60).description, "a Text whose string the importer cannot follow", rules: Self.accessibilityRules, at)
      return [ImportedNode(type: "Text", fields: [("text", .string("…"))], at: at)]
    }
  }

  /// `Text("-\(model.display)")`, `Text("Left: \(time)")`: one time value inside literal text
  /// is the display, with the text around it.
  private func timeInText(_ literal: StringLiteralExprSyntax, _ call: FunctionCallExprSyntax, _ scope: Scope, at: SwiftLocation) -> ImportedNode? {
    let segments = literal.segments.filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
    let fields = segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
    guard fields.count == 1, segments.count > 1, let value = fields.first?.expressions.first?.expression else { return nil }
    let verdict = verdict(value, scope)
    guard verdict.isTime else { return nil }
    recordCandidate(call, scope, taken: true, why: Self.describe(verdict) + " (inside literal text)", at: at)
    noteDisplay(value, scope)
    var template = ""
    for segment in segments {
      if let text = segment.as(StringSegmentSyntax.self) { template += escape(text.content.text) } else { template += "${display}" }
    }
    return ImportedNode(type: "Text", fields: [("text", .string(Self.tidyPlaceholders(template)))], at: at)
  }

  /// `Text(value, format: style)`: the style decides.
  private func formatArgumentVerdict(_ format: ExprSyntax, _ value: ExprSyntax, _ scope: Scope) -> TextVerdict {
    let synthetic = ExprSyntax(
      FunctionCallExprSyntax(
        calledExpression: MemberAccessExprSyntax(base: value, declName: DeclReferenceExprSyntax(baseName: .identifier("formatted"))),
        leftParen: .leftParenToken(), arguments: [LabeledExprSyntax(expression: format)], rightParen: .rightParenToken()))
    let verdict = verdict(synthetic, scope)
    if case .unknown = verdict, looksLikeTime(value, scope) { return .time("a time value (by name) in format: \(format.trimmedSource.prefix(40))") }
    return verdict
  }

  static func describe(_ verdict: TextVerdict) -> String {
    switch verdict {
    case .time(let why): "a time: \(why)"
    case .notTime(let why): "not a time: \(why)"
    case .unknown(let construct): "its value could not be followed to its text (\(construct)) and nothing names it a time"
    }
  }

  /// A Text's interpolation that is not the time: its literal text with `…` for each value.
  private func shownTemplate(_ literal: StringLiteralExprSyntax) -> String {
    var result = ""
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) { result += escape(text.content.text) } else { result += "…" }
    }
    return result
  }

  /// A cell's own character: `Text(String(char))`, `Text("\(char)")`, `Text(char)` in a cell.
  static let cellCharacter = "$cell"

  private func isCellCharacter(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
    var (current, inner) = (expr, scope)
    for _ in 0..<8 {
      if let call = current.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "String",
        call.arguments.count == 1, let only = call.arguments.first
      {
        current = only.expression
        continue
      }
      if let literal = current.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
        let only = literal.segments.first?.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression
      {
        current = only
        continue
      }
      if let reference = current.as(DeclReferenceExprSyntax.self), inner.characterParameters.contains(reference.baseName.text) {
        return true
      }
      guard let next = resolver.follow(current, inner) else { return false }
      (current, inner) = next
    }
    return false
  }

  private func escape(_ text: String) -> String { text.replacingOccurrences(of: "$", with: "$$") }

  /// Writes `${name}` as `$name` wherever no letter follows it: the braces are needed only where
  /// the text goes on with a letter (`${spoken}s left`).
  static func tidyPlaceholders(_ template: String) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.range(of: "${") {
      result += rest[..<open.lowerBound]
      guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
      let name = rest[open.upperBound..<close]
      let after = rest[rest.index(after: close)...]
      let needsBraces = after.first.map { $0.isASCII && $0.isLetter } ?? false
      result += needsBraces ? "${\(name)}" : "$\(name)"
      rest = after
    }
    return result + rest
  }

  /// Whether an expression is the display string, or a time value of its own.
  func isDisplay(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
    if let display, expr.trimmedSource == display.0.trimmedSource { return true }
    return verdict(expr, scope).isTime
  }

  /// Whether a value reads the timer's state or a time formatter, by the names its data goes
  /// through (`Self.dataNames`): `timer.status.capitalized` is a status, not a time.
  private func looksLikeTime(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
    var (current, inner) = (expr, scope)
    for _ in 0..<8 {
      let names = Self.dataNames(current).map { $0.lowercased() }
      if names.contains(where: { name in ["remaining", "elapsed", "countdown", "timer", "formatter", "timeinterval", "seconds"].contains(where: name.contains) }) {
        return true
      }
      guard let next = resolver.follow(current, inner) else { return false }
      (current, inner) = next
    }
    return false
  }

  /// The names a value's data is read through: a member chain's last member, not the object
  /// that holds it (`timer.status` is a status), through conversions that keep the value
  /// (`rawValue`, `capitalized`, `formatted()`); a call's name and its arguments' names, and
  /// the formatter it is called on (`formatter.string(from: elapsed)`). Any other expression
  /// gives every name in it.
  static func dataNames(_ expr: ExprSyntax) -> [String] {
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let base = member.base, valueKeepingMembers.contains(name) else { return [name] }
      return dataNames(base)
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      let arguments = call.arguments.flatMap { dataNames($0.expression) }
      guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else {
        return dataNames(call.calledExpression) + arguments
      }
      let name = member.declName.baseName.text
      if valueKeepingMembers.contains(name) { return dataNames(base) + arguments }
      let formatter = dataNames(base).filter { $0.lowercased().contains("formatter") }
      return [name] + formatter + arguments
    }
    return expr.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind.isIdentifier }.map(\.text)
  }

  /// Members that give the same value in another form.
  private static let valueKeepingMembers: Set<String> = [
    "rawValue", "description", "capitalized", "localizedCapitalized", "uppercased", "lowercased", "localizedUppercase",
    "localizedLowercase", "trimmingCharacters", "formatted", "self",
  ]

  private func noteDisplay(_ expr: ExprSyntax, _ scope: Scope, format: ExprSyntax? = nil) {
    guard display == nil else { return }
    if let format {
      // Read `value.formatted(format)` the same way.
      let synthetic = ExprSyntax(
        FunctionCallExprSyntax(
          calledExpression: MemberAccessExprSyntax(base: expr, declName: DeclReferenceExprSyntax(baseName: .identifier("formatted"))),
          leftParen: .leftParenToken(), arguments: [LabeledExprSyntax(expression: format)], rightParen: .rightParenToken()))
      display = (synthetic, scope)
      displayOrigin = expr
    } else {
      display = (expr, scope)
    }
  }

  /// Where a synthetic display expression really is.
  private(set) var displayOrigin: ExprSyntax?
  /// A display read from the view itself (a system timer Text, a split-field stack) rather
  /// than from an expression the case writer follows.
  private(set) var presetReading: DisplayReading?

  func presetDisplay(_ reading: DisplayReading, source: (ExprSyntax, Scope)? = nil) {
    // The view's own display beats one of a view it shows; in one view, the first display
    // read is the timer's, but a stand-in (a relative date in a widget's label) gives way to a
    // display the case can show (the `.timer` Text in its centre).
    if presetReading == nil || inlineDepth < presetDepth || (presetReading?.isStandIn == true && !reading.isStandIn && inlineDepth == presetDepth) {
      presetReading = reading
      presetDepth = inlineDepth
      presetSource = source
    }
  }
  /// The platforms the view is compiled for (the `#if` blocks around its declaration): an
  /// `#if os(…)` clause for none of them is never built into it.
  private(set) var compiledFamilies = CompilationConditions.families

  /// The value a system Text formats itself (`nextEvent.date` of `Text(nextEvent.date, style:
  /// .relative)`): an animation of it animates the time.
  private(set) var presetSource: (ExprSyntax, Scope)?
  /// How many views deep the preset display was read, and the reading is now.
  private var presetDepth = 0
  private var inlineDepth = 0

  // MARK: Digit cells

  /// `HStack { ForEach(Array(text.enumerated()), …) { _, char in Cell(char) } }` → `DigitCells`.
  private func digitCells(_ call: FunctionCallExprSyntax, _ scope: Scope, at: SwiftLocation) -> ImportedNode? {
    guard let closure = call.trailingClosure ?? ExpressionSupport.argument(call, "content")?.as(ClosureExprSyntax.self) else { return nil }
    let statements = closure.statements.filter { !$0.item.is(VariableDeclSyntax.self) }
    guard statements.count == 1, let forEach = statements.first?.item.as(ExprSyntax.self) ?? statements.first?.item.as(ExpressionStmtSyntax.self)?.expression,
      let forEachCall = forEach.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(forEachCall)?.name == "ForEach",
      let data = forEachCall.arguments.first?.expression,
      let body = forEachCall.trailingClosure ?? ExpressionSupport.argument(forEachCall, "content")?.as(ClosureExprSyntax.self),
      let (string, stringScope) = cellSource(data, body, scope), walksTimeText(string, stringScope)
    else { return nil }
    let inner = scope.nested()
    var parameters: [String] = []
    if let signature = body.signature?.parameterClause {
      if case .simpleInput(let list) = signature { parameters = list.map(\.name.text) }
      if case .parameterClause(let clause) = signature { parameters = clause.parameters.map { ($0.secondName ?? $0.firstName).text } }
    }
    if let last = parameters.last { inner.characterParameters.insert(last) }
    if parameters.isEmpty { inner.characterParameters.insert("$0") }
    noteDisplay(string, stringScope)
    cellContext = CellContext(scope: inner)
    var cell = nodes(body.statements, inner)
    let context = cellContext
    cellContext = nil
    var fontSize = context?.fontSize
    if fontSize == nil, let size = ["fontSize", "size"].lazy.compactMap({ self.resolver.number(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier($0))), scope) }).first {
      fontSize = size
    }
    if let size = fontSize, !CaseLimits().holdsFontSize(size) { fontSize = nil }
    var fields: [(String, CaseJSON)] = [("text", .string("$display"))]
    let size = fontSize ?? 17
    if fontSize == nil {
      approximate("cell font size", "no font size found for the cells (or one no case holds: more than 0, at most 1,000 pt); 17 pt (the body text size) assumed", at)
      // Whether the cells' size follows the text size, and how wide they grow, is unknown.
      listed("cell font", "no font was read for the cells, so whether they follow the person's text size and how wide they grow is unknown", rules: TextSizeReading.rules, at)
    }
    fields.append(("fontSize", .number(size)))
    if let widths = context?.widths, CellWidthTable.isFactor(round4(widths.digit / size)) {
      var table: [(String, CaseJSON)] = [("digit", .number(round4(widths.digit / size)))]
      if let separator = widths.separator, CellWidthTable.isFactor(round4(separator / size)) {
        table.append(("separator", .number(round4(separator / size))))
      }
      fields.append(("cellWidth", .object(table)))
    } else {
      if context?.widths != nil {
        approximate("cell width", "the cells' frame width is not a width the case format holds (more than 0, at most 100 times the font size); the cells are read as proportional", at)
      }
      fields.append(("cellWidth", .string("proportional")))
    }
    if cell.count > 1 {
      approximate("several views per cell", "a cell of several views is read as its first one", at)
    }
    if let first = cell.first { cell = [first] } else { cell = [] }
    var stackModifiers: [ImportedModifier] = []
    if let first = cell.first, first.type == "Text", first.fields.first?.1 == .string(Self.cellCharacter) {
      // A plain Text of the character is the default cell; what it inherits moves to the row.
      for modifier in first.modifiers {
        if ["monospacedDigit", "environment"].contains(modifier.name) {
          stackModifiers.append(modifier)
        } else {
          approximate(".\(modifier.name)(…) on a cell", "read on the row of cells", modifier.at)
          stackModifiers.append(modifier)
        }
      }
      cell = []
    }
    let spacingValue = ExpressionSupport.argument(call, "spacing").flatMap { resolver.number($0, scope) } ?? 0
    if spacingValue != 0 { fields.append(("spacing", .number(spacingValue))) }
    return ImportedNode(type: "DigitCells", id: "timer", fields: fields, cell: cell, modifiers: stackModifiers, at: at)
  }

  private func round4(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

  /// The string a `ForEach` walks character by character.
  private func characterSource(_ data: ExprSyntax) -> ExprSyntax? {
    var current = data
    for _ in 0..<4 {
      // `ForEach(0..<sessions.count)` walks numbers (progress dots, a list), not a string.
      if let range = current.as(InfixOperatorExprSyntax.self), let op = range.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        op == "..." || op == "..<"
      {
        return nil
      }
      if let call = current.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) {
        if callee.name == "Array", let only = call.arguments.first { current = only.expression; continue }
        if ["enumerated", "map"].contains(callee.name), let base = callee.base { current = base; continue }
        if callee.name == "indices" , let base = callee.base { current = base; continue }
      }
      if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices", let base = member.base {
        current = base
        continue
      }
      return current
    }
    return nil
  }

  /// Whether what a row of cells walks is the time's text: a string by its declared type or by
  /// what computes it (a literal, an interpolation, `String(…)`, a `formatted` call, a
  /// formatter's `string(from:)`), or a value the display reader reads as a time. A list of
  /// other things (a screen's tasks, a row of mascots) is no row of digit cells, whatever its
  /// `ForEach` draws: it is read as any other `ForEach`.
  private func walksTimeText(_ source: ExprSyntax, _ scope: Scope) -> Bool {
    var (current, inner) = (source, scope)
    for _ in 0..<10 {
      if let type = resolver.annotatedType(of: current, inner) {
        if Self.textTypes.contains(type) { return true }
        // A list of something else: only the display reader can tell digits of the time.
        if type.hasPrefix("[") || type.hasPrefix("Array<") || type.hasPrefix("Set<") { break }
      }
      if current.is(StringLiteralExprSyntax.self) { return true }
      if let call = current.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call),
        callee.name == "formatted" || (callee.name == "String" && callee.base == nil) || (callee.name == "string" && callee.base != nil)
      {
        return true
      }
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
    }
    return displays.read(source, scope).uninterpreted.isEmpty
  }

  /// The types a row of cells walks character by character.
  private static let textTypes: Set<String> = ["String", "Substring", "[Character]", "[String]", "Array<Character>"]

  /// What the cell being read found out about widths and font.
  struct CellContext {
    var scope: Scope
    var fontSize: Double?
    var widths: (digit: Double, separator: Double?)?
  }
  var cellContext: CellContext?

  /// `frame(width:)` inside a cell: a width chosen by `char == ":" ? a : b` is the width table.
  private func cellWidths(_ expr: ExprSyntax, _ scope: Scope) -> (digit: Double, separator: Double?)? {
    var (current, inner) = (expr, scope)
    for _ in 0..<10 {
      if let ternary = current.as(TernaryExprSyntax.self) {
        let condition = resolver.settle(ternary.condition, inner).0.trimmedSource
        guard condition.contains("\":\"") else { return nil }
        let negated = condition.contains("!=")
        guard let a = resolver.number(ternary.thenExpression, inner), let b = resolver.number(ternary.elseExpression, inner) else { return nil }
        return negated ? (a, b) : (b, a)
      }
      if let number = resolver.number(current, inner) { return (number, nil) }
      guard let next = resolver.follow(current, inner) else { return nil }
      (current, inner) = next
    }
    return nil
  }

  // MARK: Reflections

  /// A later sibling drawn from the same view call and flipped vertically is a reflection of
  /// the first: it becomes a `Reflection` node with its own call-site modifiers.
  private func markReflections(_ children: [ImportedNode]) -> [ImportedNode] {
    var result = children
    for i in result.indices {
      guard let origin = result[i].origin, result[i].modifiers.contains(where: Self.flipsVertically) else { continue }
      guard let j = result[..<i].firstIndex(where: { $0.origin == origin }) else { continue }
      let targetID = result[j].id ?? "timer"
      result[j].id = targetID
      let own = Array(result[i].modifiers[min(result[i].callSiteModifiers, result[i].modifiers.count)...])
      result[i] = ImportedNode(type: "Reflection", id: "reflection", fields: [("of", .string(targetID))], modifiers: own, at: result[i].at)
    }
    return result
  }

  private static func flipsVertically(_ modifier: ImportedModifier) -> Bool {
    guard modifier.name == "scaleEffect", case .object(let members) = modifier.value else { return false }
    return members.contains { $0.0 == "y" && $0.1 == .number(-1) }
  }

  // MARK: Notes

  /// Lists a construct the case cannot hold, and what the case holds in its place, if anything
  /// (`ImportNote.standIn`).
  func listed(_ construct: String, _ reason: String, rules: [String], _ at: SwiftLocation, standIn: ImportNote.StandIn? = nil) {
    let note = ImportNote(construct: construct, reason: reason, rules: rules, at: at, standIn: standIn)
    if !uninterpreted.contains(note) { uninterpreted.append(note) }
  }

  /// Lists an animation the motion rules cannot judge, saying whether it animates the time
  /// (`ImportedFacts` reads that back from the construct's last words).
  func listedMotion(_ construct: String, _ reason: String, animatesTime: Bool, _ at: SwiftLocation) {
    listed(construct + (animatesTime ? ImportedFacts.onTheTime : ImportedFacts.onOtherContent), reason, rules: Self.motionRules, at)
  }

  func approximate(_ construct: String, _ reason: String, _ at: SwiftLocation) {
    let note = ImportNote(construct: construct, reason: reason, rules: [], at: at)
    if !approximations.contains(note) { approximations.append(note) }
  }

  func setCellFont(_ size: Double) {
    if cellContext != nil, cellContext?.fontSize == nil { cellContext?.fontSize = size }
  }

  func setCellWidths(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
    guard cellContext != nil, cellContext?.widths == nil, let widths = cellWidths(expr, scope) else { return false }
    cellContext?.widths = widths
    return true
  }

  func markGlass() { usesGlass = true }

  /// Whether the body uses visionOS window glass (`glassBackgroundEffect`).
  private(set) var usesWindowGlass = false

  func markWindowGlass() { usesWindowGlass = true }
}
