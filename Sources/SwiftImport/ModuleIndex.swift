import Foundation
internal import SwiftSyntax

/// The declarations of one module the importer follows across files: view, shape and view
/// modifier types, `View`/`Text` extension functions, and every property and function by name
/// (to follow a display string to the model that formats it).
final class ModuleIndex: @unchecked Sendable {
  /// A type declaration or extension with the file it is in.
  struct TypeDecl {
    var name: String
    var inherited: [String]
    var members: MemberBlockSyntax
    var file: SwiftFile
    /// An `extension`, not the type's own declaration.
    var isExtension = false
  }

  /// A stored or computed property.
  struct Property {
    var owner: String
    var name: String
    var binding: PatternBindingSyntax
    var declaration: VariableDeclSyntax
    var file: SwiftFile
  }

  /// A function and the type (or extended type) it belongs to.
  struct Function {
    var owner: String
    var declaration: FunctionDeclSyntax
    var file: SwiftFile
  }

  private(set) var types: [String: [TypeDecl]] = [:]
  private(set) var properties: [String: [Property]] = [:]
  private(set) var functions: [String: [Function]] = [:]
  /// Properties by owner, then name: several where private extensions in different files each
  /// declare their own (`private extension TimerView { var text: Text }` in two files).
  private var propertiesByOwner: [String: [String: [Property]]] = [:]
  /// Functions by owner, then name (the first declared wins).
  private var functionsByOwner: [String: [String: Function]] = [:]
  /// Types in the order they were declared (file order, then position), for stable output.
  private(set) var typeOrder: [String] = []

  /// The files indexed.
  let files: [SwiftFile]
  /// Names assigned with `+=` and `-=` anywhere in the module (count-up vs countdown state).
  private(set) var increased: Set<String> = []
  private(set) var decreased: Set<String> = []

  /// Whether the module counts a name up or down (`remaining -= 1` somewhere): a timer's state.
  func isCounted(_ name: String) -> Bool { increased.contains(name) || decreased.contains(name) }
  /// The powers of ten a name is compared with (`if milliseconds == 100 { milliseconds = 0 }`):
  /// where a sub-second field wraps, whatever it is called.
  private(set) var wrapLimits: [String: Set<Int>] = [:]
  /// Calls of a capitalised name (`TimerDisplay(time: …)`), by that name, with the type whose
  /// code makes them: where a view's parameters get their values.
  private(set) var callSites: [String: [CallSite]] = [:]
  /// Calls of a function or method of the caller's own type with arguments (`updateDisplays(display: text)`,
  /// `self.show(time)`), by its name: where an assignment inside that function gets its values.
  private(set) var functionCallSites: [String: [CallSite]] = [:]
  /// The `withAnimation` calls in each type's code (its declaration and extensions), in file
  /// and source order.
  private(set) var withAnimationCalls: [String: [(call: FunctionCallExprSyntax, file: SwiftFile)]] = [:]

  /// Values assigned to a name anywhere in the module (`displayTime = String(format: …)` in a
  /// model's `tick()`), by the name assigned.
  private(set) var assignments: [String: [Assignment]] = [:]

  /// One assignment, the type whose code makes it, and the statements around it (its `let`s).
  struct Assignment {
    var value: ExprSyntax
    var owner: String?
    var file: SwiftFile
    var block: CodeBlockItemListSyntax?
  }

  /// A call of a type's initialiser, and the type (if any) whose code makes it.
  struct CallSite {
    var call: FunctionCallExprSyntax
    var caller: String?
    var file: SwiftFile
  }

  init(files: [SwiftFile]) {
    self.files = files
    // Each file was walked when it was parsed (`SwiftFile.uses`, on every core); what the walks
    // found is merged in file order, so the index is the same on any machine.
    for file in files {
      let uses = file.uses
      add(file)
      increased.formUnion(uses.increased)
      decreased.formUnion(uses.decreased)
      wrapLimits.merge(uses.wrapLimits) { $0.union($1) }
      for (name, call, caller) in uses.calls {
        callSites[name, default: []].append(CallSite(call: call, caller: caller, file: file))
      }
      for (name, call, caller) in uses.functionCalls {
        functionCallSites[name, default: []].append(CallSite(call: call, caller: caller, file: file))
      }
      for (owner, call) in uses.withAnimations {
        withAnimationCalls[owner, default: []].append((call, file))
      }
      for (name, value, owner, block) in uses.assignments {
        assignments[name, default: []].append(Assignment(value: value, owner: owner, file: file, block: block))
      }
    }
    for (name, all) in properties {
      preferredProperty[name] = all.first { $0.binding.accessorBlock != nil || $0.binding.initializer != nil } ?? all.first
    }
  }

