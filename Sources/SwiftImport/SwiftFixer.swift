import ReportModel
internal import SwiftParser
internal import SwiftSyntax

/// Appends modifiers to view expressions of one Swift file, or gates their animations on Reduce
/// Motion, keeping the file's formatting: the edits `layout-audit fix` makes.
///
/// An edit names the line and column where a view expression starts (where the importer's
/// source map puts the node) and the modifiers to add. The modifiers go after the expression's
/// whole modifier chain (`digits.scaleEffect(x: 1, y: -1).opacity(0.3)` gets them after
/// `.opacity(0.3)`): on a line of their own, indented like the chain's own modifiers (under the
/// closing brace of a view written over several lines, one step deeper than a one-line view), or
/// on the same line when more code follows the expression there. Nothing else in the file changes.
package enum SwiftFixer {
  /// The file's text with the edits made, and what became of each edit (in order).
  package static func apply(_ edits: [SwiftEdit], to text: String) -> (text: String, outcomes: [SwiftEdit.Outcome]) {
    let tree = Parser.parse(source: text)
    let converter = SourceLocationConverter(fileName: "", tree: tree)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let unit = indentUnit(lines)
    var outcomes: [SwiftEdit.Outcome] = []
    // Byte offset → text to insert there; edits of one chain share its end.
    var insertions: [Int: String] = [:]
    var planned: [Int: [String]] = [:]
    // The Reduce Motion property each view type gets, once however many edits need it.
    var properties: [Int: String] = [:]
    for edit in edits {
      if let wrapper = edit.wrapper {
        switch wrap(edit, in: wrapper, tree: tree, converter: converter, lines: lines, unit: unit) {
        case .failure(let reason):
          outcomes.append(.refused(reason.text))
        case .success(let wrapped):
          for (offset, insert) in wrapped { insertions[offset, default: ""] += insert }
          outcomes.append(.made(added: wrapped.isEmpty ? [] : ["\(wrapper) { … }"]))
        }
      } else if edit.gatesAnimations {
        switch gate(edit, tree: tree, converter: converter, lines: lines, unit: unit, properties: &properties) {
        case .failure(let reason):
          outcomes.append(.refused(reason.text))
        case .success(let gated):
          for (offset, insert) in gated.insertions { insertions[offset, default: ""] += insert }
          outcomes.append(.made(added: gated.rewritten))
        }
      } else {
        switch insertion(edit, tree: tree, converter: converter, lines: lines, unit: unit, planned: planned) {
        case .failure(let reason):
          outcomes.append(.refused(reason.text))
        case .success(nil):
          outcomes.append(.made(added: []))
        case .success((let offset, let modifiers, let insert)?):
          planned[offset, default: []] += modifiers
          insertions[offset, default: ""] += insert
          outcomes.append(.made(added: modifiers))
        }
      }
    }
    guard !insertions.isEmpty else { return (text, outcomes) }
    var bytes = Array(text.utf8)
    for (offset, insert) in insertions.sorted(by: { $0.key > $1.key }) {
      bytes.insert(contentsOf: Array(insert.utf8), at: offset)
    }
    let patched = String(decoding: bytes, as: UTF8.self)
    // A fix never leaves Swift that no longer parses.
    if Parser.parse(source: patched).hasError, !tree.hasError {
      return (text, edits.map { _ in .refused("the file would no longer parse with the modifier added; fix it by hand") })
    }
    return (patched, outcomes)
  }

  private struct Refusal: Error {
    var text: String
  }

  /// The view expression that starts at an edit's line and column.
  private static func expression(
    at edit: SwiftEdit, tree: SourceFileSyntax, converter: SourceLocationConverter, lines: [Substring]
  ) -> Result<ExprSyntax, Refusal> {
    guard edit.line >= 1, edit.line <= lines.count else {
      return .failure(Refusal(text: "line \(edit.line) is past the end of the file (it changed since the audit?)"))
    }
    // The edit's column counts code points (`SwiftFile.location`); SwiftSyntax counts bytes.
    let byteColumn = 1 + lines[edit.line - 1].unicodeScalars.prefix(edit.column - 1).reduce(0) { $0 + UTF8.width($1) }
    let position = converter.position(ofLine: edit.line, column: byteColumn)
    guard let token = tree.token(at: position), token.positionAfterSkippingLeadingTrivia == position,
      let start = token.parent.flatMap({ outermostExpression(startingWith: $0, at: position) })
    else {
      return .failure(Refusal(text: "no view expression starts at \(edit.line):\(edit.column) (the file changed since the audit?)"))
    }
    return .success(start)
  }

  /// The insertions that gate each `.animation(curve, value:)` of the expression's chain on
  /// Reduce Motion (`.animation(reduceMotion ? nil : curve, value:)`, as Apple's
  /// `accessibilityReduceMotion` documentation advises:
  /// https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducemotion),
  /// and the `@Environment` property its view declares when it has none. An animation already
  /// gated, or `nil`, is left; a chain without one, or a view whose declaration is not in this
  /// file, is refused.
  private static func gate(
    _ edit: SwiftEdit, tree: SourceFileSyntax, converter: SourceLocationConverter, lines: [Substring], unit: String,
    properties: inout [Int: String]
  ) -> Result<(insertions: [(Int, String)], rewritten: [String]), Refusal> {
    let start: ExprSyntax
    switch expression(at: edit, tree: tree, converter: converter, lines: lines) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): start = found
    }
    let animations = chainCalls(from: start).filter { $0.name == "animation" }.compactMap { $0.call.arguments.first }
      .filter { $0.label == nil && !$0.expression.is(NilLiteralExprSyntax.self) }
    guard !animations.isEmpty else {
      return .failure(Refusal(text: "no .animation(_:value:) on the view at \(edit.line):\(edit.column) (a withAnimation block or a parent's animation: gate it by hand)"))
    }
    guard let view = viewDeclaration(around: start, in: tree) else {
      return .failure(Refusal(text: "the view's struct is not declared in this file: add @Environment(\\.accessibilityReduceMotion) by hand"))
    }
    let offset = view.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
    var insertions: [(Int, String)] = []
    let name: String
    if let known = properties[offset] ?? reduceMotionProperty(of: view) {
      name = known
    } else {
      name = "reduceMotion"
      let members = view.memberBlock.members
      guard !members.contains(where: { $0.decl.as(VariableDeclSyntax.self)?.bindings.contains { $0.pattern.trimmedDescription == name } == true }) else {
        return .failure(Refusal(text: "\(view.name.text) has a property named reduceMotion that does not read accessibilityReduceMotion"))
      }
      let indent = members.first.map { indentation(of: lines[converter.location(for: $0.positionAfterSkippingLeadingTrivia).line - 1]) }
        ?? indentation(of: lines[converter.location(for: view.positionAfterSkippingLeadingTrivia).line - 1]) + unit
      insertions.append((offset, "\n" + indent + "@Environment(\\.accessibilityReduceMotion) private var \(name)"))
      properties[offset] = name
    }
    var rewritten: [String] = []
    for argument in animations {
      let curve = argument.expression
      // `reduceMotion ? nil : .spring`, or any condition that reads the property: gated already.
      // (The parser leaves `a ? b : c` unfolded: the condition is the tokens before the `?`.)
      let tokens = Array(curve.tokens(viewMode: .sourceAccurate))
      if let question = tokens.firstIndex(where: { $0.tokenKind == .infixQuestionMark }), tokens[..<question].contains(where: { $0.text == name }) {
        continue
      }
      insertions.append((curve.positionAfterSkippingLeadingTrivia.utf8Offset, "\(name) ? nil : "))
      rewritten.append("animation(\(name) ? nil : \(curve.trimmedDescription)\(argument.parent?.as(LabeledExprListSyntax.self).map { $0.count > 1 ? ", …" : "" } ?? ""))")
    }
    // Nothing left to gate: the property is not added either.
    if rewritten.isEmpty { return .success(([], [])) }
    return .success((insertions, rewritten))
  }

  /// The insertions that wrap the expression, its modifier chain included, in `container { … }`:
  /// on lines of their own with the expression indented one step when it fills its lines, on its
  /// line when it is written on one line among other code. An expression that is the only content
  /// of such a container already is left; one that shares its lines with other code over several
  /// lines, or holds a multi-line string (whose lines an indent would change), is refused.
  private static func wrap(
    _ edit: SwiftEdit, in container: String, tree: SourceFileSyntax, converter: SourceLocationConverter, lines: [Substring], unit: String
  ) -> Result<[(Int, String)], Refusal> {
    let start: ExprSyntax
    switch expression(at: edit, tree: tree, converter: converter, lines: lines) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): start = found
    }
    let top = modifierChain(from: start).top
    // `GlassEffectContainer { top }`: the closure's one statement is the expression.
    if let closure = top.parent?.parent?.parent?.as(ClosureExprSyntax.self), closure.statements.count == 1,
      let call = closure.parent?.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == container
    {
      return .success([])
    }
    if top.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .multilineStringQuote }) {
      return .failure(Refusal(text: "the view holds a multi-line string, whose lines an indent would change: wrap it in \(container) by hand"))
    }
    let begin = top.positionAfterSkippingLeadingTrivia
    let end = top.endPositionBeforeTrailingTrivia
    let first = converter.location(for: begin)
    let last = converter.location(for: end)
    if first.line == last.line {
      return .success([(begin.utf8Offset, "\(container) { "), (end.utf8Offset, " }")])
    }
    let firstLine = lines[first.line - 1]
    let lastLine = lines[last.line - 1]
    let before = firstLine.prefix(first.column - 1)
    let after = lastLine.utf8.dropFirst(last.column - 1)
    guard before.allSatisfy({ $0 == " " || $0 == "\t" }), String(decoding: after, as: UTF8.self).allSatisfy(\.isWhitespace) else {
      return .failure(Refusal(text: "the view shares its first or last line with other code: wrap it in \(container) by hand"))
    }
    let indent = String(before)
    var insertions = [(begin.utf8Offset, "\(container) {\n\(indent)\(unit)")]
    for line in (first.line + 1)...last.line where !lines[line - 1].allSatisfy(\.isWhitespace) {
      insertions.append((converter.position(ofLine: line, column: 1).utf8Offset, unit))
    }
    insertions.append((end.utf8Offset, "\n\(indent)}"))
    return .success(insertions)
  }

  /// The modifier calls written after an expression, the expression itself included when it is
  /// one (`digits.animation(…)` named by its modifier).
  private static func chainCalls(from start: ExprSyntax) -> [(name: String, call: FunctionCallExprSyntax)] {
    var calls: [(String, FunctionCallExprSyntax)] = []
    if let call = start.as(FunctionCallExprSyntax.self), let access = call.calledExpression.as(MemberAccessExprSyntax.self) {
      calls.append((access.declName.baseName.text, call))
    }
    var top = start
    while let access = top.parent?.as(MemberAccessExprSyntax.self), access.base?.id == top.id {
      guard let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id else {
        top = ExprSyntax(access)
        continue
      }
      calls.append((access.declName.baseName.text, call))
      top = ExprSyntax(call)
    }
    return calls
  }

  /// The struct that declares the view an expression is in: the enclosing struct, or for an
  /// extension, the struct of that name declared in the same file.
  private static func viewDeclaration(around node: ExprSyntax, in tree: SourceFileSyntax) -> StructDeclSyntax? {
    var current = node.parent
    while let parent = current {
      if let declaration = parent.as(StructDeclSyntax.self) { return declaration }
      if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
        let name = extensionDecl.extendedType.trimmedDescription
        return tree.statements.lazy.compactMap { $0.item.as(StructDeclSyntax.self) }.first { $0.name.text == name }
      }
      if parent.is(ClassDeclSyntax.self) || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self) { return nil }
      current = parent.parent
    }
    return nil
  }

  /// The name of a view's `@Environment(\.accessibilityReduceMotion)` property, if it has one.
  private static func reduceMotionProperty(of view: StructDeclSyntax) -> String? {
    for member in view.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.attributes.trimmedDescription.contains("accessibilityReduceMotion"),
        let binding = variable.bindings.first
      else { continue }
      return binding.pattern.trimmedDescription
    }
    return nil
  }

  /// Where and what to insert for one edit; nil when every modifier is already on the chain.
  private static func insertion(
    _ edit: SwiftEdit, tree: SourceFileSyntax, converter: SourceLocationConverter, lines: [Substring], unit: String,
    planned: [Int: [String]]
  ) -> Result<(Int, [String], String)?, Refusal> {
    let start: ExprSyntax
    switch expression(at: edit, tree: tree, converter: converter, lines: lines) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let found): start = found
    }
    let chain = modifierChain(from: start)
    let top = chain.top
    let offset = top.endPositionBeforeTrailingTrivia.utf8Offset
    let present = Set(chain.modifiers.map(normalized) + (planned[offset] ?? []).map(normalized))
    let missing = edit.modifiers.filter { !present.contains(normalized($0)) }
    guard !missing.isEmpty else { return .success(nil) }
    // More code after the expression on its line (`digits.scaleEffect(x: 1, y: -1) }`,
    // `Text(a) + Text(b)`): the modifiers go on the same line.
    let next = top.nextToken(viewMode: .sourceAccurate)
    let sameLine = next.map { next in
      !top.trailingTrivia.contains(where: \.isNewline) && !next.leadingTrivia.contains(where: \.isNewline)
        && next.tokenKind != .endOfFile
    } ?? false
    if sameLine { return .success((offset, missing, missing.map { "." + $0 }.joined())) }
    let indent: String
    if let period = chain.lastPeriodOnOwnLine {
      indent = indentation(of: lines[converter.location(for: period.positionAfterSkippingLeadingTrivia).line - 1])
    } else {
      // `HStack { … }` closed on a later line takes its modifiers at the indentation of its
      // first line (under the brace); a one-line view, one step deeper.
      let first = converter.location(for: start.positionAfterSkippingLeadingTrivia).line
      let last = converter.location(for: top.endPositionBeforeTrailingTrivia).line
      indent = indentation(of: lines[first - 1]) + (last > first ? "" : unit)
    }
    return .success((offset, missing, missing.map { "\n" + indent + "." + $0 }.joined()))
  }

  /// The expression the token begins, or the modifier call it names: climbed while the parent is
  /// a call of it (`Text(…)`), not an operator around it.
  private static func outermostExpression(startingWith node: Syntax, at position: AbsolutePosition) -> ExprSyntax? {
    var current = node.as(ExprSyntax.self)
    var candidate: Syntax? = node
    while current == nil, let next = candidate?.parent, next.positionAfterSkippingLeadingTrivia == position {
      current = next.as(ExprSyntax.self)
      candidate = next
    }
    guard var expression = current else { return nil }
    // A modifier's name (`scaleEffect` in `digits.scaleEffect(x: 1, y: -1)`, where the source
    // map puts a modifier): the call of it, inside its chain.
    if let access = expression.parent?.as(MemberAccessExprSyntax.self), access.declName.id == expression.id {
      expression = ExprSyntax(access)
    }
    while let parent = expression.parent?.as(FunctionCallExprSyntax.self), parent.calledExpression.id == expression.id {
      expression = ExprSyntax(parent)
    }
    return expression
  }

  /// An expression with the modifiers written after it: `base.a(…).b(…)`.
  private struct Chain {
    var top: ExprSyntax
    /// Each modifier as written, without the dot (`opacity(0.3)`).
    var modifiers: [String]
    /// The dot of the last modifier that starts a line, if any.
    var lastPeriodOnOwnLine: TokenSyntax?
  }

  private static func modifierChain(from start: ExprSyntax) -> Chain {
    var chain = Chain(top: start, modifiers: [], lastPeriodOnOwnLine: nil)
    // The start may itself be a modifier call (`digits⏎ .scaleEffect(…)`, named by its modifier).
    if let access = (start.as(FunctionCallExprSyntax.self)?.calledExpression ?? start).as(MemberAccessExprSyntax.self),
      access.period.leadingTrivia.contains(where: \.isNewline)
    {
      chain.lastPeriodOnOwnLine = access.period
    }
    while let access = chain.top.parent?.as(MemberAccessExprSyntax.self), access.base?.id == chain.top.id {
      if access.period.leadingTrivia.contains(where: \.isNewline) { chain.lastPeriodOnOwnLine = access.period }
      if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id {
        chain.modifiers.append(access.declName.baseName.text + "(" + call.arguments.trimmedDescription + ")")
        chain.top = ExprSyntax(call)
      } else {
        chain.modifiers.append(access.declName.baseName.text)
        chain.top = ExprSyntax(access)
      }
    }
    return chain
  }

  /// A modifier without its spaces, so `environment(\.layoutDirection,.leftToRight)` is found.
  private static func normalized(_ modifier: String) -> String {
    String(modifier.filter { !$0.isWhitespace })
  }

  private static func indentation(of line: Substring) -> String {
    String(line.prefix { $0 == " " || $0 == "\t" })
  }

  /// The file's indentation step: a tab, or the smallest increase in leading spaces from one
  /// line to the next (4 when the file has none).
  private static func indentUnit(_ lines: [Substring]) -> String {
    if lines.contains(where: { $0.hasPrefix("\t") }) { return "\t" }
    var previous = 0
    var step = Int.max
    for line in lines where !line.allSatisfy(\.isWhitespace) {
      let width = line.prefix { $0 == " " }.count
      if width > previous { step = min(step, width - previous) }
      previous = width
    }
    return String(repeating: " ", count: step == Int.max ? 4 : step)
  }
}
