/// Decoding of view nodes.
extension DecodingState {
  mutating func viewNode(_ value: JSONValue) -> ViewNode? {
    guard value.members != nil else {
      report("expected a view node object, found \(value.typeDescription)", at: value.location)
      return nil
    }
    let names = NodeType.allCases.map(\.rawValue)
    guard let typeMember = value["type"] else {
      report(
        "missing required key \"type\" in a view node", at: value.location,
        hint: "one of " + names.map { "\"\($0)\"" }.joined(separator: ", "))
      return nil
    }
    guard let typeName = string(typeMember.value, "type") else { return nil }
    guard let type = NodeType(rawValue: typeName) else {
      report(
        "unknown node type \(Self.quoted(typeName))", at: typeMember.value.location,
        hint: Self.hint(for: typeName, among: names))
      return nil
    }
    let what = "a \(type.rawValue) node"
    guard let fields = object(value, what, keys: ["type", "id", "modifiers"] + type.fieldKeys) else {
      return nil
    }
    let id = optional(fields, "id") { $0.nonEmptyString($1, $2) }
    let modifiers = optional(fields, "modifiers") { state, value, _ in state.modifiers(value) }
    if type == .variants, fields["id"] == nil {
      report(
        "a Variants node needs an \"id\"", at: value.location,
        hint: "name it (such as \"id\": \"state\") so findings and resolve can say which branch they are about")
      return nil
    }
    guard let kind = nodeKind(type, fields), let id, let modifiers else { return nil }
    return ViewNode(id: id, kind: kind, modifiers: modifiers ?? [], location: value.location)
  }

  private mutating func nodeKind(_ type: NodeType, _ fields: FieldSet) -> NodeKind? {
    switch type {
    case .hStack, .vStack, .glassEffectContainer:
      let spacing = required(fields, "spacing").flatMap { number($0, "spacing") }
      let children = required(fields, "children").flatMap { self.children($0) }
      guard let spacing, let children else { return nil }
      switch type {
      case .hStack: return .hStack(spacing: spacing, children: children)
      case .vStack: return .vStack(spacing: spacing, children: children)
      default: return .glassEffectContainer(spacing: spacing, children: children)
      }
    case .zStack:
      return required(fields, "children").flatMap { children($0) }.map { .zStack(children: $0) }
    case .text:
      return required(fields, "text").flatMap { template($0, "text") }.map { .text($0) }
    case .digitCells:
      return digitCells(fields).map { .digitCells($0) }
    case .shape:
      return required(fields, "shape").flatMap { choice($0, "shape", as: ShapeKind.self) }
        .map { .shape($0) }
    case .rectangle:
      return .rectangle
    case .spacer:
      return .spacer
    case .button:
      let label = optional(fields, "label") { $0.template($1, $2) }
      let children = optional(fields, "children") { state, value, _ in state.children(value) }
      guard let label, let children else { return nil }
      return .button(label: label, children: children ?? [])
    case .reflection:
      return required(fields, "of").flatMap { nonEmptyString($0, "of") }.map { .reflection(of: $0) }
    case .variants:
      return required(fields, "branches").flatMap { branches($0) }.map { .variants($0) }
    }
  }

  /// The branches of a `Variants` node: at least one, each with a unique name.
  private mutating func branches(_ value: JSONValue) -> [VariantBranch]? {
    var names = Set<String>()
    return elements(value, "branches", ifEmpty: ("\"branches\" must list at least one branch", hint: nil)) { state, element in
      state.branch(element, names: &names)
    }
  }

  /// One branch of a `Variants` node, its name not among `names` (to which it is added).
  private mutating func branch(_ element: JSONValue, names: inout Set<String>) -> VariantBranch? {
    guard let fields = object(element, "a branch", keys: ["name", "condition", "view"]) else { return nil }
    let nameValue = required(fields, "name")
    var name = nameValue.flatMap { nonEmptyString($0, "name") }
    if let checked = name, let nameValue {
      let allowed = checked.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "_"
      }
      if !allowed || checked.unicodeScalars.count > 40 {
        report(
          "invalid branch name \(Self.quoted(checked))", at: nameValue.location,
          hint: "use up to 40 letters, digits, hyphens and underscores")
        name = nil
      } else if !names.insert(checked).inserted {
        report("duplicate branch name \(Self.quoted(checked))", at: nameValue.location)
        name = nil
      }
    }
    let condition = optional(fields, "condition") { $0.string($1, $2) }
    let view = required(fields, "view").flatMap { viewNode($0) }
    guard let name, let condition, let view else { return nil }
    return VariantBranch(name: name, condition: condition, view: view)
  }

  private mutating func children(_ value: JSONValue) -> [ViewNode]? {
    elements(value, "children") { $0.viewNode($1) }
  }

  private mutating func digitCells(_ fields: FieldSet) -> DigitCells? {
    let text = required(fields, "text").flatMap { template($0, "text") }
    let fontSize = required(fields, "fontSize").flatMap { self.fontSize($0, "fontSize") }
    let cellWidth = required(fields, "cellWidth").flatMap { cellWidthTable($0) }
    let cell = optional(fields, "cell") { state, value, _ in state.viewNode(value) }
    let spacing = optional(fields, "spacing") { $0.number($1, $2) }
    guard let text, let fontSize, let cellWidth, let cell, let spacing else { return nil }
    return DigitCells(text: text, fontSize: fontSize, cellWidth: cellWidth, cell: cell, spacing: spacing ?? 0)
  }

  private mutating func cellWidthTable(_ value: JSONValue) -> CellWidthTable? {
    if let text = value.string {
      if text == "proportional" { return .proportional }
      let otherwise = "use \"proportional\" or an object such as {\"digit\": 0.6, \"separator\": 0.3}"
      unknownValue(text, at: value, for: "cellWidth", among: ["proportional"], otherwise: otherwise)
      return nil
    }
    guard value.members != nil else {
      report(value.mismatch(expected: "\"proportional\" or an object", for: "\"cellWidth\""), at: value.location)
      return nil
    }
    guard
      let fields = object(
        value, "\"cellWidth\"", keys: ["digit", "separator", "separators", "other"])
    else { return nil }
    func factor(_ state: inout DecodingState, _ value: JSONValue, _ key: String) -> Double? {
      state.number(value, key, "greater than 0 (a factor of the font size)") { CellWidthTable.isFactor($0) }
    }
    let digit = required(fields, "digit").flatMap { factor(&self, $0, "digit") }
    let separator = optional(fields, "separator", factor)
    let other = optional(fields, "other", factor)
    let separators = optional(fields, "separators") { state, value, _ in state.separatorList(value) }
    guard let digit, let separator, let other, let separators else { return nil }
    return .fixed(digit: digit, separator: separator, separators: separators ?? [":"], other: other)
  }

  private mutating func separatorList(_ value: JSONValue) -> [Character]? {
    elements(value, "separators") { state, element in
      guard let text = state.string(element, "separators") else { return nil }
      guard text.count == 1, let character = text.first else {
        state.report(
          "each entry of \"separators\" must be exactly one character; found \(Self.quoted(text))",
          at: element.location)
        return nil
      }
      return character
    }
  }
}
