import Foundation

/// Where a command writes: results to standard output, logs and errors to standard error.
enum Console {
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }

  /// Pretty JSON with sorted keys, so output is stable across runs and diffable.
  static func json<T: Encodable>(_ value: T) throws(CommandError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    } catch {
      throw .internalFailure("could not encode JSON output: \(error)")
    }
  }
}
