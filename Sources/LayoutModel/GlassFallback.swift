/// What a glass effect becomes under an accessibility setting: another variant or a solid fill.
public enum GlassFallback: String, Sendable, Hashable, Codable, CaseIterable {
  case regular
  case clear
  case identity
  case solid

  /// The same variant, as what is drawn when no fallback applies.
  public init(_ variant: GlassVariant) {
    self.init(rawValue: variant.rawValue)!
  }
}
