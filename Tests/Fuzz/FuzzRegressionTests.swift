import Foundation
import FuzzTargets
import TestSupport
import Testing

/// Replays every input the fuzzers ever crashed on (`Tests/Fuzz/Regressions/<target>/`) through
/// the same entry functions the fuzzers call, so `swift test` proves each crash stays fixed.
@Suite("fuzz regressions")
struct FuzzRegressionTests {
  static let regressions = Python.packageRoot.appendingPathComponent("Tests/Fuzz/Regressions")

  /// The regression inputs of a target: every file in its folder except dot files.
  static func inputs(_ target: FuzzTarget) -> [URL] {
    let folder = regressions.appendingPathComponent(target.rawValue)
    return FuzzReplay.files([folder.path]).map(URL.init(fileURLWithPath:))
      .filter { $0.lastPathComponent != "README.md" }
  }

  @Test("every target has a regression folder", arguments: FuzzTarget.allCases)
  func folders(_ target: FuzzTarget) {
    var isDirectory: ObjCBool = false
    let path = Self.regressions.appendingPathComponent(target.rawValue).path
    #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue, "\(path)")
  }

  @Test("every crash input replays to a value or a clear error", arguments: FuzzTarget.allCases)
  func replay(_ target: FuzzTarget) throws {
    for url in Self.inputs(target) {
      // A trap here fails the whole run, naming the target and file in the log above it.
      let outcome = target.run(try Data(contentsOf: url))
      if case .refused(let message) = outcome {
        #expect(!message.isEmpty, "\(url.lastPathComponent)")
      }
    }
  }

  @Test("the seeds are accepted: shipped cases, rule examples, bidi strings, a waivers file, a report and the built-in profiles", arguments: FuzzTarget.allCases)
  func seeds(_ target: FuzzTarget) {
    let seeds = target.seeds()
    let minimum = [FuzzTarget.readers: 2, .profiles: 6][target] ?? 10
    #expect(seeds.count >= minimum, "\(seeds.keys.sorted())")
    for (name, data) in seeds.sorted(by: { $0.key < $1.key }) {
      #expect(target.run(data) == .accepted, "\(target.rawValue): \(name)")
    }
  }
}
