import Foundation

/// A case that decoded and validated cleanly, with the file it came from.
public struct LoadedCase: Sendable, Equatable {
  /// The file path as given (or as found in a given directory).
  public var path: String
  /// The decoded case.
  public var layoutCase: LayoutCase
  /// The file's bytes, for digests in reports.
  public var contents: Data

  /// Creates a loaded case.
  public init(path: String, layoutCase: LayoutCase, contents: Data) {
    self.path = path
    self.layoutCase = layoutCase
    self.contents = contents
  }
}
