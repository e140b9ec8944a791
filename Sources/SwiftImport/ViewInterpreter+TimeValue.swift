import Foundation
import LayoutModel
internal import SwiftSyntax

/// Whether a `Text`'s string is a time value, decided by following the value to where it
/// becomes text — a time format (`String(format: "%02d:%02d", …)`, `"\(m):\(s)"`, a `Duration`
/// or date format style, a `DateComponentsFormatter` or `DateFormatter`, a date interpolated
/// with a style) or something that is not a time (a literal label, a number or percentage
/// format, an interpolation whose fields no separator joins). Names (`remaining`, `timer`) are
/// weaker evidence: the caller uses them only where the value cannot be followed to its text.
extension ViewInterpreter {
  /// What following a value found.
  enum TextVerdict: Equatable {
    /// A time value, and the construct that makes it one.
    case time(String)
    /// Not a time value, and why.
    case notTime(String)
    /// The value could not be followed to where it becomes text.
    case unknown(String)

    var isTime: Bool { if case .time = self { true } else { false } }
  }

  /// Follows a value to where it becomes text and says whether that text is a time.
  func verdict(_ expr: ExprSyntax, _ scope: Scope) -> TextVerdict {
    // A ternary's or branch's own verdicts recurse; a value that stands for itself through them
    // is not followed for ever.
    // Each branch of a `switch` may lead to another one: one verdict reads at most a few
    // hundred values in all.
    if verdictDepth == 0 { verdictBudget = 400 }
    verdictBudget -= 1
    guard verdictDepth < 6, verdictBudget > 0 else { return .unknown(expr.trimmedSource.prefix(60).description) }
    verdictDepth += 1
    defer { verdictDepth -= 1 }
    var (current, inner) = (expr, scope)
    for _ in 0..<16 {
      if let verdict = directVerdict(current, inner) {
        if case .follow(let next, let nextScope) = verdict {
          (current, inner) = (next, nextScope)
          continue
        }
        if case .decided(let decided) = verdict { return decided }
      }
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
    }
    return .unknown(current.trimmedSource.prefix(60).description)
  }

  private enum Step {
    case decided(TextVerdict)
    case follow(ExprSyntax, Scope)
  }

