/// Questions a test asks of a report, with answers that read well in a failure message.
extension AuditReport {
  /// Unwaived failures, optionally of one rule, case or platform.
  public func failures(rule: String? = nil, case caseID: String? = nil, platform: String? = nil) -> [Failure] {
    results.filter { result in
      (rule == nil || result.ruleID == rule) && (caseID == nil || result.caseID == caseID)
        && (platform == nil || result.platform == platform)
    }.flatMap { result in
      result.findings.filter { $0.status == .failed }.map { Failure(result: result, finding: $0) }
    }
  }

  /// Failures no fixture's `expect` block declares (unwaived).
  public var unexpectedFailures: [Failure] { failures().filter { !$0.finding.expected } }

  /// The overall status of one rule on one case and platform.
  public func status(rule: String, case caseID: String, platform: String) -> ResultStatus? {
    results.first { $0.ruleID == rule && $0.caseID == caseID && $0.platform == platform }?.status
  }

  /// Every unwaived failure and unmet expectation, one per line, for `#expect(…, "\(…)")`.
  public var failureDescription: String {
    let lines = failures().map(\.description) + expectations.filter { !$0.matched }.map {
      "unmet expectation: \($0.caseID) \($0.rule) [\($0.platform)]: \($0.message)"
    }
    return lines.isEmpty ? "no failures" : lines.joined(separator: "\n")
  }

  /// One failure with the result it belongs to.
  public struct Failure: Sendable, CustomStringConvertible {
    public let result: CaseResult
    public let finding: Finding

    public var description: String {
      var text = "\(result.caseID): \(result.ruleID) [\(result.platform)] \(finding.message)"
      if let evidence = finding.evidence, let expected = evidence.expected, let shown = evidence.shown {
        text += " — expected \(expected), shown \(shown)"
      }
      let locales = finding.locales.prefix(8).joined(separator: ", ")
      text += " (locales: \(locales)\(finding.locales.count > 8 ? " and \(finding.locales.count - 8) more" : ""))"
      if let node = finding.node { text += " at \(node.position)" }
      return text
    }
  }
}
