import Foundation
import LayoutModel
internal import SwiftSyntax

/// How the display string is made: followed from the `Text` or the cells' string to the
/// property or function that formats it (often in a model, in another file), and read as the
/// case format's display — a `String(format:)` format with its fields, an interpolation, a
/// `Duration` time pattern or a system timer Text — with the state it reads as the timeline.
struct DisplayReading {
  /// The case's `timeline.display` object.
  var display: [(String, CaseJSON)]
  /// How far the timeline runs: a countdown from `span` to 0, or a count-up from 0 to `span`,
  /// in the timeline's unit.
  var span: Int
  /// Whether the state counts up (a stopwatch, elapsed time).
  var countsUp = false
  /// The timeline's unit when a field shows part of a second (`centiseconds`).
  var unit: String?
  /// The distance between values (a sub-second timeline is sampled, not walked in full).
  var step = 1
  /// Approximations made on the way.
  var approximations: [ImportNote] = []
  /// What could not be read (the display stays a guess, so every rule is affected).
  var uninterpreted: [ImportNote] = []
  /// Where the formatting is.
  var at: SwiftLocation
  /// Whether this is the stand-in for a display the case format cannot show (a relative date):
  /// a real reading of the same view replaces it.
  var isStandIn = false

  /// The stand-in display: `mm:ss` in Latin digits, for what the importer cannot read.
  static func standIn(span: Int = 1500, at: SwiftLocation) -> DisplayReading {
    DisplayReading(display: [("pattern", .string("mm:ss")), ("digits", .string("latn")), ("minusSign", .string("ascii"))], span: span, at: at, isStandIn: true)
  }

  /// Keeps the timeline to one a case holds: a span of at least one step and at most the case
  /// format's tick limit. Code may write a length of zero or less (`addingTimeInterval(0)`), or
  /// one of years; such a span becomes the importer's assumed 1500 s, with a note.
  mutating func fitSpan(limits: CaseLimits = CaseLimits()) {
    guard span <= 0 || Countdown(from: span, to: 0, step: step).tickCount > limits.maxTicks else { return }
    approximations.append(
      ImportNote(
        construct: "a timeline of \(span) \(unit ?? "seconds")",
        reason: "the length the code gives is not one a case holds (more than 0, at most \(limits.maxTicks) values); a timeline over 1500 seconds is audited",
        rules: [], at: at))
    span = 1500 * Self.unitsPerSecond(unit)
  }

  /// How many of a timeline's units make a second, as the case format counts them.
  static func unitsPerSecond(_ unit: String?) -> Int {
    unit.flatMap(TimelineUnit.init(rawValue:))?.unitsPerSecond ?? 1
  }

  /// The case's `timeline` object.
  var timeline: [(String, CaseJSON)] {
    let range: CaseJSON = countsUp
      ? .object([("from", .number(0)), ("to", .number(Double(span))), ("step", .number(Double(step)))])
      : .object([("from", .number(Double(span))), ("to", .number(0)), ("step", .number(Double(step)))])
    var members: [(String, CaseJSON)] = [(countsUp ? "countUp" : "countdown", range)]
    if let unit { members.append(("unit", .string(unit))) }
    members.append(("display", .object(display)))
    return members
  }
}

struct DisplayInterpreter {
  let index: ModuleIndex
  let resolver: ValueResolver
  let fields: FieldClassifier

  init(index: ModuleIndex) {
    self.index = index
    resolver = ValueResolver(index: index)
    fields = FieldClassifier(resolver: resolver)
  }

  /// Reads the display string an expression shows.
  func read(_ expr: ExprSyntax, _ scope: Scope) -> DisplayReading {
    var (current, inner) = (expr, scope)
    for _ in 0..<12 {
      if let literal = current.as(StringLiteralExprSyntax.self), let only = Self.soleInterpolation(literal) {
        // `"\(model.displayTime)"` is the value itself.
        current = only
        continue
      }
      if let reading = direct(current, inner) { return reading }
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
    }
    var reading = DisplayReading.standIn(at: inner.file.location(current))
    reading.uninterpreted.append(
      ImportNote(
        construct: current.trimmedSource.prefix(80).description,
        reason: "the display string is not made by String(format:), interpolation or a Duration format style the importer reads; the case assumes mm:ss, so no verdict that depends on the shown string can be trusted",
        rules: [], at: inner.file.location(current), standIn: .display))
    return reading
  }

  /// A display assembled from the Texts of a split-field view, in the order they sit.
  func read(split pieces: [SplitPiece], _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    var template: [Piece] = []
    var arguments: [ExprSyntax] = []
    var scopes: [Scope] = []
    for piece in pieces {
      switch piece {
      case .literal(let text): template.append(.literal(text))
      case .field(let expr, let inner, let width):
        template.append(.field(width: width, zeroPadded: true))
        arguments.append(expr)
        scopes.append(inner)
      }
    }
    guard var reading = reading(template, arguments: arguments, scopes: scopes, at: at, style: .interpolation) else { return nil }
    reading.approximations.append(
      ImportNote(
        construct: "split-field display", reason: "the fields' Texts are read as one display string in the order they sit, with the stack's literal Texts between them",
        rules: [], at: at))
    return reading
  }

  /// One piece of a split-field view: a literal `Text`, or a `Text` of one field.
  enum SplitPiece {
    case literal(String)
    case field(ExprSyntax, Scope, width: Int)
  }

