import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Folders for a test's files, all inside one folder of this process's that is removed when
/// the test process exits, so `swift test` leaves nothing in the temporary directory.
public enum Scratch {
  /// `layout-audit-tests.PID` in the temporary directory; roots of test processes that no
  /// longer run (killed before they could clean up) are removed when it is made.
  private static let root: URL = {
    let base = FileManager.default.temporaryDirectory
    let prefix = "layout-audit-tests."
    for entry in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [] where entry.hasPrefix(prefix) {
      if let pid = Int32(entry.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
        try? FileManager.default.removeItem(at: base.appendingPathComponent(entry))
      }
    }
    let root = base.appendingPathComponent(prefix + "\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit {
      try? FileManager.default.removeItem(atPath: FileManager.default.temporaryDirectory.path + "/layout-audit-tests.\(getpid())")
    }
    return root
  }()

  /// A fresh, empty folder whose name starts with `prefix`.
  public static func folder(_ prefix: String = "test") throws -> URL {
    let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
