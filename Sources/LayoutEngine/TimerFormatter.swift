import LayoutModel
import LocaleEngine

/// What the timer shows at one tick, and how the locale would write and lay it out.
package struct TimerDisplay: Sendable, Hashable {
  /// The display string the app shows.
  package let display: String
  /// How the value should look in this locale.
  package let reference: ReferencePresentation
  /// The spoken form (ICU), for accessibility labels.
  package let spoken: String
}

/// Turns timer values into display strings and reference presentations for one case's display
/// format in one locale.
///
/// The reference uses the app's own pattern (fields and literals) and digits, but the locale's
/// minus sign with its bidi marks and the locale's direction: the audit judges *order*; whether
/// the app should have used the locale's pattern is the job of `cell-width-coverage`.
package struct TimerFormatter: Sendable {
  package let locale: LocaleProfile
  /// The pattern the app shows, as ICU writes it (for grouping locales that behave alike).
  package let pattern: TimePattern
  /// The digits the app shows.
  package let digits: NumberingSystem
  /// The minus sign the app shows, and the one the locale writes for those digits.
  package let appMinus: String
  package let localeMinus: String
  private let omitZeroHours: Bool
  private let engine: LocaleEngine

  package init(format: DisplayFormat, locale: LocaleProfile, engine: LocaleEngine = .shared)
    throws(ResolutionError)
  {
    self.locale = locale
    self.engine = engine
    pattern = try Self.pattern(format, locale: locale)
    digits = try Self.digits(format, locale: locale, engine: engine)
    do {
      localeMinus = try engine.minusSign(locale: locale.locale, numberingSystem: digits.name)
    } catch {
      throw .locale(error)
    }
    appMinus = format.minusSign == .ascii ? "-" : localeMinus
    omitZeroHours = format.omitZeroHours
  }

  /// The pattern a display format shows in a locale: its fixed pattern, or the locale's for its
  /// skeleton (the only part that opens the locale's pattern generator).
  package static func pattern(_ format: DisplayFormat, locale: LocaleProfile) throws(ResolutionError) -> TimePattern {
    do {
      switch format.source {
      case .pattern(let fixed):
        return try TimePattern(fixed.description)
      case .skeleton(let skeleton):
        return try locale.pattern(TimeSkeleton(rawValue: skeleton.rawValue) ?? .ms)
      }
    } catch {
      throw .pattern("locale \(locale.locale): \(error)")
    }
  }

  /// The digits a display format shows in a locale.
  package static func digits(_ format: DisplayFormat, locale: LocaleProfile, engine: LocaleEngine = .shared)
    throws(ResolutionError) -> NumberingSystem
  {
    do {
      switch format.digits {
      case .locale: return locale.numberingSystem
      case .named(let name): return try engine.numberingSystem(named: name)
      }
    } catch {
      throw .locale(error)
    }
  }

  /// The display string alone, without ICU bidi or the spoken form: cheap enough to compute for
  /// every tick when deciding which ticks are alike.
  package func displayString(at seconds: Int) -> String {
    (seconds < 0 ? appMinus : "") + body(at: seconds)
  }

  private func body(at seconds: Int) -> String {
    var pattern = self.pattern
    if omitZeroHours, abs(seconds) < 3600, pattern.hasHourField { pattern = pattern.droppingHourField() }
    return pattern.format(seconds: seconds, digits: digits.digits, amPm: locale.amPm)
  }

  /// The display, reference and spoken form of a value.
  package func display(at seconds: Int) throws(ResolutionError) -> TimerDisplay {
    let body = body(at: seconds)
    let display = (seconds < 0 ? appMinus : "") + body
    let referenceText = (seconds < 0 ? localeMinus : "") + body
    let spoken: String
    do {
      spoken = try engine.spokenDuration(seconds: seconds, locale: locale.locale)
    } catch {
      throw .locale(error)
    }
    return TimerDisplay(
      display: display, reference: try Self.reference(referenceText, direction: locale.direction),
      spoken: spoken)
  }

  /// Lays `text` out with ICU bidi in `direction` and reads off its visible tokens.
  static func reference(_ text: String, direction: TextDirection) throws(ResolutionError)
    -> ReferencePresentation
  {
    let characters = Array(text)
    let tokens = DisplayToken.tokenize(characters)
    let order: [Int]
    do {
      order = try BidiLayout.visualCharacterOrder(characters, direction: direction)
    } catch {
      throw .bidi(error.description)
    }
    let visible = order.compactMap { tokens[$0] }
    return ReferencePresentation(
      text: text, visual: visible.map(\.character).joined(), tokens: visible,
      direction: direction.rawValue)
  }
}
