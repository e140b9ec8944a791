/// Stands for a team's app code; the audit reads the cases in Cases/, not this.
public enum TimerViews {
  /// The pattern the timer shows.
  public static let pattern = "mm:ss"
}