  private func direct(_ expr: ExprSyntax, _ scope: Scope) -> DisplayReading? {
    let at = scope.file.location(expr)
    if let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) {
      if callee.name == "String", let format = ExpressionSupport.argument(call, "format"),
        let literal = format.as(StringLiteralExprSyntax.self), let text = plainText(literal)
      {
        if let withHours = Self.hourlyAlternative(of: call), let reading = fromHourlyFormat(withHours, scope) { return reading }
        let arguments = call.arguments.dropFirst().filter { $0.label?.text != "locale" }.map(\.expression)
        guard let (format, ordered) = PrintfFormat.sequential(text, arguments: arguments),
          var reading = fromPrintf(format, arguments: ordered, scope, at: at)
        else { return nil }
        if let locale = ExpressionSupport.argument(call, "locale"), !locale.is(NilLiteralExprSyntax.self) {
          reading.uninterpreted.append(Self.localeDigitsNote("String(format:locale: \(locale.trimmedSource.prefix(30)))", at: at))
        }
        return reading
      }
      if callee.name == "localizedStringWithFormat", let first = call.arguments.first?.expression {
        return fromLocalizedFormat(first, arguments: call.arguments.dropFirst().map(\.expression), scope, at: at)
      }
      if callee.name == "formatted" {
        return fromFormatStyle(call, base: callee.base, scope, at: at)
      }
      if callee.name == "string", let base = callee.base, let value = ExpressionSupport.argument(call, "from") {
        return fromFormatter(base, value: value, call: call, scope, at: at)
      }
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.trimmedSource == "??" {
      return direct(infix.leftOperand, scope)
    }
    if let forced = expr.as(ForceUnwrapExprSyntax.self) {
      // `formatter.string(from: value)!`: the formatter's string.
      return direct(forced.expression, scope)
    }
    if let concatenation = Self.concatenation(expr), concatenation.contains(where: { $0.is(StringLiteralExprSyntax.self) }) {
      return fromConcatenation(concatenation, scope, at: at)
    }
    if let literal = expr.as(StringLiteralExprSyntax.self), literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
      // `"\(value, formatter: timeFormatter)"`: the formatter's string.
      let formatted = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }.first { $0.expressions.contains { $0.label?.text == "formatter" } }
      if let formatted, let value = formatted.expressions.first?.expression,
        let formatter = formatted.expressions.first(where: { $0.label?.text == "formatter" })?.expression
      {
        return fromFormatter(formatter, value: value, call: nil, scope, at: at)
      }
      return fromInterpolation(literal, scope, at: at)
    }
    return nil
  }

  // MARK: String(format:)

  /// `String(format: "%d:%02d", remaining / 60, remaining % 60)`: the format as written, each
  /// conversion's field read from its argument
  /// (https://developer.apple.com/documentation/swift/string/init(format:_:)).
  private func fromPrintf(_ format: String, arguments: [ExprSyntax], _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    var pieces: [Piece] = []
    var literal = ""
    let characters = Array(format)
    var i = 0
    while i < characters.count {
      if characters[i] == "%" {
        var j = i + 1
        var flags = ""
        while j < characters.count, "0123456789l".contains(characters[j]) {
          flags.append(characters[j])
          j += 1
        }
        guard j < characters.count else { return nil }
        if characters[j] == "%" {
          literal.append("%")
        } else if "di".contains(characters[j]) {
          if !literal.isEmpty { pieces.append(.literal(literal)) }
          literal = ""
          let digits = flags.filter(\.isNumber)
          pieces.append(.field(width: Int(digits.drop { $0 == "0" }) ?? 1, zeroPadded: digits.hasPrefix("0") || digits.isEmpty))
        } else {
          return nil
        }
        i = j + 1
      } else {
        literal.append(characters[i])
        i += 1
      }
    }
    if !literal.isEmpty { pieces.append(.literal(literal)) }
    return reading(pieces, arguments: arguments, scopes: arguments.map { _ in scope }, at: at, style: .format(format))
  }

  /// `String.localizedStringWithFormat(String(localized: "timer.time", defaultValue:
  /// "%1$02lld:%2$02lld"), seconds / 60, seconds % 60)`: the development language's format,
  /// read as `String(format:)` reads it. Apple documents that the arguments are substituted
  /// "according to the user's default locale"
  /// (https://developer.apple.com/documentation/swift/string/localizedstringwithformat(_:_:))
  /// but not which digits and minus sign that writes, so the rules that depend on them say
  /// can't tell; a translation of the format in a strings file is not read.
  private func fromLocalizedFormat(_ format: ExprSyntax, arguments: [ExprSyntax], _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    let (settled, settledScope) = resolver.settle(format, scope)
    guard let (literal, localized) = PrintfFormat.defaultLiteral(settled), let text = plainText(literal),
      let (sequential, ordered) = PrintfFormat.sequential(text, arguments: arguments),
      var reading = fromPrintf(sequential, arguments: ordered, scope, at: at)
    else { return nil }
    reading.uninterpreted.append(Self.localeDigitsNote("String.localizedStringWithFormat(\(format.trimmedSource.prefix(50)), …)", at: at))
    if localized {
      reading.approximations.append(
        ImportNote(
          construct: settled.trimmedSource.prefix(80).description,
          reason: "the development language's format (\(text)) is audited in every locale; its translations in the strings files are not read",
          rules: [], at: settledScope.file.location(settled)))
    }
    return reading
  }

  /// A printf format substituted in a locale: Apple documents "according to the given locale"
  /// (https://developer.apple.com/documentation/foundation/nsstring/init(format:locale:arguments:)),
  /// not which digits and minus sign it writes.
  static func localeDigitsNote(_ construct: String, at: SwiftLocation) -> ImportNote {
    ImportNote(
      construct: construct,
      reason: "Apple documents that the values are substituted according to a locale, not which digits and minus sign that writes; read with the digits String(format:) writes, so the rules that depend on the digits cannot judge it",
      rules: ViewInterpreter.digitRules, at: at)
  }

  /// `if hours > 0 { return String(format: "%02d:%02d:%02d", hours, minutes, seconds) } else
  /// { return String(format: "%02d:%02d", minutes, seconds) }`: the branch with the hours, when
  /// `format` is the other one and the condition tests the hours.
  static func hourlyAlternative(of format: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
    var current = Syntax(format).parent
    for _ in 0..<6 {
      guard let node = current else { return nil }
      if let ifExpr = node.as(IfExprSyntax.self) {
        let condition = ifExpr.conditions.trimmedSource.lowercased()
        guard condition.contains("hour") || condition.contains("3600") || condition.hasPrefix("h ") else { return nil }
        let branches = [Syntax(ifExpr.body)] + (ifExpr.elseBody.map { [Syntax($0)] } ?? [])
        let formats = branches.compactMap { branch in
          MeasurementCollector.calls(in: branch).first { ExpressionSupport.callee($0)?.name == "String" && ExpressionSupport.argument($0, "format") != nil }
        }
        guard formats.count == 2 else { return nil }
        return formats.max { $0.arguments.count < $1.arguments.count }.flatMap { $0.arguments.count > format.arguments.count || $0.id == format.id ? $0 : nil }
      }
      if node.is(FunctionDeclSyntax.self) || node.is(AccessorBlockSyntax.self) || node.is(ClosureExprSyntax.self) { return nil }
      current = node.parent
    }
    return nil
  }

  /// A format with hours chosen only while there are hours: the case format's pattern with
  /// `omitZeroHours` (values under an hour drop the hour field and its separator), in Latin
  /// digits as `String(format:)` writes them.
  private func fromHourlyFormat(_ call: FunctionCallExprSyntax, _ scope: Scope) -> DisplayReading? {
    guard let literal = ExpressionSupport.argument(call, "format")?.as(StringLiteralExprSyntax.self), let format = plainText(literal),
      var reading = fromPrintf(format, arguments: call.arguments.dropFirst().map(\.expression), scope, at: scope.file.location(call)),
      let arguments = reading.display.first(where: { $0.0 == "arguments" })?.1, case .array(let fields) = arguments,
      fields == [.string("hours"), .string("minutes"), .string("seconds")]
    else { return nil }
    var pattern = ""
    var field = 0
    var characters = Substring(format)
    while let first = characters.first {
      characters = characters.dropFirst()
      guard first == "%" else {
        pattern += first.isLetter || first == "'" ? "'\(first)'" : String(first)
        continue
      }
      let flags = characters.prefix { "0123456789l".contains($0) }
      characters = characters.dropFirst(flags.count + 1)
      let letter = ["H", "m", "s"][min(field, 2)]
      pattern += flags.filter(\.isNumber).hasPrefix("02") ? letter + letter : letter
      field += 1
    }
    guard (try? FixedTimePattern(pattern)) != nil else { return nil }
    reading.display = [("pattern", .string(pattern)), ("omitZeroHours", .bool(true)), ("digits", .string("latn")), ("minusSign", .string("ascii"))]
    reading.approximations.append(
      ImportNote(
        construct: "if … hours … String(format: \"\(format)\") else …",
        reason: "the hours are shown only from an hour on: read as the pattern \(pattern) without the hour under an hour, in Latin digits as String(format:) writes them",
        rules: [], at: scope.file.location(call)))
    return reading
  }

  // MARK: Interpolation

  /// `"\(minutes):\(String(format: "%02d", seconds))"`: literal text and fields, a field
  /// formatted with `%02d` inside keeping its width.
  private func fromInterpolation(_ literal: StringLiteralExprSyntax, _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    fromConcatenation([ExprSyntax(literal)], scope, at: at)
  }

  /// `x` of `"\(x)"` (a literal that is one interpolation and nothing else), or nil.
  static func soleInterpolation(_ literal: StringLiteralExprSyntax) -> ExprSyntax? {
    let segments = literal.segments.filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
    guard segments.count == 1, let only = segments.first?.as(ExpressionSegmentSyntax.self), only.expressions.count == 1 else { return nil }
    return only.expressions.first?.expression
  }

  /// The operands of a string concatenation `a + b + c`, or nil.
  static func concatenation(_ expr: ExprSyntax) -> [ExprSyntax]? {
    guard let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.trimmedSource == "+" else { return nil }
    return (concatenation(infix.leftOperand) ?? [infix.leftOperand]) + (concatenation(infix.rightOperand) ?? [infix.rightOperand])
  }

  /// `"\(minutes):" + String(format: "%02d", seconds)`: the operands' literal text and fields,
  /// read as one interpolation (one literal operand is an interpolation of its own).
  private func fromConcatenation(_ operands: [ExprSyntax], _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    var pieces: [Piece] = []
    var arguments: [ExprSyntax] = []
    var scopes: [Scope] = []
    for operand in operands {
      if let literal = operand.as(StringLiteralExprSyntax.self) {
        let segments = Array(literal.segments)
        // The segment that shows the field a "0" was put before (and the empty text between).
        var skipThrough = -1
        for (index, segment) in segments.enumerated() {
          if index <= skipThrough { continue }
          if let text = segment.as(StringSegmentSyntax.self) {
            pieces.append(.literal(text.content.text))
          } else if let expression = segment.as(ExpressionSegmentSyntax.self), let only = expression.expressions.first {
            // `"\(m):\(s < 10 ? "0" : "")\(s)"`: a "0" put before the next field while it has one
            // digit pads that field to two.
            let nextIndex = segments[(index + 1)...].firstIndex { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true }
            if let nextIndex, let next = segments[nextIndex].as(ExpressionSegmentSyntax.self)?.expressions.first?.expression,
              Self.zeroPrefix(only.expression, before: next)
            {
              pieces.append(.field(width: 2, zeroPadded: true))
              arguments.append(next)
              scopes.append(scope)
              skipThrough = nextIndex
              continue
            }
            // `"\(mText):\(sText)"` with each part padded by hand where it is bound.
            if let (value, inner) = handPadded(only.expression, scope) {
              pieces.append(.field(width: 2, zeroPadded: true))
              arguments.append(value)
              scopes.append(inner)
              continue
            }
            let (value, width, zeroPadded) = Self.singleField(only.expression)
            pieces.append(.field(width: width, zeroPadded: zeroPadded))
            arguments.append(value)
            scopes.append(scope)
          }
        }
      } else if let (value, inner) = handPadded(operand, scope) {
        pieces.append(.field(width: 2, zeroPadded: true))
        arguments.append(value)
        scopes.append(inner)
      } else {
        let (value, width, zeroPadded) = Self.singleField(operand)
        pieces.append(.field(width: width, zeroPadded: zeroPadded))
        arguments.append(value)
        scopes.append(scope)
      }
    }
    return reading(pieces, arguments: arguments, scopes: scopes, at: at, style: .interpolation)
  }

  /// A two-digit field padded by hand, `s < 10 ? "0" + String(s) : String(s)` (or `"0\(s)"`,
  /// branches either way round), written in place or bound to a name: the value and its scope.
  private func handPadded(_ expr: ExprSyntax, _ scope: Scope) -> (ExprSyntax, Scope)? {
    let (settled, inner) = resolver.settle(ExpressionSupport.unwrapped(expr), scope)
    return Self.paddedByHand(settled).map { ($0, inner) }
  }

  /// The value of `s < 10 ? "0" + String(s) : String(s)` and its spellings, or nil: one branch
  /// is the value's text after a "0", the other its text alone, and the condition puts the "0"
  /// before a single digit (`s < 10`, `s <= 9`, `10 > s`, or `s >= 10` with the branches the
  /// other way round).
  static func paddedByHand(_ expr: ExprSyntax) -> ExprSyntax? {
    guard let ternary = ExpressionSupport.unwrapped(expr).as(TernaryExprSyntax.self) else { return nil }
    /// The value a branch shows, and whether a "0" comes before it.
    func shown(_ branch: ExprSyntax) -> (value: ExprSyntax, padded: Bool)? {
      let branch = ExpressionSupport.unwrapped(branch)
      if let operands = concatenation(branch), operands.count == 2,
        operands[0].as(StringLiteralExprSyntax.self)?.segments.trimmedSource == "0",
        let rest = shown(operands[1]), !rest.padded
      {
        return (rest.value, true)
      }
      if let literal = branch.as(StringLiteralExprSyntax.self) {
        // Empty text segments around an interpolation say nothing.
        let segments = Array(literal.segments.filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true })
        let value = segments.last?.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression
        if segments.count == 2, segments[0].as(StringSegmentSyntax.self)?.content.text == "0", let value { return (value, true) }
        if segments.count == 1, let value { return (value, false) }
      }
      if let call = branch.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "String", call.arguments.count == 1,
        let only = call.arguments.first, only.label == nil
      {
        return (only.expression, false)
      }
      return nil
    }
    guard let first = shown(ternary.thenExpression), let second = shown(ternary.elseExpression), first.padded != second.padded,
      first.value.trimmedSource == second.value.trimmedSource
    else { return nil }
    guard padsOneDigit(ternary.condition, value: first.value, zeroFirst: first.padded) else { return nil }
    return first.value
  }

  /// Whether `cond ? "0" : ""` (or the branches the other way round) puts its "0" before
  /// `value` exactly while the value has one digit.
  static func zeroPrefix(_ expr: ExprSyntax, before value: ExprSyntax) -> Bool {
    guard let ternary = ExpressionSupport.unwrapped(expr).as(TernaryExprSyntax.self) else { return false }
    func text(_ branch: ExprSyntax) -> String? {
      guard let literal = ExpressionSupport.unwrapped(branch).as(StringLiteralExprSyntax.self),
        literal.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) })
      else { return nil }
      return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }
    guard let first = text(ternary.thenExpression), let second = text(ternary.elseExpression),
      Set([first, second]) == ["0", ""]
    else { return false }
    return padsOneDigit(ternary.condition, value: value, zeroFirst: first == "0")
  }

  /// Whether a ternary's condition puts the branch with the "0" (the first when `zeroFirst`)
  /// where `value` has one digit: the first branch when the condition asks for one digit
  /// (`s < 10`, `s <= 9`, `10 > s`), the second when it asks for two or more (`s >= 10`).
  static func padsOneDigit(_ condition: ExprSyntax, value: ExprSyntax, zeroFirst: Bool) -> Bool {
    let value = value.trimmedSource
    let condition = condition.trimmedSource.filter { !$0.isWhitespace }
    let oneDigit = [value + "<10", value + "<=9", "10>" + value, "9>=" + value].contains(condition)
    let moreDigits = [value + ">=10", value + ">9", "10<=" + value, "9<" + value].contains(condition)
    return (oneDigit && zeroFirst) || (moreDigits && !zeroFirst)
  }

  // MARK: Formatters

  /// `formatter.string(from: value)` with a `DateComponentsFormatter` in the positional style
  /// (https://developer.apple.com/documentation/foundation/datecomponentsformatter/unitsstyle-swift.enum/positional:
  /// "1:10"), or a `DateFormatter` with a fixed `dateFormat` (Unicode TR35 date pattern letters,
  /// https://developer.apple.com/documentation/foundation/dateformatter/dateformat). The
  /// formatter's settings are read where it is made: its initialiser closure, or the code around
  /// the call that sets its properties.
  private func fromFormatter(_ formatter: ExprSyntax, value: ExprSyntax, call: FunctionCallExprSyntax?, _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    var texts: [String] = []
    var (current, inner) = (formatter, scope)
    for _ in 0..<6 {
      texts.append(current.trimmedSource)
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
    }
    // Settings written beside the call (`let f = DateComponentsFormatter(); f.unitsStyle = …`).
    if let block = ExpressionSupport.enclosingBlock(of: formatter) { texts.append(block.trimmedSource) }
    let name = ExpressionSupport.memberName(formatter) ?? formatter.as(DeclReferenceExprSyntax.self)?.baseName.text
    if let name, let property = index.anyProperty(name) {
      texts.append(property.declaration.trimmedSource)
      // `formatter.unitsStyle = .positional` anywhere in the file that declares it.
      texts.append(property.file.text)
      // `formatter.allowedUnits = …` set elsewhere in the owner (an `init`).
      for decl in index.types[property.owner] ?? [] { texts.append(decl.members.trimmedSource) }
    }
    let text = texts.joined(separator: "\n")
    if text.contains("DateComponentsFormatter") {
      return fromDateComponentsFormatter(text, value: value, scope, at: at)
    }
    if text.contains("DateFormatter"), let format = Self.assignedString("dateFormat", in: text) {
      guard let pattern = try? FixedTimePattern(format), !format.contains("a") else { return nil }
      _ = pattern
      var reading = DisplayReading(display: [("pattern", .string(format))], span: 1500, at: at)
      reading.approximations.append(
        ImportNote(
          construct: "dateFormat = \"\(format)\"", reason: "a DateFormatter with a fixed pattern writes the locale's digits in that pattern; the date it formats is read as the timer's value",
          rules: [], at: at))
      let hasHours = format.contains("H") || format.contains("h")
      applyState(of: [(value, scope)], to: &reading, hasHours: hasHours)
      if !hasHours, reading.unit == nil, reading.span > 3599 {
        // A date's minutes wrap at the hour, where a pattern without hours in a case counts
        // every minute: the two agree under an hour, so the timeline stays under it.
        reading.span = 3599
        reading.approximations.append(
          ImportNote(construct: "dateFormat = \"\(format)\"", reason: "a date's minute field wraps at the hour; the timeline is audited under an hour, where the case's pattern reads the same", rules: [], at: at))
      }
      return reading
    }
    return nil
  }

  private func fromDateComponentsFormatter(_ text: String, value: ExprSyntax, _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    // `.positional` is the default style
    // (https://developer.apple.com/documentation/foundation/datecomponentsformatter/unitsstyle-swift.property).
    guard (Self.assignedMember("unitsStyle", in: text) ?? "positional") == "positional" else { return nil }
    var units = Self.assignedList("allowedUnits", in: text)
    if units.count == 1, let (passed, _) = resolver.lookup(units[0], scope) {
      // `formatter.allowedUnits = units` with the units a caller passes.
      units = passed.trimmedSource.split(whereSeparator: { !$0.isLetter }).map(String.init)
    }
    let pad = Self.assignedList("zeroFormattingBehavior", in: text).contains("pad")
    let hours = units.isEmpty || units.contains("hour")
    let pattern: String
    if hours {
      pattern = "H:mm:ss"
    } else if units.contains("minute") {
      pattern = pad ? "mm:ss" : "m:ss"
    } else {
      return nil
    }
    var display: [(String, CaseJSON)] = [("pattern", .string(pattern))]
    if hours, !pad { display.append(("omitZeroHours", .bool(true))) }
    var reading = DisplayReading(display: display, span: 1500, at: at)
    reading.approximations.append(
      ImportNote(
        construct: "DateComponentsFormatter (positional\(pad ? ", pad" : ""))",
        reason: "Apple documents the positional style as \"1:10\" but not how the leading field is padded; read as \(pattern)\(hours && !pad ? " without the hour while it is zero" : "") in the locale's digits",
        rules: [], at: at))
    applyState(of: [(value, scope)], to: &reading, hasHours: hours)
    return reading
  }

  /// `name = .member` in source text: the member.
  static func assignedMember(_ name: String, in text: String) -> String? {
    guard let range = text.range(of: name + " = .") else { return nil }
    return String(text[range.upperBound...].prefix { $0.isLetter || $0.isNumber })
  }

  /// `name = [.a, .b]` (or `= .a`) in source text: the members.
  static func assignedList(_ name: String, in text: String) -> [String] {
    guard let range = text.range(of: name + " = ") else { return [] }
    let rest = text[range.upperBound...]
    let value = rest.first == "[" ? rest.prefix { $0 != "]" } : rest.prefix { $0 != "\n" && $0 != ";" }
    return value.split(whereSeparator: { !$0.isLetter }).map(String.init).filter { !$0.isEmpty }
  }

  /// `name = "literal"` in source text: the literal.
  static func assignedString(_ name: String, in text: String) -> String? {
    guard let range = text.range(of: name + " = \"") else { return nil }
    return String(text[range.upperBound...].prefix { $0 != "\"" })
  }

  /// The value and width of `String(format: "%02d", x)`, or the expression itself (width 1).
  static func singleField(_ expr: ExprSyntax) -> (ExprSyntax, width: Int, zeroPadded: Bool) {
    if let call = expr.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "String",
      let format = ExpressionSupport.argument(call, "format")?.as(StringLiteralExprSyntax.self),
      format.segments.count == 1, let text = format.segments.first?.as(StringSegmentSyntax.self)?.content.text,
      text.hasPrefix("%"), text.hasSuffix("d"), call.arguments.count == 2, let last = call.arguments.last
    {
      let digits = text.dropFirst().dropLast().filter(\.isNumber)
      return (last.expression, Int(digits.drop { $0 == "0" }) ?? 1, digits.hasPrefix("0") || digits.isEmpty)
    }
    if let call = expr.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "String",
      call.arguments.count == 1, let only = call.arguments.first, only.label == nil
    {
      return (only.expression, 1, true)
    }
    return (expr, 1, true)
  }

  // MARK: Duration format styles

  /// `duration.formatted(.time(pattern: .minuteSecond))` and `Text(duration, format: …)`:
  /// Duration.TimeFormatStyle
  /// (https://developer.apple.com/documentation/swift/duration/timeformatstyle); no style is the
  /// hour-minute-second pattern (https://developer.apple.com/documentation/swift/duration/formatted()).
  /// A `FormatStyle` of the module is followed into its `format(_:)`.
  private func fromFormatStyle(_ call: FunctionCallExprSyntax, base: ExprSyntax?, _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    let style = call.arguments.first?.expression
    var pattern = "hourMinuteSecond"
    var pad = 1
    if let style, let styleCall = style.as(FunctionCallExprSyntax.self), let styleName = ExpressionSupport.callee(styleCall)?.name {
      if styleName == "time", let patternExpr = ExpressionSupport.argument(styleCall, "pattern") {
        let patternCall = patternExpr.as(FunctionCallExprSyntax.self)
        let name = ExpressionSupport.memberName(patternExpr) ?? (patternCall.flatMap { ExpressionSupport.callee($0)?.name } ?? "")
        guard ["minuteSecond", "hourMinuteSecond", "hourMinute"].contains(name) else { return nil }
        pattern = name
        if let patternCall {
          for argument in patternCall.arguments {
            switch argument.label?.text {
            case "padHourToLength" where name != "minuteSecond", "padMinuteToLength" where name == "minuteSecond":
              guard let value = resolver.number(argument.expression, scope), (1...4).contains(Int(value)) else { return nil }
              pad = Int(value)
            default:
              // fractionalSecondsLength, roundFractionalSeconds, or a pad of a field that is not leading.
              return nil
            }
          }
        }
      } else if let skeleton = Self.dateTimeSkeleton(style) {
        // `date.formatted(.dateTime.minute().second())`: the locale's pattern for those fields
        // (https://developer.apple.com/documentation/foundation/date/formatstyle).
        var reading = DisplayReading(display: [("skeleton", .string(skeleton))], span: 1500, at: at)
        if let base { applyState(of: [(base, scope)], to: &reading, hasHours: skeleton != "ms") }
        return reading
      } else if let custom = customStyle(styleCall, base: base, scope) {
        return custom
      } else {
        return nil
      }
    } else if style != nil {
      return nil
    }
    var display: [(String, CaseJSON)] = [("duration", .string(pattern))]
    if pad != 1 { display.append(("padLeadingToLength", .number(Double(pad)))) }
    var reading = DisplayReading(display: display, span: 1500, at: at)
    if let base { applyState(of: [(base, scope)], to: &reading, hasHours: pattern != "minuteSecond") }
    return reading
  }

  /// The skeleton of a `.dateTime` style of time fields only: `.minute().second()` is `ms`,
  /// with `.hour()` the locale's hour cycle (`jms`); nil for a style with date fields.
  static func dateTimeSkeleton(_ style: ExprSyntax) -> String? {
    let text = style.trimmedSource.filter { !$0.isWhitespace }
    guard text.hasPrefix(".dateTime.") else { return nil }
    let fields = Set(text.split(separator: ".").dropFirst().map { String($0.prefix { $0.isLetter }) })
    guard fields.isSubset(of: ["hour", "minute", "second"]), fields.contains("minute"), fields.contains("second") else { return nil }
    return fields.contains("hour") ? "jms" : "ms"
  }

  /// `value.formatted(TimerStyle())` with `struct TimerStyle: FormatStyle` in the module: its
  /// `format(_:)` with the value bound to its parameter.
  private func customStyle(_ styleCall: FunctionCallExprSyntax, base: ExprSyntax?, _ scope: Scope) -> DisplayReading? {
    guard let base, let type = ExpressionSupport.callee(styleCall)?.name, index.conforms(type, to: "FormatStyle"),
      let function = index.function("format", preferring: type), function.owner == type,
      let body = function.declaration.body, let result = ExpressionSupport.result(of: body.statements),
      let parameter = function.declaration.signature.parameterClause.parameters.first
    else { return nil }
    let inner = Scope(type: type, file: function.file, parent: scope)
    inner.arguments[(parameter.secondName ?? parameter.firstName).text] = (base, scope)
    inner.bindOwn(ExpressionSupport.localBindings(in: body.statements))
    var current = (result, inner)
    for _ in 0..<8 {
      if let reading = direct(current.0, current.1) { return reading }
      guard let next = resolver.follow(current.0, current.1) else { return nil }
      current = next
    }
    return nil
  }

  // MARK: Fields

  private enum Piece {
    case literal(String)
    case field(width: Int, zeroPadded: Bool)
  }

  private enum Style {
    case format(String)
    case interpolation
  }

  private func reading(_ pieces: [Piece], arguments: [ExprSyntax], scopes: [Scope], at: SwiftLocation, style: Style) -> DisplayReading? {
    let widths = pieces.compactMap { if case .field(let width, _) = $0 { width } else { nil } }
    // A field wider than a case can hold (`%0202d`) is no timer display the case format holds.
    guard (1...4).contains(widths.count), arguments.count == widths.count, widths.allSatisfy(FieldTemplate.widths.contains) else { return nil }
    var approximations: [ImportNote] = []
    var readings = zip(arguments, scopes).map { fields.classify($0.0, $0.1) }
    if readings.contains(where: { $0 == nil }) {
      // The arithmetic is out of reach: the fields are taken by position, as apps order them.
      let names = arguments.map { $0.trimmedSource.lowercased() }
      let positional: [DisplayField]
      switch widths.count {
      case 3: positional = [.hours, .minutes, .seconds]
      case 2: positional = names[0].contains("hour") ? [.hours, .minutes] : [.totalMinutes, .seconds]
      default: return nil
      }
      readings = readings.enumerated().map { $0.element ?? FieldClassifier.Reading(field: positional[$0.offset]) }
      approximations.append(
        ImportNote(
          construct: arguments.map(\.trimmedSource).joined(separator: ", ").prefix(80).description,
          reason: "the fields are read by position (\(positional.map(\.rawValue).joined(separator: ", "))): their arithmetic is not one the importer follows",
          rules: [], at: at))
    }
    let named = readings.map { $0?.byName ?? true }
    var shown = readings.compactMap { $0?.field }
    // A field known by its name only: minutes without an hours field count every minute
    // (90:00), seconds alone every second, and with an hours field minutes wrap at the hour.
    // Arithmetic says which it is (`remaining % 3600 / 60` wraps), so it is kept.
    let hasHours = shown.contains(.hours)
    let hasMinutes = shown.contains { [.hours, .minutes, .totalMinutes].contains($0) }
    for i in shown.indices where named[i] {
      if shown[i] == .minutes, !hasHours { shown[i] = .totalMinutes }
      if shown[i] == .totalMinutes, hasHours { shown[i] = .minutes }
      if shown[i] == .seconds, !hasMinutes { shown[i] = .totalSeconds }
    }
    let unit = readings.compactMap { $0?.unit }.first
    var display: [(String, CaseJSON)]
    switch style {
    case .format(let format):
      guard (try? FieldTemplate.parseFormat(format, arguments: shown)) != nil else { return nil }
      display = [("format", .string(format)), ("arguments", .array(shown.map { .string($0.rawValue) }))]
    case .interpolation:
      var items: [CaseJSON] = []
      var field = 0
      for piece in pieces {
        switch piece {
        case .literal(let text):
          if !text.isEmpty { items.append(.string(text)) }
        case .field(let width, let zeroPadded):
          var members: [(String, CaseJSON)] = [("field", .string(shown[field].rawValue))]
          if width != 1 { members.append(("width", .number(Double(width)))) }
          if !zeroPadded { members.append(("zeroPadded", .bool(false))) }
          items.append(.object(members))
          field += 1
        }
      }
      display = [("interpolation", .array(items))]
    }
    // String(format:) without a locale and Int interpolation write an ASCII hyphen-minus.
    display.append(("minusSign", .string("ascii")))
    var reading = DisplayReading(display: display, span: 1500, unit: unit, approximations: approximations, at: at)
    applyState(of: Array(zip(arguments, scopes)), to: &reading, hasHours: shown.contains(.hours))
    return reading
  }

  /// What a displayed value is computed from: the stored property behind it (the state a timer
  /// counts with `+=`/`-=` when there is one), how it measures time against now, and the names
  /// it is read through.
  struct StateTrace {
    /// The state the module counts up or down, else the first stored property with a value.
    var state: ModuleIndex.Property?
    /// Whether `state` is counted (`remaining -= 1` somewhere in the module).
    var counted = false
    /// The direction of each measurement against now (`Date().timeIntervalSince(start)`).
    var since: [Bool] = []
    /// Whether the value reads the current moment (`Date()`, `.now`, `timeIntervalSinceNow`).
    var readsNow = false
    /// The names followed.
    var seen: Set<String> = []

    /// Whether the value changes as time passes: counted state or the current moment.
    var runsWithTime: Bool { counted || readsNow || !since.isEmpty }
  }

  /// Follows the values of `arguments` through locals, callers' arguments and properties to the
  /// state they are computed from.
  func traceState(_ arguments: [(ExprSyntax, Scope)]) -> StateTrace {
    var trace = StateTrace()
    var queue: [(Syntax, Scope, Int)] = arguments.map { (Syntax($0.0), $0.1, 0) }
    var fallback: ModuleIndex.Property?
    // The values locals and arguments stand for, each followed once, and the other names
    // looked up once: one name may stand for two (`seconds` before `let seconds = seconds % 60`
    // is the parameter or property, after it the local).
    var followed: Set<SyntaxIdentifier> = []
    var looked: Set<String> = []
    while !queue.isEmpty, !trace.counted {
      let (node, inner, depth) = queue.removeFirst()
      if let direction = Self.sinceDirection(node) { trace.since.append(direction) }
      if !trace.readsNow { trace.readsNow = Self.readsNow(node) }
      for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier || token.tokenKind == .keyword(.self) {
        let name = token.text
        // `self` is another value in each extension member it is read in.
        let key = name == "self" ? "self \(ObjectIdentifier(inner).hashValue)" : name
        trace.seen.insert(key)
        if let local = inner.local(name, at: Syntax(token)) ?? inner.arguments[name] {
          guard followed.insert(local.0.id).inserted, depth < 6 else { continue }
          queue.append((Syntax(local.0), local.1, depth + 1))
          continue
        }
        guard looked.insert(key).inserted, depth < 6 else { continue }
        if let type = inner.type, let own = index.property(name, of: type, near: inner.file),
          own.binding.initializer == nil, own.binding.accessorBlock == nil,
          case let passed = resolver.callerArguments(name, of: type, inner, limit: 4), !passed.isEmpty
        {
          // A parameter of the view (`let elapsed: TimeInterval`): what its callers pass, not a
          // same-named property of another type.
          queue += passed.map { (Syntax($0.0), $0.1, depth + 1) }
        } else if let property = inner.type.flatMap({ index.property(name, of: $0, near: inner.file) }) ?? index.anyProperty(name) {
          if property.binding.accessorBlock == nil, property.binding.initializer != nil {
            // The state the timer counts (`+=`/`-=` somewhere) beats the object holding it.
            if index.isCounted(name) {
              (trace.state, trace.counted) = (property, true)
              break
            }
            if fallback == nil { fallback = property }
          }
          if let value = property.valueExpression {
            queue.append((Syntax(value), Scope(type: property.owner, file: property.file, parent: inner), depth + 1))
          }
        }
      }
    }
    if trace.state == nil { trace.state = fallback }
    return trace
  }

  /// Whether an expression reads the current moment anywhere in it: `Date()`, `.now`,
  /// `timeIntervalSinceNow`, `CACurrentMediaTime()`, a `TimelineView` context's date. Read from
  /// its tokens, in one pass.
  static func readsNow(_ node: Syntax) -> Bool {
    let tokens = Array(node.tokens(viewMode: .sourceAccurate))
    for (i, token) in tokens.enumerated() {
      switch token.text {
      case "timeIntervalSinceNow", "CACurrentMediaTime", "CFAbsoluteTimeGetCurrent":
        return true
      case "now" where i > 0 && tokens[i - 1].tokenKind == .period:
        return true
      case "Date" where i + 2 < tokens.count && tokens[i + 1].tokenKind == .leftParen && tokens[i + 2].tokenKind == .rightParen:
        return true
      case "date" where i > 1 && tokens[i - 1].tokenKind == .period && ["context", "timeline"].contains(tokens[i - 2].text):
        return true
      default:
        continue
      }
    }
    return false
  }

  /// Finds the model state the fields are computed from (`remaining / 60`), its start value,
  /// and whether the module only ever increases it (a count-up: stopwatch, elapsed time).
  func applyState(of arguments: [(ExprSyntax, Scope)], to reading: inout DisplayReading, hasHours: Bool) {
    let trace = traceState(arguments)
    let (state, since, seen) = (trace.state, trace.since, trace.seen)
    let units = DisplayReading.unitsPerSecond(reading.unit)
    // A sub-second timeline is sampled with a step prime to its unit, so every fraction digit
    // and every second still shows within the at most 100,000 values a case holds.
    reading.step = ["deciseconds": 7, "centiseconds": 37, "milliseconds": 373][reading.unit ?? ""] ?? 1
    let longest = (hasHours ? 7199 : 3599) * units + (units - 1)
    guard let state, let initializer = state.binding.initializer?.value else {
      reading.span = units > 1 ? longest : (hasHours ? 7199 : 1500)
      // Without a counted state, how the value is measured (`Date().timeIntervalSince(start)`)
      // and the names it is read through are the only evidence of its direction: `elapsed`,
      // `stopwatch` count up; `remaining`, `timeLeft` count down.
      let direction = Self.agreed(since) ?? Self.countsUpByName(seen)
      if direction == true {
        reading.countsUp = true
        reading.span = longest
      }
      reading.approximations.append(
        ImportNote(
          construct: "timeline",
          reason: "no stored model property with a start value found behind the display; the timeline is assumed to "
            + (reading.countsUp ? "count up over 0…\(reading.span)" : "count down from \(reading.span)") + " \(reading.unit ?? "seconds")"
            + (direction == nil ? "" : " (the direction from the names the value is read through)"),
          rules: [], at: reading.at))
      return
    }
    let stateScope = Scope(type: state.owner, file: state.file, parent: nil)
    var start = startValue(initializer, stateScope)
    if start == nil, let call = initializer.as(FunctionCallExprSyntax.self) {
      // `BreakSession(secondsLeft: 300)` read through `session.secondsLeft`: the argument named
      // by the member the display reads.
      start = call.arguments.first { $0.label.map { seen.contains($0.text) } ?? false }.flatMap { startValue($0.expression, stateScope) }
    }
    let mutations = index.mutations(of: state.name)
    let location = state.file.location(state.binding)
    // Stepped (`+= 1` or `-= 1`, one of them) says which way the state runs; a state set, not
    // stepped (`elapsed = Date().timeIntervalSince(start)`, `remainingTime = duration - elapsed`),
    // runs the way its values are measured, else the way the names it is read through say.
    let stepped: Bool? = mutations.up != mutations.down ? mutations.up : nil
    let measured = Self.agreed(since + (index.assignments[state.name] ?? []).compactMap { Self.sinceDirection(Syntax($0.value)) })
    let direction = stepped ?? measured ?? Self.countsUpByName(seen)
    if start == nil {
      reading.span = units > 1 ? longest : (hasHours ? 7199 : 1500)
      if direction == true {
        reading.countsUp = true
        reading.span = longest
      }
      reading.approximations.append(
        ImportNote(
          construct: "\(state.name) = \(initializer.trimmedSource.prefix(40))",
          reason: "the start value is not a number the importer can compute; the timeline is assumed to "
            + (reading.countsUp ? "count up over 0…\(reading.span)" : "count down from \(reading.span)") + " \(reading.unit ?? "seconds")",
          rules: [], at: location))
    } else if stepped == true, Self.countsUpByName(seen.subtracting([state.name])) == false {
      // `remaining = total - secondsElapsed`: the state counts up, the value shown down.
      reading.span = hasHours ? 7199 : 1500
      reading.approximations.append(
        ImportNote(
          construct: "\(state.name) (counts up; the value shown counts down)",
          reason: "the display reads \(state.name) through a remaining time: a countdown over \(reading.span) \(reading.unit ?? "seconds") is assumed",
          rules: [], at: location))
    } else if direction == true || (direction == nil && start == 0) {
      reading.countsUp = true
      reading.span = longest
      reading.approximations.append(
        ImportNote(
          construct: "\(state.name) (count-up)",
          reason: "\(state.name) starts at \(start ?? 0) and counts up (\(stepped == true ? "the module never decreases it" : measured == true ? "it is set to the time since a moment" : "by the names it is read through")): a count-up timeline over 0…\(longest) \(reading.unit ?? "seconds")\(reading.step > 1 ? ", sampled every \(reading.step)" : "")",
          rules: [], at: location))
    } else if let start, start > 0 {
      reading.span = start * units
    } else {
      // `remainingTime = 0` until a session sets it: the length is not in the code.
      reading.span = units > 1 ? longest : (hasHours ? 7199 : 1500)
      reading.approximations.append(
        ImportNote(
          construct: "\(state.name) = \(initializer.trimmedSource.prefix(40))",
          reason: "\(state.name) counts down but starts at \(start ?? 0) until the code sets it; a countdown from \(reading.span) \(reading.unit ?? "seconds") is assumed",
          rules: [], at: location))
    }
  }

  /// The direction every piece of evidence agrees on, or nil.
  static func agreed(_ directions: [Bool]) -> Bool? {
    guard let first = directions.first, directions.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  /// Whether an expression measures the time since a moment (true: `Date().timeIntervalSince(start)`,
  /// `CACurrentMediaTime() - startTime`, `start.timeIntervalSinceNow`) or until one (false:
  /// `end.timeIntervalSince(.now)`, `deadline - Date()`, `endDate.timeIntervalSinceNow`), or
  /// neither (nil). Only the expression itself is read, not the names it refers to.
  static func sinceDirection(_ node: Syntax) -> Bool? {
    var directions: [Bool] = []
    for descendant in MeasurementCollector.nodes(in: node) {
      if let call = descendant.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call), callee.name == "timeIntervalSince",
        let base = callee.base, let argument = call.arguments.first?.expression
      {
        if isNowExpression(base) { directions.append(true) } else if isNowExpression(argument) { directions.append(false) }
      } else if let member = descendant.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "timeIntervalSinceNow",
        let base = member.base, let name = ExpressionSupport.memberName(base) ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text
      {
        // `start.timeIntervalSinceNow` is negative and grows: the time since the start. Which
        // moment it is, only its name says.
        let lower = name.lowercased()
        if ["start", "begin", "began", "since", "launch"].contains(where: lower.contains) { directions.append(true) }
        if ["end", "deadline", "target", "finish", "until", "expir", "due"].contains(where: lower.contains) { directions.append(false) }
      } else if let infix = descendant.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "-" {
        if isNowExpression(infix.leftOperand) { directions.append(true) } else if isNowExpression(infix.rightOperand) { directions.append(false) }
      }
    }
    return agreed(directions)
  }

  /// `Date()`, `Date.now`, `.now`, `CACurrentMediaTime()`, `CFAbsoluteTimeGetCurrent()`, and
  /// those as seconds (`Date().timeIntervalSince1970`).
  static func isNowExpression(_ expr: ExprSyntax) -> Bool {
    var text = expr.trimmedSource
    for suffix in [".timeIntervalSince1970", ".timeIntervalSinceReferenceDate"] where text.hasSuffix(suffix) { text.removeLast(suffix.count) }
    return Self.nowDates.contains(text) || ["CACurrentMediaTime()", "CFAbsoluteTimeGetCurrent()"].contains(text)
  }

  /// The ways code writes the current date.
  static let nowDates: Set<String> = ["Date()", "Date.now", ".now", "Date.init()"]

  /// Whether a date is the current one: written as now, or a `TimelineView` context's date.
  static func isNowDate(_ text: String) -> Bool {
    nowDates.contains(text) || text.hasSuffix("context.date") || text.hasSuffix("timeline.date")
  }

  /// Whether the names a value is read through say it counts up (true), down (false), or
  /// neither or both (nil).
  static func countsUpByName(_ names: Set<String>) -> Bool? {
    let lower = names.map { $0.lowercased() }
    let up = lower.contains { $0.contains("elapsed") || $0.contains("stopwatch") || $0.hasPrefix("timesince") }
    let down = lower.contains { $0.contains("remaining") || $0.contains("countdown") || $0.hasSuffix("left") || $0.hasPrefix("timeuntil") }
    return up == down ? nil : up
  }

  private func startValue(_ expr: ExprSyntax, _ scope: Scope) -> Int? {
    if let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) {
      let unit: Double? = ["seconds": 1, "minutes": 60, "hours": 3600][callee.name]
      if let unit, let only = call.arguments.first, let value = resolver.number(only.expression, scope) {
        return Int(value * unit)
      }
    }
    if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "zero" { return 0 }
    return resolver.number(expr, scope).map { Int($0) }
  }

  private func plainText(_ literal: StringLiteralExprSyntax) -> String? {
    var text = ""
    for segment in literal.segments {
      guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
      text += plain.content.text
    }
    return text
  }
}

