import Foundation
internal import SwiftSyntax

/// Follows names to the expressions they stand for: locals, the caller's arguments, properties
/// of the view, and properties and functions of other types of the module (the model).
struct ValueResolver {
  let index: ModuleIndex

  /// The expression a name or member access stands for, one step; nil when it is not a name
  /// the module declares.
  func follow(_ expr: ExprSyntax, _ scope: Scope) -> (ExprSyntax, Scope)? {
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return lookup(reference.baseName.text, scope, at: Syntax(reference))
    }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return lookup(name, scope) }
      // `timeLeft.formattedText` where `var timeLeft: TimeInterval`: that type's member, not
      // another type's of the same name.
      let property = declaredType(of: base, scope).flatMap { index.property(name, of: $0) } ?? index.anyProperty(name)
      if let assigned = assigned(name, property, scope) { return assigned }
      if let property, let value = property.valueExpression {
        // `start.timeIntervalSinceNow.timerFormatted` declared in `extension Double`: its
        // `self` is the base.
        let arguments = property.binding.accessorBlock != nil && Self.isValueBase(base) ? ["self": (base, scope)] : [:]
        return (value, self.scope(for: property, parent: scope, arguments: arguments))
      }
      return nil
    }
    if let subscriptCall = expr.as(SubscriptCallExprSyntax.self) {
      return element(subscriptCall, scope)
    }
    if let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call),
      let function = index.function(callee.name, preferring: scope.type, near: scope.file),
      let body = function.declaration.body, let result = ExpressionSupport.result(of: body.statements)
    {
      let inner = Scope(type: function.owner, file: function.file, parent: scope)
      let parameters = function.declaration.signature.parameterClause.parameters.map {
        ($0.secondName ?? $0.firstName).text
      }
      for (parameter, argument) in zip(parameters, call.arguments) {
        inner.arguments[parameter] = (argument.expression, scope)
      }
      // `interval.format(using: …)` declared in `extension TimeInterval`: its `self` is `interval`.
      if let base = callee.base, Self.isValueBase(base) { inner.arguments["self"] = (base, scope) }
      inner.bindOwn(ExpressionSupport.localBindings(in: body.statements))
      return (result, inner)
    }
    return nil
  }

  /// Whether a member's base is a value its extension's `self` stands for (`interval`,
  /// `model.elapsed`, `start.timeIntervalSinceNow`), not `self` or a type (`TimeInterval.zero`).
  static func isValueBase(_ base: ExprSyntax) -> Bool {
    guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ExpressionSupport.memberName(base) else { return false }
    return name != "self" && name.first?.isUppercase != true
  }

  /// The type a name or member is declared with (`var timeLeft: TimeInterval`), when the module
  /// declares or extends it.
  func declaredType(of expr: ExprSyntax, _ scope: Scope) -> String? {
    annotatedType(of: expr, scope).flatMap { index.types[$0] != nil ? $0 : nil }
  }

  /// The type annotation of the property a name or member reads, optionality dropped (`String`
  /// of `var display: String?`); nil for a local or an argument of the scope, or a property
  /// written without one.
  func annotatedType(of expr: ExprSyntax, _ scope: Scope) -> String? {
    let property: ModuleIndex.Property?
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      guard scope.local(name, at: Syntax(reference)) == nil, scope.arguments[name] == nil else { return nil }
      property = scope.type.flatMap { index.property(name, of: $0, near: scope.file) } ?? index.anyProperty(name)
    } else if let name = ExpressionSupport.memberName(expr) {
      property = index.anyProperty(name)
    } else {
      return nil
    }
    guard var type = property?.binding.typeAnnotation?.type.trimmedSource else { return nil }
    while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
    return type
  }

  /// What a plain name means in a scope, read at `use` (a local is visible only after its
  /// declaration).
  func lookup(_ name: String, _ scope: Scope, at use: Syntax? = nil) -> (ExprSyntax, Scope)? {
    if name.hasPrefix("$"), name.count > 1 {
      // `$value` is the binding of `value`: the same value.
      return lookup(String(name.dropFirst()), scope, at: use)
    }
    if let local = scope.local(name, at: use) { return local }
    if let argument = scope.arguments[name] { return argument }
    if let type = scope.type, let property = index.property(name, of: type, near: scope.file) {
      if let assigned = assigned(name, property, scope) { return assigned }
      if let value = property.valueExpression {
        return (value, self.scope(for: property, parent: scope, arguments: scope.arguments))
      }
      // A parameter of the view (`let time: String`): its value is what a caller passes.
      if let passed = callerArgument(name, of: type, scope) { return passed }
    }
    if let property = index.anyProperty(name), let value = property.valueExpression {
      return (value, self.scope(for: property, parent: scope))
    }
    return nil
  }

  /// For a stored text property that starts as a stand-in (`@Published var display = ""`,
  /// `= "00:00"`, none), the value the module's code assigns to it.
  private func assigned(_ name: String, _ property: ModuleIndex.Property?, _ scope: Scope) -> (ExprSyntax, Scope)? {
    guard let property, property.binding.accessorBlock == nil, property.declaration.bindingSpecifier.text == "var" else { return nil }
    // A string stand-in (`""`, `"00:00"`), or an array of them (`[0, 0, 0, 0]` digits).
    if let value = property.valueExpression, !Self.isStandIn(value) { return nil }
    if property.valueExpression == nil, property.binding.typeAnnotation?.type.trimmedSource.hasPrefix("String") != true { return nil }
    guard let assignment = index.assignedValue(name) else { return nil }
    let inner = Scope(type: assignment.owner, file: assignment.file, parent: scope)
    if let block = assignment.block { inner.bindOwn(ExpressionSupport.localBindings(in: block)) }
    bindParameters(around: assignment, in: inner)
    return (assignment.value, inner)
  }

  /// An assignment inside a function (`func show(display: String) { self.displayTime = display }`)
  /// reads the function's parameters: bound to the arguments of its first call in the assigning
  /// type's own code (then anywhere), read in the caller's block.
  private func bindParameters(around assignment: ModuleIndex.Assignment, in scope: Scope) {
    guard scope.depth < 32 else { return }
    var current = Syntax(assignment.value).parent
    while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(MemberBlockSyntax.self) { current = node.parent }
    guard let function = current?.as(FunctionDeclSyntax.self),
      let sites = index.functionCallSites[function.name.text],
      let site = sites.first(where: { $0.caller == assignment.owner }) ?? sites.first
    else { return }
    let callerScope = Scope(type: site.caller, file: site.file, parent: scope)
    var block = Syntax(site.call).parent
    while let node = block, !node.is(CodeBlockItemListSyntax.self) { block = node.parent }
    if let statements = block?.as(CodeBlockItemListSyntax.self) { callerScope.bindOwn(ExpressionSupport.localBindings(in: statements)) }
    var arguments = Array(site.call.arguments)
    for parameter in function.signature.parameterClause.parameters {
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      guard let position = arguments.firstIndex(where: { $0.label?.text == label }) else { continue }
      scope.arguments[(parameter.secondName ?? parameter.firstName).text] = (arguments[position].expression, callerScope)
      arguments.remove(at: position)
    }
  }

  /// A literal a property starts as until the code sets it: a string without interpolation, or
  /// an array of literals.
  static func isStandIn(_ value: ExprSyntax) -> Bool {
    if value.is(StringLiteralExprSyntax.self) { return ExpressionSupport.isPlaceholder(value) }
    if let array = value.as(ArrayExprSyntax.self) { return !array.elements.isEmpty && array.elements.allSatisfy { ExpressionSupport.isPlaceholder($0.expression) } }
    return false
  }

  /// `list[1]` where `list` stands for an array literal (`[tens, ones]`, or one mapped with
  /// `.map { … }`, whose transform is left out): the element at that index.
  func element(_ subscriptCall: SubscriptCallExprSyntax, _ scope: Scope) -> (ExprSyntax, Scope)? {
    guard subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first.flatMap({ ExpressionSupport.number($0.expression) }).map(Int.init)
    else { return nil }
    var (current, inner) = (subscriptCall.calledExpression, scope)
    for _ in 0..<8 {
      if let call = current.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call), callee.name == "map", let base = callee.base {
        current = base
        continue
      }
      if let array = current.as(ArrayExprSyntax.self) {
        guard index >= 0, index < array.elements.count else { return nil }
        return (array.elements[array.elements.index(array.elements.startIndex, offsetBy: index)].expression, inner)
      }
      // An element of an element (`rows[0][1]`, or names that stand for each other's elements)
      // is not followed: following it here would recurse without end on `a = b[0]; b = a[0]`.
      guard !current.is(SubscriptCallExprSyntax.self), let next = follow(current, inner) else { return nil }
      (current, inner) = next
    }
    return nil
  }

  /// The argument the first call of `type(…)` in the module passes for its stored property
  /// `name` — labelled, through an `init` that assigns it, or memberwise in declaration order —
  /// read in the caller's scope (its own parameters again followed to their callers).
  func callerArgument(_ name: String, of type: String, _ scope: Scope) -> (ExprSyntax, Scope)? {
    callerArguments(name, of: type, scope, limit: 1).first
  }

  /// The arguments the calls of `type(…)` pass for `name`, the app's before its previews',
  /// up to `limit`: a view shown in two places (a stopwatch and its lap rows) has two values.
  func callerArguments(_ name: String, of type: String, _ scope: Scope, limit: Int) -> [(ExprSyntax, Scope)] {
    guard scope.depth < 32, let sites = index.callSites[type] else { return [] }
    let labels = index.initializerLabels(of: type)
    let label = labels.first { $0.value == name }?.key ?? name
    let stored = index.storedProperties(of: type).filter { $0.binding.initializer == nil && $0.binding.accessorBlock == nil }
    // A preview's sample values (`#Preview`, a `PreviewProvider`) only stand in for the app's:
    // its own call sites come first.
    let ordered = sites.filter { !isPreview($0) } + sites.filter(isPreview)
    var found: [(ExprSyntax, Scope)] = []
    for site in ordered where found.count < limit {
      let caller = Scope(type: site.caller, file: site.file, parent: scope)
      if let argument = site.call.arguments.first(where: { $0.label?.text == label }) {
        found.append((argument.expression, caller))
        continue
      }
      if label.hasPrefix("_"), let position = Int(label.dropFirst()), position < site.call.arguments.count {
        let arguments = Array(site.call.arguments)
        if arguments[position].label == nil {
          found.append((arguments[position].expression, caller))
          continue
        }
      }
      let unlabelled = site.call.arguments.filter { $0.label == nil }
      if labels.isEmpty, !unlabelled.isEmpty, let position = stored.firstIndex(where: { $0.name == name }), position < unlabelled.count,
        site.call.arguments.allSatisfy({ $0.label == nil })
      {
        found.append((unlabelled[unlabelled.index(unlabelled.startIndex, offsetBy: position)].expression, caller))
      }
    }
    return found
  }

  /// Whether a call is made by a preview: in a `PreviewProvider` or outside any type (a
  /// `#Preview` block).
  private func isPreview(_ site: ModuleIndex.CallSite) -> Bool {
    guard let caller = site.caller else { return true }
    return index.conforms(caller, to: "PreviewProvider")
  }

  /// The scope a property's getter runs in: its type's members and the getter's own `let`s.
  func scope(for property: ModuleIndex.Property, parent: Scope, arguments: [String: (ExprSyntax, Scope)] = [:]) -> Scope {
    let inner = Scope(type: property.owner, file: property.file, arguments: arguments, parent: parent)
    if let accessor = property.binding.accessorBlock, case .getter(let items) = accessor.accessors {
      inner.bindOwn(ExpressionSupport.localBindings(in: items))
    }
    return inner
  }

  /// Follows names until the expression is not a name any more (bounded).
  func settle(_ expr: ExprSyntax, _ scope: Scope) -> (ExprSyntax, Scope) {
    var current = (expr, scope)
    for _ in 0..<16 {
      guard current.0.is(DeclReferenceExprSyntax.self) || current.0.is(MemberAccessExprSyntax.self),
        let next = follow(current.0, current.1)
      else { break }
      current = next
    }
    return current
  }

  /// The numeric value of an expression: literals, names, `a * b`, `a / b`, `a + b`, `a - b`,
  /// `CGFloat(x)`, parentheses.
  func number(_ expr: ExprSyntax, _ scope: Scope, depth: Int = 0) -> Double? {
    guard depth < 24 else { return nil }
    if let value = ExpressionSupport.number(expr) { return value }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return number(only.expression, scope, depth: depth + 1)
    }
    if let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call),
      ["CGFloat", "Double", "Float", "Int", "TimeInterval"].contains(callee.name), call.arguments.count == 1,
      let only = call.arguments.first
    {
      return number(only.expression, scope, depth: depth + 1)
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      let left = number(infix.leftOperand, scope, depth: depth + 1), let right = number(infix.rightOperand, scope, depth: depth + 1)
    {
      switch op {
      case "*": return left * right
      case "/": return right == 0 ? nil : left / right
      case "+": return left + right
      case "-": return left - right
      default: return nil
      }
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count % 2 == 1, var total = number(elements[0], scope, depth: depth + 1) else { return nil }
      // Multiplication and division first, as Swift does.
      var terms: [Double] = []
      var signs: [Double] = [1]
      var i = 1
      while i < elements.count {
        guard let op = elements[i].as(BinaryOperatorExprSyntax.self)?.operator.text,
          let value = number(elements[i + 1], scope, depth: depth + 1)
        else { return nil }
        switch op {
        case "*": total *= value
        case "/": total /= value
        case "+", "-":
          terms.append(total)
          signs.append(op == "+" ? 1 : -1)
          total = value
        default: return nil
        }
        i += 2
      }
      terms.append(total)
      return zip(terms, signs).reduce(0) { $0 + $1.0 * $1.1 }
    }
    if let (next, inner) = follow(expr, scope), next != expr {
      return number(next, inner, depth: depth + 1)
    }
    return nil
  }
}
