import LocaleEngine

/// Why a case could not be resolved under a locale and platform.
package enum ResolutionError: Error, CustomStringConvertible, Equatable {
  /// The locale engine failed (unknown numbering system, ICU error).
  case locale(LocaleEngineError)
  /// The locale's pattern for the case's skeleton has a field a timer cannot show.
  case pattern(String)
  /// A `Reflection` names a node that does not exist (the validator normally catches this).
  case missingReflectionTarget(String)
  /// The tree is deeper than resolution follows (a reflection cycle the validator missed).
  case tooDeep(String)
  /// Bidi failed on a string.
  case bidi(String)

  package var description: String {
    switch self {
    case .locale(let error): error.description
    case .pattern(let message): message
    case .missingReflectionTarget(let id):
      "Reflection names \"\(id)\", which is no node's id; fix the \"of\" key"
    case .tooDeep(let path): "resolution went deeper than 64 levels at \(path); look for a reflection cycle"
    case .bidi(let message): message
    }
  }
}
