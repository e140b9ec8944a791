import Foundation
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Runner

/// Rewrites a fixture's `expect` block from what a run found, in the most compact exact form,
/// so a reviewer reads the change as a diff (`layout-audit audit --update-expectations`).
///
/// Per rule, the locales where it failed (or was waived) on each platform; platforms with the
/// same locales share one entry, and an entry covering every platform the case deploys to names
/// none. A locale set is written as what it is when it is one: `all`, `rtl`, `ltr`, or a filter
/// (`{ "direction": "rtl", "numberingSystems": ["arab", "arabext"] }`) that selects exactly
/// those locales among all of ICU's; otherwise as the list of ids. Reasons already in the block
/// are kept for their rule; a new entry gets a reason to replace. Everything else in the file
/// is left byte for byte as it was.
struct ExpectationWriter {
  let profiles: [LocaleProfile]
  let platforms: PlatformCatalog

  /// The new text of a fixture's file.
  func rewrite(_ loaded: LoadedCase, report: AuditReport) throws(AuditError) -> String {
    let text = String(decoding: loaded.contents, as: UTF8.self)
    let layoutCase = loaded.layoutCase
    let entries = self.entries(for: layoutCase, report: report)
    let block = Self.render(entries)
    let root: JSONValue
    do {
      root = try JSONParser().parse(loaded.contents, file: loaded.path)
    } catch {
      throw .invalidInput(.init(.json(error)))
    }
    let top = SourceLocation(file: loaded.path, line: 1, column: 1)
    guard let members = root.members else {
      throw .invalidInput(.init(.json(JSONParseError(location: top, message: "a case file is an object"))))
    }
    let document = CaseFixer.Document(text: text, root: root)
    let scalars = document.scalars
    guard let close = scalars.lastIndex(of: "}") else {
      throw .invalidInput(.init(.json(JSONParseError(location: top, message: "the case object does not close"))))
    }
    // Between a value and what follows it the parser allowed only whitespace and one comma:
    // the block ends before those, and a new block goes after the last value.
    let last = Self.startOfSpace(before: close, in: scalars)
    var (start, end, replacement) = (last, last, ",\n  \"expect\": \(block)")
    if let position = members.firstIndex(where: { $0.key == "expect" }) {
      start = document.offset(members[position].keyLocation)
      if position + 1 < members.count {
        let comma = Self.startOfSpace(before: document.offset(members[position + 1].keyLocation), in: scalars) - 1
        end = Self.startOfSpace(before: comma, in: scalars)
      }
      replacement = "\"expect\": \(block)"
    }
    return document.text(0..<start) + replacement + document.text(end..<scalars.count)
  }

  /// One declared failure.
  struct Entry {
    var rule: String
    var platforms: [String]?
    var locales: String
    var reason: String
  }

  /// The entries for a case: per rule, platforms grouped by identical failing locales.
  func entries(for layoutCase: LayoutCase, report: AuditReport) -> [Entry] {
    let deployed = platforms.profiles.filter { $0.deploymentTarget(of: layoutCase) != nil }.map(\.id)
    var entries: [Entry] = []
    for rule in report.rules {
      var groups: [(locales: [String], platforms: [String])] = []
      for platform in report.matrix.platforms {
        let failing = report.results.filter { $0.caseID == layoutCase.id && $0.ruleID == rule.id && $0.platform == platform }
          .flatMap(\.findings).filter { $0.status == .failed || $0.status == .waived }.flatMap(\.locales)
        let locales = report.matrix.locales.filter(Set(failing).contains)
        guard !locales.isEmpty else { continue }
        if let index = groups.firstIndex(where: { $0.locales == locales }) {
          groups[index].platforms.append(platform)
        } else {
          groups.append((locales, [platform]))
        }
      }
      let reason = layoutCase.expect.first { $0.rule == rule.id && $0.outcome == .failed }?.reason
        ?? "Recorded from the run of \(report.generatedAt); replace with why this fixture fails here."
      for group in groups {
        entries.append(
          Entry(
            rule: rule.id, platforms: Set(group.platforms) == Set(deployed) ? nil : group.platforms,
            locales: describe(group.locales), reason: reason))
      }
    }
    return entries
  }

  /// The most compact JSON for a set of locales.
  func describe(_ locales: [String]) -> String {
    let wanted = Set(locales)
    for (name, scope) in LocaleScope.named where wanted == Set(profiles.filter(scope.contains).map(\.locale.bcp47)) {
      return "\"\(name)\""
    }
    let chosen = profiles.filter { wanted.contains($0.locale.bcp47) }
    let systems = Array(Set(chosen.map(\.numberingSystem.name))).sorted()
    let directions = Set(chosen.map(\.direction))
    let units = Set(chosen.map(\.spokenUnits))
    typealias Filter = (direction: TextDirection?, systems: [String]?, units: Bool?)
    var candidates: [Filter] = []
    let direction = directions.count == 1 ? directions.first : nil
    let unit = units.count == 1 ? units.first : nil
    if systems.count <= 4 {
      candidates += [(nil, systems, nil), (direction, systems, nil)]
    }
    candidates += [(nil, nil, unit), (direction, nil, unit)]
    if systems.count <= 4 { candidates.append((direction, systems, unit)) }
    for filter in candidates where filter.direction != nil || filter.systems != nil || filter.units != nil {
      let selected = profiles.filter { profile in
        (filter.direction.map { $0 == profile.direction } ?? true)
          && (filter.systems.map { $0.contains(profile.numberingSystem.name) } ?? true)
          && (filter.units.map { $0 == profile.spokenUnits } ?? true)
      }
      guard Set(selected.map(\.locale.bcp47)) == wanted else { continue }
      var parts: [String] = []
      if let direction = filter.direction { parts.append("\"direction\": \"\(direction.rawValue)\"") }
      if let systems = filter.systems {
        parts.append("\"numberingSystems\": [" + systems.map { Self.quoted($0) }.joined(separator: ", ") + "]")
      }
      if let units = filter.units { parts.append("\"spokenUnits\": \(units)") }
      return "{ " + parts.joined(separator: ", ") + " }"
    }
    return "[" + locales.map(Self.quoted).joined(separator: ", ") + "]"
  }

  /// The block, one entry a line (two when the reason is long), indented as the shipped cases.
  static func render(_ entries: [Entry]) -> String {
    guard !entries.isEmpty else { return "[]" }
    let lines = entries.map { entry in
      var fields = ["\"rule\": \(quoted(entry.rule))", "\"outcome\": \"failed\""]
      if let platforms = entry.platforms {
        fields.append("\"platforms\": [" + platforms.map(quoted).joined(separator: ", ") + "]")
      }
      fields.append("\"locales\": \(entry.locales)")
      return "    { " + fields.joined(separator: ", ") + ",\n      \"reason\": \(quoted(entry.reason)) }"
    }
    return "[\n" + lines.joined(separator: ",\n") + "\n  ]"
  }

  static func quoted(_ text: String) -> String {
    // A string encodes to JSON without failing.
    String(decoding: (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8), as: UTF8.self)
  }

  /// Where the JSON whitespace that ends just before `index` starts.
  static func startOfSpace(before index: Int, in scalars: [Unicode.Scalar]) -> Int {
    var start = index
    while start > 0, [" ", "\t", "\n", "\r"].contains(scalars[start - 1]) { start -= 1 }
    return start
  }
}
