import Foundation
internal import SwiftSyntax

/// Conditional views → the case format's `Variants` node: `if`/`else if`/`else`, `if let`,
/// a ternary choosing between views, `switch` and `#if os(…)`. Each branch becomes a named
/// branch the audit resolves and judges on its own, so a finding names the branch it is in.
///
/// SwiftUI builds a conditional view-builder branch as a `_ConditionalContent` that shows exactly
/// one of its views at a time
/// (https://developer.apple.com/documentation/swiftui/viewbuilder/buildeither(first:),
/// https://developer.apple.com/documentation/swiftui/viewbuilder/buildif(_:)).
extension ViewInterpreter {
  /// One branch as read: its name, the condition as written, and the views it shows.
  struct Branch {
    var name: String
    var condition: String
    var nodes: [ImportedNode]
    /// In a digit cell, the frame width the branch gives its character.
    var cellWidth: Double?
  }

  /// Whether a condition tests the digit cell's own character (`char == ":"`).
  func testsCellCharacter(_ condition: some SyntaxProtocol, _ scope: Scope) -> Bool {
    guard cellContext != nil, !scope.characterParameters.isEmpty else { return false }
    return condition.tokens(viewMode: .sourceAccurate).contains { scope.characterParameters.contains($0.text) }
  }

  /// Reads one branch; in a digit cell, with its frame width kept apart from the other
  /// branches' (the colon's branch has its own).
  func readBranch(name: String, condition: String, perCharacter: Bool, _ read: () -> [ImportedNode]) -> Branch {
    guard perCharacter, cellContext != nil else { return Branch(name: name, condition: condition, nodes: read()) }
    let saved = cellContext?.widths
    cellContext?.widths = nil
    let nodes = read()
    let width = cellContext?.widths?.digit
    cellContext?.widths = saved
    return Branch(name: name, condition: condition, nodes: nodes, cellWidth: width)
  }

  /// `if … { } else if … { } else { }`, with `if let` bindings in scope of their branch.
  func ifVariants(_ ifExpr: IfExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode] {
    var branches: [Branch] = []
    var current: IfExprSyntax? = ifExpr
    var hasElse = false
    let perCharacter = testsCellCharacter(ifExpr.conditions, scope)
    while let clause = current {
      let inner = scope.nested()
      for condition in clause.conditions {
        // `if let remaining = model.remaining`: the branch reads `remaining` as that value.
        if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value
        {
          inner.bind(name, value, in: scope, declaration: Syntax(binding))
        }
      }
      let condition = clause.conditions.trimmedSource
      branches.append(readBranch(name: Self.branchName(condition), condition: condition, perCharacter: perCharacter) { nodes(clause.body.statements, inner) })
      switch clause.elseBody {
      case .ifExpr(let next)?:
        current = next
      case .codeBlock(let block)?:
        branches.append(readBranch(name: "else", condition: "else", perCharacter: perCharacter) { nodes(block.statements, scope) })
        hasElse = true
        current = nil
      default:
        current = nil
      }
    }
    if !hasElse && branches.count == 1 {
      if perCharacter, let width = branches[0].cellWidth, cellContext?.widths == nil { cellContext?.widths = (width, nil) }
      // Without an else nothing shows when the condition fails, and nothing has no findings.
      approximate(
        "if \(branches[0].condition)", "the view shows only while the condition holds; it is audited as shown (nothing shows otherwise)", at)
      return branches[0].nodes
    }
    if !hasElse {
      branches.append(Branch(name: "none", condition: "no condition holds", nodes: []))
    }
    return variants(branches, kind: "if", construct: "if \(branches[0].condition) … else …", at: at, perCharacter: perCharacter)
  }

  /// `condition ? ViewA : ViewB` in a view builder.
  func ternaryVariants(_ ternary: TernaryExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode] {
    let condition = ternary.condition.trimmedSource
    let perCharacter = testsCellCharacter(ternary.condition, scope)
    let branches = [
      readBranch(name: Self.branchName(condition), condition: condition, perCharacter: perCharacter) { nodes(ternary.thenExpression, scope) },
      readBranch(name: "else", condition: "!(\(condition))", perCharacter: perCharacter) { nodes(ternary.elseExpression, scope) },
    ]
    return variants(branches, kind: "ternary", construct: ternary.trimmedSource.prefix(60).description, at: at, perCharacter: perCharacter)
  }

