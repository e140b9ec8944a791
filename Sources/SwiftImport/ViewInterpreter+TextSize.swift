import LayoutModel
internal import SwiftSyntax

/// Fonts → the case's `font` modifier: whether the size follows the person's text size.
extension ViewInterpreter {
  /// The case JSON of a font expression (already settled), or `nil` when the importer cannot
  /// tell how its size behaves (a theme's font, a computed one).
  ///
  /// `.title`, `.system(.title, design:)` are text styles; `.system(size:)` and
  /// `.custom(_:fixedSize:)` are fixed sizes; `.custom(_:size:)` scales with body and
  /// `.custom(_:size:relativeTo:)` with its style (`TextFont` cites Apple for each); a size read
  /// from a `@ScaledMetric` property scales with the metric's style. Modifiers on the font
  /// (`.bold()`, `.monospacedDigit()`, `.weight(_:)`) leave its size alone.
  func textFont(_ expr: ExprSyntax, _ scope: Scope) -> CaseJSON? {
    var current = ExpressionSupport.unwrapped(expr)
    for _ in 0..<16 {
      if let style = TextSizeReading.style(current) { return .object([("style", .string(style.rawValue))]) }
      guard let call = current.as(FunctionCallExprSyntax.self), let callee = ExpressionSupport.callee(call) else { return nil }
      let isFontFunction = callee.base.map { ["Font", "SwiftUI.Font"].contains($0.trimmedSource) } ?? true
      if isFontFunction, callee.name == "system" || callee.name == "custom" {
        return sizedFont(call, custom: callee.name == "custom", scope)
      }
      // A modifier of a font (`.title.bold()`, `.system(size: 40).monospacedDigit()`).
      guard let base = callee.base else { return nil }
      current = ExpressionSupport.unwrapped(base)
    }
    return nil
  }

  private func sizedFont(_ call: FunctionCallExprSyntax, custom: Bool, _ scope: Scope) -> CaseJSON? {
    if let first = call.arguments.first, first.label == nil, !custom {
      return TextSizeReading.style(first.expression).map { .object([("style", .string($0.rawValue))]) }
    }
    let fixed = ExpressionSupport.argument(call, "fixedSize")
    guard let sizeExpr = fixed ?? ExpressionSupport.argument(call, "size"),
      let size = resolver.number(sizeExpr, scope), CaseLimits().holdsFontSize(size)
    else { return nil }
    var relativeTo: TextStyle?
    if fixed == nil {
      if let named = ExpressionSupport.argument(call, "relativeTo") {
        guard let style = TextSizeReading.style(named) else { return nil }
        relativeTo = style
      } else if custom {
        relativeTo = .body
      }
      relativeTo = relativeTo ?? scaledMetricStyle(sizeExpr, scope)
    }
    var members: [(String, CaseJSON)] = [("size", .number(size))]
    if let relativeTo { members.append(("relativeTo", .string(relativeTo.rawValue))) }
    return .object(members)
  }

  /// The text style a size scales with when it is read from a `@ScaledMetric` property (body
  /// unless `relativeTo:` names one), following names as the value resolver does.
  private func scaledMetricStyle(_ expr: ExprSyntax, _ scope: Scope) -> TextStyle? {
    var current = (ExpressionSupport.unwrapped(expr), scope)
    for _ in 0..<16 {
      let name = current.0.trimmedSource.replacingOccurrences(of: "self.", with: "")
      if let type = current.1.type, let property = index.property(name, of: type, near: current.1.file) {
        for attribute in property.declaration.attributes {
          guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedSource == "ScaledMetric"
          else { continue }
          let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label?.text == "relativeTo" }
          return argument.flatMap { TextSizeReading.style($0.expression) } ?? .body
        }
      }
      guard current.0.is(DeclReferenceExprSyntax.self) || current.0.is(MemberAccessExprSyntax.self),
        let next = resolver.follow(current.0, current.1)
      else { return nil }
      current = next
    }
    return nil
  }
}
