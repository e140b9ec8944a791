import LayoutModel
import ReportModel
import Rules
import Runner

/// The fixes the rules offer for a report's failures (`layout-audit fix`): for each failed
/// finding, the place its rule's `automaticFix` edits — a view expression in the Swift source a
/// case was imported from, or a node's object in a case file — and the modifiers it appends, or
/// why no fix is offered.
///
/// A plan is a proposal: `fix` keeps an edit only when a new audit of the patched source (a new
/// import, for Swift) shows its findings gone and no new one.
public struct FixPlanner: Sendable {
  /// One edit: modifiers appended to the view expression at a Swift file's line and column, or
  /// to the node whose object starts at a case file's, and the findings it is meant to remove
  /// (one per platform, often).
  public struct Edit: Sendable, Hashable {
    public var file: String
    public var line: Int
    public var column: Int
    /// Swift source without the leading dot (`accessibilityHidden(true)`); a case file's editor
    /// writes each in the case format's spelling (`CaseModifierSpelling`).
    public var modifiers: [String]
    /// Whether the edit gates the view's animations on Reduce Motion instead
    /// (`RuleFix.reduceMotionGate`).
    public var gatesAnimations = false
    /// The container view the edit wraps the expression in instead (`RuleFix.wrap`).
    public var wrapper: String?
    /// Which editor makes it: Swift source's or case files'.
    public var source: Source = .swift
    public var ruleID: String
    /// The findings it removes (`FixPlanner.identity`).
    public var findings: Set<String>
    /// The first of those findings' messages.
    public var message: String
    /// 0 for a failure of the first audit; n for one that edits of round n − 1 uncovered (a rule
    /// reports the first failure it meets), whose line is in the text those edits made.
    public var round = 0

    /// `file:line:column`.
    public var position: String { "\(file):\(line):\(column)" }

    /// The edit as its editor takes it (`SwiftFixer`, `CaseFixer`).
    public var swiftEdit: SwiftEdit {
      SwiftEdit(line: line, column: column, modifiers: modifiers, gatesAnimations: gatesAnimations, wrapper: wrapper)
    }

