import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel

/// The human form of `resolve`.
package enum ResolvedLayoutText {
  package static func render(
    _ layout: ResolvedLayout, title: String, platformName: String, textSize: DynamicTypeSize? = nil
  ) -> String {
    var lines: [String] = []
    lines.append("\(layout.caseID) — \(title)")
    lines.append(
      "locale \(layout.locale) (\(layout.localeDirection)), \(platformName), settings \(layout.settings), tick \(layout.tick)")
    let localization = layout.localization
    lines.append(
      "app localisation \(localization.localization)\(localization.shipped ? "" : " (the app does not ship this locale's language: findings only as if it did are latent)"), formats in \(localization.formattingLocale), lays out \(localization.layoutDirection)")
    if !layout.branches.isEmpty {
      lines.append("branches   " + layout.branches.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: ", "))
    }
    guard layout.deployed else {
      lines.append("The case has no deployment target for this platform: nothing to resolve.")
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append("")
    lines.append("display    \(VisibleText.make(layout.display))    spoken \"\(layout.spoken)\"\(layout.spokenUnits ? "" : " (abbreviated: no full-name units in CLDR)")")
    if !layout.displayFields.isEmpty {
      let characters = Array(layout.display)
      lines.append(
        "fields     " + layout.displayFields.sorted { $0.value.first ?? 0 < $1.value.first ?? 0 }.map { name, bounds in
          let text = bounds.count == 2 && bounds[1] <= characters.count ? String(characters[bounds[0]..<bounds[1]]) : ""
          return "\(name) \"\(VisibleText.make(text))\""
        }.joined(separator: ", "))
    }
    lines.append("reference  \(layout.reference.visual)  (the locale's way: \(VisibleText.make(layout.reference.text)) laid out \(layout.reference.direction))")
    for display in layout.displays {
      let verdict = display.tokens.elementsEqual(layout.reference.tokens, by: { $0.plays($1) }) ? "matches" : "DIFFERS"
      lines.append(
        "shown      \(display.shown)  (\(display.node.path), \(display.copy.rawValue), \(display.kind.rawValue), \(display.direction)) \(verdict)")
    }
    lines.append("")
    lines.append("GLYPHS (left to right)")
    lines.append("  x       width  char  logical  mirrored  flipped  copy        node")
    for glyph in layout.glyphs.sorted(by: { ($0.y, $0.x) < ($1.y, $1.x) }) {
      lines.append(
        "  " + pad(String(format: "%.1f", glyph.x), 8) + pad(String(format: "%.1f", glyph.width), 7)
          + pad(VisibleText.make(glyph.character), 6) + pad(String(glyph.logicalIndex), 9)
          + pad(glyph.mirrored ? "yes" : "no", 10) + pad(glyph.flippedVertically ? "yes" : "no", 9)
          + pad(glyph.copy.rawValue, 12) + glyph.node + (glyph.covered ? "" : "  (no width in the cell table)"))
    }
    lines.append("")
    lines.append("STACKS")
    for stack in layout.stacks {
      let quirk = layout.quirks.first { $0.node.path == stack.node.path && $0.copy == stack.copy }
        .map { " — quirk \($0.quirk.rawValue)" } ?? ""
      lines.append(
        "  \(stack.node.path) (\(stack.copy.rawValue)): environment \(stack.environmentDirection), laid out \(stack.layoutDirection)\(quirk)")
    }
    lines.append("")
    lines.append("ACCESSIBILITY (reading order)")
    for (index, element) in layout.accessibility.enumerated() {
      let traits = element.traits.isEmpty ? "" : " [\(element.traits.map(\.rawValue).joined(separator: ", "))]"
      let state = element.hidden ? "hidden" : "\(index + 1)."
      let value = element.value.map { " value \"\($0)\"" } ?? ""
      let times = element.timeAnnouncements > 1 ? " — reads the time \(element.timeAnnouncements) times" : ""
      lines.append("  \(state) \(element.node.path) (\(element.copy.rawValue)): \"\(element.label)\"\(value)\(traits)\(times)")
    }
    lines.append("")
    lines.append("MOTION")
    if layout.motion.isEmpty { lines.append("  (none)") }
    for entry in layout.motion {
      let curve = entry.curve ?? (entry.systemReduced ? "off (reduced by the system)" : "off")
      lines.append("  \(entry.node.path) (\(entry.copy.rawValue)): \(entry.kind.rawValue) by \(entry.source.rawValue)\(entry.trigger.map { " on \($0)" } ?? ""): \(curve)")
    }
    lines.append("")
    lines.append("GLASS")
    if layout.glass.isEmpty { lines.append("  (none)") }
    for glass in layout.glass {
      lines.append(
        "  \(glass.node.path) (\(glass.copy.rawValue)): \(glass.declaredVariant) → \(glass.effectiveVariant), layer \(glass.layer)\(glass.inContainer ? ", in container" : "")\(glass.insideGlass ? ", INSIDE GLASS" : "")\(glass.systemAdapts ? ", adapted by the system" : "")\(glass.windowBackground ? ", window glass background" : "")")
    }
    lines.append("")
    lines += self.textSize(layout, only: textSize)
    return lines.joined(separator: "\n") + "\n"
  }

  /// Each view that draws the time as text: its font and space, and its width at each size
  /// (what `timer-text-fits` judges; widths in the stand-in fonts).
  private static func textSize(_ layout: ResolvedLayout, only: DynamicTypeSize?) -> [String] {
    var lines = ["TEXT SIZE"]
    let boxes = layout.textBoxes.filter { $0.copy == .original }
    guard let support = layout.dynamicType, !support.sizes.isEmpty else {
      lines.append(layout.dynamicType == nil ? "  (the profile does not say which text sizes the platform offers)" : "  (no Dynamic Type on this platform)")
      return lines
    }
    if boxes.isEmpty { lines.append("  (no view draws the time as text)") }
    let margin = Int((StandInMetrics.shipped.margin * 100).rounded())
    for box in boxes {
      let sizing = box.sizing
      var facts = ["font \(sizing.fontDescription)"]
      if !sizing.limits.isUnlimited { facts.append("dynamicTypeSize \(sizing.limits.description)") }
      if sizing.largeContentViewer { facts.append("Large Content Viewer") }
      if sizing.minimumScaleFactor < 1 { facts.append("minimumScaleFactor \(TextFit.points(sizing.minimumScaleFactor))") }
      if let limit = sizing.lineLimit { facts.append("lineLimit \(limit)") }
      lines.append("  \(box.node.path) \"\(VisibleText.make(box.text))\": \(facts.joined(separator: ", "))")
      switch TextFit.measure(box, support: support, screen: layout.screen, only: only) {
      case .failure(.noScreen): lines.append("    (the profile gives no screen width)")
      case .failure(.noMetrics(let missing)): lines.append("    (no stand-in glyph width for \(missing.codePoints))")
      case .failure(.noPointSize(let size)): lines.append("    (the platform publishes no point size for this font at \(size.rawValue))")
      case .success(let fits):
        if only != nil, fits.isEmpty { lines.append("    (the platform does not offer this size)") }
        for fit in fits {
          let verdict: String
          switch fit.verdict {
          case .fits: verdict = "fits"
          case .overflows: verdict = "DOES NOT FIT"
          case .withinMargin: verdict = "within the ±\(margin) % margin"
          }
          let shrunk = fit.narrowest < fit.width ? " (down to \(TextFit.points(fit.narrowest)) pt)" : ""
          let space = "\(TextFit.points(fit.space)) pt \(fit.inFrame ? "frame" : "screen")"
          let size = pad(fit.size.rawValue, 15) + pad(TextFit.points(fit.points) + " pt", 8)
          lines.append("    \(size)width \(TextFit.points(fit.width)) pt\(shrunk) in \(space): \(verdict)")
        }
      }
    }
    return lines
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
