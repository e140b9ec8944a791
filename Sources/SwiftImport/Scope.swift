internal import SwiftSyntax

/// What names mean while a view body is read: the view type whose members are in scope, the
/// arguments its caller passed (each read in the caller's scope), local `let`s, closure
/// parameters, and what `self` and `content` are inside extensions and view modifiers.
final class Scope {
  let type: String?
  let file: SwiftFile
  var arguments: [String: (ExprSyntax, Scope)]
  /// Local `let`s by name, each declaration in the order bound (a name a block declares again
  /// shadows the one before it).
  private var locals: [String: [Local]] = [:]
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

  /// One declaration of a local name.
  private struct Local {
    /// The expression the name stands for.
    var value: ExprSyntax
    /// The scope it is read in; nil is this scope itself (a scope that held itself strongly
    /// would never be freed, nor the syntax trees it holds).
    var scope: Scope?
    /// The declaration (`let seconds = seconds % 60`, `if let date = …`), whose end is where
    /// the name starts to mean this value; nil where it means it throughout.
    var declaration: Syntax?
  }

  /// The expression a local name stands for and the scope it is read in, where the name is read
  /// at `use`: a local is visible only after its declaration, so in `let minutes = seconds / 60`
  /// before `let seconds = seconds % 60`, and in that local's own initialiser, `seconds` is the
  /// name it shadows (a parameter, a property). A use in another syntax tree than the
  /// declaration's, or none given, sees the last declaration bound.
  func local(_ name: String, at use: Syntax? = nil) -> (ExprSyntax, Scope)? {
    guard let declarations = locals[name] else { return nil }
    let visible = declarations.last { local in
      guard let use, let declaration = local.declaration, declaration.root == use.root else { return true }
      return declaration.endPositionBeforeTrailingTrivia <= use.position
    }
    guard let visible else { return nil }
    return (visible.value, visible.scope ?? self)
  }

  /// Binds a local name to an expression read in `scope`, from the end of `declaration` on.
  func bind(_ name: String, _ expr: ExprSyntax, in scope: Scope, declaration: Syntax? = nil) {
    locals[name, default: []].append(Local(value: expr, scope: scope === self ? nil : scope, declaration: declaration))
  }

  /// Binds local names to expressions read in this scope (a body's own `let`s), each from the
  /// end of its declaration on.
  func bindOwn(_ bindings: [ExpressionSupport.LocalBinding]) {
    for binding in bindings { bind(binding.name, binding.value, in: self, declaration: binding.declaration) }
  }

  /// Forgets a local name (a closure parameter that shadows it).
  func unbind(_ name: String) {
    locals[name] = nil
  }

  /// A child scope for a closure or block in the same type.
  func nested() -> Scope {
    let scope = Scope(type: type, file: file, arguments: arguments, parent: self)
    scope.locals = locals.mapValues { $0.map { Local(value: $0.value, scope: $0.scope ?? self, declaration: $0.declaration) } }
    scope.characterParameters = characterParameters
    scope.listElements = listElements
    scope.selfNodes = selfNodes
    return scope
  }
}
