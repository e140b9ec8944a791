import ReportModel


extension ResultStatus {
  /// The statuses a legend explains: every one, except latent when the report has none (most
  /// apps' cases declare no localisations, so nothing is latent).
  static func legend(_ report: AuditReport) -> [ResultStatus] {
    let latent = report.results.contains { $0.status == .latent }
    return allCases.filter { $0 != .latent || latent }
  }

  /// How much a status demands attention, for the "worst of" a cell or a requirement: a failure
  /// outranks a can't-tell (never hidden behind a pass), which outranks an accepted waiver.
  var attentionRank: Int {
    switch self {
    case .failed: 5
    case .cantTell: 4
    case .latent: 3
    case .waived: 2
    case .passed: 1
    case .inapplicable: 0
    }
  }

  /// A short word for the HTML tables: `pass`, `FAIL`, `?`, `n/a`, `waived`, `latent`.
  var shortLabel: String {
    switch self {
    case .passed: "pass"
    case .failed: "FAIL"
    case .cantTell: "?"
    case .inapplicable: "n/a"
    case .waived: "waived"
    case .latent: "latent"
    }
  }

  /// The symbol the Markdown tables use.
  var symbol: String {
    switch self {
    case .passed: "✅"
    case .failed: "❌"
    case .cantTell: "⚠️"
    case .inapplicable: "➖"
    case .waived: "🛂"
    case .latent: "💤"
    }
  }

  /// The status in words, for legends and one-line summaries.
  var label: String {
    switch self {
    case .passed: "passed"
    case .failed: "failed"
    case .cantTell: "can't tell"
    case .inapplicable: "not applicable"
    case .waived: "waived"
    case .latent: "latent (appears once the app ships this localisation)"
    }
  }
}
