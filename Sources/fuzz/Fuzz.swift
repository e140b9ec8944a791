import FuzzTargets

// One executable for every fuzz target, named by the first argument: `fuzz TARGET …`.
// Built with `-D FUZZING` and `-sanitize=fuzzer`, libFuzzer drives the target through these
// hooks; built plainly, `main` replays input files (see `FuzzReplay`).
#if FUZZING
  /// The target this process fuzzes, set from the first argument before libFuzzer starts.
  nonisolated(unsafe) private var target = FuzzTarget.caseDecoder

  /// libFuzzer's entry point: one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    target.run(data, size)
  }

  /// libFuzzer's initialisation hook; the arguments are left to libFuzzer.
  @_cdecl("LLVMFuzzerInitialize")
  public func fuzzInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    FuzzHooks.initialize(target)
  }

  /// The program's entry point: SwiftPM links an executable's `main` to `<module>_main` (so
  /// libFuzzer's own `main` is not used); this takes the target's name off the arguments and
  /// hands the rest to libFuzzer's driver.
  @_cdecl("fuzz_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    guard argc > 1, let argv, let name = argv[1].map({ String(cString: $0) }), let chosen = FuzzTarget(rawValue: name) else {
      print(FuzzTarget.usage)
      return 64
    }
    target = chosen
    argv[1] = argv[0]
    return FuzzHooks.runDriver(argc - 1, argv + 1, fuzzTestOneInput)
  }
#else
  import Foundation

  /// Replays inputs through a target: `fuzz TARGET [--seeds DIR] [FILE|DIR…]`.
  @main
  enum FuzzReplayMain {
    static func main() {
      let arguments = CommandLine.arguments.dropFirst()
      guard let name = arguments.first, let target = FuzzTarget(rawValue: name) else {
        print(FuzzTarget.usage)
        exit(64)
      }
      exit(FuzzReplay.main(target, arguments: Array(arguments.dropFirst())))
    }
  }
#endif
