import Foundation
import LayoutModel
internal import SwiftSyntax

/// Self-formatting system timer Texts → the case format's `system` display: SwiftUI writes and
/// updates the string itself, so the timeline comes from the Text's own arguments.
extension ViewInterpreter {
  /// `Text(timerInterval:pauseTime:countsDown:showsHours:)`
  /// (https://developer.apple.com/documentation/swiftui/text/init(timerinterval:pausetime:countsdown:showshours:))
  /// and `Text(date, style: .timer)`
  /// (https://developer.apple.com/documentation/swiftui/text/init(_:style:),
  /// https://developer.apple.com/documentation/swiftui/text/datestyle/timer); nil for another
  /// date style, which is not a timer.
  func systemTimerText(_ call: FunctionCallExprSyntax, _ scope: Scope, at: SwiftLocation) -> ImportedNode? {
    if let interval = ExpressionSupport.argument(call, "timerInterval") {
      var display: [(String, CaseJSON)] = [("system", .string("timerInterval"))]
      if let showsHours = ExpressionSupport.argument(call, "showsHours") {
        if let value = ExpressionSupport.bool(showsHours) {
          if !value { display.append(("showsHours", .bool(false))) }
        } else {
          listed("showsHours: \(showsHours.trimmedSource)", "whether hours show is not a literal the importer reads; true assumed", rules: [], at)
        }
      }
      var countsUp = false
      if let countsDown = ExpressionSupport.argument(call, "countsDown") {
        if let value = ExpressionSupport.bool(countsDown) {
          countsUp = !value
        } else {
          listed("countsDown: \(countsDown.trimmedSource)", "the direction is not a literal the importer reads; a countdown assumed", rules: [], at)
        }
      }
      if ExpressionSupport.argument(call, "pauseTime") != nil {
        approximate("pauseTime:", "a paused system timer shows one value of the same timeline; the running timeline is audited", at)
      }
      var reading = DisplayReading(display: display, span: 1500, countsUp: countsUp, at: at)
      if let seconds = intervalLength(interval, scope) {
        reading.span = seconds
      } else {
        reading.approximations.append(
          ImportNote(
            construct: interval.trimmedSource.prefix(60).description,
            reason: "the interval's length is not a number the importer can compute; 1500 s (25 minutes) assumed", rules: [], at: at))
      }
      presetDisplay(reading, source: (interval, scope))
      return ImportedNode(type: "Text", fields: [("text", .string("$display"))], at: at)
    }
    if let style = ExpressionSupport.argument(call, "style") {
      guard ExpressionSupport.memberName(style) == "timer", let date = call.arguments.first?.expression else { return nil }
      presetDisplay(dateTimerReading(date, construct: call.trimmedSource, scope, at: at), source: (date, scope))
      return ImportedNode(type: "Text", fields: [("text", .string("$display"))], at: at)
    }
    return nil
  }