extension TokenKind {
  var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}

extension ModuleIndex {
  /// Whether a state property is ever increased (`+=`) or decreased (`-=`) in the module.
  func mutations(of name: String) -> (up: Bool, down: Bool) {
    (increased.contains(name), decreased.contains(name))
  }
}

/// The calls, member accesses, subscripts and operator expressions under a node, in source order.
final class MeasurementCollector: SyntaxVisitor {
  var nodes: [Syntax] = []

  /// The calls, member accesses, subscripts and operator expressions under a node.
  static func nodes(in node: Syntax) -> [Syntax] {
    let collector = MeasurementCollector(viewMode: .sourceAccurate)
    collector.walk(node)
    return collector.nodes
  }

  /// The names given a new value with `=` under a node (`self?.digits = …` is `digits`).
  static func assignedNames(in node: Syntax) -> [String] {
    nodes(in: node).compactMap { node in
      guard let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) else { return nil }
      return ExpressionSupport.lastName(infix.leftOperand)
    }
  }

  /// The subscripts under a node (`arr[i]`), in source order.
  static func subscripts(in node: Syntax) -> [SubscriptCallExprSyntax] {
    nodes(in: node).compactMap { $0.as(SubscriptCallExprSyntax.self) }
  }

  /// The calls under a node, in source order.
  static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
    nodes(in: node).compactMap { $0.as(FunctionCallExprSyntax.self) }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { nodes.append(Syntax(node)); return .visitChildren }
  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { nodes.append(Syntax(node)); return .visitChildren }
  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind { nodes.append(Syntax(node)); return .visitChildren }
  override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { nodes.append(Syntax(node)); return .visitChildren }
}
