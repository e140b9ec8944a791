internal import SwiftSyntax

/// What a walk of one file finds for the module index: the state it steps, the calls and the
/// assignments. Worked out when the file is parsed, on the same core, while its tree is still
/// in the cache; the index merges the files' uses in file order.
struct FileUses: Sendable {
  var increased: Set<String> = []
  var decreased: Set<String> = []
  var wrapLimits: [String: Set<Int>] = [:]
  var calls: [(String, FunctionCallExprSyntax, String?)] = []
  var functionCalls: [(String, FunctionCallExprSyntax, String?)] = []
  var withAnimations: [(String, FunctionCallExprSyntax)] = []
  var assignments: [(String, ExprSyntax, String?, CodeBlockItemListSyntax?)] = []

  init() {}

  /// The uses in a file's tree.
  init(walking tree: SourceFileSyntax) {
    let visitor = UsesVisitor(viewMode: .sourceAccurate)
    visitor.walk(tree)
    self = visitor.uses
  }
}

/// Collects the names on the left of `+=` and `-=`, the calls of capitalised names and of the
/// caller's own functions, and assignments, each with the type declaration (or extension) they
/// are written in.
private final class UsesVisitor: SyntaxVisitor {
  var uses = FileUses()
  private var owners: [String] = []

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
  override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
  override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { owners.append(node.name.text); return .visitChildren }
  override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    owners.append(node.extendedType.trimmedSource)
    return .visitChildren
  }
  override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let owner = owners.last, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "withAnimation" {
      uses.withAnimations.append((owner, node))
    }
    if let callee = ExpressionSupport.callee(node) {
      if callee.base == nil, callee.name.first?.isUppercase == true {
        uses.calls.append((callee.name, node, owners.last))
      } else if !node.arguments.isEmpty, callee.name.first?.isLowercase == true,
        callee.base == nil || callee.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
      {
        uses.functionCalls.append((callee.name, node, owners.last))
      }
    }
    return .visitChildren
  }

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    if node.operator.is(AssignmentExprSyntax.self) {
      let name = ExpressionSupport.lastName(node.leftOperand)
      if let name {
        var block: Syntax? = node.parent
        while let current = block, !current.is(CodeBlockItemListSyntax.self) { block = current.parent }
        uses.assignments.append((name, node.rightOperand, owners.last, block?.as(CodeBlockItemListSyntax.self)))
      }
    }
    if let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == ">=",
      let limit = node.rightOperand.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }), [10, 100, 1000].contains(limit),
      let name = ExpressionSupport.lastName(node.leftOperand)
    {
      uses.wrapLimits[name, default: []].insert(limit)
    }
    if let op = node.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "+=" || op == "-=" {
      let name = ExpressionSupport.lastName(node.leftOperand)
      if let name {
        if op == "+=" { uses.increased.insert(name) } else { uses.decreased.insert(name) }
      }
    }
    return .visitChildren
  }
}
