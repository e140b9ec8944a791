import LayoutModel
import LocaleEngine

extension LayoutResolver {
  /// Resolves one node: its modifiers' environment, its content, then its modifiers' geometry.
  /// Its children go through `resolve`, which reuses the subtrees that do not show the value.
  func resolveNode(
    _ node: ViewNode, path: String, environment inherited: ResolutionEnvironment, display: TimerDisplay,
    recorder: ResolutionRecorder, depth: Int
  ) throws(ResolutionError) -> Fragment {
    guard depth < Self.limits.maxResolutionDepth else { throw .tooDeep(path, inherited.reflection ?? node.location) }
    try visit(path, inherited.reflection ?? node.location, recorder: recorder)
    if case .reflection(let target) = node.kind {
      return try resolveReflection(
        node, of: target, path: path, environment: inherited, display: display, recorder: recorder,
        depth: depth)
    }
    var base = inherited
    if case .button = node.kind { base.layer = .functional }
    let environments = modifierEnvironments(node.modifiers, inherited: base)
    let content = environments[0]
    let reference = NodeReference(path: path, node: node)
    recorder.nodes.append((path, reference))
    recordMotionAndGlass(node, reference: reference, environments: environments, recorder: recorder)

    let element = elementSpec(node)
    func resolveChildren(_ children: [ViewNode], in environment: ResolutionEnvironment) throws(ResolutionError)
      -> [Fragment]
    {
      try children.enumerated().map { (index, child) throws(ResolutionError) in
        try resolve(
          child, path: childPath(path, child, index), environment: environment, display: display,
          recorder: recorder, depth: depth + 1)
      }
    }

    var fragment: Fragment
    switch node.kind {
    case .hStack(let spacing, let children):
      let direction = stackDirection(node, reference: reference, environment: content, recorder: recorder)
      fragment = Self.row(try resolveChildren(children, in: content), spacing: spacing, direction: direction)
    case .vStack(let spacing, let children):
      fragment = Self.column(try resolveChildren(children, in: content), spacing: spacing)
    case .zStack(let children):
      fragment = Self.overlay(try resolveChildren(children, in: content))
    case .glassEffectContainer(_, let children):
      var contained = content
      contained.inContainer = true
      fragment = Self.overlay(try resolveChildren(children, in: contained))
    case .text(let template):
      fragment = try text(
        template, node: node, reference: reference, environment: content, display: display, recorder: recorder)
    case .digitCells(let cells):
      fragment = try digitCells(
        cells, node: node, path: path, reference: reference, environment: content, display: display,
        recorder: recorder, depth: depth)
    case .shape(let shape):
      fragment = shapeFragment(shape, node: node, path: path, environment: content)
    case .rectangle, .spacer:
      fragment = Fragment()
    case .button(let label, let children):
      var parts: [Fragment] = []
      if let label {
        let rendered = render(label, display: display).text
        recorder.strings.append(ShownString(node: reference, role: .label, text: rendered))
        parts.append(Fragment(width: Self.textWidth(rendered, monospaced: false) + 16, height: 44))
      }
      parts += try resolveChildren(children, in: content)
      fragment = Self.row(parts, spacing: 8, direction: content.direction)
    case .reflection:
      fragment = Fragment()  // handled above
    case .variants(let branchList):
      // One branch shows at a time: the selected one, else the first.
      let selected = node.id.flatMap { branches[$0] }
      let branch = branchList.first { $0.name == selected } ?? branchList[0]
      let branchPath = path + "/branch[\(branch.name)]"
      fragment = try resolve(
        branch.view, path: childPath(branchPath, branch.view, 0), environment: content, display: display,
        recorder: recorder, depth: depth + 1)
      recorder.branchLog.append(
        .init(id: node.id ?? path, named: node.id != nil, branch: branch.name, width: fragment.width, height: fragment.height))
    }

    if let element {
      recordElement(
        element, node: reference, environment: inherited, display: display, fragment: &fragment,
        recorder: recorder)
    }
    applyGeometry(node.modifiers, environments: environments, to: &fragment)
    return fragment
  }

