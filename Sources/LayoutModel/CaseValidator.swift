/// Checks a decoded case across its whole tree and against the catalog: file name, tree size,
/// unique ids, reflection targets and cycles, the size and depth of the tree once reflections
/// are expanded, and the rules, platforms and locales named in `expect`.
package struct CaseValidator: Sendable {
  /// What exists outside the case format.
  package var catalog: CaseCatalog
  /// The size bounds.
  package var limits: CaseLimits

  /// Creates a validator.
  package init(catalog: CaseCatalog, limits: CaseLimits = CaseLimits()) {
    self.catalog = catalog
    self.limits = limits
  }

  /// Every problem found, in file order where it matters; empty when the case is valid.
  package func validate(_ layoutCase: LayoutCase) -> [CaseDiagnostic] {
    var log = DiagnosticLog(limit: limits.maxDiagnostics, code: .reference)
    let fileName = Self.caseName(fromPath: layoutCase.location.file)
    if layoutCase.id != fileName {
      log.report(
        "case id \"\(layoutCase.id)\" does not match the file name \"\(fileName)\"",
        at: layoutCase.idLocation, hint: "rename the file to \"\(layoutCase.id).json\" or change the id")
    }

    let sized = checkSize(layoutCase.view, &log)
    if sized, checkReferences(layoutCase.view, &log) {
      checkExpansion(layoutCase.view, &log)
    }
    checkExpectations(layoutCase.expect, &log)
    if sized, layoutCase.branchSelections.count > LayoutCase.maxBranchSelections {
      log.report(
        "the case's Variants make more than \(LayoutCase.maxBranchSelections) branch combinations to audit",
        at: layoutCase.view.location, hint: "split the case, one per screen state")
    }
    for (id, location) in zip(layoutCase.localizations.ids ?? [], layoutCase.localizationLocations)
    where !catalog.isKnownLocale(id) {
      log.report("unknown localisation \"\(id)\"", at: location, hint: localeHint(id))
    }
    return log.all(file: layoutCase.location.file)
  }

  /// The file name without its directory and `.json` extension.
  static func caseName(fromPath path: String) -> String {
    let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
  }

  /// Reports the first node past the depth limit and the first past the count limit; returns
  /// whether the tree is small enough for the checks that follow.
  private func checkSize(_ root: ViewNode, _ log: inout DiagnosticLog) -> Bool {
    var count = 0
    var depthReported = false
    var countReported = false
    var stack: [(ViewNode, Int)] = [(root, 1)]
    while let (node, depth) = stack.popLast() {
      count += 1
      if depth > limits.maxTreeDepth, !depthReported {
        depthReported = true
        log.report(
          "the view tree is deeper than \(limits.maxTreeDepth) levels", at: node.location,
          hint: "flatten the layout; deeper trees are not supported")
      }
      if count > limits.maxNodeCount, !countReported {
        countReported = true
        log.report(
          "the case has more than \(limits.maxNodeCount) view nodes", at: node.location,
          hint: "split it into smaller cases")
      }
      stack.append(contentsOf: node.children.reversed().map { ($0, depth + 1) })
    }
    return !depthReported && !countReported
  }

  /// Reports duplicate ids, missing reflection targets and reflection cycles; returns whether
  /// there were none of the last two, so the expanded tree can be measured.
  private func checkReferences(_ root: ViewNode, _ log: inout DiagnosticLog) -> Bool {
    let nodes = root.allNodes
    var byID: [String: ViewNode] = [:]
    var orderedIDs: [String] = []
    for node in nodes {
      guard let id = node.id else { continue }
      if let first = byID[id] {
        log.report(
          "duplicate node id \"\(id)\"; it is already used at line \(first.location.line), column \(first.location.column)",
          at: node.location)
      } else {
        byID[id] = node
        orderedIDs.append(id)
      }
    }

    var targetsExist = true
    for node in nodes {
      guard case .reflection(let target) = node.kind, byID[target] == nil else { continue }
      targetsExist = false
      log.report(
        "Reflection of \"\(target)\" names no node", at: node.location,
        hint: Spelling.hint(for: target, among: orderedIDs)
          ?? (orderedIDs.isEmpty ? "give the reflected node an \"id\"" : nil))
    }
    guard targetsExist else { return false }

    // Expanding a reflection expands its target's subtree, which may hold further reflections:
    // an edge from each id to every reflection target inside its subtree. A cycle means a
    // reflection would contain itself.
    var edges: [String: [(String, SourceLocation)]] = [:]
    for id in orderedIDs {
      edges[id] = byID[id]!.allNodes.compactMap { node in
        if case .reflection(let target) = node.kind { (target, node.location) } else { nil }
      }
    }
    var state: [String: Bool] = [:]  // false: on the current path; true: finished.
    var path: [String] = []
    var reported: Set<String> = []
    func visit(_ id: String) {
      state[id] = false
      path.append(id)
      for (target, location) in edges[id] ?? [] {
        switch state[target] {
        case nil:
          visit(target)
        case false?:
          let cycle = Array(path[path.lastIndex(of: target)!...]) + [target]
          let key = Set(cycle).sorted().joined(separator: "\u{0}")
          if reported.insert(key).inserted {
            log.report(
              "reflection cycle: " + cycle.map { "\"\($0)\"" }.joined(separator: " → ")
                + "; a reflection would contain itself",
              at: location, hint: "reflect a node that does not contain this reflection")
          }
        case true?:
          break
        }
      }
      path.removeLast()
      state[id] = true
    }
    for id in orderedIDs where state[id] == nil { visit(id) }
    return reported.isEmpty
  }

  /// Bounds what resolution will do: the nodes it visits per tick and how deep it goes, with
  /// reflections expanded and digit cells repeated, counted without expanding anything. Each
  /// problem is reported once, at the written node where it arises.
  private func checkExpansion(_ root: ViewNode, _ log: inout DiagnosticLog) {
    let byID = root.nodesByID
    var measure = ExpansionMeasure(byID: byID, placeholderCells: limits.placeholderCells)
    let total = measure.size(of: root)

    if total.height >= limits.maxResolutionDepth {
      // The first reflection (in file order) whose copy reaches too deep from where it sits.
      var culprit: (node: ViewNode, target: String, level: Int)?
      var stack: [(ViewNode, Int)] = [(root, 0)]
      while culprit == nil, let (node, level) = stack.popLast() {
        if case .reflection(let target) = node.kind, level + measure.size(of: node).height >= limits.maxResolutionDepth {
          culprit = (node, target, level)
        }
        stack.append(contentsOf: node.children.reversed().map { ($0, level + 1) })
      }
      if let (node, target, level) = culprit {
        var origin = target
        var seen: Set<String> = [origin]
        while case .reflection(let next)? = byID[origin]?.kind, seen.insert(next).inserted { origin = next }
        let levels = level + measure.size(of: node).height + 1
        log.report(
          "this Reflection of \"\(target)\" takes resolution \(Self.count(levels)) levels deep once reflections "
            + "are expanded (each reflection adds a level to its target's depth); resolution follows at most "
            + "\(limits.maxResolutionDepth)",
          at: node.location,
          hint: origin != target
            ? "reflect \"\(origin)\" itself instead of a reflection of a reflection"
            : "reflect a shallower subtree or flatten the layout")
      } else {
        log.report(
          "resolution would go \(Self.count(total.height + 1)) levels deep; it follows at most \(limits.maxResolutionDepth)",
          at: root.location, hint: "flatten the layout")
      }
    }

    if total.nodes > limits.maxExpandedNodes {
      // The smallest written subtree that is too large by itself: where the expansion explodes.
      var node = root
      while let larger = node.children.first(where: { measure.size(of: $0).nodes > limits.maxExpandedNodes }) {
        node = larger
      }
      let size = measure.size(of: node).nodes
      let amount = size >= ExpansionMeasure.saturated ? "more than \(Self.count(ExpansionMeasure.saturated))" : Self.count(size)
      log.report(
        "this \(node.kind.type.rawValue) expands to \(amount) view nodes once reflections are copied and digit cells "
          + "repeated (a `$display` or `$spoken` counts as \(limits.placeholderCells) cells); a case may expand to at most "
          + "\(Self.count(limits.maxExpandedNodes)), which bounds the work of resolving it",
        at: node.location,
        hint: "reflect fewer or smaller subtrees, and reflect originals rather than reflections (a reflection of a subtree "
          + "that holds reflections doubles it)")
    }
  }

  /// A count with thousands separators (`524,287`), independent of any locale.
  static func count(_ value: Int) -> String {
    let digits = Array(String(value))
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
      result.append(digit)
    }
    return result
  }

  /// "did you mean" with up to three close locale identifiers, or nil.
  private func localeHint(_ locale: String) -> String? {
    let suggestions = catalog.localeSuggestions(locale).prefix(3)
    return suggestions.isEmpty
      ? nil : "did you mean " + suggestions.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
  }

  private func checkExpectations(_ expectations: [Expectation], _ log: inout DiagnosticLog) {
    for expectation in expectations {
      if let rules = catalog.ruleIDs, !rules.contains(expectation.rule) {
        log.report(
          "unknown rule \"\(expectation.rule)\"", at: expectation.location,
          hint: Spelling.hint(for: expectation.rule, among: rules.sorted()))
      }
      if let platformIDs = catalog.platformIDs, let platforms = expectation.platforms {
        for (platform, location) in zip(platforms, expectation.platformLocations)
        where !platformIDs.contains(platform) {
          log.report(
            "unknown platform \"\(platform)\"", at: location,
            hint: Spelling.hint(for: platform, among: platformIDs.sorted())
              ?? "known platforms: " + platformIDs.sorted().joined(separator: ", "))
        }
      }
      if case .list(let locales) = expectation.locales {
        for (locale, location) in zip(locales, expectation.localeLocations)
        where !catalog.isKnownLocale(locale) {
          log.report("unknown locale \"\(locale)\"", at: location, hint: localeHint(locale))
        }
      }
    }
  }
}
