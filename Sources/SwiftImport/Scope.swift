internal import SwiftSyntax

/// What names mean while a view body is read: the view type whose members are in scope, the
/// arguments its caller passed (each read in the caller's scope), local `let`s, closure
/// parameters, and what `self` and `content` are inside extensions and view modifiers.
final class Scope {
  let type: String?
  let file: SwiftFile
  var arguments: [String: (ExprSyntax, Scope)]
  var locals: [String: (ExprSyntax, Scope)] = [:]
  /// Closure parameters standing for one character of the display (`char` in a `ForEach`).
  var characterParameters: Set<String> = []
  /// What `self` is inside a `View` extension, or `content` inside a `ViewModifier`.
  var selfNodes: [ImportedNode]?
  let parent: Scope?
  let depth: Int

  init(type: String?, file: SwiftFile, arguments: [String: (ExprSyntax, Scope)] = [:], parent: Scope?) {
    self.type = type
    self.file = file
    self.arguments = arguments
    self.parent = parent
    depth = (parent?.depth ?? 0) + 1
  }

  /// A child scope for a closure or block in the same type.
  func nested() -> Scope {
    let scope = Scope(type: type, file: file, arguments: arguments, parent: self)
    scope.locals = locals
    scope.characterParameters = characterParameters
    scope.selfNodes = selfNodes
    return scope
  }
}