  /// Counts a node or plain cell visited, bounded by `CaseLimits.maxExpandedNodes`.
  private func visit(
    _ path: String, _ location: @autoclosure () -> SourceLocation, recorder: ResolutionRecorder
  ) throws(ResolutionError) {
    recorder.visits += 1
    guard recorder.visits <= Self.limits.maxExpandedNodes else { throw .tooLarge(path, location()) }
  }

  func childPath(_ path: String, _ child: ViewNode, _ index: Int) -> String {
    path + "/" + child.pathComponent(at: index)
  }

  /// A reflection is a copy of another node's subtree, placed here: it inherits what this
  /// position gives it, keeps the target's own modifiers and adds its own outside them.
  private func resolveReflection(
    _ node: ViewNode, of target: String, path: String, environment: ResolutionEnvironment,
    display: TimerDisplay, recorder: ResolutionRecorder, depth: Int
  ) throws(ResolutionError) -> Fragment {
    guard let original = nodesByID[target] else { throw .missingReflectionTarget(target) }
    let copy = ViewNode(
      id: node.id, kind: original.kind, modifiers: original.modifiers + node.modifiers,
      location: node.location)
    var reflected = environment
    reflected.copy = .reflection
    if reflected.reflection == nil { reflected.reflection = node.location }
    return try resolve(copy, path: path, environment: reflected, display: display, recorder: recorder, depth: depth + 1)
  }

  /// The direction an `HStack` (or digit-cell stack) places its children in, with the platform
  /// quirk applied: on a profile with `hstack-ignores-environment-direction-override`, a stack
  /// without its own `flipsForRightToLeftLayoutDirection(false)` uses the locale's direction.
  func stackDirection(
    _ node: ViewNode, reference: NodeReference, environment: ResolutionEnvironment,
    recorder: ResolutionRecorder
  ) -> TextDirection {
    let pinned = node.modifiers.contains { $0.kind == .flipsForRightToLeftLayoutDirection(false) }
    var direction = environment.direction
    if platform.has(.hstackIgnoresEnvironmentDirectionOverride), !pinned, environment.overridden {
      direction = locale.direction
      if direction != environment.direction {
        recorder.quirks.append(
          AppliedQuirk(
            quirk: .hstackIgnoresEnvironmentDirectionOverride, node: reference, copy: environment.copy,
            effect: "laid out \(direction.rawValue) instead of \(environment.direction.rawValue)"))
      }
    }
    recorder.stacks.append(
      ResolvedStack(
        node: reference, copy: environment.copy, environmentDirection: environment.direction,
        layoutDirection: direction))
    return direction
  }

  // MARK: Leaves