  /// `Text("Time left: \(date, style: .timer)")`: a date interpolated with a style in a Text's
  /// localized string formats it as `Text(date, style:)` does
  /// (https://developer.apple.com/documentation/swiftui/localizedstringkey/stringinterpolation/appendinterpolation(_:style:)).
  /// A timer style is the display, with the literal text around it; another style (relative,
  /// offset) is a time the case format cannot show, listed for the rules that read it.
  func styledDateText(_ literal: StringLiteralExprSyntax, _ scope: Scope, at: SwiftLocation) -> ImportedNode? {
    var template = ""
    var found = false
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        template += text.content.text.replacingOccurrences(of: "$", with: "$$")
        continue
      }
      guard let expression = segment.as(ExpressionSegmentSyntax.self) else { continue }
      guard let (date, style) = Self.styledDate(expression), !found, !Self.isFixedDateStyle(style) else {
        template += "…"
        continue
      }
      found = true
      template += "${display}"
      if ExpressionSupport.memberName(style) == "timer" {
        presetDisplay(dateTimerReading(date, construct: expression.trimmedSource, scope, at: at), source: (date, scope))
      } else {
        listed(
          "\(expression.trimmedSource.prefix(60)) (style: .\(ExpressionSupport.memberName(style) ?? "?"))",
          "a date interpolated with a style other than .timer (relative, offset) is a time the case format cannot show yet",
          rules: Self.displayRules, at, standIn: .display)
        presetDisplay(DisplayReading.standIn(at: at), source: (date, scope))
      }
    }
    guard found else { return nil }
    return ImportedNode(type: "Text", fields: [("text", .string(Self.tidyPlaceholders(template)))], at: at)
  }

  /// The date and style of an interpolation that SwiftUI formats as a date: `\(date, style:
  /// .relative)`, or a styled Text interpolated in another (`\(Text(date, style: .relative))`).
  static func styledDate(_ expression: ExpressionSegmentSyntax) -> (date: ExprSyntax, style: ExprSyntax)? {
    if let style = expression.expressions.first(where: { $0.label?.text == "style" })?.expression, let date = expression.expressions.first?.expression {
      return (date, style)
    }
    guard expression.expressions.count == 1, let call = expression.expressions.first?.expression.as(FunctionCallExprSyntax.self),
      ExpressionSupport.callee(call)?.name == "Text", let style = ExpressionSupport.argument(call, "style"), let date = call.arguments.first?.expression
    else { return nil }
    return (date, style)
  }

  /// `.time` and `.date` show one date (a time of day, a day), which does not count
  /// (https://developer.apple.com/documentation/swiftui/text/datestyle); only a clock showing
  /// the current time changes, and the caller tells that by its date.
  static func isFixedDateStyle(_ style: ExprSyntax) -> Bool {
    ["time", "date"].contains(ExpressionSupport.memberName(style) ?? "")
  }

  /// Whether a date is the current time (`Date()`, `.now`, a `TimelineView` context's `date`):
  /// a `.time` Text of it is a clock.
  func isNow(_ date: ExprSyntax, _ scope: Scope) -> Bool {
    let (settled, _) = resolver.settle(date, scope)
    return DisplayInterpreter.isNowDate(settled.trimmedSource)
  }

  /// A `.timer` date style: a countdown to the date when it is now plus a number, else over
  /// 1500 s (approximated).
  private func dateTimerReading(_ date: ExprSyntax, construct: String, _ scope: Scope, at: SwiftLocation) -> DisplayReading {
    var reading = DisplayReading(display: [("system", .string("dateTimer"))], span: 1500, at: at)
    // `Text(Date.now.addingTimeInterval(90), style: .timer)`: a countdown of that length.
    if let seconds = offsetFromNow(date, scope), seconds > 0 {
      reading.span = seconds
    } else {
      reading.approximations.append(
        ImportNote(
          construct: construct.prefix(60).description,
          reason: "Text(date, style: .timer) counts down to a future date and up past a past one, without a sign; the date is not one the importer can place, so a countdown over 1500 s to it is audited",
          rules: [], at: at))
    }
    return reading
  }

  /// The length in seconds of `start...end` when the end is the start plus a number:
  /// `now...now.addingTimeInterval(1500)`, `now...now + 25 * 60`,
  /// `Date()...Date(timeIntervalSinceNow: 300)`. Operators are folded when a file is parsed, so
  /// a range is an infix expression.
  private func intervalLength(_ expr: ExprSyntax, _ scope: Scope) -> Int? {
    var (current, inner) = (expr, scope)
    for _ in 0..<6 {
      if let upper = Self.upperBound(current) { return offsetFromNow(upper, inner) }
      guard let next = resolver.follow(current, inner) else { return nil }
      (current, inner) = next
    }
    return nil
  }

  /// How many seconds after a reference date a date is, when it is written as one plus a
  /// number: `x.addingTimeInterval(n)`, `x + n`, `Date(timeIntervalSinceNow: n)`.
  private func offsetFromNow(_ expr: ExprSyntax, _ scope: Scope) -> Int? {
    let (date, inner) = resolver.settle(expr, scope)
    if let call = date.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) {
      if callee.name == "addingTimeInterval", let only = call.arguments.first {
        return resolver.number(only.expression, inner).map { Int($0) }
      }
      if callee.name == "Date", let offset = ExpressionSupport.argument(call, "timeIntervalSinceNow") {
        return resolver.number(offset, inner).map { Int($0) }
      }
    }
    if let infix = date.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" {
      return resolver.number(infix.rightOperand, inner).map { Int($0) }
    }
    return nil
  }

  private static func upperBound(_ expr: ExprSyntax) -> ExprSyntax? {
    if let infix = expr.as(InfixOperatorExprSyntax.self), infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "..." {
      return infix.rightOperand
    }
    return nil
  }
}