  private func directVerdict(_ expr: ExprSyntax, _ scope: Scope) -> Step? {
    if let literal = expr.as(StringLiteralExprSyntax.self) { return literalVerdict(literal, scope) }
    if expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) {
      return .decided(.notTime("a number literal"))
    }
    if let optional = expr.as(InfixOperatorExprSyntax.self), optional.operator.trimmedSource == "??" {
      // `formatter.string(from: t) ?? ""`: the value is the left side's.
      return .follow(optional.leftOperand, scope)
    }
    if let forced = expr.as(ForceUnwrapExprSyntax.self) { return .follow(forced.expression, scope) }
    if let ternary = expr.as(TernaryExprSyntax.self) {
      // `running ? model.timeLeft : "Start"`: the Text shows the time in one state.
      return .follow(verdict(ternary.thenExpression, scope).isTime ? ternary.thenExpression : ternary.elseExpression, scope)
    }
    if let branches = Self.branchResults(expr) {
      // `let text = if … { a } else { b }`: the branch that shows a time.
      return .follow(branches.first { verdict($0, scope).isTime } ?? branches[0], scope)
    }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return .follow(only.expression, scope)
    }
    if let digit = fieldDigit(expr, scope) {
      // `minutes % 10`, `minutes / 10`: one digit of a field, drawn in a cell of its own.
      return .decided(.time("the \(digit.ones ? "ones" : "tens") digit of the \(digit.field.rawValue) field"))
    }
    guard let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) else { return nil }
    switch callee.name {
    case "String" where ExpressionSupport.argument(call, "format") != nil:
      let arguments = call.arguments.dropFirst().filter { $0.label?.text != "locale" }.map(\.expression)
      return .decided(printfVerdict(ExpressionSupport.argument(call, "format")!, arguments: arguments, scope))
    case "String" where ExpressionSupport.argument(call, "localized") != nil, "NSLocalizedString", "LocalizedStringKey":
      return .decided(.notTime("a localised string"))
    case "localizedStringWithFormat":
      // `String.localizedStringWithFormat(String(localized: key, defaultValue: "%1$02lld:%2$02lld"),
      // m, s)`: the development language's format is read as `String(format:)` reads it; one
      // whose text is not in the code (a key alone) says nothing.
      guard let format = call.arguments.first?.expression else { return nil }
      let (settled, _) = resolver.settle(format, scope)
      guard let (literal, _) = PrintfFormat.defaultLiteral(settled) else {
        return .decided(.unknown("String.localizedStringWithFormat(\(format.trimmedSource.prefix(30)), …)"))
      }
      return .decided(printfVerdict(ExprSyntax(literal), arguments: call.arguments.dropFirst().map(\.expression), scope))
    case "String" where call.arguments.count == 1 && call.arguments.first?.label == nil:
      return .follow(call.arguments.first!.expression, scope)
    case "formatted" where ExpressionSupport.argument(call, "time") != nil:
      // `date.formatted(date: .abbreviated, time: .omitted)`: a date and a time style.
      let time = ExpressionSupport.argument(call, "time").flatMap(ExpressionSupport.memberName)
      guard DateFields.timeStyleShowsMinute(time) else { return .decided(.notTime(DateFields.stillReason)) }
      if let base = callee.base, isNow(base, scope) { return .decided(.time("formatted(date:time:) of now: a clock")) }
      return .decided(.notTime("formatted(date:time:) of a date that is not now shows one moment"))
    case "formatted":
      return .decided(formatStyleVerdict(call.arguments.first?.expression, base: callee.base, scope))
    case "string" where ExpressionSupport.argument(call, "from") != nil:
      guard let base = callee.base else { return nil }
      return .decided(formatterVerdict(base, value: ExpressionSupport.argument(call, "from"), scope))
    case "Int", "Double", "Float", "CGFloat":
      // A number converted stays the same value.
      guard callee.base == nil, call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return nil }
      return .follow(only.expression, scope)
    case "uppercased", "lowercased", "capitalized", "trimmingCharacters":
      return callee.base.map { .follow($0, scope) }
    default:
      return nil
    }
  }

  private func literalVerdict(_ literal: StringLiteralExprSyntax, _ scope: Scope) -> Step {
    let segments = Array(literal.segments.filter { $0.as(StringSegmentSyntax.self)?.content.text.isEmpty != true })
    let fields = segments.compactMap { $0.as(ExpressionSegmentSyntax.self) }
    if fields.isEmpty { return .decided(.notTime("a literal string")) }
    if let formatted = fields.first(where: { $0.expressions.contains { $0.label?.text == "formatter" } }),
      let formatter = formatted.expressions.first(where: { $0.label?.text == "formatter" })?.expression
    {
      // `"\(value, formatter: timeFormatter)"`: the formatter decides.
      return .decided(formatterVerdict(formatter, value: formatted.expressions.first?.expression, scope))
    }
    if let styled = fields.lazy.compactMap(Self.styledDate).first {
      // `"\(date, style: .relative)"`, `"\(Text(date, style: .timer))"`: SwiftUI formats the date.
      if Self.isStillDateStyle(styled.style) { return .decided(.notTime("\(DateFields.stillReason) (style \(styled.style.trimmedSource))")) }
      if Self.isFixedDateStyle(styled.style) && !isNow(styled.date, scope) { return .decided(.notTime("a date in style \(styled.style.trimmedSource) shows one moment")) }
      return .decided(.time("a date interpolated with style: \(styled.style.trimmedSource)"))
    }
    if let styled = fields.first(where: { $0.expressions.contains { $0.label?.text == "style" || $0.label?.text == "format" } }) {
      let style = styled.expressions.first { $0.label != nil }?.expression.trimmedSource ?? ""
      if [".number", ".percent", ".currency"].contains(where: style.hasPrefix) { return .decided(.notTime("a number interpolated with format: \(style)")) }
      if DateFields.styleShowsMinuteOrSecond(style) == false { return .decided(.notTime("\(DateFields.stillReason) (format: \(style.prefix(40)))")) }
      if let date = styled.expressions.first?.expression, Self.isMomentStyle(style), !isNow(date, scope) {
        return .decided(.notTime("a date interpolated with format: \(style.prefix(40)) shows one moment (a time of day without seconds)"))
      }
      return .decided(.time("a date or duration interpolated with \(styled.expressions.last?.label?.text ?? "style"): \(style)"))
    }
    if fields.count == 1, let only = fields.first?.expressions.first?.expression {
      // `"\(display)"`, `"-\(display)"`, `"Time left: \(display)"`: the value inside decides.
      return .follow(only, scope)
    }
    // Two fields joined by a separator (`"\(m):\(s)"`, `"\(m).\(s)"`) are a time's, where a
    // field computes a part of one (its arithmetic, a calendar component or its name); two
    // numbers of something else joined by a colon (a chapter and verse, `"\(c.id):\(v.id)"`)
    // are not.
    for i in segments.indices.dropFirst().dropLast() where segments[i].is(StringSegmentSyntax.self) {
      let text = segments[i].as(StringSegmentSyntax.self)!.content.text.trimmingCharacters(in: .whitespaces)
      if segments[i - 1].is(ExpressionSegmentSyntax.self), segments[i + 1].is(ExpressionSegmentSyntax.self),
        [":", ".", ":0", ".0", "'", "\""].contains(text)
      {
        guard fields.contains(where: { field in field.expressions.first.map { computesTimePart($0.expression, scope) } ?? false })
        else {
          return .decided(.notTime("fields joined by \"\(text)\" none of which computes a part of a time: \(literal.trimmedSource.prefix(40))"))
        }
        return .decided(.time("fields joined by \"\(text)\" in \(literal.trimmedSource.prefix(40))"))
      }
    }
    return .decided(.notTime("an interpolation whose fields no time separator joins: \(literal.trimmedSource.prefix(40))"))
  }

  /// Whether a value joined into a display computes a part of a time: a field by its arithmetic,
  /// a calendar component or its name (`FieldClassifier`), found through what it is made of
  /// (`m >= 10 ? "\(m)" : "0\(m)"`, `String(m)`) and what it is set to.
  private func computesTimePart(_ expr: ExprSyntax, _ scope: Scope, depth: Int = 0) -> Bool {
    guard depth < 6 else { return false }
    if FieldClassifier(resolver: resolver).classify(expr, scope) != nil { return true }
    let parts: [ExprSyntax]
    if let ternary = expr.as(TernaryExprSyntax.self) {
      parts = [ternary.thenExpression, ternary.elseExpression]
    } else if let literal = expr.as(StringLiteralExprSyntax.self) {
      parts = literal.segments.compactMap { $0.as(ExpressionSegmentSyntax.self)?.expressions.first?.expression }
    } else if let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call), callee.base == nil,
      ["String", "Int", "Double"].contains(callee.name), let only = call.arguments.first, call.arguments.count == 1
    {
      parts = [only.expression]
    } else if let (next, inner) = resolver.follow(expr, scope) {
      return computesTimePart(next, inner, depth: depth + 1)
    } else {
      return false
    }
    return parts.contains { computesTimePart($0, scope, depth: depth + 1) }
  }

  /// `String(format:)`: two or more integer conversions joined by `:` or `.` are a time's; a
  /// floating-point, percentage or object conversion is not.
  private func printfVerdict(_ format: ExprSyntax, arguments: [ExprSyntax], _ scope: Scope) -> TextVerdict {
    let (text, _) = resolver.settle(format, scope)
    guard let (literal, _) = PrintfFormat.defaultLiteral(text) else { return .unknown("String(format: \(format.trimmedSource.prefix(40)))") }
    let written = literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    guard let (string, arguments) = PrintfFormat.sequential(written, arguments: arguments) else {
      return .unknown("String(format: \"\(written.prefix(40))\")")
    }
    let conversions = Self.conversions(in: string)
    let integers = conversions.filter { "diu".contains($0.kind) }
    // `%02d:%05.2f` (seconds with hundredths) is a stopwatch's: a fraction may be a float.
    if conversions.count >= 2, conversions.allSatisfy({ "diufF".contains($0.kind) }), !string.contains("%%"),
      zip(conversions, conversions.dropFirst()).allSatisfy({ [":", ".", ":0", ".0", " : "].contains($0.1.before) })
    {
      return .time("String(format: \"\(string)\")")
    }
    if string.contains("%%") || conversions.contains(where: { "fFeEgG@s".contains($0.kind) }) {
      return .notTime("String(format: \"\(string)\") formats a number or text, not a time")
    }
    if integers.count == conversions.count, conversions.count == 1, let argument = arguments.first, isTimeInterval(argument, scope) {
      // `String(format: "%d", Int(self))` in `extension TimeInterval`: the seconds left, counted.
      return .time("String(format: \"\(string)\") of a TimeInterval: whole seconds")
    }
    if integers.count == conversions.count, conversions.count == 1 {
      return .notTime("String(format: \"\(string)\") formats one number (a field of a split display is read with its stack)")
    }
    return .notTime("String(format: \"\(string)\") has no fields a time separator joins")
  }

  /// Whether a number is a `TimeInterval` or `Duration` as written: `self` in an extension of
  /// one, or a property declared as one, possibly converted (`Int(timeLeft)`).
  func isTimeInterval(_ expr: ExprSyntax, _ scope: Scope) -> Bool {
    var current = expr
    while let call = current.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call), callee.base == nil,
      ["Int", "Int64", "Int32", "Double", "abs"].contains(callee.name), call.arguments.count == 1, let only = call.arguments.first
    {
      current = only.expression
    }
    let timeTypes = ["TimeInterval", "Duration", "TimeInterval?", "Duration?"]
    if current.trimmedSource == "self" { return scope.type.map(timeTypes.contains) ?? false }
    guard let name = ExpressionSupport.memberName(current) ?? current.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
    let property = scope.type.flatMap { index.property(name, of: $0, near: scope.file) } ?? index.anyProperty(name)
    return property?.binding.typeAnnotation.map { timeTypes.contains($0.type.trimmedSource) } ?? false
  }

  /// `x % 10` or `x / 10` where `x` is a field of the time (by its arithmetic or name): one of
  /// its two digits.
  func fieldDigit(_ expr: ExprSyntax, _ scope: Scope) -> (field: DisplayField, ones: Bool)? {
    guard let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      op == "%" || op == "/", ExpressionSupport.number(infix.rightOperand) == 10,
      let reading = FieldClassifier(resolver: resolver).classify(infix.leftOperand, scope), reading.field != .fraction
    else { return nil }
    return (reading.field, op == "%")
  }

  /// The conversions of a printf format: their kind letter and the literal text before each.
  static func conversions(in format: String) -> [(kind: Character, before: String)] {
    var result: [(Character, String)] = []
    var literal = ""
    var characters = format[...]
    while let first = characters.first {
      characters = characters.dropFirst()
      guard first == "%" else { literal.append(first); continue }
      let flags = characters.prefix { "0123456789.-+ #lhqjztL".contains($0) }
      characters = characters.dropFirst(flags.count)
      guard let kind = characters.first else { break }
      characters = characters.dropFirst()
      if kind == "%" { literal.append("%"); continue }
      result.append((kind, literal))
      literal = ""
    }
    return result
  }

  /// `.date` shows the day alone (https://developer.apple.com/documentation/swiftui/text/datestyle/date):
  /// it does not tick, whichever date it is.
  static func isStillDateStyle(_ style: ExprSyntax) -> Bool {
    ExpressionSupport.memberName(style) == "date"
  }

  /// A date format style that shows a moment, not a count: `.dateTime` without seconds
  /// (`.dateTime.hour().minute()`: "3:45 PM"), `.dateTime` alone (date and time). With
  /// `.second()` it is read as a count (`.dateTime.minute().second()` of an elapsed date).
  static func isMomentStyle(_ style: String) -> Bool {
    style.hasPrefix(".dateTime") && !style.contains(".second(")
  }

  /// `value.formatted(style)`: time, duration and date styles are times; number styles are not.
  private func formatStyleVerdict(_ style: ExprSyntax?, base: ExprSyntax?, _ scope: Scope) -> TextVerdict {
    guard let style else {
      // `.formatted()` is a time for a Duration, a date and time for a Date and a number for a
      // number.
      let text = base.map { resolver.settle($0, scope).0.trimmedSource } ?? ""
      if text.contains("Duration") || text.hasPrefix(".seconds(") { return .time("\(text.prefix(40)).formatted()") }
      if text.contains("Date") { return dateFormattedVerdict("\(text.prefix(40)).formatted()", base: base, scope) }
      // `store.durationRemaining.formatted()` where `var durationRemaining: Duration { … }`.
      if let base, let name = ExpressionSupport.memberName(base) ?? base.as(DeclReferenceExprSyntax.self)?.baseName.text,
        let type = index.anyProperty(name)?.binding.typeAnnotation?.type.trimmedSource, ["Duration", "Date", "Duration?", "Date?"].contains(type)
      {
        if type.hasPrefix("Date") { return dateFormattedVerdict("\(name).formatted() of a \(type)", base: base, scope) }
        return .time("\(name).formatted() of a \(type)")
      }
      return .unknown("\(base?.trimmedSource.prefix(40) ?? "").formatted()")
    }
    let text = style.trimmedSource
    if [".number", ".percent", ".currency", ".byteCount", ".list", ".measurement", "FloatingPointFormatStyle", "IntegerFormatStyle"].contains(where: text.hasPrefix) {
      return .notTime("formatted(\(text.prefix(40))) formats a number")
    }
    if DateFields.styleShowsMinuteOrSecond(text) == false {
      return .notTime("\(DateFields.stillReason) (formatted(\(text.prefix(40))))")
    }
    if Self.isMomentStyle(text), let base, !isNow(base, scope) {
      return .notTime("formatted(\(text.prefix(40))) shows one moment (a time of day without seconds)")
    }
    if [".time", ".timer", ".units", ".dateTime", ".relative", ".offset", "Duration", "Date", ".components"].contains(where: text.hasPrefix) {
      return .time("formatted(\(text.prefix(40)))")
    }
    if let name = Self.styleTypeName(style), index.conforms(name, to: "FormatStyle") {
      return .time("formatted with the module's FormatStyle \(name)")
    }
    return .unknown("formatted(\(text.prefix(40)))")
  }

  /// `date.formatted()`: the default date format style, "the `numeric` date style and the
  /// `shortened` time style" (https://developer.apple.com/documentation/foundation/date/formatted()).
  /// It has minutes but no seconds, so it ticks only as a clock of the current date; of another
  /// date (an app's last scan) it shows one moment.
  private func dateFormattedVerdict(_ construct: String, base: ExprSyntax?, _ scope: Scope) -> TextVerdict {
    if let base, isNow(base, scope) { return .time("\(construct): the current date and time, a clock") }
    return .notTime("\(construct) shows one moment (the date and a time of day without seconds)")
  }

  /// The type a format-style expression names: `MyStyle()`, `.myStyle` (a static member of an
  /// extension returning the type).
  static func styleTypeName(_ style: ExprSyntax) -> String? {
    if let call = style.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call), callee.base == nil { return callee.name }
    return nil
  }

  /// `formatter.string(from: value)`: a `DateComponentsFormatter` or `DateFormatter` makes a
  /// time; a `NumberFormatter` a number.
  private func formatterVerdict(_ formatter: ExprSyntax, value: ExprSyntax?, _ scope: Scope) -> TextVerdict {
    let verdict = formatterKind(formatter, scope)
    guard case .time(let why) = verdict, why.hasPrefix("DateFormatter"), let value else { return verdict }
    let name = ExpressionSupport.memberName(formatter) ?? formatter.as(DeclReferenceExprSyntax.self)?.baseName.text
    let declaration = name.flatMap { name in
      scope.type.flatMap { index.property(name, of: $0, near: scope.file) } ?? index.property(name, of: "", near: scope.file) ?? index.anyProperty(name)
    }
    // A formatter made beside the call (`let formatter = DateFormatter(); formatter.timeStyle
    // = .short`) is set up in the same block.
    guard let text = declaration?.declaration.trimmedSource ?? ExpressionSupport.enclosingBlock(of: formatter)?.trimmedSource else { return verdict }
    let pattern = DisplayInterpreter.assignedString("dateFormat", in: text)
      ?? text.range(of: "setLocalizedDateFormatFromTemplate(\"").map { String(text[$0.upperBound...].prefix { $0 != "\"" }) }
    // A pattern or styles without a minute or second field (`"EEEE, d MMM"`, a `dateStyle`
    // alone) show a date, which does not tick even when it is today's.
    if let pattern, !DateFields.patternShowsMinuteOrSecond(pattern) {
      return .notTime("\(DateFields.stillReason) (a DateFormatter with the pattern \"\(pattern)\")")
    }
    if pattern == nil, DateFields.formatterStylesShowMinute(in: text) == false {
      return .notTime("\(DateFields.stillReason) (a DateFormatter with a date style alone)")
    }
    // A pattern without seconds (`"hh:mm"`) or a `timeStyle` shows a time of day: one moment,
    // unless the date is now (a clock). A pattern with seconds (`"mm:ss"` of an interval since
    // 1970) is read as a count.
    guard !isNow(value, scope) else { return verdict }
    if let pattern, !pattern.contains("s") {
      return .notTime("a DateFormatter with the pattern \"\(pattern)\" (no seconds) shows one moment")
    }
    if pattern == nil, text.contains("timeStyle") || text.contains("dateStyle") {
      return .notTime("a DateFormatter with a time or date style shows one moment")
    }
    return verdict
  }

  private func formatterKind(_ formatter: ExprSyntax, _ scope: Scope) -> TextVerdict {
    var (current, inner) = (formatter, scope)
    for _ in 0..<8 {
      let text = current.trimmedSource
      if text.contains("DateComponentsFormatter") { return .time("DateComponentsFormatter.string(from:)") }
      if text.contains("DateFormatter") || text.contains("ISO8601DateFormatter") { return .time("DateFormatter.string(from:)") }
      if text.contains("NumberFormatter") || text.contains("MeasurementFormatter") { return .notTime("a NumberFormatter's string") }
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
    }
    // A formatter property's declared type.
    let name = ExpressionSupport.memberName(formatter) ?? formatter.as(DeclReferenceExprSyntax.self)?.baseName.text
    if let name, let property = index.anyProperty(name), let type = property.binding.typeAnnotation?.type.trimmedSource {
      if type.contains("DateComponentsFormatter") { return .time("DateComponentsFormatter.string(from:)") }
      if type.contains("DateFormatter") { return .time("DateFormatter.string(from:)") }
      if type.contains("NumberFormatter") { return .notTime("a NumberFormatter's string") }
    }
    if let block = ExpressionSupport.enclosingBlock(of: formatter)?.trimmedSource, let name = formatter.as(DeclReferenceExprSyntax.self)?.baseName.text {
      if block.contains("\(name) = DateComponentsFormatter()") { return .time("DateComponentsFormatter.string(from:)") }
      if block.contains("\(name) = DateFormatter()") { return .time("DateFormatter.string(from:)") }
      if block.contains("\(name) = NumberFormatter()") { return .notTime("a NumberFormatter's string") }
    }
    return .unknown("\(formatter.trimmedSource.prefix(40)).string(from:)")
  }

  /// The expression a Text's value shows the time through: itself, or where it chooses between
  /// the time and a label (`running ? timeLeft : "Start"`), the time's branch.
  func timeSource(_ expr: ExprSyntax, _ scope: Scope) -> (ExprSyntax, Scope) {
    var (current, inner) = (expr, scope)
    for _ in 0..<12 {
      if let ternary = current.as(TernaryExprSyntax.self) {
        current = verdict(ternary.thenExpression, inner).isTime ? ternary.thenExpression : ternary.elseExpression
        continue
      }
      if let branches = Self.branchResults(current) {
        current = branches.first { verdict($0, inner).isTime } ?? branches[0]
        continue
      }
      if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
        current = only.expression
        continue
      }
      guard current.is(DeclReferenceExprSyntax.self) || current.is(MemberAccessExprSyntax.self), let next = resolver.follow(current, inner),
        next.0.is(TernaryExprSyntax.self) || Self.branchResults(next.0) != nil
      else { return (current, inner) }
      (current, inner) = next
    }
    return (current, inner)
  }

  /// The values of an `if` or `switch` expression's branches (each branch's last expression).
  static func branchResults(_ expr: ExprSyntax) -> [ExprSyntax]? {
    var results: [ExprSyntax] = []
    if let ifExpr = expr.as(IfExprSyntax.self) {
      var clause: IfExprSyntax? = ifExpr
      while let current = clause {
        if let result = ExpressionSupport.result(of: current.body.statements) { results.append(result) }
        switch current.elseBody {
        case .ifExpr(let next)?: clause = next
        case .codeBlock(let block)?:
          if let result = ExpressionSupport.result(of: block.statements) { results.append(result) }
          clause = nil
        default: clause = nil
        }
      }
    } else if let switchExpr = expr.as(SwitchExprSyntax.self) {
      for element in switchExpr.cases {
        if let switchCase = element.as(SwitchCaseSyntax.self), let result = ExpressionSupport.result(of: switchCase.statements) { results.append(result) }
      }
    }
    return results.isEmpty ? nil : results
  }

  /// Where a value comes from, step by step, for `import --explain`: each name followed to the
  /// expression it stands for, with its Swift line.
  func trail(_ expr: ExprSyntax, _ scope: Scope) -> [String] {
    var result: [String] = []
    var (current, inner) = (expr, scope)
    for _ in 0..<10 {
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
      let at = inner.file.location(current)
      let step = "\(current.trimmedSource.prefix(60)) (\((at.file as NSString).lastPathComponent):\(at.line))"
      // A name that stands for itself (`self.text = text` read back) ends the trail.
      if result.last == step { break }
      result.append(step)
    }
    return result
  }

  /// Records one `Text` the importer looked at, for `import --explain`.
  func recordCandidate(_ call: FunctionCallExprSyntax, _ scope: Scope, taken: Bool, why: String, at: SwiftLocation) {
    let value = call.arguments.first?.expression
    candidates.append(
      ViewExplanation.Candidate(
        text: call.trimmedSource.replacingOccurrences(of: "\n", with: " ").prefix(80).description, at: at.description, taken: taken, why: why,
        trail: value.map { trail($0, scope) } ?? []))
  }
}
