import Foundation
import ReportModel
import SystemIO

/// Writes report files into a directory: each file atomically (a flushed temporary file renamed
/// over its target), every file written before the first rename.
///
/// A whole report set is written by `ReportSetWriter`, which swaps the set in as one folder;
/// `writeInPlace(_:reason:)` is its file-by-file fallback.
package struct ReportFileWriter: Sendable {
  /// One file to write: its name inside the directory and its bytes.
  package struct File: Sendable, Hashable {
    /// A plain file name (`report.json`), no directories.
    package var name: String
    private var storage: Storage

    /// Where the bytes are: in memory, or in a `ReportSpool` until they are written.
    private enum Storage: Sendable, Hashable {
      case bytes(Data)
      case spooled(path: String)
    }

    /// Creates a file to write.
    package init(name: String, data: Data) {
      self.name = name
      storage = .bytes(data)
    }

    /// A file whose bytes wait in a spool file rather than in memory.
    init(name: String, spooledAt path: String) {
      self.name = name
      storage = .spooled(path: path)
    }

    /// The complete contents, read back from the spool when the file waits there.
    package func contents() throws(ReportError) -> Data {
      switch storage {
      case .bytes(let data): return data
      case .spooled(let path):
        guard let data = FileManager.default.contents(atPath: path) else {
          throw .write(path: name, detail: "its rendered bytes, kept in \(path) until the set was written, cannot be read back")
        }
        return data
      }
    }
  }

  /// The output directory; created (with its parents) when missing.
  package var directory: String

  /// Creates a writer for a directory.
  package init(directory: String) {
    self.directory = directory
  }

  /// The path of a file inside the directory.
  package func path(of name: String) -> String {
    directory.hasSuffix("/") ? directory + name : directory + "/" + name
  }

  /// Writes files atomically: all temporary files first, then the renames.
  package func write(_ files: [File]) throws(ReportError) {
    try check(files)
    try prepareDirectory()
    try writeInPlace(files, reason: nil)
  }

  /// Refuses names that are not plain, given twice, or where a folder is in the way.
  package func check(_ files: [File]) throws(ReportError) {
    var names = Set<String>()
    for file in files {
      guard !file.name.isEmpty, !file.name.contains("/"), file.name != ".", file.name != ".."
      else { throw .write(path: path(of: file.name), detail: "it is not a plain file name") }
      guard names.insert(file.name).inserted else {
        throw .write(path: path(of: file.name), detail: "two reports would be written to it")
      }
      var info = stat()
      if lstat(path(of: file.name), &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        throw .write(path: path(of: file.name), detail: "a directory is in the way; remove it")
      }
    }
  }

  /// Writes every file to a flushed temporary beside its target, then renames them one by one.
  /// A failure before the first rename changes nothing; a failed rename says which files were
  /// replaced and which were not.
  /// - Parameter reason: why the set is not swapped in as a folder, for the failure message.
  package func writeInPlace(_ files: [File], reason: String?) throws(ReportError) {
    var written: [(temporary: String, target: String)] = []
    SignalCleanup.register(folder: nil, paths: files.map { path(of: ".\($0.name).\(getpid()).tmp") })
    defer { SignalCleanup.clear() }
    for file in files {
      let target = path(of: file.name)
      let temporary = path(of: ".\(file.name).\(getpid()).tmp")
      do throws(ReportError) {
        try writeFlushed(try file.contents(), to: temporary, reportingAs: target)
      } catch {
        for entry in written { unlink(entry.temporary) }
        throw error
      }
      written.append((temporary, target))
    }

    for (index, entry) in written.enumerated() where rename(entry.temporary, entry.target) != 0 {
      let detail = Self.explain(errno, directory: directory)
      for later in written[index...] { unlink(later.temporary) }
      let replaced = written[..<index].map(\.target)
      let kept = written[index...].map(\.target)
      guard !replaced.isEmpty else { throw .write(path: entry.target, detail: detail) }
      let why = reason.map { " (the set was written file by file: \($0))" } ?? ""
      throw .set(
        path: directory,
        detail: "renaming \(entry.target) into place failed (\(detail)) after \(replaced.joined(separator: ", ")) "
          + "had been replaced\(why); not replaced: \(kept.joined(separator: ", ")). The folder now holds a mixed "
          + "set, which the run id in each file shows; run again to write the whole set")
    }
    Self.syncDirectory(directory)
  }

  /// Creates the directory when missing; refuses a path that is not a directory.
  package func prepareDirectory() throws(ReportError) {
    var info = stat()
    if stat(directory, &info) == 0 {
      guard info.st_mode & S_IFMT == S_IFDIR else {
        throw .outputDirectory(path: directory, detail: "it is a file, not a directory")
      }
      return
    }
    do {
      try FileManager.default.createDirectory(
        atPath: directory, withIntermediateDirectories: true)
    } catch {
      throw .outputDirectory(
        path: directory, detail: "it does not exist and could not be created (\(error.localizedDescription))")
    }
  }

  /// Writes the bytes to a new file and flushes them to disk; removes the file on failure.
  package func writeFlushed(_ data: Data, to temporary: String, reportingAs target: String) throws(ReportError) {
    unlink(temporary)  // a stale temporary file of an earlier run with the same process id
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      let detail =
        code == EEXIST
        ? "\(temporary) is in the way of the temporary file; remove it and run again"
        : Self.explain(code, directory: directory)
      throw .write(path: target, detail: detail)
    }
    var failure = data.withUnsafeBytes { Descriptor.writeAll($0, to: descriptor) }
    if failure == nil, fsync(descriptor) != 0, errno != EINVAL { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(temporary)
      throw .write(path: target, detail: Self.explain(failure, directory: directory))
    }
  }

  /// Flushes the renames themselves; best effort, as not every file system supports it.
  package static func syncDirectory(_ directory: String) {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }

  /// What an `errno` means for someone writing reports into `directory`, and what to do.
  static func explain(_ code: Int32, directory: String) -> String {
    switch code {
    case EACCES, EPERM:
      return "permission denied; make the folder writable or choose another output folder"
    case EROFS:
      return "the file system is read-only; choose another output folder"
    case ENOSPC, EDQUOT:
      return "the disk is full (or the quota is used up); free some space and run again"
    case ENOENT, ENOTDIR:
      var info = stat()
      if stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        // The folder is there (such as /proc) but its file system will not hold new files.
        return "its file system does not let files be created there (\(String(cString: strerror(code)))); "
          + "choose an ordinary folder"
      }
      return "the folder does not exist; create it or choose another output folder"
    default:
      return String(cString: strerror(code))
    }
  }
}
