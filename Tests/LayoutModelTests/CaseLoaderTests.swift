import Foundation
import Testing
@testable import LayoutModel

@Suite("CaseLoader and shipped cases")
struct CaseLoaderTests {
  private var casesDirectory: String { TestSupport.packageRoot.appendingPathComponent("Cases").path }

  private func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("layoutmodel-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("every shipped case decodes and validates")
  func shippedCasesLoad() {
    let result = CaseLoader().load(paths: [casesDirectory], catalog: .permissive)
    #expect(result.diagnostics.map(\.description) == [])
    let ids = result.cases.map(\.layoutCase.id)
    #expect(ids.starts(with: ["return-glass-timer", "return-timer-tvos-regression"]))
    #expect(ids.count >= 19, "the Return cases and the regression zoo")
  }

  @Test("the production case has the fixes of the field report")
  func productionCase() throws {
    let loaded = try CaseLoader().load(file: casesDirectory + "/return-glass-timer.json", catalog: .permissive)
    let root = loaded.layoutCase.view
    #expect(root.modifiers.map(\.kind) == [.environment(layoutDirection: .leftToRight)])
    let timer = try #require(root.children.first)
    #expect(timer.id == "timer")
    #expect(timer.modifiers.map(\.kind) == [
      .flipsForRightToLeftLayoutDirection(false), .environment(layoutDirection: .leftToRight),
      .accessibilityLabel("Time remaining: $spoken"), .accessibilityAddTraits([.updatesFrequently]),
      .animation(AnimationModifier(
        value: "display", spec: AnimationSpec(curve: .easeInOut, duration: 0.15), whenReduceMotion: .disabled)),
    ])
    let reflection = try #require(root.children.last)
    #expect(reflection.kind == .reflection(of: "timer"))
    #expect(reflection.modifiers.map(\.kind) == [
      .scaleEffect(x: 1, y: -1),
      .mask(linearGradient: [GradientStop(opacity: 0.2, location: 0), GradientStop(opacity: 0, location: 0.6)]),
      .offset(Offset(x: 0, y: -8)), .accessibilityHidden(true),
    ])
    #expect(loaded.layoutCase.deploymentTarget.families == OSFamily.allCases)
    #expect(loaded.layoutCase.timeline.countdown.tickCount == 1501)
  }

  @Test("the regression case differs only by the missing pin")
  func regressionCase() throws {
    let loader = CaseLoader()
    let good = try loader.load(file: casesDirectory + "/return-glass-timer.json", catalog: .permissive)
    let bad = try loader.load(file: casesDirectory + "/return-timer-tvos-regression.json", catalog: .permissive)
    let goodTimer = good.layoutCase.view.children[0]
    let badTimer = bad.layoutCase.view.children[0]
    #expect(badTimer.modifiers.map(\.kind) == Array(goodTimer.modifiers.map(\.kind).dropFirst()))
    guard case .digitCells(let goodCells) = goodTimer.kind, case .digitCells(let badCells) = badTimer.kind else {
      Issue.record("both timers must be DigitCells")
      return
    }
    #expect(goodCells.cellWidth == badCells.cellWidth)
    #expect(goodCells.cell?.modifiers.map(\.kind) == badCells.cell?.modifiers.map(\.kind))
    #expect(bad.layoutCase.view.children[1].modifiers.map(\.kind) == good.layoutCase.view.children[1].modifiers.map(\.kind))
  }

  @Test("the schema names every modifier, node type and root key the decoder knows")
  func schemaInStep() throws {
    let schema = try String(contentsOfFile: casesDirectory + "/case.schema.json", encoding: .utf8)
    let names = ModifierName.allCases.map(\.rawValue) + NodeType.allCases.map(\.rawValue)
      + NodeType.allCases.flatMap(\.fieldKeys) + DecodingState.caseKeys
    for name in names {
      #expect(schema.contains("\"\(name)\""), "case.schema.json does not mention \"\(name)\"")
    }
    #expect(throws: Never.self) { try JSONParser().parse(Data(schema.utf8), file: "case.schema.json") }
  }

  @Test("rejects a huge file before reading it")
  func hugeFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("huge.json").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data("{".utf8)))
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: 100 << 20)
    try handle.close()
    // The size is checked before reading: the sparse 100 MB file is refused by its size alone
    // (the message gives the byte count from the file system, not from reading it).
    let result = CaseLoader().load(paths: [path], catalog: .permissive)
    #expect(result.diagnostics.map(\.description) == [
      "\(path):1:1: error: the file is too large (104857600 bytes; at most 1048576 bytes)"
    ])
  }

  @Test("reports missing paths, expands directories and skips schemas")
  func directories() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(TestSupport.caseText(id: "b").utf8).write(to: directory.appendingPathComponent("b.json"))
    try Data(TestSupport.caseText(id: "a").utf8).write(to: directory.appendingPathComponent("a.json"))
    try Data("not json".utf8).write(to: directory.appendingPathComponent("x.schema.json"))
    try Data("ignored".utf8).write(to: directory.appendingPathComponent("notes.txt"))
    let missing = directory.appendingPathComponent("missing.json").path
    let result = CaseLoader().load(paths: [directory.path, missing], catalog: .permissive)
    #expect(result.cases.map(\.layoutCase.id) == ["a", "b"])
    #expect(result.cases.first?.path == directory.path + "/a.json")
    #expect(result.diagnostics.map(\.description) == ["\(missing):1:1: error: no such file or directory"])
  }

  @Test("reports the same case id in two directories")
  func duplicateCaseIDs() throws {
    let first = try temporaryDirectory()
    let second = try temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    let text = TestSupport.caseText(id: "a")
    try Data(text.utf8).write(to: first.appendingPathComponent("a.json"))
    try Data(text.utf8).write(to: second.appendingPathComponent("a.json"))
    let result = CaseLoader().load(paths: [first.path, second.path], catalog: .permissive)
    #expect(result.cases.count == 1)
    #expect(result.diagnostics.map(\.message) == ["case id \"a\" is also used by \(first.path)/a.json"])
  }
}