  /// `switch subject { case …: views … }`, one branch per case.
  func switchVariants(_ switchExpr: SwitchExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode] {
    var branches: [Branch] = []
    let perCharacter = testsCellCharacter(switchExpr.subject, scope)
    for (switchCase, compiledIf) in Self.cases(switchExpr.cases, compiledIf: nil) {
      let label: String
      switch switchCase.label {
      case .case(let caseLabel): label = caseLabel.caseItems.trimmedSource
      default: label = "default"
      }
      let condition = "\(switchExpr.subject.trimmedSource): \(label)"
      branches.append(
        readBranch(name: Self.branchName(label), condition: compiledIf.map { "\($0), \(condition)" } ?? condition, perCharacter: perCharacter) {
          nodes(switchCase.statements, scope)
        })
    }
    if branches.contains(where: { $0.condition.hasPrefix("#if") }) {
      // Like `#if` around views: every compiled clause's cases are branches, audited on every platform.
      approximate(
        "#if inside switch \(switchExpr.subject.trimmedSource)",
        "the cases of every compile-time clause are branches audited on every platform of the case: a finding in a platform's case on another platform is one that platform never builds",
        at)
    }
    return variants(branches, kind: "switch", construct: "switch \(switchExpr.subject.trimmedSource)", at: at, perCharacter: perCharacter)
  }

  /// A switch's cases, with those inside `#if os(iOS) … #endif` (nested too) named by their clause.
  static func cases(_ list: SwitchCaseListSyntax, compiledIf: String?) -> [(SwitchCaseSyntax, String?)] {
    list.flatMap { element -> [(SwitchCaseSyntax, String?)] in
      if let switchCase = element.as(SwitchCaseSyntax.self) { return [(switchCase, compiledIf)] }
      guard let decl = element.as(IfConfigDeclSyntax.self) else { return [] }
      return decl.clauses.flatMap { clause -> [(SwitchCaseSyntax, String?)] in
        guard case .switchCases(let inner)? = clause.elements else { return [] }
        let keyword = clause.poundKeyword.text + (clause.condition.map { " " + $0.trimmedSource } ?? "")
        return cases(inner, compiledIf: compiledIf.map { "\($0), \(keyword)" } ?? keyword)
      }
    }
  }

  /// `#if os(tvOS) … #elseif … #else … #endif` around views.
  func ifConfigVariants(_ decl: IfConfigDeclSyntax, _ scope: Scope) -> [ImportedNode] {
    let at = scope.file.location(decl)
    var branches: [Branch] = []
    // Clauses no platform builds (an `#else` inside a file compiled only for macOS) are left out.
    let reachable = Set(CompilationConditions.reachableClauses(of: decl, among: compiledFamilies))
    for (i, clause) in decl.clauses.enumerated() where reachable.contains(i) {
      let keyword = clause.poundKeyword.text
      let condition = clause.condition?.trimmedSource
      var views: [ImportedNode] = []
      if case .statements(let statements)? = clause.elements { views = nodes(statements, scope) }
      let name = condition.map { Self.branchName($0) } ?? "else"
      branches.append(Branch(name: name, condition: condition.map { "\(keyword) \($0)" } ?? keyword, nodes: views))
    }
    let elseReachable = decl.clauses.enumerated().contains { reachable.contains($0.offset) && $0.element.poundKeyword.tokenKind == .poundElse }
    if !elseReachable, CompilationConditions.compilesNoClause(decl, among: compiledFamilies) {
      branches.append(Branch(name: "none", condition: "no clause compiled in", nodes: []))
    }
    let first = decl.clauses.first?.condition?.trimmedSource ?? ""
    approximate(
      "#if \(first)", "each compile-time clause is a branch audited on every platform of the case: a finding in a platform's branch on another platform is one that platform never builds", at)
    return variants(branches, kind: "platform", construct: "#if \(first)", at: at)
  }

