import Foundation

/// What an imported case says about its view, in the terms a person judges the Swift code in
/// (the field corpus's judgements, `Tests/FieldCorpus/README.md`): the display's shape as a
/// pattern (`mm:ss`, `H:mm:ss`, `timerInterval`), the timeline's kind, the variants, what each
/// animation animates (by its Swift line), the platforms, deployment targets and localisations.
package struct ImportedFacts: Sendable, Equatable {
  package var display: String?
  /// `countdown`, `countUp`, `systemTimer` or `relative`.
  package var kind: String?
  /// Branches of the largest `Variants` node that holds the time, 0 when none does.
  package var variants: Int
  /// Swift line → whether the animation or transition there animates the display.
  package var animations: [Int: Bool]
  /// Swift lines of constructs listed as not interpreted (a content transition, say).
  package var listedLines: Set<Int>
  package var platforms: Set<String>
  package var deploymentTarget: [String: String]
  /// Empty when the case is audited in every language (no localisation found).
  package var localizations: [String]
  package var reflection: Bool

  /// The last words of a listed animation's construct: it animates the time, or other content.
  static let onTheTime = " on the time"
  static let onOtherContent = " on other content"

  /// Reads a case the importer wrote; nil when it is not such a case.
  package init?(json: String) {
    guard let object = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any],
      let timeline = object["timeline"] as? [String: Any], let view = object["view"] as? [String: Any]
    else { return nil }
    let imported = object["imported"] as? [String: Any] ?? [:]
    let display = timeline["display"] as? [String: Any] ?? [:]
    self.display = Self.pattern(display, unit: timeline["unit"] as? String)
    // Hours shown only from an hour on: a timeline that never reaches one shows no hours.
    let range = (timeline["countdown"] ?? timeline["countUp"]) as? [String: Any]
    let largest = [range?["from"], range?["to"]].compactMap { ($0 as? Int) ?? ($0 as? Double).map(Int.init) }.max() ?? 0
    let perSecond = ["deciseconds": 10, "centiseconds": 100, "milliseconds": 1000][timeline["unit"] as? String ?? ""] ?? 1
    if display["omitZeroHours"] as? Bool == true, largest < 3600 * perSecond, let full = self.display {
      self.display = Self.withoutHours(full)
    }
    if display["system"] != nil {
      kind = "systemTimer"
    } else {
      kind = timeline["countUp"] != nil ? "countUp" : "countdown"
    }
    variants = Self.variants(view)
    reflection = Self.contains(view) { $0["type"] as? String == "Reflection" }
    let sourceMap = imported["sourceMap"] as? [String: String] ?? [:]
    var animations: [Int: Bool] = [:]
    Self.modifiers(view, pointer: "/view") { pointer, name, value in
      guard ["animation", "transition"].contains(name), let at = sourceMap[pointer], let line = Self.line(at) else { return }
      let animatesDisplay = (value as? [String: Any])?["value"] as? String == "display"
      animations[line] = (animations[line] ?? false) || animatesDisplay
    }
    let listed = imported["uninterpreted"] as? [[String: Any]] ?? []
    listedLines = Set(listed.compactMap { ($0["at"] as? String).flatMap(Self.line) })
    // A listed animation still says what it animates.
    for entry in listed {
      guard let construct = entry["construct"] as? String, let line = (entry["at"] as? String).flatMap(Self.line) else { continue }
      if construct.hasSuffix(Self.onTheTime) { animations[line] = true }
      if construct.hasSuffix(Self.onOtherContent), animations[line] == nil { animations[line] = false }
    }
    self.animations = animations
    // The importer's stand-in display (its entries say so with `standInDisplay`) is not a
    // reading: it says the display is unknown, or a relative date where that is what it stands
    // in for.
    let standIns = listed.filter { $0["standInDisplay"] != nil }
    if !standIns.isEmpty {
      let constructs = standIns.compactMap { $0["construct"] as? String }
      if constructs.contains(where: { $0.contains("style: .relative") }) {
        self.display = "relative"
        kind = "relative"
      } else {
        self.display = "unknown"
      }
    }
    let targets = object["deploymentTarget"] as? [String: String] ?? [:]
    deploymentTarget = targets
    platforms = Set(targets.keys)
    localizations = object["localizations"] as? [String] ?? []
  }

  private static func line(_ location: String) -> Int? {
    let parts = location.split(separator: ":")
    return parts.count >= 3 ? Int(parts[parts.count - 2]) : nil
  }

  /// The display as a pattern of the corpus's tokens.
  static func pattern(_ display: [String: Any], unit: String? = nil) -> String? {
    if let system = display["system"] as? String {
      if system == "timerInterval" { return display["showsHours"] as? Bool == false ? "timerInterval(showsHours: false)" : "timerInterval" }
      return system
    }
    if let pattern = display["pattern"] as? String {
      // A pattern without an hour field counts every minute (90:00): total minutes.
      return pattern.contains(where: { $0 == "H" || $0 == "h" }) ? pattern : Self.totalMinutes(pattern)
    }
    if let skeleton = display["skeleton"] as? String { return ["ms": "mm:ss", "Hms": "HH:mm:ss", "hms": "h:mm:ss", "jms": "h:mm:ss"][skeleton] ?? skeleton }
    if let duration = display["duration"] as? String {
      let pad = (display["padLeadingToLength"] as? Int) ?? (display["padLeadingToLength"] as? Double).map(Int.init) ?? 1
      switch duration {
      // The minutes of `.minuteSecond` count past 59: the pattern has no hours.
      case "minuteSecond": return pad >= 2 ? "MM:ss" : "M:ss"
      case "hourMinute": return pad >= 2 ? "HH:mm" : "H:mm"
      default: return pad >= 2 ? "HH:mm:ss" : "H:mm:ss"
      }
    }
    if let format = display["format"] as? String, let arguments = display["arguments"] as? [String] {
      var result = ""
      var index = 0
      var characters = format[...]
      while let first = characters.first {
        characters = characters.dropFirst()
        guard first == "%" else { result += quoted(String(first)); continue }
        let flags = characters.prefix { "0123456789l.".contains($0) }
        characters = characters.dropFirst(flags.count)
        guard let kind = characters.first else { break }
        characters = characters.dropFirst()
        if kind == "%" { result += "%"; continue }
        let digits = flags.filter(\.isNumber)
        let width = Int(digits.drop { $0 == "0" }) ?? 1
        result += token(index < arguments.count ? arguments[index] : "", width: digits.hasPrefix("0") ? width : 1)
        index += 1
      }
      return result
    }
    if let items = display["interpolation"] as? [Any] {
      return items.map { item in
        if let text = item as? String { return quoted(text) }
        guard let field = item as? [String: Any], let name = field["field"] as? String else { return "" }
        let width = (field["width"] as? Int) ?? (field["width"] as? Double).map(Int.init) ?? 1
        // An unpadded fraction's letters are its precision (hundredths are `SS`).
        if name == "fraction", width < 2 || field["zeroPadded"] as? Bool == false,
          let digits = ["deciseconds": 1, "centiseconds": 2, "milliseconds": 3][unit ?? ""]
        {
          return String(repeating: "S", count: digits)
        }
        return token(name, width: field["zeroPadded"] as? Bool == false ? 1 : width)
      }.joined()
    }
    return nil
  }

  /// A pattern without its hour field and the literal after it (`HH:mm:ss` → `mm:ss`), its
  /// minutes then counting every minute.
  private static func withoutHours(_ pattern: String) -> String {
    var rest = Substring(pattern).drop { $0 == "H" || $0 == "h" }
    if rest.first == "'" { rest = rest.dropFirst().drop { $0 != "'" }.dropFirst() } else { rest = rest.dropFirst() }
    return totalMinutes(String(rest))
  }

  /// The pattern with its minute letters outside quotes as total minutes (`mm:ss` → `MM:ss`).
  private static func totalMinutes(_ pattern: String) -> String {
    var quoted = false
    return String(pattern.map { character in
      if character == "'" { quoted.toggle() }
      return !quoted && character == "m" ? "M" : character
    })
  }

  private static func token(_ field: String, width: Int) -> String {
    let letter: String
    switch field {
    case "hours": letter = "H"
    case "minutes": letter = "m"
    case "totalMinutes": letter = "M"
    case "seconds", "totalSeconds": letter = "s"
    case "fraction": return String(repeating: "S", count: max(width, 1))
    default: letter = "?"
    }
    return width >= 2 ? letter + letter : letter
  }

  private static func quoted(_ text: String) -> String {
    text.contains(where: \.isLetter) ? "'\(text)'" : text
  }

  private static func contains(_ node: [String: Any], _ test: ([String: Any]) -> Bool) -> Bool {
    if test(node) { return true }
    return children(node).contains { contains($0, test) }
  }

  private static func children(_ node: [String: Any]) -> [[String: Any]] {
    var result = node["children"] as? [[String: Any]] ?? []
    if let cell = node["cell"] as? [String: Any] { result.append(cell) }
    for branch in node["branches"] as? [[String: Any]] ?? [] {
      if let view = branch["view"] as? [String: Any] { result.append(view) }
    }
    return result
  }

  private static func showsTime(_ node: [String: Any]) -> Bool {
    contains(node) { ($0["text"] as? String)?.contains("$") == true || $0["type"] as? String == "DigitCells" }
  }

  private static func variants(_ node: [String: Any]) -> Int {
    var best = 0
    // A container's presentations (a Live Activity's lock screen and Dynamic Island regions)
    // are not states of the screen.
    if node["type"] as? String == "Variants", showsTime(node), (node["id"] as? String)?.hasPrefix("container-") != true {
      best = (node["branches"] as? [Any])?.count ?? 0
    }
    return children(node).map(variants).reduce(best, max)
  }

  private static func modifiers(_ node: [String: Any], pointer: String, _ visit: (String, String, Any) -> Void) {
    for (i, modifier) in (node["modifiers"] as? [[String: Any]] ?? []).enumerated() {
      for (name, value) in modifier { visit(pointer + "/modifiers/\(i)", name, value) }
    }
    for (i, child) in (node["children"] as? [[String: Any]] ?? []).enumerated() {
      modifiers(child, pointer: pointer + "/children/\(i)", visit)
    }
    if let cell = node["cell"] as? [String: Any] { modifiers(cell, pointer: pointer + "/cell", visit) }
    for (i, branch) in (node["branches"] as? [[String: Any]] ?? []).enumerated() {
      if let view = branch["view"] as? [String: Any] { modifiers(view, pointer: pointer + "/branches/\(i)/view", visit) }
    }
  }
}
