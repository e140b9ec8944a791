import Foundation
internal import SwiftSyntax

/// A printf-style format as Foundation's `String(format:)` and
/// `String.localizedStringWithFormat(_:_:)` read it, brought to the one shape the importer and
/// the case format read: conversions in argument order, without length modifiers.
///
/// Translators reorder a format's fields with positional conversions (`%2$02lld:%1$02lld`), and
/// Swift code passes `Int64` with `%lld`; neither changes the digits shown
/// (https://developer.apple.com/library/archive/documentation/Cocoa/Conceptual/Strings/Articles/formatSpecifiers.html).
enum PrintfFormat {
  /// The format with each positional conversion (`%2$02d`) written in the order it is shown
  /// and its argument moved to that place, and length modifiers (`l`, `ll`, `h`, `q`, `z`, `j`,
  /// `t`, `L`) dropped; nil when the format mixes positional and plain conversions or names an
  /// argument that is not there.
  static func sequential<Argument>(_ format: String, arguments: [Argument]) -> (format: String, arguments: [Argument])? {
    var result = ""
    var ordered: [Argument] = []
    var next = 0
    var positional: Bool?
    var characters = Substring(format)
    while let percent = characters.firstIndex(of: "%") {
      result += characters[..<percent]
      var rest = characters[characters.index(after: percent)...]
      if rest.first == "%" {
        result += "%%"
        characters = rest.dropFirst()
        continue
      }
      let number = rest.prefix { $0.isASCII && $0.isNumber }
      let isPositional = rest[number.endIndex...].first == "$" && !number.isEmpty
      guard positional == nil || positional == isPositional else { return nil }
      positional = isPositional
      let argument: Int
      if isPositional {
        guard let position = Int(number), position >= 1 else { return nil }
        argument = position - 1
        rest = rest[rest.index(after: number.endIndex)...]
      } else {
        argument = next
        next += 1
      }
      guard argument < arguments.count else { return nil }
      let flags = rest.prefix { "0123456789.-+ #".contains($0) }
      rest = rest[flags.endIndex...]
      let modifiers = rest.prefix { "lhqjztL".contains($0) }
      rest = rest[modifiers.endIndex...]
      guard let conversion = rest.first else { return nil }
      result += "%" + flags + String(conversion)
      ordered.append(arguments[argument])
      characters = rest.dropFirst()
    }
    result += characters
    return (result, ordered)
  }

  /// The format literal a localised format falls back to: `"%02d:%02d"` itself,
  /// `String(localized: key, defaultValue: "…")`, `String(localized: "…")` (the key is the
  /// development language's string), `NSLocalizedString(key, value: "…", comment:)` and
  /// `NSLocalizedString("…", comment:)`
  /// (https://developer.apple.com/documentation/swift/string/init(localized:defaultvalue:table:bundle:locale:comment:),
  /// https://developer.apple.com/documentation/foundation/nslocalizedstring(_:tablename:bundle:value:comment:)).
  static func defaultLiteral(_ expr: ExprSyntax) -> (literal: StringLiteralExprSyntax, localized: Bool)? {
    if let literal = expr.as(StringLiteralExprSyntax.self) { return (literal, false) }
    guard let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call), callee.base == nil else { return nil }
    let fallback: ExprSyntax?
    switch callee.name {
    case "String" where ExpressionSupport.argument(call, "localized") != nil:
      fallback = ExpressionSupport.argument(call, "defaultValue") ?? ExpressionSupport.argument(call, "localized")
    case "NSLocalizedString":
      fallback = ExpressionSupport.argument(call, "value") ?? call.arguments.first?.expression
    default:
      return nil
    }
    guard let literal = fallback?.as(StringLiteralExprSyntax.self), !literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) else {
      return nil
    }
    return (literal, true)
  }
}