  private func add(_ file: SwiftFile) {
    for statement in file.tree.statements { add(statement.item, file: file, owner: nil) }
  }

  private func add(_ item: CodeBlockItemSyntax.Item, file: SwiftFile, owner: String?) {
    if let decl = item.as(DeclSyntax.self) { add(decl, file: file, owner: owner) }
  }

  private func add(_ decl: DeclSyntax, file: SwiftFile, owner: String?) {
    if let decl = decl.as(StructDeclSyntax.self) {
      addType(decl.name.text, decl.inheritanceClause, decl.memberBlock, file)
    } else if let decl = decl.as(ClassDeclSyntax.self) {
      addType(decl.name.text, decl.inheritanceClause, decl.memberBlock, file)
    } else if let decl = decl.as(EnumDeclSyntax.self) {
      addType(decl.name.text, decl.inheritanceClause, decl.memberBlock, file)
    } else if let decl = decl.as(ActorDeclSyntax.self) {
      addType(decl.name.text, decl.inheritanceClause, decl.memberBlock, file)
    } else if let decl = decl.as(ExtensionDeclSyntax.self) {
      addType(decl.extendedType.trimmedSource, decl.inheritanceClause, decl.memberBlock, file, isExtension: true)
    } else if let decl = decl.as(ProtocolDeclSyntax.self) {
      // `protocol SolsticeWidgetView: View`: a type conforming to it is a view.
      protocolInheritance[decl.name.text, default: []] += decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedSource } ?? []
    } else if let decl = decl.as(IfConfigDeclSyntax.self) {
      for clause in decl.clauses {
        if case .decls(let members) = clause.elements {
          for member in members { add(member.decl, file: file, owner: owner) }
        } else if case .statements(let statements) = clause.elements {
          for statement in statements { add(statement.item, file: file, owner: owner) }
        }
      }
    } else if let decl = decl.as(FunctionDeclSyntax.self) {
      let function = Function(owner: owner ?? "", declaration: decl, file: file)
      functions[decl.name.text, default: []].append(function)
      if functionsByOwner[function.owner]?[decl.name.text] == nil { functionsByOwner[function.owner, default: [:]][decl.name.text] = function }
    } else if let decl = decl.as(VariableDeclSyntax.self) {
      for binding in decl.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
        let property = Property(owner: owner ?? "", name: name, binding: binding, declaration: decl, file: file)
        properties[name, default: []].append(property)
        propertiesByOwner[property.owner, default: [:]][name, default: []].append(property)
      }
    }
  }

  private func addType(_ name: String, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax, _ file: SwiftFile, isExtension: Bool = false) {
    let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedSource } ?? []
    if types[name] == nil { typeOrder.append(name) }
    types[name, default: []].append(TypeDecl(name: name, inherited: inherited, members: members, file: file, isExtension: isExtension))
    for member in members.members { add(member.decl, file: file, owner: name) }
  }

  /// The protocols the module declares, with the protocols each inherits.
  private var protocolInheritance: [String: [String]] = [:]

  /// Whether a type (in any of its declarations) conforms to a protocol by name, directly or
  /// through a protocol of the module that inherits it.
  func conforms(_ type: String, to proto: String) -> Bool {
    let inherited = types[type]?.flatMap(\.inherited) ?? []
    var seen: Set<String> = []
    var pending = inherited
    while let next = pending.popLast() {
      if next == proto || next == "SwiftUI.\(proto)" { return true }
      guard seen.insert(next).inserted, seen.count < 64 else { continue }
      pending += protocolInheritance[next] ?? []
    }
    return false
  }

  /// A property of a type, by name; where several files declare one of that name (each in its
  /// own private extension), the one in `file`, the file of the code that reads it.
  func property(_ name: String, of owner: String, near file: SwiftFile? = nil) -> Property? {
    guard let all = propertiesByOwner[owner]?[name] else { return nil }
    if all.count > 1, let file, let local = all.first(where: { $0.file.path == file.path }) { return local }
    return all.first
  }

  /// A property by name in any type of the module (the model's `displayTime`), preferring one
  /// that is computed or initialised.
  func anyProperty(_ name: String) -> Property? {
    preferredProperty[name]
  }

  /// `anyProperty`'s answers, chosen once when the index is built: the index is read by every
  /// core at once and changes no more after `init`.
  private var preferredProperty: [String: Property] = [:]

  /// The type's initialiser parameters that set a stored property: `init(time: String) {
  /// self.time = time }` maps the label `time` to the property `time`; `_value =
  /// State(initialValue: v)` maps `v`'s label to `value`; an unlabelled parameter is `_N`, N its
  /// position.
  func initializerLabels(of type: String) -> [String: String] {
    var result: [String: String] = [:]
    for decl in types[type] ?? [] {
      for member in decl.members.members {
        guard let initializer = member.decl.as(InitializerDeclSyntax.self), let body = initializer.body else { continue }
        var labels: [String: String] = [:]
        for (position, parameter) in initializer.signature.parameterClause.parameters.enumerated() {
          let inner = (parameter.secondName ?? parameter.firstName).text
          // An unlabelled parameter (`init(_ value:)`) is known by its position: `_0`.
          labels[inner] = parameter.firstName.text == "_" ? "_\(position)" : parameter.firstName.text
        }
        for item in body.statements {
          guard let assignment = item.item.as(InfixOperatorExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(InfixOperatorExprSyntax.self),
            assignment.operator.is(AssignmentExprSyntax.self)
          else { continue }
          var target = assignment.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
          if let name = target, name.hasPrefix("_") { target = String(name.dropFirst()) }
          var value = assignment.rightOperand
          if let call = value.as(FunctionCallExprSyntax.self), let first = call.arguments.first { value = first.expression }
          guard let target, let source = value.as(DeclReferenceExprSyntax.self)?.baseName.text, let label = labels[source] else { continue }
          if result[label] == nil { result[label] = target }
        }
      }
    }
    return result
  }

  /// The first value assigned to a name in the module's code that is not a stand-in: where a
  /// string property starts as `""` or `"00:00"`, the code that sets it says what it shows.
  func assignedValue(_ name: String) -> Assignment? {
    // `self.text = text` in an initialiser hands on a parameter: its callers say what it is,
    // and another assignment (`text = remaining.formatted` in a `didSet`) says it better.
    assignments[name]?.first { !ExpressionSupport.isPlaceholder($0.value) && $0.value.as(DeclReferenceExprSyntax.self)?.baseName.text != name }
      ?? assignments[name]?.first { !ExpressionSupport.isPlaceholder($0.value) }
  }

  /// A function by name, preferring the given owner.
  func function(_ name: String, preferring owner: String?, near file: SwiftFile? = nil) -> Function? {
    if let owner, let file, let local = functions[name]?.first(where: { $0.owner == owner && $0.file.path == file.path }) { return local }
    if let owner, let function = functionsByOwner[owner]?[name] { return function }
    return functions[name]?.first
  }

  /// The files that declare a type itself (not an extension of it): more than one where two
  /// targets each declare a view of the same name (an app's and its watch app's `TimerView`).
  func declaringFiles(of type: String) -> [SwiftFile] {
    var seen: Set<String> = []
    return (types[type] ?? []).filter { !$0.isExtension && seen.insert($0.file.path).inserted }.map(\.file)
  }

  /// Where a type is declared, `file:line:column`: its own declaration rather than an extension
  /// (line 1 of the first file when unknown).
  func declarationLocation(of type: String, in file: SwiftFile? = nil) -> SwiftLocation {
    let own = types[type]?.filter { !$0.isExtension } ?? []
    guard let decl = own.first(where: { $0.file.path == file?.path }) ?? own.first ?? types[type]?.first else { return SwiftLocation(file: files.first?.path ?? "", line: 1, column: 1) }
    return decl.file.location(decl.members.parent ?? Syntax(decl.members))
  }

  /// The stored properties of a type in declaration order (its memberwise initialiser's order).
  func storedProperties(of type: String) -> [Property] {
    guard let decls = types[type] else { return [] }
    var result: [Property] = []
    for decl in decls {
      for member in decl.members.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in variable.bindings where binding.accessorBlock == nil {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          result.append(Property(owner: type, name: name, binding: binding, declaration: variable, file: decl.file))
        }
      }
    }
    return result
  }
}

