/// The versions of the engines a run depends on (ICU, Unicode, CLDR), recorded in every report.
public struct EngineVersions: Sendable, Hashable, Codable {
  /// ICU's version, such as `72.1`.
  public var icu: String
  /// The Unicode version of ICU's character data, such as `15.0`.
  public var unicode: String
  /// The CLDR version of ICU's locale data, such as `42.0`.
  public var cldr: String

  public init(icu: String, unicode: String, cldr: String) {
    self.icu = icu
    self.unicode = unicode
    self.cldr = cldr
  }
}
