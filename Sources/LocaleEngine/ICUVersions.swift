import CICU

/// The versions of the engines a run depends on, recorded in every report.
package struct ICUVersions: Sendable, Hashable {
  /// ICU's version, such as `72.1`.
  package let icu: String
  /// The Unicode version of ICU's character data, such as `15.0`.
  package let unicode: String
  /// The CLDR version of ICU's locale data, such as `42.0`.
  package let cldr: String

  /// The versions of the ICU this process is linked against.
  package static let current: ICUVersions = {
    var icu = [CChar](repeating: 0, count: 32)
    var unicode = [CChar](repeating: 0, count: 32)
    var cldr = [CChar](repeating: 0, count: 32)
    cicu_versions(&icu, &unicode, &cldr)
    return ICUVersions(
      icu: String(nulTerminated: icu), unicode: String(nulTerminated: unicode),
      cldr: String(nulTerminated: cldr))
  }()
}
