import Foundation

/// The `main` of a fuzz executable built without `-D FUZZING`: replays inputs through the
/// target, so a crash file from CI can be reproduced with a plain debug build.
///
/// `fuzz TARGET [--seeds DIR] [FILE|DIR…]`: `--seeds` writes the seed corpus; each file (or
/// every file in a directory) is run and its outcome printed. Arguments starting with `-` other
/// than `--seeds` are libFuzzer's and are ignored.
public enum FuzzReplay {
  /// Runs the replay command line; returns the exit status.
  public static func main(_ target: FuzzTarget, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Int32 {
    var inputs: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      if argument == "--seeds", index + 1 < arguments.count {
        guard let count = target.writeSeeds(to: arguments[index + 1]) else { return 70 }
        print("\(target.command): wrote \(count) seeds to \(arguments[index + 1])")
        index += 2
        continue
      }
      if !argument.hasPrefix("-") { inputs.append(argument) }
      index += 1
    }
    if inputs.isEmpty, !arguments.contains("--seeds") {
      print("usage: \(target.command) [--seeds DIR] [FILE|DIR…]  (build with -D FUZZING for libFuzzer)")
      return 64
    }
    for path in files(inputs) {
      guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("\(path): error: cannot read\n".utf8))
        return 66
      }
      let start = DispatchTime.now().uptimeNanoseconds
      let outcome = target.run(data)
      let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
      let summary: String
      switch outcome {
      case .accepted: summary = "accepted"
      case .refused(let message): summary = "refused: " + (message.split(separator: "\n").first.map(String.init) ?? "")
      }
      print("\(path) (\(data.count) bytes, \(String(format: "%.1f", milliseconds)) ms): \(summary)")
    }
    return 0
  }

  /// The files named, with directories expanded to their files (sorted, dot files skipped).
  public static func files(_ paths: [String]) -> [String] {
    var files: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
      let prefix = path.hasSuffix("/") ? path : path + "/"
      files.append(contentsOf: names.filter { !$0.hasPrefix(".") }.sorted().map { prefix + $0 })
    }
    return files
  }
}

/// The hooks the libFuzzer build of `fuzz` exports, one line each.
public enum FuzzHooks {
  /// `LLVMFuzzerInitialize`: warms the target's caches (the locale catalogue, the profiles) so
  /// the first inputs are not slow, and writes the seeds into `LAYOUT_AUDIT_FUZZ_SEEDS` when set.
  public static func initialize(_ target: FuzzTarget) -> CInt {
    let seeds = ProcessInfo.processInfo.environment["LAYOUT_AUDIT_FUZZ_SEEDS"]
    if let seeds, target.writeSeeds(to: seeds) == nil { exit(70) }
    switch target {
    case .caseDecoder, .resolution: _ = (FuzzChecks.catalog, FuzzChecks.profiles.all.count)
    case .importer: _ = FuzzChecks.catalog.isKnownLocale("en")
    case .bidi, .readers, .profiles: break
    }
    return 0
  }
}

extension FuzzHooks {
  /// One libFuzzer input as a C function.
  public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

  /// Runs libFuzzer's driver (`LLVMFuzzerRunDriver`, libFuzzer's own `main` minus the linking)
  /// with the process's arguments; only linked into `-sanitize=fuzzer` builds.
  public static func runDriver(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ body: TestOneInput
  ) -> CInt {
    #if FUZZING
      var count = argc
      var vector = argv
      return LLVMFuzzerRunDriver(&count, &vector, body)
    #else
      fatalError("libFuzzer's driver is linked only into builds with -D FUZZING")
    #endif
  }
}

#if FUZZING
  /// `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*cb)(const uint8_t *, size_t))`
  /// from libFuzzer; pointer and integer arguments pass the same way in Swift's and C's calling
  /// conventions.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ body: FuzzHooks.TestOneInput
  ) -> CInt
#endif
