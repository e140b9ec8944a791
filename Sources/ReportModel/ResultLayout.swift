/// How `report.json` (schema 3) writes a report's results: grouped by (case, platform) unit, with
/// every distinct finding and picture written once in a table and named by its position.
///
/// The same problem usually shows on every platform of a case, and a rule's failure pictures
/// are shared by the rules that fail at the same locale, so most findings and pictures repeat;
/// writing each once keeps the report's size near the number of distinct problems. A table
/// picture leaves out its platform when it is its result's (it always is in a run), so pictures
/// repeat across platforms too. Reading expands every reference back into `CaseResult`s equal
/// to the ones written.
package struct ResultLayout: Sendable, Equatable {
  /// The results of each unit, in the report's order.
  package var units: [ResultUnit]
  /// Each distinct finding, in order of first use.
  package var findings: [Finding]
  /// Each distinct picture, in order of first use; `platform` empty where it is the result's.
  package var pictures: [LayoutPicture]

  /// A reference to a table entry that does not exist.
  package struct BadReference: Error, Sendable, Equatable {
    /// The unit and the rule entry in it that refers.
    package var unit: Int
    package var rule: Int
    /// `findings` or `pictures`.
    package var table: String
    package var index: Int
  }
}

extension ResultLayout {
  /// The layout of `results`: consecutive results of one case and platform form a unit.
  package init(_ results: [CaseResult]) {
    units = []
    findings = []
    pictures = []
    var findingIndex: [Finding: Int] = [:]
    var pictureIndex: [LayoutPicture: Int] = [:]
    /// The position of `value` in `table`, appended the first time its key is seen.
    func intern<Value, Key: Hashable>(_ value: Value, key: Key, into table: inout [Value], index: inout [Key: Int]) -> Int {
      if let known = index[key] { return known }
      index[key] = table.count
      table.append(value)
      return table.count - 1
    }
    for result in results {
      let found = result.findings.map { intern($0, key: $0, into: &findings, index: &findingIndex) }
      let drawn = result.pictures.map { picture in
        var picture = picture
        if picture.platform == result.platform { picture.platform = "" }
        return intern(picture, key: picture, into: &pictures, index: &pictureIndex)
      }
      var entry = ResultEntry(
        ruleID: result.ruleID, status: result.status, counts: result.counts, findings: found.isEmpty ? nil : found,
        pictures: drawn.isEmpty ? nil : drawn)
      if let last = units.last, last.caseID == result.caseID, last.platform == result.platform {
        units[units.count - 1].append(&entry)
      } else {
        units.append(ResultUnit(caseID: result.caseID, platform: result.platform, evaluations: result.counts.total, rules: [entry]))
      }
    }
  }

  /// The results, every reference expanded; `nil` (with the first bad reference's place) when
  /// a reference names no table entry.
  package func results() -> Result<[CaseResult], BadReference> {
    var results: [CaseResult] = []
    results.reserveCapacity(units.reduce(0) { $0 + $1.rules.count })
    for (unitIndex, unit) in units.enumerated() {
      for (ruleIndex, entry) in unit.rules.enumerated() {
        var found: [Finding] = []
        for index in entry.findings ?? [] {
          guard findings.indices.contains(index) else {
            return .failure(BadReference(unit: unitIndex, rule: ruleIndex, table: "findings", index: index))
          }
          found.append(findings[index])
        }
        var drawn: [LayoutPicture] = []
        for index in entry.pictures ?? [] {
          guard pictures.indices.contains(index) else {
            return .failure(BadReference(unit: unitIndex, rule: ruleIndex, table: "pictures", index: index))
          }
          var picture = pictures[index]
          if picture.platform.isEmpty { picture.platform = unit.platform }
          drawn.append(picture)
        }
        var counts = entry.counts ?? StatusCounts()
        if entry.counts == nil { counts[entry.status] = unit.evaluations }
        results.append(
          CaseResult(
            caseID: unit.caseID, ruleID: entry.ruleID, platform: unit.platform, status: entry.status,
            counts: counts, findings: found, pictures: drawn))
      }
    }
    return .success(results)
  }
}

/// The results of one (case, platform) unit: one entry per rule, in the report's rule order.
package struct ResultUnit: Sendable, Hashable, Codable {
  package var caseID: String
  package var platform: String
  /// The (locale, settings) evaluations of each rule: an entry whose every evaluation had its
  /// status leaves its counts out.
  package var evaluations: Int
  package var rules: [ResultEntry]

  package init(caseID: String, platform: String, evaluations: Int, rules: [ResultEntry]) {
    self.caseID = caseID
    self.platform = platform
    self.evaluations = evaluations
    self.rules = []
    for var entry in rules { append(&entry) }
  }

  /// Adds a rule's entry, leaving out counts that say only that every evaluation had its status.
  mutating func append(_ entry: inout ResultEntry) {
    if let counts = entry.counts, counts.total == evaluations, counts[entry.status] == evaluations {
      entry.counts = nil
    }
    rules.append(entry)
  }
}

/// One rule's result within a unit: its verdict and counts (left out when every evaluation had
/// the verdict), and positions in the report's `findings` and `pictures` tables (`nil`, and left
/// out, when there are none).
package struct ResultEntry: Sendable, Hashable, Codable {
  package var ruleID: String
  package var status: ResultStatus
  package var counts: StatusCounts?
  package var findings: [Int]?
  package var pictures: [Int]?
}
