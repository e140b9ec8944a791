/// How far a run is: its phase, and the steps of that phase done and in all.
///
/// A run classifies each case's locales, then evaluates each locale class of a case on the
/// case's platforms and assembles each (case, platform) unit into results, then writes its
/// reports. Each phase counts its own steps, so a display can say what is happening at every
/// point of a run, not only during evaluation.
public struct AuditProgress: Sendable, Hashable {
  /// A stretch of a run.
  public enum Phase: String, Sendable, Hashable, CaseIterable {
    /// Working out which locales each case cannot tell apart; a step is one case.
    case classifying
    /// Evaluating and assembling; a step is a locale class of a case evaluated on its
    /// platforms, or a (case, platform) unit assembled into results.
    case evaluating
    /// Rendering and writing the report files; a step is one file format.
    case writing
  }

  /// The phase.
  public var phase: Phase
  /// The steps of the phase done.
  public var done: Int
  /// The steps of the phase in all.
  public var total: Int

  public init(phase: Phase, done: Int, total: Int) {
    self.phase = phase
    self.done = done
    self.total = total
  }
}
