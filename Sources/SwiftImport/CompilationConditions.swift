internal import SwiftSyntax

/// The platforms a declaration is compiled for, from the `#if os(…)` blocks around it: a view
/// declared inside `#if !os(macOS)` is not in the macOS build, whatever its target says
/// (https://docs.swift.org/swift-book/documentation/the-swift-programming-language/statements/#Conditional-Compilation-Block).
enum CompilationConditions {
  /// The case format's platform families and the `os(…)` names that select them.
  static let osNames: [String: Set<String>] = [
    "iOS": ["iOS"], "iPadOS": ["iOS"], "macOS": ["macOS", "OSX"], "tvOS": ["tvOS"], "watchOS": ["watchOS"], "visionOS": ["visionOS", "xrOS"],
  ]

  /// The case format's platform families, in its order.
  static let families = ["iOS", "iPadOS", "macOS", "tvOS", "watchOS", "visionOS"]

  /// The families among `families` the blocks around `node` may compile it for; a condition
  /// the importer cannot evaluate (`canImport`, a build flag) excludes nothing.
  static func platforms(around node: Syntax, among families: [String]) -> [String] {
    var conditions: [(clauses: IfConfigClauseListSyntax, index: Int)] = []
    var current: Syntax? = node
    while let child = current, let parent = child.parent {
      if let clause = parent.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self),
        let index = list.firstIndex(where: { $0.id == clause.id })
      {
        conditions.append((list, list.distance(from: list.startIndex, to: index)))
      }
      current = parent
    }
    return families.filter { family in
      conditions.allSatisfy { compiles(family, clauses: $0.clauses, taken: $0.index) != false }
    }
  }

  /// The clauses of an `#if` that some platform compiles, given the blocks around it: inside
  /// `#if os(macOS)`, an `#else` for the other platforms is never built.
  static func reachableClauses(of decl: IfConfigDeclSyntax, among families: [String]) -> [Int] {
    let around = platforms(around: Syntax(decl), among: families)
    return decl.clauses.indices.map { decl.clauses.distance(from: decl.clauses.startIndex, to: $0) }.filter { taken in
      around.contains { compiles($0, clauses: decl.clauses, taken: taken) != false }
    }
  }

  /// Whether some platform the blocks around an `#if` without `#else` allow compiles none of
  /// its clauses.
  static func compilesNoClause(_ decl: IfConfigDeclSyntax, among families: [String]) -> Bool {
    guard !decl.clauses.contains(where: { $0.poundKeyword.tokenKind == .poundElse }) else { return false }
    return platforms(around: Syntax(decl), among: families).contains { family in
      decl.clauses.allSatisfy { clause in clause.condition.map { evaluate($0, family) } != true }
    }
  }

  /// Whether the clause at `taken` is the one compiled for a family: its condition holds and
  /// no earlier clause's does.
  private static func compiles(_ family: String, clauses: IfConfigClauseListSyntax, taken: Int) -> Bool? {
    var result: Bool? = true
    for (i, clause) in clauses.enumerated() {
      let holds = clause.condition.map { evaluate($0, family) } ?? true
      if i == taken { return and(result, holds) }
      result = and(result, not(holds))
    }
    return result
  }

  /// A condition for one family: `os(macOS)`, `!`, `&&`, `||` and parentheses; nil for what
  /// depends on more than the platform.
  static func evaluate(_ condition: ExprSyntax, _ family: String) -> Bool? {
    if let call = condition.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedSource == "os", let name = call.arguments.first?.expression.trimmedSource {
      return osNames[family]?.contains(name) ?? false
    }
    if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return not(evaluate(prefix.expression, family))
    }
    if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return evaluate(only.expression, family)
    }
    if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
      let left = evaluate(infix.leftOperand, family)
      let right = evaluate(infix.rightOperand, family)
      if op == "&&" { return and(left, right) }
      if op == "||" { return left == true || right == true ? true : (left == false && right == false ? false : nil) }
    }
    return nil
  }

  private static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
    a == false || b == false ? false : (a == true && b == true ? true : nil)
  }

  private static func not(_ a: Bool?) -> Bool? { a.map { !$0 } }
}
