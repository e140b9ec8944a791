import Foundation
import LayoutModel
internal import SwiftSyntax

/// How the display string is made: followed from the `Text` or the cells' string to the
/// property or function that formats it (often in a model, in another file), and read as a
/// time pattern or a CLDR skeleton, with the state it reads as the timeline's value.
struct DisplayReading {
  /// The case's `timeline.display` object.
  var display: [(String, CaseJSON)]
  /// The timeline's start value, in seconds.
  var from: Int
  /// Approximations made on the way.
  var approximations: [ImportNote] = []
  /// What could not be read (the display stays a guess, so every rule is affected).
  var uninterpreted: [ImportNote] = []
  /// Where the formatting is.
  var at: SwiftLocation
}

struct DisplayInterpreter {
  let index: ModuleIndex
  let resolver: ValueResolver

  init(index: ModuleIndex) {
    self.index = index
    resolver = ValueResolver(index: index)
  }

  /// Reads the display string an expression shows.
  func read(_ expr: ExprSyntax, _ scope: Scope) -> DisplayReading {
    var (current, inner) = (expr, scope)
    for _ in 0..<12 {
      if let reading = direct(current, inner) { return reading }
      guard let next = resolver.follow(current, inner) else { break }
      (current, inner) = next
    }
    var reading = DisplayReading(
      display: [("pattern", .string("mm:ss")), ("digits", .string("latn")), ("minusSign", .string("ascii"))],
      from: 1500, at: inner.file.location(current))
    reading.uninterpreted.append(
      ImportNote(
        construct: current.trimmedDescription.prefix(80).description,
        reason: "the display string is not made by String(format:), interpolation or a Duration format style the importer reads; the case assumes mm:ss, so no verdict that depends on the shown string can be trusted",
        rules: [], at: inner.file.location(current)))
    return reading
  }

