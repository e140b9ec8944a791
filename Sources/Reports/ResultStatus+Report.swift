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
  var attentionRank: Int { presentation.rank }

  /// A short word for the HTML tables: `pass`, `FAIL`, `?`, `n/a`, `waived`, `latent`.
  var shortLabel: String { presentation.shortLabel }

  /// The symbol the Markdown tables use.
  var symbol: String { presentation.symbol }

  /// The status in words, for legends and one-line summaries.
  var label: String { presentation.label }

  /// How the reports rank and spell each status, one row a status.
  private var presentation: (rank: Int, shortLabel: String, symbol: String, label: String) {
    switch self {
    case .failed: (5, "FAIL", "❌", "failed")
    case .cantTell: (4, "?", "⚠️", "can't tell")
    case .latent: (3, "latent", "💤", "latent (appears once the app ships this localisation)")
    case .waived: (2, "waived", "🛂", "waived")
    case .passed: (1, "pass", "✅", "passed")
    case .inapplicable: (0, "n/a", "➖", "not applicable")
    }
  }
}
