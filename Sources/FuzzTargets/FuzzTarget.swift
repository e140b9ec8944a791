import Foundation
import LayoutAudit
import LayoutEngine
import LayoutModel
import LocaleEngine
import ReportModel
import Reports
import Rules
import Runner

/// The fuzz targets: each takes arbitrary bytes and must return a value or a clear error, never
/// trap, hang or leave an invariant broken.
///
/// The same functions back the `fuzz` executable (`fuzz TARGET`: libFuzzer's driver when built
/// with `-D FUZZING`, a replay of input files without it) and the regression tests that replay `Tests/Fuzz/Regressions/<target>/`. An
/// invariant that does not hold is a `fatalError` (whose message, unlike a precondition's, an optimised build still prints), so the fuzzer records the input and the log says which invariant broke.
public enum FuzzTarget: String, CaseIterable, Sendable {
  /// Case bytes through `CaseDecoder` and, when they decode, `CaseValidator`.
  case caseDecoder = "case-decoder"
  /// The bidi command's input: the first byte picks the direction, the rest is text with
  /// `\u{…}` escapes for `EscapedText.decode`, then `Bidi.resolve`.
  case bidi
  /// Waiver files (`WaiverFile.parse`) and baseline reports (`JSONReportWriter.read`).
  case readers
  /// Case bytes that decode and validate, resolved under locales, a platform and settings
  /// chosen from the bytes, and judged by every rule.
  case resolution
  /// Platform profile files (`PlatformCatalog.decode(_:path:)`, what `--profiles DIR` reads).
  case profiles
  /// Swift source through the importer (`SwiftImporter`): every case it writes is one the
  /// library accepts, every view it leaves out and every error is located in the input.
  case importer

  /// The command that fuzzes (or replays inputs through) this target.
  public var command: String { "fuzz \(rawValue)" }

  /// How the `fuzz` executable is run.
  public static var usage: String {
    "usage: fuzz TARGET [--seeds DIR] [FILE|DIR…]   targets: \(allCases.map(\.rawValue).joined(separator: ", "))\n"
      + "  (a plain build replays the files; built with -D FUZZING it is libFuzzer's driver: fuzz TARGET [libFuzzer options] CORPUS)"
  }

  /// What one input gave: a value, or the clear error it was refused with.
  public enum Outcome: Sendable, Equatable {
    /// The input was accepted.
    case accepted
    /// The input was refused with this message.
    case refused(String)
  }

  /// Runs one input through the target, checking its invariants.
  @discardableResult
  public func run(_ data: Data) -> Outcome {
    switch self {
    case .caseDecoder: FuzzChecks.caseDecoder(data)
    case .bidi: FuzzChecks.bidi(data)
    case .readers: FuzzChecks.readers(data)
    case .resolution: FuzzChecks.resolution(data)
    case .profiles: FuzzChecks.profiles(data)
    case .importer: FuzzChecks.importer(data)
    }
  }

  /// Runs one input given as libFuzzer gives it.
  public func run(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let data = bytes.map { Data(bytes: $0, count: count) } ?? Data()
    run(data)
    return 0
  }

  /// The starting inputs: the shipped cases and every rule example for the case targets, short
  /// timer strings with bidi controls for `bidi`, a waivers file and a small report for
  /// `readers`, the built-in platform profiles for `profiles`.
  public func seeds() -> [String: Data] {
    switch self {
    case .caseDecoder, .resolution: FuzzSeeds.cases()
    case .bidi: FuzzSeeds.bidi()
    case .readers: FuzzSeeds.readers()
    case .profiles: FuzzSeeds.profiles()
    case .importer: FuzzSeeds.swiftSources()
    }
  }

  /// Writes `seeds()` into a directory (created when missing) for libFuzzer's corpus.
  /// - Returns: how many files were written, or `nil` after writing why not to standard error.
  public func writeSeeds(to directory: String) -> Int? {
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      let seeds = seeds()
      for (name, data) in seeds {
        try data.write(to: URL(fileURLWithPath: directory).appendingPathComponent("seed-\(name)"))
      }
      return seeds.count
    } catch {
      FileHandle.standardError.write(Data("\(command): error: cannot write seeds: \(error)\n".utf8))
      return nil
    }
  }
}