  private func direct(_ expr: ExprSyntax, _ scope: Scope) -> DisplayReading? {
    let at = scope.file.location(expr)
    if let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) {
      if callee.name == "String", let format = ExpressionSupport.argument(call, "format"),
        let literal = format.as(StringLiteralExprSyntax.self), let text = plainText(literal)
      {
        let arguments = call.arguments.dropFirst().map(\.expression)
        return fromPrintf(text, arguments: arguments, scope, at: at)
      }
      if callee.name == "formatted" {
        return fromFormatStyle(call, base: callee.base, scope, at: at)
      }
    }
    if let literal = expr.as(StringLiteralExprSyntax.self), literal.segments.contains(where: { $0.is(ExpressionSegmentSyntax.self) }) {
      return fromInterpolation(literal, scope, at: at)
    }
    return nil
  }

  // MARK: String(format:)

  private func fromPrintf(_ format: String, arguments: [ExprSyntax], _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    var pieces: [Piece] = []
    var literal = ""
    let characters = Array(format)
    var i = 0
    while i < characters.count {
      if characters[i] == "%" {
        var j = i + 1
        var flags = ""
        while j < characters.count, "0123456789.l".contains(characters[j]) {
          flags.append(characters[j])
          j += 1
        }
        guard j < characters.count else { return nil }
        if characters[j] == "%" {
          literal.append("%")
        } else if "di".contains(characters[j]) {
          if !literal.isEmpty { pieces.append(.literal(literal)) }
          literal = ""
          pieces.append(.field(width: flags.hasPrefix("02") ? 2 : 1))
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
    return reading(pieces, arguments: arguments, scope, at: at, digits: "latn", minus: "ascii", how: "String(format:)")
  }

  // MARK: Interpolation

  private func fromInterpolation(_ literal: StringLiteralExprSyntax, _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    var pieces: [Piece] = []
    var arguments: [ExprSyntax] = []
    for segment in literal.segments {
      if let text = segment.as(StringSegmentSyntax.self) {
        pieces.append(.literal(text.content.text))
      } else if let expression = segment.as(ExpressionSegmentSyntax.self), let only = expression.expressions.first {
        var value = only.expression
        var width = 1
        // "\(String(format: "%02d", seconds))"
        if let call = value.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(call)?.name == "String",
          let format = ExpressionSupport.argument(call, "format")?.as(StringLiteralExprSyntax.self),
          let text = plainText(format), text.hasPrefix("%0"), call.arguments.count == 2, let last = call.arguments.last
        {
          width = text.hasPrefix("%02") ? 2 : 1
          value = last.expression
        }
        pieces.append(.field(width: width))
        arguments.append(value)
      }
    }
    return reading(pieces, arguments: arguments, scope, at: at, digits: "latn", minus: "ascii", how: "string interpolation")
  }

  // MARK: Duration format styles

  private func fromFormatStyle(_ call: FunctionCallExprSyntax, base: ExprSyntax?, _ scope: Scope, at: SwiftLocation) -> DisplayReading? {
    let style = call.arguments.first?.expression
    var skeleton = "Hms"
    if let style, let styleCall = style.as(FunctionCallExprSyntax.self), ExpressionSupport.callee(styleCall)?.name == "time",
      let pattern = ExpressionSupport.argument(styleCall, "pattern")
    {
      let name = ExpressionSupport.memberName(pattern) ?? (pattern.as(FunctionCallExprSyntax.self).flatMap { ExpressionSupport.callee($0)?.name } ?? "")
      switch name {
      case "minuteSecond": skeleton = "ms"
      case "hourMinuteSecond": skeleton = "Hms"
      default: return nil
      }
    } else if style != nil {
      return nil
    }
    var reading = DisplayReading(
      display: [("skeleton", .string(skeleton)), ("digits", .string("locale")), ("minusSign", .string("locale"))],
      from: 1500, at: at)
    reading.approximations.append(
      ImportNote(
        construct: call.trimmedDescription.prefix(80).description,
        reason: "Duration.TimeFormatStyle is read as the locale's CLDR \(skeleton) pattern in the locale's digits (ICU stands in for Foundation)",
        rules: [], at: at))
    if let base { applyState(of: [base], scope, to: &reading, pattern: skeleton) }
    return reading
  }

  // MARK: Fields

  private enum Piece {
    case literal(String)
    case field(width: Int)
  }

  private func reading(
    _ pieces: [Piece], arguments: [ExprSyntax], _ scope: Scope, at: SwiftLocation, digits: String, minus: String,
    how: String
  ) -> DisplayReading? {
    let fieldCount = pieces.filter { if case .field = $0 { true } else { false } }.count
    guard (2...3).contains(fieldCount), arguments.count == fieldCount else { return nil }
    let names = arguments.map { $0.trimmedDescription.lowercased() }
    var letters: [Character] = fieldCount == 3 ? ["H", "m", "s"] : ["m", "s"]
    if fieldCount == 2, names[0].contains("hour") { letters = ["H", "m"] }
    var pattern = ""
    var field = 0
    for piece in pieces {
      switch piece {
      case .literal(let text):
        for character in text {
          if character.isLetter && character.isASCII { pattern += "'\(character)'" } else if character == "'" { pattern += "''" } else { pattern.append(character) }
        }
      case .field(let width):
        pattern += String(repeating: String(letters[field]), count: width)
        field += 1
      }
    }
    guard (try? FixedTimePattern(pattern)) != nil else { return nil }
    var reading = DisplayReading(
      display: [("pattern", .string(pattern)), ("digits", .string(digits)), ("minusSign", .string(minus))], from: 1500, at: at)
    applyState(of: arguments, scope, to: &reading, pattern: pattern)
    return reading
  }

  /// Finds the model state the fields are computed from (`remaining / 60`) and its start value.
  private func applyState(of arguments: [ExprSyntax], _ scope: Scope, to reading: inout DisplayReading, pattern: String) {
    var names: [String] = []
    var queue: [(Syntax, Scope, Int)] = arguments.map { (Syntax($0), scope, 0) }
    var seen: Set<String> = []
    var state: ModuleIndex.Property?
    while !queue.isEmpty, state == nil {
      let (node, inner, depth) = queue.removeFirst()
      for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
        let name = token.text
        guard seen.insert(name).inserted, depth < 6 else { continue }
        names.append(name)
        if let local = inner.locals[name] ?? inner.arguments[name] {
          queue.append((Syntax(local.0), local.1, depth + 1))
        } else if let property = index.anyProperty(name) {
          if property.binding.accessorBlock == nil, property.binding.initializer != nil {
            state = property
            break
          }
          if let value = property.valueExpression {
            queue.append((Syntax(value), Scope(type: property.owner, file: property.file, parent: inner), depth + 1))
          }
        }
      }
    }
    let hasHours = pattern.contains("H")
    guard let state, let initializer = state.binding.initializer?.value else {
      reading.from = hasHours ? 7199 : 1500
      reading.approximations.append(
        ImportNote(
          construct: "timeline", reason: "no stored model property with a start value found behind the display; the timeline is assumed to count down from \(reading.from) seconds",
          rules: [], at: reading.at))
      return
    }
    let start = startValue(initializer, Scope(type: state.owner, file: state.file, parent: nil))
    let countsUp = index.mutations(of: state.name).up && !index.mutations(of: state.name).down
    let location = state.file.location(state.binding)
    if countsUp || start == nil || start == 0 {
      reading.from = hasHours ? 7199 : 3599
      reading.approximations.append(
        ImportNote(
          construct: "\(state.name) (count-up)",
          reason: "a count-up timeline over 0…\(reading.from) s is audited as the countdown over the same values: the same strings are shown and consecutive pairs are the same, in reverse",
          rules: [], at: location))
    } else if let start {
      reading.from = start
    }
  }

  private func startValue(_ expr: ExprSyntax, _ scope: Scope) -> Int? {
    if let call = expr.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) {
      let unit: Double? = ["seconds": 1, "minutes": 60, "hours": 3600][callee.name]
      if let unit, let only = call.arguments.first, let value = resolver.number(only.expression, scope) {
        return Int(value * unit)
      }
    }
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
