import LayoutModel
import LocaleEngine

/// Why a case could not be resolved under a locale and platform.
package enum ResolutionError: Error, CustomStringConvertible, Equatable {
  /// The locale engine failed (unknown numbering system, ICU error).
  case locale(LocaleEngineError)
  /// The locale's pattern for the case's skeleton has a field a timer cannot show.
  case pattern(String)
  /// A `Reflection` names a node that does not exist (the validator normally catches this).
  case missingReflectionTarget(String)
  /// Resolution reached deeper than `CaseLimits.maxResolutionDepth` levels at this path and
  /// node (reflections of reflections each add a level; the validator rejects such cases).
  case tooDeep(String, SourceLocation)
  /// Resolution visited more than `CaseLimits.maxExpandedNodes` nodes for one tick at this
  /// path and node (reflections copied, digit cells repeated; the validator bounds this with an
  /// estimate of each placeholder's length, the resolver with the real one).
  case tooLarge(String, SourceLocation)
  /// Bidi failed on a string.
  case bidi(String)

  package var description: String {
    switch self {
    case .locale(let error): error.description
    case .pattern(let message): message
    case .missingReflectionTarget(let id):
      "Reflection names \"\(id)\", which is no node's id; fix the \"of\" key"
    case .tooDeep(let path, let location):
      "\(location): error: resolution went deeper than \(LayoutResolver.limits.maxResolutionDepth) levels at \(path) "
        + "once reflections were expanded; run `layout-audit validate` on the case to find the reflection to change"
    case .tooLarge(let path, let location):
      "\(location): error: resolution visited more than \(LayoutResolver.limits.maxExpandedNodes) nodes for one tick "
        + "at \(path) (reflections copied, digit cells repeated); reflect fewer or smaller subtrees, or shorten the "
        + "digit-cell strings"
    case .bidi(let message): message
    }
  }
}
