import Foundation
import LayoutAudit

/// `layout-audit import`: SwiftUI source → case files with a source map.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Write a case file for each SwiftUI view that shows a timer.",
    discussion: """
      Reads Swift files, a Swift package or an Xcode project folder with SwiftSyntax, finds the \
      views that show a time — following each Text's value through parameters, properties, \
      functions and models to where it becomes text — and writes one case per view into \
      --output, named after the view (a view the case format cannot hold is reported and the \
      others are written). Custom views, View extensions and ViewModifiers of the \
      same sources are inlined, and the display string is followed to the property or function \
      that formats it. Each case's "imported" section maps every node and modifier to its Swift \
      file:line:column, lists what could not be interpreted (the rules depending on it say can't \
      tell) and what was approximated, and the project's localisations and deployment targets \
      with their sources. 'layout-audit audit PATH.swift' imports the same way without writing files.
      """,
    arguments: [.init(name: "paths", help: "Swift files, Swift packages or Xcode project folders.", repeatable: true, completion: .path)],
    options: [view.spec, output.spec, explain.spec, CaseInputs.profiles.spec])

  static let view = CommandOption<String?>(
    "view", value: "name", help: "Import only the view type with this name (it is imported even when no time is found in it).")
  static let output = CommandOption<String>(
    "output", value: "dir", help: "Where the case files go.", default: "Cases", completion: .directory)
  static let explain = CommandOption.flag(
    "explain", help: "Print, for each view, the Texts read, where their values come from and why each was taken or left; write nothing.")

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let auditor = try CaseInputs.auditor(arguments)
    let output = try arguments.value(Self.output)
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory), !isDirectory.boolValue {
      throw .usage("--output \(Console.bounded(output)) is a file; give a folder for the case files (it is created when missing)")
    }
    let explain = arguments[Self.explain]
    let imported = try SwiftInputs.importViews(arguments.positionals, view: try arguments.value(view), explain: explain, auditor: auditor)
    if explain {
      Console.out(imported.explanation.isEmpty ? "no view types in the Swift files\n" : imported.explanation)
      return .success
    }
    // Every case is checked before any is written; a view the library refuses is reported and
    // left out, and the others are written.
    let accepted = try SwiftInputs.accepted(imported, from: arguments.positionals, auditor: auditor)
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      for (item, _) in accepted {
        let path = (output as NSString).appendingPathComponent(item.id + ".json")
        try Data(item.json.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        Console.out("\(Console.visible(path)): \(item.view) from \(Console.visible(item.swiftFile))\n")
      }
    } catch {
      throw .internalFailure("cannot write into \(Console.bounded(output)): \(error.localizedDescription). Choose another folder with --output.")
    }
    return .success
  }
}
