import Foundation
import LayoutModel
internal import SwiftSyntax

/// Tells which field of a timer's value an integer expression computes — `remaining / 60` is the
/// total minutes, `remaining % 60` the seconds, `elapsed / 60 % 60` the minutes within the hour,
/// `Int(elapsed * 100) % 100` the hundredths — by its arithmetic, following names to where they
/// are computed, and by its name (`minutes`, `hundredths`) when the arithmetic is out of reach.
struct FieldClassifier {
  let resolver: ValueResolver

  /// A field and, for a fraction, the timeline unit it counts in.
  struct Reading: Equatable {
    var field: DisplayField
    var unit: String?
    /// Whether only the name said it: `minutes` may wrap at the hour or count every minute.
    var byName = false
  }

  /// The field an expression computes, or nil. `strict` accepts only names that are a field's
  /// own (`seconds`, not `secondsLeft`, which may count every second).
  func classify(_ expr: ExprSyntax, _ scope: Scope, strict: Bool = false) -> Reading? {
    var (current, inner) = (expr, scope)
    var names: [String] = []
    for _ in 0..<10 {
      let text = current.trimmedSource.filter { !$0.isWhitespace }
      if let reading = Self.arithmetic(text) { return reading }
      if let reading = calendarComponent(current, inner) { return reading }
      if let name = ExpressionSupport.lastName(current) { names.append(name) }
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
    }
    for name in names where !strict || Self.fieldNames.contains(name.lowercased()) {
      if var reading = Self.byName(name) {
        reading.byName = true
        // `milliseconds` reset at 100 counts hundredths: where it wraps beats what it is called.
        if reading.field == .fraction, let limits = resolver.index.wrapLimits[name], limits.count == 1, let limit = limits.first {
          reading.unit = [10: "deciseconds", 100: "centiseconds", 1000: "milliseconds"][limit]
        }
        return reading
      }
    }
    return nil
  }

  /// The field an arithmetic expression computes from a count of seconds (or of a sub-second
  /// unit), from its divisors and moduli.
  static func arithmetic(_ text: String) -> Reading? {
    let fraction: [(String, String)] = [("100", "centiseconds"), ("1000", "milliseconds"), ("10", "deciseconds")]
    for (factor, unit) in fraction where text.contains("%\(factor)") && !text.contains("%\(factor)0") && !text.contains("/") {
      return Reading(field: .fraction, unit: unit)
    }
    for (factor, unit) in fraction where text.contains("*\(factor))%") || text.contains("*\(factor)%") {
      return Reading(field: .fraction, unit: unit)
    }
    if text.contains("/3600") { return Reading(field: .hours) }
    if text.contains("/60") && (text.contains("%60") || text.contains("%3600")) { return Reading(field: .minutes) }
    if text.contains("/60") { return Reading(field: .totalMinutes) }
    if text.contains("%60") { return Reading(field: .seconds) }
    return nil
  }

  /// A component of `Calendar.dateComponents(_:from:)` (`c.minute`): of a date, the hour, the
  /// minute within the hour and the second within the minute; between two dates
  /// (`dateComponents(_:from:to:)`), the largest unit asked for counts every one of it
  /// (https://developer.apple.com/documentation/foundation/calendar/datecomponents(_:from:to:)).
  private func calendarComponent(_ expr: ExprSyntax, _ scope: Scope) -> Reading? {
    guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
    let component = member.declName.baseName.text
    guard ["hour", "minute", "second"].contains(component) else { return nil }
    let (settled, _) = resolver.settle(base, scope)
    guard let call = settled.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "dateComponents",
      let units = call.arguments.first?.expression
    else { return nil }
    let asked = Set(units.trimmedSource.split(whereSeparator: { !$0.isLetter }).map(String.init))
    let between = call.arguments.contains { $0.label?.text == "to" }
    switch component {
    case "hour": return Reading(field: .hours)
    case "minute": return Reading(field: between && !asked.contains("hour") ? .totalMinutes : .minutes)
    default: return Reading(field: between && !asked.contains("minute") && !asked.contains("hour") ? .totalSeconds : .seconds)
    }
  }

  /// Names that are a field's own.
  static let fieldNames: Set<String> = [
    "hours", "hour", "hrs", "minutes", "minute", "mins", "min", "seconds", "second", "secs", "sec", "hundredths", "centiseconds", "milliseconds",
    "tenths", "fraction",
  ]

  /// A field from a name as apps write them.
  static func byName(_ name: String) -> Reading? {
    let lower = name.lowercased()
    if ["hundredth", "centi"].contains(where: lower.contains) { return Reading(field: .fraction, unit: "centiseconds") }
    if ["milli", "thousandth"].contains(where: lower.contains) { return Reading(field: .fraction, unit: "milliseconds") }
    if ["tenth", "deci"].contains(where: lower.contains) { return Reading(field: .fraction, unit: "deciseconds") }
    if lower.contains("fraction") { return Reading(field: .fraction, unit: "centiseconds") }
    if lower.contains("hour") { return Reading(field: .hours) }
    if lower.contains("minute") || lower == "mins" || lower == "min" { return Reading(field: .minutes) }
    if lower.contains("second") || lower == "secs" || lower == "sec" { return Reading(field: .seconds) }
    return nil
  }
}
