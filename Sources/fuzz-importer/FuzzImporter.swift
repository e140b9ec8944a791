import FuzzTargets

// Built with `-D FUZZING` and `-sanitize=fuzzer`, libFuzzer drives the target through these
// hooks; built plainly, `main` replays input files (see `FuzzReplay`).
#if FUZZING
  /// libFuzzer's entry point: one input.
  @_cdecl("LLVMFuzzerTestOneInput")
  public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.importer.run(data, size)
  }

  /// libFuzzer's initialisation hook; the arguments are left to libFuzzer.
  @_cdecl("LLVMFuzzerInitialize")
  public func fuzzInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    FuzzHooks.initialize(.importer)
  }

  /// The program's entry point: SwiftPM links an executable's `main` to `<module>_main` (so
  /// libFuzzer's own `main` is not used), and this hands control to libFuzzer's driver.
  @_cdecl("fuzz_importer_main")
  public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    FuzzHooks.runDriver(argc, argv, fuzzTestOneInput)
  }
#else
  import Foundation

  /// Replays inputs through the target: `fuzz-importer [--seeds DIR] [FILE|DIR…]`.
  @main
  enum FuzzImporterReplay {
    static func main() {
      exit(FuzzReplay.main(.importer))
    }
  }
#endif
