/// What the Swift-source importer recorded about a case it wrote: the Swift view it came from,
/// where every node and modifier is in the Swift source, what it could not interpret, and the
/// project facts (localisations, deployment targets) with where each was read.
///
/// A case file written by hand has none. In the case file it is the `"imported"` object; its
/// source map is keyed by JSON pointers (`/view/children/0/modifiers/2`), which decoding turns
/// into the case-file positions findings carry, so a finding can be moved to the Swift line.
package struct ImportRecord: Sendable, Equatable {
  /// The Swift file that declares the view, as the importer was given it.
  package var from: String
  /// The view's type name (`GlassTimerText`).
  package var view: String
  /// Case-file positions (of node objects, modifier objects and their keys, uninterpreted
  /// entries) → where that thing is written in Swift.
  package var sourceMap: [CasePosition: SourceLocation] = [:]
  /// What the importer read but could not put into the case.
  package var uninterpreted: [UninterpretedConstruct] = []
  /// What the importer put into the case approximately (no rule is affected; shown by `resolve`).
  package var approximated: [UninterpretedConstruct] = []
  /// Facts about the project no view shows, with their sources.
  package var facts: [ProjectFact] = []

  /// The Swift location of a case-file position, when the importer mapped it.
  package func swiftLocation(line: Int, column: Int) -> SourceLocation? {
    sourceMap[CasePosition(line: line, column: column)]
  }

  /// The constructs that keep a rule from judging: those naming it, and those naming no rule
  /// (which affect every rule), and those whose `standInDisplay` names it: a rule that cannot
  /// fail on a stand-in display cannot pass on it either.
  package func uninterpreted(affecting rule: String) -> [UninterpretedConstruct] {
    uninterpreted.filter { $0.rules.isEmpty || $0.rules.contains(rule) || $0.standIns(rule) }
  }

  /// The constructs whose stand-in (a display, a font) the rule's verdicts read: a failure
  /// found on something the importer guessed is as much a guess as a pass.
  package func standIns(affecting rule: String) -> [UninterpretedConstruct] {
    uninterpreted.filter { $0.standIns(rule) }
  }
}

/// A line and column in a case file, the key of an import's source map.
package struct CasePosition: Sendable, Hashable {
  /// The 1-based line.
  package var line: Int
  /// The 1-based column.
  package var column: Int
}

/// A Swift construct the importer saw in a view and could not express in the case.
package struct UninterpretedConstruct: Sendable, Equatable {
  /// What it is, as written (`.rotationEffect(…)`, `Text(verbatim:)`).
  package var construct: String
  /// Why it could not be interpreted and what that leaves open.
  package var reason: String
  /// The rules whose verdicts depend on it; empty for every rule.
  package var rules: [String]
  /// Set when the case's display is the importer's stand-in for what this construct shows
  /// (`mm:ss` in Latin digits, read from nothing): the rules whose verdicts read the shown
  /// string, so that their failures found on the stand-in say *can't tell* as their passes do.
  /// Nil when the display was read, or the construct is not what it shows.
  package var standInDisplay: [String]? = nil
  /// Set when the case measures text in the system font, standing in for this construct's
  /// custom font, whose glyph widths are unknown: the rules whose verdicts read the widths, so
  /// that their failures say *can't tell* as their passes do. Nil for every other construct.
  package var standInFont: [String]? = nil
  /// Where it is in the Swift source.
  package var at: SourceLocation
  /// Where its entry is in the case file.
  package var location: SourceLocation

  /// Whether `rule`'s verdicts read a stand-in for this construct.
  func standIns(_ rule: String) -> Bool {
    standInDisplay?.contains(rule) == true || standInFont?.contains(rule) == true
  }
}

/// A fact about the project (its localisations, a deployment target) and where it was read.
package struct ProjectFact: Sendable, Equatable {
  /// What the fact is about (`localizations`, `deploymentTarget.iOS`).
  package var name: String
  /// Its value (`ar, en, he`, `17.0`).
  package var value: String
  /// Where it was read: a file, with a line where one applies.
  package var source: String
}
