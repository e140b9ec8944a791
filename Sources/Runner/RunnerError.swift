/// Why an audit could not run. Each case carries the data; the door phrases it for the user.
package enum RunnerError: Error, CustomStringConvertible, Equatable {
  /// A case could not be prepared for the matrix (its display cannot be formatted).
  case caseFailed(path: String, detail: String)
  /// A case could not be resolved under a locale and platform.
  case resolutionFailed(path: String, locale: String, platform: String, detail: String)
  /// A waivers file is invalid: `path:line:column` and what to do are in the message.
  case waivers(String)
  /// Shard reports cannot be merged: which file, and what differs.
  case merge(path: String?, detail: String)

  package var description: String {
    switch self {
    case .caseFailed(let path, let detail): "\(path): error: \(detail)"
    case .resolutionFailed(let path, let locale, let platform, let detail):
      "\(path): error: cannot resolve under \(locale) on \(platform): \(detail)"
    case .waivers(let message): message
    case .merge(let path, let detail): path.map { "\($0): error: \(detail)" } ?? "error: \(detail)"
    }
  }
}
