/// A platform quirk that changed something in this resolution: which quirk, on which node, and
/// what it changed. Any quirk records itself here, whatever kind of view it affects, so rules
/// and `resolve` can name it beside the finding it explains.
public struct AppliedQuirk: Sendable, Hashable, Codable {
  /// The quirk, as the profile names it.
  public let quirk: PlatformQuirk
  /// The node it changed.
  public let node: NodeReference
  /// Original or reflection.
  public let copy: CopyKind
  /// What it changed, for a person (`laid out rtl instead of ltr`).
  public let effect: String
}