    /// Modifiers as they read in the edit's file: `.a(…).b(…)` in Swift, the case format's
    /// objects separated by commas in a case file. `added` is what its editor added (as written
    /// there); nil stands for all the edit's modifiers.
    public func spelled(_ added: [String]? = nil) -> String {
      switch source {
      // A wrap is named as written (`GlassEffectContainer { … }`), modifiers with their dot.
      case .swift: (added ?? modifiers).map { wrapper == nil ? "." + $0 : $0 }.joined()
      case .caseFile:
        (added ?? (gatesAnimations ? [#""whenReduceMotion": null"#] : [])
          + modifiers.map { CaseModifierSpelling.json(forSwift: $0) ?? "." + $0 }).joined(separator: ", ")
      }
    }
  }

  /// The kind of file an edit changes.
  public enum Source: Sendable, Hashable {
    /// Swift source a case was imported from (`SwiftFixer`, through the front end).
    case swift
    /// A case file (`CaseFixer`).
    case caseFile
  }

  /// A failed finding no fix is offered for, and why.
  public struct Unfixed: Sendable, Hashable {
    public var ruleID: String
    /// Where the finding is, `file:line:column` (the case's file when it has no node).
    public var position: String
    public var message: String
    public var reason: String
  }

  /// The rules whose fixes are offered (nil: every rule).
  public var rules: Set<String>?

  public init(rules: [AuditRule]? = nil) {
    self.rules = rules.map { Set($0.map(\.id)) }
  }

  /// A finding's identity across a fix: its rule, case, node path and status — its
  /// fingerprint's parts, one finding on every platform — with the containers a wrap adds taken
  /// out of the path (`VStack/GlassEffectContainer[1]/HStack[0]` is the `VStack/HStack[1]` it
  /// wrapped), so that wrapping a view does not make every finding inside it new.
  public static func identity(_ finding: Finding, in result: CaseResult) -> String {
    var components = (finding.node?.path ?? "").split(separator: "/").map(String.init)
    var index = 0
    while index < components.count {
      let component = components[index]
      let container = wrappers.first { component == $0 || component.hasPrefix($0 + "[") }
      if let container, index + 1 < components.count {
        let position = component.dropFirst(container.count)
        components.remove(at: index)
        // The wrapped view took the container's place: its own index is the container's.
        if components[index].hasSuffix("[0]") { components[index] = String(components[index].dropLast(3) + position) }
      }
      index += 1
    }
    return [result.ruleID, result.caseID, components.joined(separator: "/"), finding.status.rawValue].joined(separator: "|")
  }

  /// Whether a finding is the can't tell the importer's gaps give a rule (`uninterpreted-swift`):
  /// a pass it could not trust, or a failure found on a stand-in display. No fix is offered for
  /// it (only failures get edits), and a failure the rule has elsewhere masks it, so when an edit
  /// removes that failure it shows, and is not a finding the edit made.
  public static func isImportGap(_ finding: Finding) -> Bool {
    finding.status == .cantTell && finding.reason == ImportGaps.reason
  }

  /// The containers the rules' fixes wrap views in.
  private static let wrappers = RuleCatalog.all.compactMap { wrapper(of: $0.automaticFix) }

  /// Whether a finding counts for `fix`: failed or can't tell, not declared by the case's expect
  /// block, not waived.
  public static func counts(_ finding: Finding) -> Bool {
    (finding.status == .failed || finding.status == .cantTell) && !finding.expected && finding.waiver == nil
  }

  /// The edits for the report's failed findings, merged where several findings ask for the
  /// same edit, and the failed findings no edit is offered for.
  public func plan(_ report: AuditReport, cases: [AuditCase]) -> (edits: [Edit], unfixed: [Unfixed]) {
    let casesByID = Dictionary(cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let rulesByID = Dictionary(RuleCatalog.all.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var edits: [Edit] = []
    var unfixed: [Unfixed] = []
    for result in report.results {
      guard rules?.contains(result.ruleID) ?? true, let rule = rulesByID[result.ruleID] else { continue }
      for finding in result.findings where finding.status == .failed && Self.counts(finding) {
        let position = finding.node?.position ?? casesByID[result.caseID]?.path ?? result.caseID
        switch targets(of: rule.automaticFix, finding, in: casesByID[result.caseID]) {
        case .failure(let refusal):
          let reason = refusal.reason
          if !unfixed.contains(where: { $0.ruleID == rule.id && $0.position == position && $0.reason == reason }) {
            unfixed.append(Unfixed(ruleID: rule.id, position: position, message: finding.message, reason: reason))
          }
        case .success(let (source, places)):
          for (file, line, column, modifiers) in places {
            if let index = edits.firstIndex(where: {
              $0.file == file && $0.line == line && $0.column == column && $0.modifiers == modifiers && $0.ruleID == rule.id
            }) {
              edits[index].findings.insert(Self.identity(finding, in: result))
            } else {
              edits.append(
                Edit(
                  file: file, line: line, column: column, modifiers: modifiers, gatesAnimations: rule.automaticFix == .reduceMotionGate,
                  wrapper: Self.wrapper(of: rule.automaticFix), source: source, ruleID: rule.id,
                  findings: [Self.identity(finding, in: result)], message: finding.message))
            }
          }
        }
      }
    }
    return (edits, unfixed)
  }

  static func wrapper(of fix: RuleFix) -> String? {
    if case .wrap(let container, _) = fix { container } else { nil }
  }

  /// The Swift place of the nearest node that holds every node of `paths` (their longest common
  /// path), or why there is none.
  private func commonParent(
    of paths: [String], in auditCase: AuditCase?, container: String
  ) -> Result<[(String, Int, Int, [String])], Refusal> {
    guard let auditCase, let imported = auditCase.layoutCase.imported else {
      return .failure(
        Refusal(reason: "not offered for case files yet: wrapping the views in a \(container) node changes the case's structure; wrap them by hand"))
    }
    guard let first = paths.first?.split(separator: "/") else {
      return .failure(Refusal(reason: "the finding lists no views to wrap"))
    }
    var common = Array(first)
    for path in paths.dropFirst() {
      let components = path.split(separator: "/")
      common = Array(zip(common, components).prefix { $0.0 == $0.1 }.map(\.0))
    }
    // Two glass views, one inside the other, share the outer one's parent.
    if paths.count > 1, paths.contains(where: { $0.split(separator: "/").count == common.count }) { common.removeLast() }
    // An `if`/`switch` (the case's Variants) is no expression to wrap: the view around it is.
    let chain = auditCase.layoutCase.view.nodes(along: common.joined(separator: "/"))
    guard let parent = chain.last(where: { if case .variants = $0.kind { false } else { true } }),
      let swift = imported.swiftLocation(line: parent.location.line, column: parent.location.column)
    else {
      return .failure(Refusal(reason: "the views' common parent has no Swift line in the import's source map"))
    }
    return .success([(swift.file, swift.line, swift.column, [])])
  }

  /// The places and modifiers of a rule's fix for one finding: Swift lines for a case imported
  /// from Swift, node objects of the case file for a case written by hand.
  private func targets(
    of fix: RuleFix, _ finding: Finding, in auditCase: AuditCase?
  ) -> Result<(Source, [(String, Int, Int, [String])]), Refusal> {
    let modifiers: [String]
    let target: RuleFix.Target
    var condition = RuleFix.Condition.always
    switch fix {
    case .none(let reason):
      return .failure(Refusal(reason: reason))
    case .reduceMotionGate:
      // The animations are the node's own modifiers: the edit names the node.
      (modifiers, target) = ([], .findingNode)
    case .wrap(let container, let detail):
      let paths = finding.evidence?.details.filter { $0.name == detail }.map(\.value) ?? []
      return commonParent(of: paths, in: auditCase, container: container).map { (.swift, $0) }
    case .modifiers(let appended, let on, let when):
      (modifiers, target, condition) = (appended, on, when)
    }
    if case .evidence(let name, let value, let otherwise) = condition,
      finding.evidence?.details.contains(where: { $0.name == name && $0.value == value }) != true
    {
      return .failure(Refusal(reason: otherwise))
    }
    guard let node = finding.node, let file = node.file else {
      return .failure(Refusal(reason: "the finding names no node of the view"))
    }
    guard let auditCase else { return .failure(Refusal(reason: "the finding's case was not audited")) }
    // The nodes to edit, as the case has them; none: the finding's own line and column.
    var nodes: [ViewNode] = []
    switch target {
    case .findingNode:
      break
    case .findingText:
      guard node.type == NodeType.text.rawValue else {
        return .failure(Refusal(reason: "the finding's node is a \(node.type), not a Text: give its characters fixed-width cells by hand"))
      }
    case .reflection:
      let ancestors = auditCase.layoutCase.view.nodes(along: node.path)
      guard let reflection = ancestors.last(where: { if case .reflection = $0.kind { true } else { false } }) else {
        return .failure(Refusal(reason: "the finding's node \(node.path) is not in a reflection (a decorative copy); decide which element announces the time"))
      }
      nodes = [reflection]
    case .shapes:
      guard let found = auditCase.layoutCase.view.nodes(along: node.path).last else {
        return .failure(Refusal(reason: "the finding's node \(node.path) is not in the case"))
      }
      var pending = [found]
      while let next = pending.popLast() {
        if case .shape = next.kind { nodes.append(next) }
        pending += next.children
      }
      guard !nodes.isEmpty else { return .failure(Refusal(reason: "no Shape inside \(node.path)")) }
    }
    guard let imported = auditCase.layoutCase.imported else {
      // A case written by hand: the nodes' objects in its file, if the case format can say the
      // modifiers.
      if let missing = modifiers.first(where: { CaseModifierSpelling.json(forSwift: $0) == nil }) {
        return .failure(Refusal(reason: "the case format has no spelling for .\(missing), so fix cannot add it to a case file; add its equivalent by hand"))
      }
      let places = nodes.isEmpty
        ? [(file, node.line, node.column, modifiers)] : nodes.map { (file, $0.location.line, $0.location.column, modifiers) }
      return .success((.caseFile, places))
    }
    guard file.hasSuffix(".swift"), auditCase.path.hasSuffix(".swift") else {
      return .failure(Refusal(reason: "this case was written by 'layout-audit import': run fix on the Swift source it names, then import it again"))
    }
    guard !nodes.isEmpty else { return .success((.swift, [(file, node.line, node.column, modifiers)])) }
    // A reflection's own modifiers are written where it is used (`digits.scaleEffect(x: 1,
    // y: -1)`); the node itself may point at the view it copies, which the original shows too.
    let written = nodes.map { target == .reflection ? $0.modifiers.first?.location ?? $0.location : $0.location }
    let places = written.compactMap { imported.swiftLocation(line: $0.line, column: $0.column) }
    guard !places.isEmpty else {
      return .failure(
        Refusal(reason: target == .reflection ? "the reflection has no Swift line in the import's source map" : "no Shape with a Swift line inside \(node.path)"))
    }
    return .success((.swift, places.map { ($0.file, $0.line, $0.column, modifiers) }))
  }
}

extension ViewNode {
  /// The nodes a resolved node's path (`VStack/reflection/Text[0]`) passes through, from this
  /// root: ids where nodes have them, `Type[index]` otherwise, `branch[name]` into a branch of
  /// `Variants`, and a reflection's path continuing into the copy of its target. As far as the
  /// path matches the case's nodes.
  func nodes(along path: String) -> [ViewNode] {
    var byID: [String: ViewNode] = [:]
    var pending = [self]
    while let node = pending.popLast() {
      if let id = node.id, byID[id] == nil { byID[id] = node }
      pending += node.children
    }
    var components = path.split(separator: "/").map(String.init)
    guard components.first == (id ?? kind.type.rawValue) else { return [] }
    components.removeFirst()
    var result = [self]
    var current = self
    var index = 0
    while index < components.count {
      var children = current.children
      if case .reflection(let target) = current.kind { children = byID[target]?.children ?? [] }
      let component = components[index]
      if case .variants(let branches) = current.kind, component.hasPrefix("branch["), index + 1 < components.count,
        let branch = branches.first(where: { "branch[\($0.name)]" == component })
      {
        current = branch.view
        index += 2
      } else if let match = children.enumerated().first(where: { $0.element.pathComponent(at: $0.offset) == component }) {
        current = match.element
        index += 1
      } else {
        break
      }
      result.append(current)
    }
    return result
  }
}
