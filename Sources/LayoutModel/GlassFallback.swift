/// What a glass effect becomes under an accessibility setting: another variant or a solid fill.
public enum GlassFallback: String, Sendable, Equatable, Hashable, CaseIterable {
  case regular
  case clear
  case identity
  case solid
}
