import LayoutModel

/// A case file that loaded and validated cleanly.
public struct AuditCase: Sendable, Equatable {
  package let loaded: LoadedCase

  package init(_ loaded: LoadedCase) {
    self.loaded = loaded
  }

  /// The case id (its file name).
  public var id: String { loaded.layoutCase.id }
  /// The case's title.
  public var title: String { loaded.layoutCase.title }
  /// The file it came from, relative to the working directory when it is inside it.
  public var path: String { loaded.path }
  /// The decoded case.
  package var layoutCase: LayoutCase { loaded.layoutCase }
}