extension ModuleIndex.Property {
  /// The attribute names on the declaration (`State`, `Environment`).
  var attributes: [String] {
    declaration.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSource }
  }

  /// The expression a computed property returns (a single expression, or the last `return`),
  /// else its initial value.
  var valueExpression: ExprSyntax? {
    if let accessor = binding.accessorBlock {
      if case .getter(let items) = accessor.accessors { return ExpressionSupport.result(of: items) }
      if case .accessors(let list) = accessor.accessors {
        for accessor in list where accessor.accessorSpecifier.text == "get" {
          if let body = accessor.body { return ExpressionSupport.result(of: body.statements) }
        }
      }
      return nil
    }
    return binding.initializer?.value
  }
}

/// The values a body returns, not counting closures and nested functions inside it.
private final class ReturnCollector: SyntaxVisitor {
  var returns: [ExprSyntax] = []
  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    if let expression = node.expression { returns.append(expression) }
    return .skipChildren
  }
  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Small helpers over expressions.
enum ExpressionSupport {
  /// The block of statements a node is written in (a body, a getter, an `if`'s block): where
  /// a value it uses is set up beside it (`let f = DateFormatter(); f.timeStyle = .short`).
  static func enclosingBlock(of node: some SyntaxProtocol) -> Syntax? {
    var current = Syntax(node).parent
    while let candidate = current, !candidate.is(CodeBlockSyntax.self), !candidate.is(AccessorBlockSyntax.self) { current = candidate.parent }
    return current
  }