  /// A `Text`: one paragraph in its natural direction, ordered by ICU bidi.
  private func text(
    _ template: String, node: ViewNode, reference: NodeReference, environment: ResolutionEnvironment,
    display: TimerDisplay, recorder: ResolutionRecorder
  ) throws(ResolutionError) -> Fragment {
    let rendered = render(template, display: display, cell: environment.cell)
    let characters = rendered.characters
    // Which rendering of the value the glyphs belong to: the Text itself for `$display`, the
    // split-field group for fields, the digit-cell row for `$cell`.
    let displayKey: String?
    if rendered.showsDisplay {
      displayKey = reference.path
    } else if rendered.showsCell {
      displayKey = environment.cell?.display
    } else if rendered.showsFields {
      displayKey = ResolutionRecorder.fieldsKey(environment.copy)
    } else {
      displayKey = nil
    }
    recorder.strings.append(
      ShownString(node: reference, role: rendered.showsValue ? .display : .text, text: rendered.text))
    // The paragraph's base direction is the natural one: the first strong character's, the
    // layout direction only when there is none (a pure time string).
    let natural = BidiLayout.naturalDirection(characters)
    let paragraph = natural ?? environment.direction
    // A `Text` with no font of its own draws in body.
    let sizing = environment.textSizing(default: .style(.body))
    // A reflection's copy is the original's size: the fit rule measures originals only.
    if environment.copy == .original, rendered.showsDisplay || (rendered.showsFields && !rendered.showsCell) {
      recorder.textBoxes.append(
        TextBox(node: reference, copy: environment.copy, text: rendered.text, sizing: sizing, cellFactors: nil))
    }
    if rendered.showsDisplay {
      recorder.recordDisplay(
        reference, copy: environment.copy, kind: .text, direction: paragraph.rawValue,
        pinnedLeftToRight: natural == nil && environment.overridden && environment.direction == .ltr, sizing: sizing)
    } else if rendered.showsCell, let displayKey, let cell = environment.cell {
      // A cell `Text`'s own font (a `.font` on the cell template, inside the stack's), not the
      // stack's, is how the cells follow the person's text size.
      recorder.displayNodes[displayKey]?.sizing = environment.textSizing(default: .size(cell.fontSize, relativeTo: nil))
    } else if rendered.showsFields, !rendered.showsDisplay {
      recorder.fieldTexts[environment.copy, default: []].append((reference, environment.direction, sizing))
    }
    let order: [Int]
    do {
      order = try BidiLayout.visualCharacterOrder(characters, direction: paragraph)
    } catch {
      throw .bidi("\(reference.path): \(error)")
    }
    let size = Self.textFontSize
    var fragment = Fragment(height: size * 1.2)
    for index in order {
      let character = characters[index]
      let advance = GlyphMetrics.advance(of: character, monospacedDigits: environment.monospacedDigits) * size
      let displayIndex = rendered.displayIndices[index]
      fragment.glyphs.append(
        ResolvedGlyph(
          character: String(character), logicalIndex: index, x: fragment.width, y: 0, width: advance,
          height: size * 1.2, mirrored: false, flippedVertically: false, copy: environment.copy,
          node: reference.path, display: displayIndex == nil ? nil : displayKey,
          displayIndex: displayIndex, covered: environment.cell?.covered ?? true))
      fragment.width += advance
    }
    applyTextFrame(node, to: &fragment, recorder: recorder, reference: reference, environment: environment)
    do {
      let shows = rendered.displayIndices.contains { $0 != nil }
      let raw = shows && !TextContainment.contains(rendered.text, display.spoken)
      let announces = shows || templates.placeholders(template).contains(.spoken)
      fragment.elements.append(
        AccessibilityElement(
          node: reference, copy: environment.copy, label: rendered.text, value: nil, traits: [.isStaticText],
          hidden: environment.hidden, announcesTime: announces,
          labelIsRawDisplay: raw, cellOf: rendered.showsCell ? environment.cell?.display : (rendered.showsFields && !rendered.showsDisplay ? displayKey : nil),
          x: 0, y: 0, width: fragment.width, height: fragment.height,
          timeAnnouncements: announces ? 1 : 0, cellIndex: rendered.showsCell ? environment.cell?.index : nil,
          ownText: true))
    }
    return fragment
  }

