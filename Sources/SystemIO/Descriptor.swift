#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to a file descriptor with `write(2)`: the one loop the report files and the console
/// write through.
///
/// Not `FileHandle.write`, which traps on any write error: a full disk or a reader that went
/// away is an error the caller explains, never a crash.
package enum Descriptor {
  /// Writes every byte of `bytes` to `descriptor`, again where a call was interrupted or wrote
  /// part; the `errno` of the failure, or `nil` when all was written.
  package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += count
    }
    return nil
  }
}
