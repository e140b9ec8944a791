import Foundation
import LayoutAudit

/// `layout-audit import`: SwiftUI source → case files with a source map.
enum ImportCommand: Command {
  static let spec = CommandSpec(
    name: "import",
    abstract: "Write a case file for each SwiftUI view that shows a timer.",
    discussion: """
      Reads Swift files, a Swift package or an Xcode project folder with SwiftSyntax, finds the \
      views that show a timer (digit cells from a ForEach over a string's characters, Text of a \
      time value, system timer Texts, split-field stacks) and writes one case per view into \
      --output, named after the view. Custom views, View extensions and ViewModifiers of the \
      same sources are inlined, and the display string is followed to the property or function \
      that formats it. Each case's "imported" section maps every node and modifier to its Swift \
      file:line:column, lists what could not be interpreted (the rules depending on it say can't \
      tell) and what was approximated, and the project's localisations and deployment targets \
      with their sources. 'layout-audit audit PATH.swift' imports the same way without writing files.
      """,
    arguments: [.init(name: "paths", help: "Swift files, Swift packages or Xcode project folders.", repeatable: true, completion: .path)],
    options: [
      .init(name: "view", value: "name", help: "Import only the view type with this name."),
      .init(name: "output", value: "dir", help: "Where the case files go.", defaultValue: "Cases", completion: .directory),
      .init(name: "profiles", value: "dir", help: "A folder of extra platform profiles (JSON).", completion: .directory),
    ])

  static func run(_ arguments: ParsedArguments) throws(CommandError) -> ExitCode {
    let auditor = try CaseInputs.auditor(arguments)
    let output = arguments.value("output") ?? "Cases"
    let imported = try SwiftInputs.importCases(arguments.positionals, view: arguments.value("view"))
    guard !imported.isEmpty else {
      throw .badInput(
        "no view showing a timer in \(arguments.positionals.map(Console.bounded).joined(separator: ", ")); the importer "
          + "looks for digit cells (ForEach over a string's characters), Text of a time value and system timer Texts")
    }
    // Check every case decodes before writing any.
    for item in imported {
      do {
        _ = try auditor.importedCase(json: item.json, id: item.id, source: item.swiftFile)
      } catch {
        throw CommandError(error)
      }
    }
    do {
      try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      for item in imported {
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