  /// The `Variants` node for the branches, or the first branch listed when the case would ask
  /// for more combinations than the format audits.
  func variants(_ read: [Branch], kind: String, construct: String, at: SwiftLocation, perCharacter: Bool = false) -> [ImportedNode] {
    guard read.count > 1 else { return read.first?.nodes ?? [] }
    if perCharacter {
      // `if char == ":" { … } else { … }` in a digit cell picks a view per character, not a
      // state of the screen: the branch that draws the character is the cell template, and
      // the branches' frame widths are the digit and separator widths.
      // The separator's branch is the one whose condition picks the colon.
      let digits = read.filter { !["== \":\"", "\":\" ==", ": \":\""].contains(where: $0.condition.contains) }
      let drawing = digits.first { $0.nodes.contains(where: Self.drawsCell) } ?? digits.first ?? read[read.count - 1]
      let other = read.first { $0.name != drawing.name && $0.cellWidth != nil }
      if let digit = drawing.cellWidth, cellContext?.widths == nil {
        cellContext?.widths = (digit, other?.cellWidth)
      }
      approximate(
        construct, "a condition on the cell's character chooses a view per character; the branch that draws the character is read as the cell, the other's frame width as the separator's",
        at)
      return drawing.nodes
    }
    guard branchCombinations * read.count <= Self.maxBranchCombinations else {
      listed(
        construct, "more conditional views than the \(Self.maxBranchCombinations) branch combinations a case audits; only the first branch was audited",
        rules: [], at)
      return read[0].nodes
    }
    branchCombinations *= read.count
    var names: Set<String> = []
    var branches: [(name: String, condition: String)] = []
    var views: [ImportedNode] = []
    for branch in read {
      var name = branch.name
      var suffix = 2
      while !names.insert(name).inserted {
        name = String(branch.name.prefix(37)) + "-\(suffix)"
        suffix += 1
      }
      branches.append((name, branch.condition))
      var view = branchView(branch.nodes, at: at)
      // A view repeated in every branch (a ViewModifier's content) is copied, not read again:
      // the copies count against the reading's budget too.
      work += Self.nodeCount(view)
      // Node ids are unique in a case: the same view in two branches gets the branch's name.
      if !views.isEmpty { Self.suffixIDs(of: &view, with: "-" + name) }
      views.append(view)
    }
    var id = "\(kind)-\(at.line)"
    var suffix = 2
    while !variantIDs.insert(id).inserted {
      id = "\(kind)-\(at.line)-\(suffix)"
      suffix += 1
    }
    return [ImportedNode(type: "Variants", id: id, children: views, branches: branches, at: at)]
  }

  static func nodeCount(_ node: ImportedNode) -> Int {
    1 + node.children.reduce(0) { $0 + nodeCount($1) } + node.cell.reduce(0) { $0 + nodeCount($1) }
  }

  /// Appends a suffix to every id in a subtree, and to the ids its reflections copy.
  private static func suffixIDs(of node: inout ImportedNode, with suffix: String) {
    if let id = node.id { node.id = id + suffix }
    if node.type == "Reflection" {
      for i in node.fields.indices where node.fields[i].0 == "of" {
        if case .string(let target) = node.fields[i].1 { node.fields[i].1 = .string(target + suffix) }
      }
    }
    for i in node.children.indices { suffixIDs(of: &node.children[i], with: suffix) }
    for i in node.cell.indices { suffixIDs(of: &node.cell[i], with: suffix) }
  }

  private static func drawsCell(_ node: ImportedNode) -> Bool {
    if case .string(let text)? = node.fields.first(where: { $0.0 == "text" })?.1, text.contains(cellCharacter) { return true }
    return node.type == "Shape" || node.children.contains(where: drawsCell)
  }

  /// One node for a branch: its view, a stack like the one it sits in for several, or a
  /// `Spacer` (no glyphs, no element) for a branch that shows nothing.
  private func branchView(_ nodes: [ImportedNode], at: SwiftLocation) -> ImportedNode {
    if nodes.count == 1 { return nodes[0] }
    if nodes.isEmpty { return ImportedNode(type: "Spacer", at: at) }
    let stack = enclosingStack ?? "VStack"
    approximate(
      "several views in a branch", "the branch's views are read as one \(stack) with no spacing (they sit in the enclosing stack in SwiftUI)", at)
    return ImportedNode(type: stack, fields: stack == "ZStack" ? [] : [("spacing", .number(0))], children: nodes, at: at)
  }

  /// A branch name from a condition as written: `model.isOvertime` → `model-isOvertime`,
  /// `!timer.isRunning` → `not-timer-isRunning`, `let value = model.value` → `value`,
  /// `.running` → `running`.
  static func branchName(_ condition: String) -> String {
    var text = condition.trimmingCharacters(in: .whitespaces)
    var prefix = ""
    if text.hasPrefix("!") {
      prefix = "not-"
      text.removeFirst()
    }
    if text.hasPrefix("let ") || text.hasPrefix("var ") {
      text = String(text.dropFirst(4).prefix { $0 != "=" && $0 != ":" && $0 != "," })
    }
    var name = ""
    for scalar in text.unicodeScalars {
      let allowed = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
      if allowed {
        name.unicodeScalars.append(scalar)
      } else if !name.isEmpty, !name.hasSuffix("-") {
        name += "-"
      }
    }
    while name.hasSuffix("-") { name.removeLast() }
    let result = String((prefix + name).prefix(40))
    return result.isEmpty || result == "not-" ? "branch" : result
  }
}
