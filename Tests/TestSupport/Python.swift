import Foundation

/// Runs the Python validators CI installs (`pip install xmlschema jsonschema`).
/// Test helpers shared by the test targets: Python's schema validators and temporary folders.
public enum Python {
  public struct Outcome: Sendable {
    public var status: Int32
    public var output: String
  }

  /// Runs `python3 -c script args…` and collects its status and combined output.
  public static func run(_ script: String, _ arguments: [String]) throws -> Outcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script] + arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
  }

  /// A fresh temporary directory for one test.
  public static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("reports-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
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

  /// A published schema (`JUnit.xsd`, `sarif-schema-2.1.0.json`): from `Tests/Schemas` when the
  /// repository vendors them, else from `$LAYOUTAUDIT_SCHEMAS`, else from the shared copies.
  public static func sharedSchema(_ name: String) -> URL {
    let candidates = [
      packageRoot.appendingPathComponent("Tests/Schemas"),
      ProcessInfo.processInfo.environment["LAYOUTAUDIT_SCHEMAS"].map { URL(fileURLWithPath: $0) },
      URL(fileURLWithPath: "/work/shared/schemas"),
    ].compactMap { $0 }.map { $0.appendingPathComponent(name) }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) } ?? candidates.last!
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