  /// The value a body of statements produces: its only expression, or its last `return`.
  ///
  /// Where that is a placeholder (`return "--:--"` after `if let … { return String(format: …) }`)
  /// or a conditional, the last `return` of something else inside the body is the value the
  /// code is written to produce.
  static func result(of items: CodeBlockItemListSyntax) -> ExprSyntax? {
    var last: ExprSyntax?
    for item in items {
      if let ret = item.item.as(ReturnStmtSyntax.self) { last = ret.expression }
      else if let expr = item.item.as(ExprSyntax.self) { last = expr }
      else if let stmt = item.item.as(ExpressionStmtSyntax.self) { last = stmt.expression }
    }
    if last == nil || last.map(isPlaceholder) == true || last?.is(IfExprSyntax.self) == true || last?.is(SwitchExprSyntax.self) == true {
      let collector = ReturnCollector(viewMode: .sourceAccurate)
      collector.walk(items)
      if let better = collector.returns.last(where: { !isPlaceholder($0) }) { return better }
    }
    return last
  }

  /// A value written only to stand in: a string without interpolation, `nil`, a number.
  static func isPlaceholder(_ expr: ExprSyntax) -> Bool {
    if let literal = expr.as(StringLiteralExprSyntax.self) { return !literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) } }
    return expr.is(NilLiteralExprSyntax.self) || expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self)
  }

  /// A local name a body declares: its value, and the declaration after whose end the name
  /// means it.
  struct LocalBinding {
    var name: String
    var value: ExprSyntax
    var declaration: Syntax
  }

  /// `let name = value` declarations in a body, in the order written.
  static func localBindings(in items: CodeBlockItemListSyntax) -> [LocalBinding] {
    var result: [LocalBinding] = []
    for item in items {
      // `guard let m = c.minute` and `if let m = c.minute { … }` bind names the body reads.
      let conditions = item.item.as(GuardStmtSyntax.self)?.conditions
        ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)?.conditions
        ?? item.item.as(IfExprSyntax.self)?.conditions
      for condition in conditions ?? [] {
        if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value
        {
          result.append(LocalBinding(name: name, value: value, declaration: Syntax(binding)))
        }
      }
      guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
          result.append(LocalBinding(name: name, value: value, declaration: Syntax(binding)))
        }
      }
    }
    return result
  }

  /// A numeric literal (with an optional sign), or nil.
  static func number(_ expr: ExprSyntax) -> Double? {
    if let literal = expr.as(IntegerLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
    if let literal = expr.as(FloatLiteralExprSyntax.self) { return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")) }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-", let value = number(prefix.expression) {
      return -value
    }
    return nil
  }

  /// A Boolean literal, or nil.
  static func bool(_ expr: ExprSyntax) -> Bool? {
    expr.as(BooleanLiteralExprSyntax.self).map { $0.literal.text == "true" }
  }

  /// The member name of `.name` or `Type.name`.
  static func memberName(_ expr: ExprSyntax) -> String? {
    expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// An expression without the parentheses around it: `(a ? b : c)` is the ternary.
  static func unwrapped(_ expr: ExprSyntax) -> ExprSyntax {
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
      return unwrapped(only.expression)
    }
    return expr
  }

  /// The name an expression ends in: `remaining`, or `seconds` of `model.split.seconds`.
  static func lastName(_ expr: ExprSyntax) -> String? {
    expr.as(DeclReferenceExprSyntax.self)?.baseName.text ?? memberName(expr)
  }

  /// The function name a call calls (`Text`, `glassEffect`), and its base for a method call.
  static func callee(_ call: FunctionCallExprSyntax) -> (name: String, base: ExprSyntax?)? {
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, nil)
    }
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
      // `String.init(format:)`, and `.init(format:)` where a String is expected, are `String(…)`.
      if member.declName.baseName.text == "init", member.base == nil || member.base?.trimmedSource == "String" {
        return ("String", nil)
      }
      return (member.declName.baseName.text, member.base)
    }
    if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
      let reference = generic.expression.as(DeclReferenceExprSyntax.self)
    {
      return (reference.baseName.text, nil)
    }
    return nil
  }

  /// The argument with a label (`nil` for the first unlabelled one).
  static func argument(_ call: FunctionCallExprSyntax, _ label: String?) -> ExprSyntax? {
    call.arguments.first { $0.label?.text == label }?.expression
  }
}
