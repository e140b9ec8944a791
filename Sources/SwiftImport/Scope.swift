internal import SwiftSyntax

/// What names mean while a view body is read: the view type whose members are in scope, the
/// arguments its caller passed (each read in the caller's scope), local `let`s, closure
/// parameters, and what `self` and `content` are inside extensions and view modifiers.
final class Scope {
  let type: String?
  let file: SwiftFile
  var arguments: [String: (ExprSyntax, Scope)]
  /// Local `let`s, each with the scope it is read in; nil is this scope itself (a scope that held
  /// itself strongly would never be freed, nor the syntax trees it holds).
  private var locals: [String: (ExprSyntax, Scope?)] = [:]
  /// Closure parameters standing for one character of the display (`char` in a `ForEach`).
  var characterParameters: Set<String> = []
  /// Closure parameters standing for an element of a fixed list (`minutes` in
  /// `ForEach([15, 25, 50]) { minutes in … }`): a picker's presets, not a time that changes.
  var listElements: Set<String> = []
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

  /// The expression a local name stands for and the scope it is read in.
  func local(_ name: String) -> (ExprSyntax, Scope)? {
    guard let (expr, scope) = locals[name] else { return nil }
    return (expr, scope ?? self)
  }

  /// Binds a local name to an expression read in `scope`.
  func bind(_ name: String, _ expr: ExprSyntax, in scope: Scope) {
    locals[name] = (expr, scope === self ? nil : scope)
  }

  /// Binds local names to expressions read in this scope (a body's own `let`s).
  func bindOwn(_ bindings: [String: ExprSyntax]) {
    for (name, expr) in bindings { locals[name] = (expr, nil) }
  }

  /// Forgets a local name (a closure parameter that shadows it).
  func unbind(_ name: String) {
    locals[name] = nil
  }

  /// A child scope for a closure or block in the same type.
  func nested() -> Scope {
    let scope = Scope(type: type, file: file, arguments: arguments, parent: self)
    scope.locals = locals.mapValues { ($0.0, $0.1 ?? self) }
    scope.characterParameters = characterParameters
    scope.listElements = listElements
    scope.selfNodes = selfNodes
    return scope
  }
}
