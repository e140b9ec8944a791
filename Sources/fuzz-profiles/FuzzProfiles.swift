import FuzzTargets

// Built with `-D FUZZING` and `-sanitize=fuzzer`, libFuzzer drives the target through these
// hooks; built plainly, `main` replays input files (see `FuzzReplay`).
#if FUZZING
  /// libFuzzer's entry point: one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.profiles.run(data, size)
  }

  /// libFuzzer's initialisation hook; the arguments are left to libFuzzer.
  @_cdecl("LLVMFuzzerInitialize")
  public func fuzzInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    FuzzHooks.initialize(.profiles)
  }

  /// The program's entry point: SwiftPM links an executable's `main` to `<module>_main` (so
  /// libFuzzer's own `main` is not used), and this hands control to libFuzzer's driver.
  @_cdecl("fuzz_profiles_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzHooks.runDriver(argc, argv, fuzzTestOneInput)
  }
#else
  import Foundation

  /// Replays inputs through the target: `fuzz-profiles [--seeds DIR] [FILE|DIR…]`.
  @main
  enum FuzzProfilesReplay {
    static func main() {
      exit(FuzzReplay.main(.profiles))
    }
  }
#endif
