import Foundation

/// Test helpers shared by the test targets: Python's schema validators and temporary folders.
///
/// The validators are Debian's packages (`apt-get install -y python3-jsonschema
/// python3-xmlschema`, the README's install line), so the scripts run under Debian's own
/// interpreter, where those packages are, even when another Python comes first on the PATH.
public enum Python {
  /// What a script printed and how it exited.
  public struct Outcome: Sendable {
    public var status: Int32
    public var output: String
  }

  /// A Python module a validator needs is not installed: one line naming the package to install.
  public struct MissingModule: Error, CustomStringConvertible {
    /// The module Python could not import (`xmlschema`).
    public var module: String
    /// The interpreter that looked for it.
    public var interpreter: String

    /// The Debian package that provides the module.
    public var package: String { Python.debianPackages[module] ?? "python3-\(module)" }

    public var description: String {
      "the Python module '\(module)' is missing for \(interpreter): install it with "
        + "`apt-get install -y \(package)` (the README's install line)"
    }
  }

  /// Debian's package for each module the tests import.
  static let debianPackages = ["jsonschema": "python3-jsonschema", "xmlschema": "python3-xmlschema"]

  /// The interpreter: `$LAYOUT_AUDIT_PYTHON` when set, else Debian's `/usr/bin/python3` when it
  /// exists, else `python3` on the PATH (another system, where the modules come from elsewhere).
  public static let interpreter: [String] = {
    if let chosen = ProcessInfo.processInfo.environment["LAYOUT_AUDIT_PYTHON"], !chosen.isEmpty { return [chosen] }
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") { return ["/usr/bin/python3"] }
    return ["/usr/bin/env", "python3"]
  }()

  /// Runs `python3 -c script args…` and collects its status and combined output.
  /// - Throws: `MissingModule` when the script cannot import a module, so a test fails with one
  ///   line saying what to install instead of a Python traceback.
  public static func run(_ script: String, _ arguments: [String]) throws -> Outcome {
    let outcome = try ExternalProgram.run(
      URL(fileURLWithPath: interpreter[0]), Array(interpreter.dropFirst()) + ["-c", script] + arguments)
    if outcome.status != 0, let module = missingModule(in: outcome.output) {
      throw MissingModule(module: module, interpreter: interpreter.joined(separator: " "))
    }
    return outcome
  }

  /// The module named by a `ModuleNotFoundError` in Python's output, if any.
  static func missingModule(in output: String) -> String? {
    let marker = "ModuleNotFoundError: No module named '"
    guard let start = output.range(of: marker)?.upperBound else { return nil }
    let name = output[start...].prefix { $0 != "'" }
    return String(name.split(separator: ".").first ?? name[...])
  }

  /// A fresh temporary directory for one test, removed when the test process exits.
  public static func temporaryDirectory() throws -> URL {
    try Scratch.folder("reports-tests")
  }

  /// Writes data to a file in a fresh temporary directory.
  public static func file(_ data: Data, named name: String) throws -> URL {
    let url = try temporaryDirectory().appendingPathComponent(name)
    try data.write(to: url)
    return url
  }

  /// The package root, found from this file's path.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A published schema the repository vendors in `Tests/Schemas` (`JUnit.xsd`,
  /// `sarif-schema-2.1.0.json`; their origins are in `Tests/Schemas/README.md`).
  public static func sharedSchema(_ name: String) -> URL {
    packageRoot.appendingPathComponent("Tests/Schemas").appendingPathComponent(name)
  }

  public static let validateXSD = """
    import sys, xmlschema
    schema = xmlschema.XMLSchema(sys.argv[2])
    errors = list(schema.iter_errors(sys.argv[1]))
    for e in errors[:5]: print(e)
    sys.exit(1 if errors else 0)
    """

  public static let validateJSONDraft7 = """
    import sys, json, jsonschema
    schema = json.load(open(sys.argv[2]))
    doc = json.load(open(sys.argv[1]))
    errors = list(jsonschema.Draft7Validator(schema).iter_errors(doc))
    for e in errors[:5]: print(list(e.absolute_path), e.message)
    sys.exit(1 if errors else 0)
    """

  public static let validateJSONDraft2020 = """
    import sys, json, jsonschema
    schema = json.load(open(sys.argv[2]))
    jsonschema.Draft202012Validator.check_schema(schema)
    doc = json.load(open(sys.argv[1]))
    errors = list(jsonschema.Draft202012Validator(schema).iter_errors(doc))
    for e in errors[:5]: print(list(e.absolute_path), e.message)
    sys.exit(1 if errors else 0)
    """
}