  /// Digit cells: a `ForEach` over the characters of the string inside an `HStack`, one cell per
  /// character with a width from the table.
  private func digitCells(
    _ cells: DigitCells, node: ViewNode, path: String, reference: NodeReference,
    environment: ResolutionEnvironment, display: TimerDisplay, recorder: ResolutionRecorder, depth: Int
  ) throws(ResolutionError) -> Fragment {
    let rendered = render(cells.text, display: display)
    let characters = rendered.characters
    let showsValue = rendered.displayIndices.contains { $0 != nil }
    recorder.strings.append(
      ShownString(node: reference, role: showsValue ? .display : .text, text: rendered.text))
    let direction = stackDirection(node, reference: reference, environment: environment, recorder: recorder)
    if showsValue {
      recorder.recordDisplay(
        reference, copy: environment.copy, kind: .cells, direction: direction.rawValue,
        pinnedLeftToRight: environment.overridden && direction == .ltr,
        sizing: environment.textSizing(default: .size(cells.fontSize, relativeTo: nil)))
    }
    var parts: [Fragment] = []
    // Each cell's width as a factor of the font size (nil: its glyph's, proportional cells).
    var factors: [Double?] = []
    for (index, character) in characters.enumerated() {
      let tableWidth = cells.cellWidth.width(for: character, fontSize: cells.fontSize)
      let width: Double
      switch cells.cellWidth {
      case .proportional:
        width = GlyphMetrics.advance(of: character, monospacedDigits: environment.monospacedDigits) * cells.fontSize
      case .fixed:
        width = tableWidth ?? 0.6 * cells.fontSize
      }
      factors.append(cells.cellWidth == .proportional ? nil : width / cells.fontSize)
      let displayIndex = rendered.displayIndices[index]
      var cellEnvironment = environment
      cellEnvironment.cell = ResolutionEnvironment.Cell(
        character: character, index: index, displayIndex: displayIndex,
        display: displayIndex == nil ? nil : reference.path,
        covered: cells.cellWidth == .proportional || tableWidth != nil, fontSize: cells.fontSize)
      let template = cells.cell ?? ViewNode(kind: .text("\(character)"), location: node.location)
      var cell = try resolveCell(
        template, path: path + "/cell[\(index)]", environment: cellEnvironment, display: display,
        recorder: recorder, depth: depth + 1)
      cell.shift(dx: (width - cell.width) / 2, dy: 0)
      cell.width = width
      // The cell's glyph is recorded with the cell's frame: a cell is what holds still or
      // jitters, whatever the ink inside it does.
      let cellPath = path + "/cell[\(index)]"
      for glyphIndex in cell.glyphs.indices where cell.glyphs[glyphIndex].node.hasPrefix(cellPath) {
        cell.glyphs[glyphIndex].x = 0
        cell.glyphs[glyphIndex].width = width
      }
      cell.height = max(cell.height, cells.fontSize * 1.2)
      parts.append(cell)
    }
    // After the cells: a cell `Text`'s own font, if any, has set the row's sizing by now.
    if showsValue, environment.copy == .original, let drawn = recorder.displayNodes[reference.path] {
      recorder.textBoxes.append(
        TextBox(node: reference, copy: .original, text: rendered.text, sizing: drawn.sizing, cellFactors: factors))
    }
    return Self.row(parts, spacing: cells.spacing, direction: direction)
  }

  /// A cell: its template resolved with the cell's character; a plain cell is a one-character
  /// `Text` without bidi of its own.
  private func resolveCell(
    _ template: ViewNode, path: String, environment: ResolutionEnvironment, display: TimerDisplay,
    recorder: ResolutionRecorder, depth: Int
  ) throws(ResolutionError) -> Fragment {
    guard ExpansionMeasure.isPlainCell(template), let cell = environment.cell else {
      return try resolve(
        template, path: path, environment: environment, display: display, recorder: recorder, depth: depth,
        cellTemplate: true)
    }
    try visit(path, environment.reflection ?? template.location, recorder: recorder)
    let size = cell.fontSize
    let width = GlyphMetrics.advance(of: cell.character, monospacedDigits: environment.monospacedDigits) * size
    var fragment = Fragment(width: width, height: size * 1.2)
    fragment.glyphs.append(glyph(for: cell, path: path, width: width, environment: environment, mirrored: false))
    if DisplayToken.kind(of: cell.character) != nil {
      let reference = NodeReference(path: path, id: nil, type: "Text", line: template.location.line, column: template.location.column)
      fragment.elements.append(
        AccessibilityElement(
          node: reference, copy: environment.copy, label: String(cell.character), value: nil,
          traits: [.isStaticText], hidden: environment.hidden, announcesTime: cell.display != nil,
          labelIsRawDisplay: cell.display != nil, cellOf: cell.display, x: 0, y: 0, width: width,
          height: size * 1.2, timeAnnouncements: cell.display != nil ? 1 : 0))
    }
    return fragment
  }

  /// A `Shape`: a glyph-path shape draws its cell's character, mirrored when the shape's
  /// `layoutDirectionBehavior` mirrors and its direction is right to left.
  private func shapeFragment(_ shape: ShapeKind, node: ViewNode, path: String, environment: ResolutionEnvironment)
    -> Fragment
  {
    guard shape == .glyphPath, let cell = environment.cell else { return Fragment() }
    let behavior = node.modifiers.lazy.compactMap { modifier -> LayoutDirectionBehavior? in
      if case .layoutDirectionBehavior(let behavior) = modifier.kind { behavior } else { nil }
    }.first
    let mirrors = behavior.map { $0 == .mirrors } ?? shapesMirrorByDefault
    let width = GlyphMetrics.advance(of: cell.character, monospacedDigits: true) * cell.fontSize
    var fragment = Fragment(width: width, height: cell.fontSize * 1.2)
    fragment.glyphs.append(
      glyph(for: cell, path: path, width: width, environment: environment,
            mirrored: mirrors && environment.direction == .rtl))
    return fragment
  }

