import Foundation

/// A case that decoded and validated cleanly, with the file it came from.
package struct LoadedCase: Sendable, Equatable {
  /// The file path as given (or as found in a given directory).
  package var path: String
  /// The decoded case.
  package var layoutCase: LayoutCase
  /// The file's bytes, for digests in reports.
  package var contents: Data

  /// Creates a loaded case.
  package init(path: String, layoutCase: LayoutCase, contents: Data) {
    self.path = path
    self.layoutCase = layoutCase
    self.contents = contents
  }
}
