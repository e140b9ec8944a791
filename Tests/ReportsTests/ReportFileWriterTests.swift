import Foundation
import Testing
import TestSupport
@testable import Reports
import ReportModel

@Suite("Atomic report files")
struct ReportFileWriterTests {
  /// A writer that fails while rendering, as a bug or an interrupted encoder would.
  struct ThrowingWriter: ReportWriter {
    var format: ReportFormat { .markdown }
    func render(_ report: AuditReport, context: ReportContext) throws(ReportError) -> Data {
      throw .encoding(format: .markdown, detail: "simulated failure")
    }
  }

  let old = Data("old report, must survive\n".utf8)

  func contents(_ directory: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  }

  @Test("writes every file format, the schema beside the JSON, and skips stdout formats")
  func writesAll() throws {
    let directory = try Python.temporaryDirectory().appendingPathComponent("Reports/nested")
    let writer = ReportFileWriter(directory: directory.path)
    let paths = try writer.write(
      Fixtures.report(), writers: ReportFormat.all.map(\.writer), context: ReportContext())
    #expect(paths.map { URL(fileURLWithPath: $0).lastPathComponent } == [
      "report.json", "report.schema.json", "report.junit.xml", "report.sarif", "report.md", "report.html",
    ])
    #expect(try contents(directory) == [
      "report.html", "report.json", "report.junit.xml", "report.md", "report.sarif", "report.schema.json",
    ])
    let json = try Data(contentsOf: directory.appendingPathComponent("report.json"))
    #expect(json == (try JSONReportWriter().render(Fixtures.report(), context: ReportContext())))
  }

  @Test("replaces an existing report")
  func replaces() throws {
    let directory = try Python.temporaryDirectory()
    try old.write(to: directory.appendingPathComponent("report.json"))
    try ReportFileWriter(directory: directory.path).write([.init(name: "report.json", data: Data("new".utf8))])
    #expect(try Data(contentsOf: directory.appendingPathComponent("report.json")) == Data("new".utf8))
    #expect(try contents(directory) == ["report.json"])
  }

  @Test("leaves every report untouched when a writer throws")
  func writerThrows() throws {
    let directory = try Python.temporaryDirectory()
    try old.write(to: directory.appendingPathComponent("report.json"))
    let error = #expect(throws: ReportError.self) {
      try ReportFileWriter(directory: directory.path).write(
        Fixtures.report(), writers: [JSONReportWriter(), ThrowingWriter()], context: ReportContext())
    }
    #expect(error == .encoding(format: .markdown, detail: "simulated failure"))
    #expect(try Data(contentsOf: directory.appendingPathComponent("report.json")) == old)
    #expect(try contents(directory) == ["report.json"])
  }

  @Test("removes its temporary files and replaces nothing when a write fails midway")
  func failsMidway() throws {
    let directory = try Python.temporaryDirectory()
    try old.write(to: directory.appendingPathComponent("report.json"))
    // Block the second file's temporary name: the first temporary file is already written.
    let blocker = ".report.md.\(getpid()).tmp"
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent(blocker).appendingPathComponent("child"), withIntermediateDirectories: true)
    let error = #expect(throws: ReportError.self) {
      try ReportFileWriter(directory: directory.path).write([
        .init(name: "report.json", data: Data("new json".utf8)), .init(name: "report.md", data: Data("new md".utf8)),
      ])
    }
    guard case .write(let path, let detail)? = error else {
      Issue.record("expected .write, got \(String(describing: error))")
      return
    }
    #expect(path == directory.appendingPathComponent("report.md").path)
    #expect(detail.contains("remove it and run again"))
    #expect(error?.description.contains("No existing report was changed.") == true)
    #expect(try Data(contentsOf: directory.appendingPathComponent("report.json")) == old)
    #expect(try contents(directory) == [blocker, "report.json"])
  }

  @Test("refuses an output path that is a file, naming it")
  func outputIsAFile() throws {
    let file = try Python.temporaryDirectory().appendingPathComponent("Reports")
    try old.write(to: file)
    let error = #expect(throws: ReportError.self) {
      try ReportFileWriter(directory: file.path).write([.init(name: "report.json", data: Data())])
    }
    #expect(error == .outputDirectory(path: file.path, detail: "it is a file, not a directory"))
    #expect(error?.description == "cannot write reports into \(file.path): it is a file, not a directory.")
    #expect(try Data(contentsOf: file) == old)
  }

  @Test("refuses a directory in a report's place before writing anything")
  func directoryInTheWay() throws {
    let directory = try Python.temporaryDirectory()
    try old.write(to: directory.appendingPathComponent("report.json"))
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("report.md"), withIntermediateDirectories: true)
    #expect(throws: ReportError.self) {
      try ReportFileWriter(directory: directory.path).write([
        .init(name: "report.json", data: Data("new".utf8)), .init(name: "report.md", data: Data("new".utf8)),
      ])
    }
    #expect(try Data(contentsOf: directory.appendingPathComponent("report.json")) == old)
    #expect(try contents(directory) == ["report.json", "report.md"])
  }

  @Test("refuses names that are not plain file names")
  func badNames() throws {
    let directory = try Python.temporaryDirectory()
    for name in ["", "../report.json", ".", "a/b"] {
      #expect(throws: ReportError.self) {
        try ReportFileWriter(directory: directory.path).write([.init(name: name, data: Data())])
      }
    }
    #expect(try contents(directory).isEmpty)
  }

  @Test("explains disk full and permission errors with what to do")
  func explanations() {
    #expect(ReportFileWriter.explain(ENOSPC).contains("disk is full"))
    #expect(ReportFileWriter.explain(EACCES).contains("choose another output directory"))
    #expect(ReportFileWriter.explain(EROFS).contains("read-only"))
  }
}
