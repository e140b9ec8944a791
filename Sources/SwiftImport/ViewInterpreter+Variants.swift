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
  }

  /// `if … { } else if … { } else { }`, with `if let` bindings in scope of their branch.
  func ifVariants(_ ifExpr: IfExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode] {
    var branches: [Branch] = []
    var current: IfExprSyntax? = ifExpr
    var hasElse = false
    while let clause = current {
      let inner = scope.nested()
      for condition in clause.conditions {
        // `if let remaining = model.remaining`: the branch reads `remaining` as that value.
        if let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value
        {
          inner.locals[name] = (value, scope)
        }
      }
      let condition = clause.conditions.trimmedDescription
      branches.append(Branch(name: Self.branchName(condition), condition: condition, nodes: nodes(clause.body.statements, inner)))
      switch clause.elseBody {
      case .ifExpr(let next)?:
        current = next
      case .codeBlock(let block)?:
        branches.append(Branch(name: "else", condition: "else", nodes: nodes(block.statements, scope)))
        hasElse = true
        current = nil
      default:
        current = nil
      }
    }
    if !hasElse && branches.count == 1 {
      // Without an else nothing shows when the condition fails, and nothing has no findings.
      approximate(
        "if \(branches[0].condition)", "the view shows only while the condition holds; it is audited as shown (nothing shows otherwise)", at)
      return branches[0].nodes
    }
    if !hasElse {
      branches.append(Branch(name: "none", condition: "no condition holds", nodes: []))
    }
    return variants(branches, kind: "if", construct: "if \(branches[0].condition) … else …", at: at)
  }

  /// `condition ? ViewA : ViewB` in a view builder.
  func ternaryVariants(_ ternary: TernaryExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode] {
    let condition = ternary.condition.trimmedDescription
    let branches = [
      Branch(name: Self.branchName(condition), condition: condition, nodes: nodes(ternary.thenExpression, scope)),
      Branch(name: "else", condition: "!(\(condition))", nodes: nodes(ternary.elseExpression, scope)),
    ]
    return variants(branches, kind: "ternary", construct: ternary.trimmedDescription.prefix(60).description, at: at)
  }

  /// `switch subject { case …: views … }`, one branch per case.
  func switchVariants(_ switchExpr: SwitchExprSyntax, _ scope: Scope, at: SwiftLocation) -> [ImportedNode] {
    var branches: [Branch] = []
    for element in switchExpr.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self) else {
        listed("#if inside switch", "a compile-time condition among switch cases is not read; those cases were left out", rules: [], scope.file.location(element))
        continue
      }
      let label: String
      switch switchCase.label {
      case .case(let caseLabel): label = caseLabel.caseItems.trimmedDescription
      default: label = "default"
      }
      branches.append(Branch(name: Self.branchName(label), condition: "\(switchExpr.subject.trimmedDescription): \(label)", nodes: nodes(switchCase.statements, scope)))
    }
    return variants(branches, kind: "switch", construct: "switch \(switchExpr.subject.trimmedDescription)", at: at)
  }

  /// `#if os(tvOS) … #elseif … #else … #endif` around views.
  func ifConfigVariants(_ decl: IfConfigDeclSyntax, _ scope: Scope) -> [ImportedNode] {
    let at = scope.file.location(decl)
    var branches: [Branch] = []
    for clause in decl.clauses {
      let keyword = clause.poundKeyword.text
      let condition = clause.condition?.trimmedDescription
      var views: [ImportedNode] = []
      if case .statements(let statements)? = clause.elements { views = nodes(statements, scope) }
      let name = condition.map { Self.branchName($0) } ?? "else"
      branches.append(Branch(name: name, condition: condition.map { "\(keyword) \($0)" } ?? keyword, nodes: views))
    }
    if !decl.clauses.contains(where: { $0.poundKeyword.tokenKind == .poundElse }) {
      branches.append(Branch(name: "none", condition: "no clause compiled in", nodes: []))
    }
    let first = decl.clauses.first?.condition?.trimmedDescription ?? ""
    approximate(
      "#if \(first)", "each compile-time clause is a branch audited on every platform of the case: a finding in a platform's branch on another platform is one that platform never builds", at)
    return variants(branches, kind: "platform", construct: "#if \(first)", at: at)
  }

  /// The `Variants` node for the branches, or the first branch listed when the case would ask
  /// for more combinations than the format audits.
  private func variants(_ read: [Branch], kind: String, construct: String, at: SwiftLocation) -> [ImportedNode] {
    guard read.count > 1 else { return read.first?.nodes ?? [] }
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
