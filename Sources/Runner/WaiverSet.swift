/// Waivers read from a file, checked against the catalogue.
public struct WaiverSet: Sendable, Hashable {
  package let waivers: [Waiver]
  /// SHA-256 of the file the waivers came from, recorded in the report's `identity`.
  package let digest: String?

  /// No waivers.
  public init() {
    self.init([], digest: nil)
  }

  package init(_ waivers: [Waiver], digest: String?) {
    self.waivers = waivers
    self.digest = digest
  }
}