  private func glyph(
    for cell: ResolutionEnvironment.Cell, path: String, width: Double, environment: ResolutionEnvironment,
    mirrored: Bool
  ) -> ResolvedGlyph {
    ResolvedGlyph(
      character: String(cell.character), logicalIndex: cell.index, x: 0, y: 0, width: width,
      height: cell.fontSize * 1.2, mirrored: mirrored, flippedVertically: false, copy: environment.copy,
      node: path, display: cell.display, displayIndex: cell.displayIndex, covered: cell.covered)
  }

  // MARK: Placement

  /// Children side by side; in right to left the first child sits at the right edge.
  ///
  /// The parts are consumed (`Fragment.take`): each is moved into the row, not copied.
  static func row(_ parts: consuming [Fragment], spacing: Double, direction: TextDirection) -> Fragment {
    var fragment = Fragment()
    fragment.height = parts.map(\.height).max() ?? 0
    if direction == .rtl { parts.reverse() }
    for index in parts.indices {
      let part = Fragment.take(index, of: &parts)
      if index > 0 { fragment.width += spacing }
      let (width, dx, dy) = (part.width, fragment.width, (fragment.height - part.height) / 2)
      fragment.append(part, dx: dx, dy: dy)
      fragment.width += width
    }
    return fragment
  }

  /// Children top to bottom, centred horizontally; the parts are moved in, not copied.
  static func column(_ parts: consuming [Fragment], spacing: Double) -> Fragment {
    var fragment = Fragment()
    fragment.width = parts.map(\.width).max() ?? 0
    for index in parts.indices {
      let part = Fragment.take(index, of: &parts)
      if index > 0 { fragment.height += spacing }
      let (height, dx, dy) = (part.height, (fragment.width - part.width) / 2, fragment.height)
      fragment.append(part, dx: dx, dy: dy)
      fragment.height += height
    }
    return fragment
  }

  /// Children on top of each other, centred; the parts are moved in, not copied.
  static func overlay(_ parts: consuming [Fragment]) -> Fragment {
    var fragment = Fragment()
    fragment.width = parts.map(\.width).max() ?? 0
    fragment.height = parts.map(\.height).max() ?? 0
    for index in parts.indices {
      let part = Fragment.take(index, of: &parts)
      let (dx, dy) = ((fragment.width - part.width) / 2, (fragment.height - part.height) / 2)
      fragment.append(part, dx: dx, dy: dy)
    }
    return fragment
  }

  static func textWidth(_ text: String, monospaced: Bool) -> Double {
    text.reduce(0) { $0 + GlyphMetrics.advance(of: $1, monospacedDigits: monospaced) } * textFontSize
  }

  /// A template rendered for one tick: its characters and, for each, the index in the display
  /// string it shows (`nil` for other text), and what it used.
  struct Rendered {
    var characters: [Character] = []
    var displayIndices: [Int?] = []
    /// It shows the whole value (`$display`).
    var showsDisplay = false
    /// It shows single fields (`$minutes`, …): one piece of a split-field display.
    var showsFields = false
    /// It shows the digit cell's character (`$cell`).
    var showsCell = false
    var text: String { String(characters) }
    var showsValue: Bool { displayIndices.contains { $0 != nil } || showsDisplay || showsFields || showsCell }
  }

