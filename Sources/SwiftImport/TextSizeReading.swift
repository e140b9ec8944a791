import LayoutModel
internal import SwiftSyntax

/// Reads what SwiftUI code says about text size: text styles and `.dynamicTypeSize(_:)` limits,
/// from syntax alone.
enum TextSizeReading {
  /// The rules that read the font of the time: an unknown font or limit leaves both open.
  static let rules = ["timer-text-scales", "timer-text-fits"]

  /// `.largeTitle`, `Font.TextStyle.title`, `Font.title`: a text style's name, if it is one.
  static func style(_ expr: ExprSyntax) -> TextStyle? {
    guard let member = expr.as(MemberAccessExprSyntax.self) else { return nil }
    if let base = member.base?.trimmedSource, !["Font", "Font.TextStyle", "SwiftUI.Font"].contains(base) { return nil }
    return TextStyle(rawValue: member.declName.baseName.text)
  }

  /// `.large`, `DynamicTypeSize.large`: a Dynamic Type size, if it is one.
  static func size(_ expr: ExprSyntax) -> DynamicTypeSize? {
    let unwrapped = ExpressionSupport.unwrapped(expr)
    guard let member = unwrapped.as(MemberAccessExprSyntax.self) else { return nil }
    if let base = member.base?.trimmedSource, !["DynamicTypeSize", "SwiftUI.DynamicTypeSize"].contains(base) { return nil }
    return DynamicTypeSize(rawValue: member.declName.baseName.text)
  }

  /// The case JSON of `.dynamicTypeSize(_:)`'s argument: one size, or a range (`a ... b`,
  /// `a ..< b`, `...b`, `..<b`, `a...`); `nil` when it is neither.
  static func limit(_ expr: ExprSyntax) -> CaseJSON? {
    if let size = size(expr) { return .string(size.rawValue) }
    let unwrapped = ExpressionSupport.unwrapped(expr)
    var lower: DynamicTypeSize?
    var upper: DynamicTypeSize?
    if let prefix = unwrapped.as(PrefixOperatorExprSyntax.self) {
      guard let bound = size(prefix.expression) else { return nil }
      switch prefix.operator.text {
      case "...": upper = bound
      case "..<": upper = below(bound)
      default: return nil
      }
      guard upper != nil else { return nil }
    } else if let postfix = unwrapped.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
      guard let bound = size(postfix.expression) else { return nil }
      lower = bound
    } else if let (left, op, right) = binary(unwrapped) {
      guard let from = size(left), let to = size(right) else { return nil }
      lower = from
      switch op {
      case "...": upper = to
      case "..<": upper = below(to)
      default: return nil
      }
      guard let top = upper, from <= top else { return nil }
    } else {
      return nil
    }
    var members: [(String, CaseJSON)] = []
    if let lower { members.append(("min", .string(lower.rawValue))) }
    if let upper { members.append(("max", .string(upper.rawValue))) }
    return .object(members)
  }

  /// The size just below `size`, for a half-open range's end.
  private static func below(_ size: DynamicTypeSize) -> DynamicTypeSize? {
    DynamicTypeSize.allCases.last { $0 < size }
  }

  /// `a op b`, as a folded infix expression or an unfolded sequence of three.
  private static func binary(_ expr: ExprSyntax) -> (ExprSyntax, String, ExprSyntax)? {
    if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self) {
      return (infix.leftOperand, op.operator.text, infix.rightOperand)
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard elements.count == 3, let op = elements[1].as(BinaryOperatorExprSyntax.self) else { return nil }
      return (elements[0], op.operator.text, elements[2])
    }
    return nil
  }
}
