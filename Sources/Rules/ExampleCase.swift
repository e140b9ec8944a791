/// Builds the case-file JSON of a rule example from its view, so examples stay short and read
/// like the cases users write.
package enum ExampleCase {
  /// The digit-cell timer of the Return app, pinned left to right both ways, with `MODIFIERS`
  /// replaced by extra modifiers on the cell stack.
  package static let pinnedCells = """
    { "id": "timer", "type": "DigitCells", "text": "$display", "fontSize": 72,
      "cellWidth": { "digit": 0.6, "separator": 0.3 },
      "modifiers": [ { "flipsForRightToLeftLayoutDirection": false },
                     { "environment": { "layoutDirection": "leftToRight" } },
                     { "accessibilityLabel": "Time remaining: $spoken" },
                     { "accessibilityAddTraits": [ "updatesFrequently" ] } ] }
    """

  /// A complete case around `view`.
  package static func json(
    view: String, display: String = #"{ "pattern": "mm:ss", "digits": "latn", "minusSign": "ascii" }"#,
    from: Int = 65, to: Int = 55, deployment: String = "26.0"
  ) -> String {
    """
    {
      "id": "example",
      "title": "Rule example",
      "deploymentTarget": { "iOS": "\(deployment)", "iPadOS": "\(deployment)", "macOS": "26.0",
                            "tvOS": "\(deployment)", "watchOS": "26.0", "visionOS": "26.0" },
      "timeline": { "countdown": { "from": \(from), "to": \(to), "step": 1 }, "display": \(display) },
      "view": \(view)
    }
    """
  }
}
