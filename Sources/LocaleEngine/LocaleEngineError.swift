/// Why the locale engine could not answer.
package enum LocaleEngineError: Error, CustomStringConvertible, Equatable {
  /// The locale is not in ICU's catalogue.
  case unknownLocale(LocaleLookupError)
  /// ICU has no numbering system of that name, or it is not decimal.
  case unknownNumberingSystem(String)
  /// ICU failed while computing something about a locale.
  case icu(ICUError, locale: String, while: String)
  /// A time pattern LayoutAudit cannot write.
  case pattern(TimePatternError, locale: String)

  package var description: String {
    switch self {
    case .unknownLocale(let error):
      return error.description
    case .unknownNumberingSystem(let name):
      return "unknown numbering system \"\(name)\": use a decimal CLDR numbering system id "
        + "such as \"latn\", \"arab\", \"arabext\", \"deva\" or \"locale\" for the locale's own"
    case .icu(let error, let locale, let activity):
      return "\(activity) for locale \(locale): \(error)"
    case .pattern(let error, let locale):
      return "locale \(locale): \(error)"
    }
  }
}
