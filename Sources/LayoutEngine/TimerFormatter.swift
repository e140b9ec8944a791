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
  /// Where each field of the value sits in `display`, in characters (for split-field views
  /// that show one field each: `$minutes`, `$seconds`, …).
  package var fields: [DisplayField: Range<Int>] = [:]
  /// The characters of `display`, and the visible token of each: every resolution of the tick
  /// reads them, on every platform and under every setting.
  package let characters: [Character]
  package let tokens: [DisplayToken?]

  package init(
    display: String, reference: ReferencePresentation, spoken: String, fields: [DisplayField: Range<Int>] = [:]
  ) {
    self.display = display
    self.reference = reference
    self.spoken = spoken
    self.fields = fields
    characters = Array(display)
    tokens = DisplayToken.tokenize(characters)
  }
}

/// Turns timer values into display strings and reference presentations for one case's display
/// format in one locale.
///
/// The reference uses the app's own pattern (fields and literals) and digits, but the locale's
/// minus sign with its bidi marks and the locale's direction: the audit judges *order*; whether
/// the app should have used the locale's pattern is the job of `cell-width-coverage`.
package struct TimerFormatter: Sendable {
  package let locale: LocaleProfile
  /// The digits the app shows.
  package let digits: NumberingSystem
  /// The minus sign the app shows, and the one the locale writes for those digits.
  package let appMinus: String
  package let localeMinus: String
  /// The shape of the display as written (the ICU pattern or the template), for grouping
  /// locales that behave alike.
  package let shapeKey: String
  /// Whether the display shows a day-period marker (AM/PM).
  package let showsDayPeriod: Bool
  private let body: Body
  /// The pattern without its hour field, for values under an hour, when the display omits a
  /// zero hour (made once: every tick asks).
  private let withoutHours: TimePattern?
  private let unitsPerSecond: Int

  private enum Body: Sendable {
    case pattern(TimePattern)
    case template(FieldTemplate)
    /// A system format: the pattern under an hour and from an hour on, and whether values
    /// below zero show as zero (a timer interval that has ended) or by magnitude.
    case system(short: TimePattern, long: TimePattern?, clampsAtZero: Bool)
  }

  /// A formatter for a display format in a locale. `readsMinusSign` false leaves both minus
  /// signs empty, for a caller that never shows a value below zero (classifying the locales of
  /// a countdown that stays at or above zero): reading the sign opens an ICU number formatter
  /// per locale.
  package init(
    format: DisplayFormat, locale: LocaleProfile, unitsPerSecond: Int = 1,
    readsMinusSign: Bool = true
  ) throws(ResolutionError) {
    self.locale = locale
    self.unitsPerSecond = max(1, unitsPerSecond)
    do {
      switch format.source {
      case .pattern(let fixed):
        body = .pattern(try TimePattern(fixed.description))
      case .skeleton(let skeleton):
        let localeSkeleton = TimeSkeleton(rawValue: skeleton.rawValue) ?? .ms
        body = .pattern(try locale.pattern(localeSkeleton))
      case .format(let template), .interpolation(let template):
        body = .template(template)
      case .system(let system):
        let short = try locale.pattern(.ms).withLeadingFieldWidth(1)
        let hms = try locale.pattern(.Hms)
        switch system {
        case .timerInterval(let showsHours):
          body = .system(short: short, long: showsHours ? hms.withLeadingFieldWidth(1) : nil, clampsAtZero: true)
        case .dateTimer:
          body = .system(short: short, long: hms.withLeadingFieldWidth(1), clampsAtZero: false)
        case .duration(let pattern, let pad):
          switch pattern {
          case .minuteSecond:
            body = .system(short: short.withLeadingFieldWidth(max(1, pad)), long: nil, clampsAtZero: false)
          case .hourMinuteSecond:
            let long = hms.withLeadingFieldWidth(max(1, pad))
            body = .system(short: long, long: long, clampsAtZero: false)
          case .hourMinute:
            let beforeSeconds = hms.elements.prefix { if case .field("s", _) = $0 { false } else { true } }
            let hm = TimePattern(elements: Array(beforeSeconds.dropLast(hms.elements.count > 4 ? 1 : 0)))
              .withLeadingFieldWidth(max(1, pad))
            body = .system(short: hm, long: hm, clampsAtZero: false)
          }
        }
      }
    } catch {
      throw .pattern("locale \(locale.locale): \(error)")
    }
    do {
      switch format.digits {
      case .locale: digits = locale.numberingSystem
      case .named(let name): digits = try LocaleEngine.shared.numberingSystem(named: name)
      }
      localeMinus = readsMinusSign ? try locale.minusSign(numberingSystem: digits.name) : ""
    } catch {
      throw .locale(error)
    }
    appMinus = !readsMinusSign ? "" : format.minusSign == .ascii ? "-" : localeMinus
    if case .pattern(let pattern) = body, format.omitZeroHours, pattern.hasHourField {
      withoutHours = pattern.droppingHourField()
    } else {
      withoutHours = nil
    }
    switch body {
    case .pattern(let pattern):
      shapeKey = pattern.source
      showsDayPeriod = pattern.elements.contains(.field("a", width: 1))
    case .template(let template):
      shapeKey = template.source
      showsDayPeriod = false
    case .system(let short, let long, let clamps):
      shapeKey = short.source + (long.map { " / " + $0.source } ?? "") + (clamps ? " clamps" : "")
      showsDayPeriod = false
    }
  }

  /// Whether formatting `format` reads the locale's own time patterns, which ICU gives only
  /// through a pattern generator per locale: the costliest locale data a case can need.
  package static func readsLocalePatterns(_ format: DisplayFormat) -> Bool {
    switch format.source {
    case .skeleton, .system: true
    case .pattern, .format, .interpolation: false
    }
  }

  /// The display string alone, without ICU bidi or the spoken form: cheap enough to compute for
  /// every tick when deciding which ticks are alike.
  package func displayString(at value: Int) -> String {
    let (sign, pieces) = self.pieces(at: value)
    return (sign ? appMinus : "") + pieces.map(\.text).joined()
  }

  /// Whether a value shows a sign, and the body's pieces (text, and the field each shows).
  package func pieces(at value: Int) -> (sign: Bool, pieces: [(text: String, field: DisplayField?)]) {
    let seconds = value / unitsPerSecond
    let negative = value < 0
    switch body {
    case .pattern(let full):
      let pattern = abs(seconds) < 3600 ? withoutHours ?? full : full
      return (negative, Self.fields(pattern.pieces(seconds: seconds, digits: digits.digits, amPm: locale.amPm), pattern))
    case .system(let short, let long, let clamps):
      let shown = clamps && negative ? 0 : abs(seconds)
      let pattern = long.map { shown >= 3600 ? $0 : short } ?? short
      return (false, Self.fields(pattern.pieces(seconds: shown, digits: digits.digits, amPm: locale.amPm), pattern))
    case .template(let template):
      let magnitude = abs(value)
      var pieces: [(text: String, field: DisplayField?)] = []
      for piece in template.pieces {
        switch piece {
        case .literal(let text):
          pieces.append((text, nil))
        case .field(let field, let width, let zeroPadded):
          let number = self.number(field, magnitude: magnitude)
          var text = TimePattern.number(number, width: zeroPadded ? width : 1, digits: digits.digits)
          if !zeroPadded, text.count < width { text = String(repeating: " ", count: width - text.count) + text }
          pieces.append((text, field))
        }
      }
      return (negative, pieces)
    }
  }

  /// The number a template field shows for a value's magnitude (in units).
  private func number(_ field: DisplayField, magnitude: Int) -> Int {
    let whole = magnitude / unitsPerSecond
    switch field {
    case .hours: return whole / 3600
    case .minutes: return whole / 60 % 60
    case .seconds: return whole % 60
    case .totalMinutes: return whole / 60
    case .totalSeconds: return whole
    case .fraction: return magnitude % unitsPerSecond
    }
  }

  /// Numbers that stand for the shapes of the displays at `values` (every digit written as
  /// zero, `TimelineSampler.shape`) without writing them: two values with the same number have
  /// displays of the same shape. `nil` where that need not hold: digits that are not one
  /// decimal-digit character each, digits that join the text beside them into one character,
  /// or more fields than a number holds.
  package func shapeNumbers(_ values: [Int]) -> [Int]? {
    guard numbersShapes() else { return nil }
    var numbers: [Int] = []
    numbers.reserveCapacity(values.count)
    for value in values {
      guard let number = shapeNumber(at: value) else { return nil }
      numbers.append(number)
    }
    return numbers
  }


  /// What decides the shape at a value, packed: the sign, which pattern, and how many digits
  /// each field writes (`pieces` decides the same things the same way). It stands for the shape
  /// only where `numbersShapes()`.
  package func shapeNumber(at value: Int) -> Int? {
    let seconds = value / unitsPerSecond
    let negative = value < 0
    switch body {
    case .pattern(let full):
      let dropsHours = abs(seconds) < 3600 && withoutHours != nil
      let pattern = dropsHours ? withoutHours! : full
      return pattern.shapeNumber(seconds: seconds).map { $0 << 2 | (negative ? 2 : 0) | (dropsHours ? 1 : 0) }
    case .system(let short, let long, let clamps):
      let shown = clamps && negative ? 0 : abs(seconds)
      let pattern = long.map { shown >= 3600 ? $0 : short } ?? short
      return pattern.shapeNumber(seconds: shown).map { $0 << 1 | (long != nil && shown >= 3600 ? 1 : 0) }
    case .template(let template):
      var packed = negative ? 1 : 0
      var fields = 0
      for case .field(let field, let width, let zeroPadded) in template.pieces {
        fields += 1
        guard fields <= 12 else { return nil }
        // Unpadded digits are padded with spaces: the count of digits fixes the shape.
        let count = TimePattern.digitCount(number(field, magnitude: abs(value)))
        packed = packed << 5 | (zeroPadded ? max(width, count) : count)
      }
      return packed
    }
  }

  /// Whether shape numbers stand for shapes here (`shapeNumbers`; asked once, it is not free):
  /// whether each digit is one decimal-digit character that stays one character beside every
  /// other digit and every text written with it (literals, day periods, the minus sign, the
  /// spaces that pad a field): then only where the digits go decides a display's shape.
  package func numbersShapes() -> Bool {
    let digits = self.digits.digits
    let single = digits.allSatisfy { digit in
      digit.count == 1 && digit.unicodeScalars.count == 1
        && digit.unicodeScalars.first!.properties.generalCategory == .decimalNumber
    }
    guard single else { return false }
    var neighbours = [appMinus, " "] + locale.amPm
    var patterns: [TimePattern] = []
    switch body {
    case .pattern(let pattern): patterns = [pattern] + (withoutHours.map { [$0] } ?? [])
    case .system(let short, let long, _): patterns = [short] + (long.map { [$0] } ?? [])
    case .template(let template):
      for case .literal(let text) in template.pieces { neighbours.append(text) }
    }
    for pattern in patterns {
      for case .literal(let text) in pattern.elements { neighbours.append(text) }
    }
    return digits.allSatisfy { digit in
      digits.allSatisfy { (digit + $0).count == 2 }
        && neighbours.allSatisfy { ($0 + digit).count == $0.count + 1 && (digit + $0).count == $0.count + 1 }
    }
  }

  private static func fields(_ pieces: [(text: String, field: Character?)], _ pattern: TimePattern)
    -> [(text: String, field: DisplayField?)]
  {
    pieces.map { piece in
      let field: DisplayField?
      switch piece.field {
      case "H", "k", "h", "K": field = .hours
      case "m": field = pattern.hasHourField ? .minutes : .totalMinutes
      case "s": field = .seconds
      default: field = nil
      }
      return (piece.text, field)
    }
  }

  /// The display, reference and spoken form of a value.
  package func display(at value: Int) throws(ResolutionError) -> TimerDisplay {
    let (negative, pieces) = self.pieces(at: value)
    let body = pieces.map(\.text).joined()
    let sign = negative ? appMinus : ""
    let display = sign + body
    let referenceText = (negative ? localeMinus : "") + body
    var fields: [DisplayField: Range<Int>] = [:]
    var offset = sign.count
    for piece in pieces {
      let length = piece.text.count
      if let field = piece.field, fields[field] == nil { fields[field] = offset..<(offset + length) }
      offset += length
    }
    let spoken: String
    do {
      spoken = try LocaleEngine.shared.spokenDuration(seconds: value / unitsPerSecond, locale: locale.locale)
    } catch {
      throw .locale(error)
    }
    return TimerDisplay(
      display: display, reference: try Self.reference(referenceText, direction: locale.direction),
      spoken: spoken, fields: fields)
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
