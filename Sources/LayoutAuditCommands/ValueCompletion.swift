/// What a shell may complete for an option's value or a positional argument, declared once in
/// the `CommandSpec` the completion scripts are generated from.
enum ValueCompletion: Sendable {
  /// Free text (a number, a name): nothing to offer.
  case none
  /// A path to a file (or a folder holding files).
  case path
  /// A path to a folder.
  case directory
  /// One of these words. A closure, so a catalogue (rule ids, ICU's locales) is read only when a
  /// script is generated, never when a command merely parses its arguments.
  case choices(@Sendable () -> [String])
  /// One or more of these words separated by commas (`--locales ar,he`).
  case commaList(@Sendable () -> [String])

  /// The words offered, for `choices` and `commaList`; empty otherwise.
  var words: [String] {
    switch self {
    case .none, .path, .directory: []
    case .choices(let words), .commaList(let words): words()
    }
  }
}