  /// Renders a template's placeholders, recording where each character of the value landed.
  func render(_ template: String, display: TimerDisplay, cell: ResolutionEnvironment.Cell? = nil) -> Rendered {
    var rendered = Rendered()
    func append(_ text: some Sequence<Character>, indices: [Int?]? = nil) {
      let characters = Array(text)
      rendered.characters += characters
      rendered.displayIndices += indices ?? Array(repeating: nil, count: characters.count)
    }
    let displayCharacters = display.characters
    for segment in templates.segments(template) {
      switch segment {
      case .text(let text):
        append(text)
      case .unknown(let name):
        append("$" + name)
      case .placeholder(.display):
        rendered.showsDisplay = true
        append(displayCharacters, indices: displayCharacters.indices.map { $0 })
      case .placeholder(.spoken):
        append(display.spoken)
      case .placeholder(.cell):
        rendered.showsCell = true
        if let cell { append([cell.character], indices: [cell.displayIndex]) }
      case .placeholder(let placeholder):
        rendered.showsFields = true
        // `$minutes` shows the display's minutes whether they wrap at the hour or count every
        // minute (a pattern without hours); likewise for seconds.
        let alternatives: [DisplayField: DisplayField] = [
          .minutes: .totalMinutes, .totalMinutes: .minutes, .seconds: .totalSeconds, .totalSeconds: .seconds,
        ]
        guard let field = placeholder.field,
          let range = display.fields[field] ?? alternatives[field].flatMap({ display.fields[$0] }),
          range.upperBound <= displayCharacters.count
        else { continue }
        append(displayCharacters[range], indices: range.map { $0 })
      }
    }
    return rendered
  }
}

extension LayoutResolver {
  /// A `Text` with a `frame(width:)` narrower than its string: SwiftUI proposes the frame's
  /// width to the text, which wraps onto more lines, or, at its `lineLimit`, truncates its last
  /// line with "…" (https://developer.apple.com/documentation/swiftui/view/linelimit(_:)-513mb,
  /// https://developer.apple.com/documentation/swiftui/view/frame(width:height:alignment:)).
  /// Lines break between characters in logical order and keep each line's visual order — an
  /// approximation of the text system's word breaking.
  func applyTextFrame(
    _ node: ViewNode, to fragment: inout Fragment, recorder: ResolutionRecorder, reference: NodeReference,
    environment: ResolutionEnvironment
  ) {
    var proposed: Double?
    var limit: Int?
    for modifier in node.modifiers {
      switch modifier.kind {
      case .frame(let width?, _) where proposed == nil: proposed = width
      case .lineLimit(let lines): limit = lines
      default: break
      }
    }
    guard let width = proposed, fragment.width > width + 0.001, !fragment.glyphs.isEmpty else { return }
    let lineHeight = fragment.height
    let logical = fragment.glyphs.sorted { $0.logicalIndex < $1.logicalIndex }
    var lines: [[ResolvedGlyph]] = [[]]
    var used = 0.0
    for glyph in logical {
      if used + glyph.width > width + 0.001, !lines[lines.count - 1].isEmpty {
        lines.append([])
        used = 0
      }
      lines[lines.count - 1].append(glyph)
      used += glyph.width
    }
    var truncated = false
    if let limit, lines.count > limit {
      lines = Array(lines.prefix(limit))
      truncated = true
    }
    let ellipsisWidth = GlyphMetrics.advance(of: "…", monospacedDigits: false) * Self.textFontSize
    var glyphs: [ResolvedGlyph] = []
    for (row, line) in lines.enumerated() {
      var kept = line
      let last = row == lines.count - 1
      if truncated, last {
        while !kept.isEmpty, kept.reduce(0, { $0 + $1.width }) + ellipsisWidth > width + 0.001 { kept.removeLast() }
      }
      var x = 0.0
      var placed = kept.sorted { $0.x < $1.x }.map { glyph -> ResolvedGlyph in
        var glyph = glyph
        glyph.x = x
        glyph.y = Double(row) * lineHeight
        x += glyph.width
        return glyph
      }
      if truncated, last {
        let ellipsis = ResolvedGlyph(
          character: "…", logicalIndex: (kept.map(\.logicalIndex).max() ?? -1) + 1, x: x, y: Double(row) * lineHeight,
          width: ellipsisWidth, height: lineHeight, mirrored: false, flippedVertically: false, copy: environment.copy,
          node: reference.path, display: nil, displayIndex: nil, covered: true)
        placed.append(ellipsis)
      }
      glyphs += placed
    }
    fragment.glyphs = glyphs
    fragment.width = width
    fragment.height = Double(lines.count) * lineHeight
    if truncated {
      recorder.strings.append(
        ShownString(node: reference, role: .text, text: glyphs.sorted { ($0.y, $0.x) < ($1.y, $1.x) }.map(\.character).joined()))
    }
  }
}
