import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Reports
import Runner

extension AuditError {
  /// What failed, as the typed error of the part of LayoutAudit that found it: kept whole up to
  /// the front end, which phrases it once (its description is the library's wording).
  public struct Cause: Sendable, Equatable, CustomStringConvertible {
    /// The typed error, for a front end inside the package that phrases a case its own way.
    package let reason: Reason

    package init(_ reason: Reason) {
      self.reason = reason
    }

    public var description: String { reason.description }
  }

  /// The typed errors of the modules behind the door, and the door's own.
  package enum Reason: Sendable, Equatable, CustomStringConvertible {
    /// Case files with problems, each located; the message ends with how many there are.
    case invalidCases([CaseDiagnostic])
    /// Located problems in one file (a case's JSON, the configuration file).
    case diagnostics([CaseDiagnostic])
    /// A file that is not well-formed JSON.
    case json(JSONParseError)
    /// A file that cannot be used as a whole (missing, too large, of another tool).
    case file(path: String, problem: String)
    /// An audit asked for with no case.
    case noCases
    /// A case the Swift importer wrote that does not decode, or decodes and is invalid.
    case importedCase(source: String, decodes: Bool, [CaseDiagnostic])
    /// A platform profile file.
    case platformProfile(PlatformProfileError)
    /// The runner: a case that cannot be prepared, a waivers file, shards that do not merge.
    case runner(RunnerError)
    /// A report that cannot be read, rendered or written.
    case report(ReportError)
    /// The locale engine.
    case localeEngine(LocaleEngineError)
    /// A case that cannot be resolved under a locale and platform.
    case resolution(path: String, ResolutionError)
    /// A Unicode bidi conformance file.
    case conformance(ConformanceError)
    /// A string bidi cannot run through.
    case bidi(BidiError)

    package var description: String {
      switch self {
      case .invalidCases(let diagnostics):
        Self.lines(diagnostics)
          + "\n\(diagnostics.count) error\(diagnostics.count == 1 ? "" : "s") in case files; fix them and run again"
      case .diagnostics(let diagnostics): Self.lines(diagnostics)
      case .json(let error): error.description
      case .file(let path, let problem): "\(path): error: \(problem)"
      case .noCases: "no case to audit; load at least one case file"
      case .importedCase(let source, let decodes, let diagnostics):
        "the case imported from \(source) \(decodes ? "is invalid" : "does not decode") (an importer bug; please report it):\n"
          + Self.lines(diagnostics)
      case .platformProfile(let error): error.description
      case .runner(let error): error.description
      case .report(let error): error.description
      case .localeEngine(let error): error.description
      case .resolution(let path, let error): "\(path): error: \(error)"
      case .conformance(let error): error.description
      case .bidi(let error): error.description
      }
    }

    private static func lines(_ diagnostics: [CaseDiagnostic]) -> String {
      diagnostics.map(\.description).joined(separator: "\n")
    }
  }
}
