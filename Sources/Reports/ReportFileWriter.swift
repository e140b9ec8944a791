#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif
import Dispatch
import Foundation
import ReportModel
import Synchronization

/// Writes report files into a directory atomically, as a set.
///
/// Every file is rendered first, then written to a temporary file beside its target and
/// flushed to disk, and only when all of them are written are they renamed over their targets.
/// A failure (a writer that throws, a full disk, a directory that is not writable) therefore
/// leaves every existing report as it was and removes the temporary files; an interrupted run
/// never leaves a half-written report over a good one.
package struct ReportFileWriter: Sendable {
  /// One file to write: its name inside the directory and its bytes.
  package struct File: Sendable, Hashable {
    /// A plain file name (`report.json`), no directories.
    package var name: String
    /// The complete contents.
    package var data: Data

    /// Creates a file to write.
    package init(name: String, data: Data) {
      self.name = name
      self.data = data
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

  /// Renders the report with every writer that writes a file (stdout formats are skipped) and
  /// writes the files atomically, adding `report.schema.json` beside `report.json`.
  ///
  /// A file already there that differs from the new one only in its timestamps is left as it
  /// is, so reports committed to a repository change only when what they say changes.
  /// - Returns: the paths written, in writer order (without the files left as they were).
  @discardableResult
  package func write(
    _ report: AuditReport, writers: [any ReportWriter], context: ReportContext
  ) throws(ReportError) -> [String] {
    // The formats render at once, one core each (the JSON, JUnit and SARIF writers of a large
    // report take seconds); files keep the writers' order.
    let fileWriters = writers.filter { $0.fileName != nil }
    let rendered = Mutex<[Result<Data, ReportError>?]>(Array(repeating: nil, count: fileWriters.count))
    DispatchQueue.concurrentPerform(iterations: fileWriters.count) { index in
      let result = Result { () throws(ReportError) in try fileWriters[index].render(report, context: context) }
      rendered.withLock { $0[index] = result }
    }
    let results = rendered.withLock { $0 }
    var files: [File] = []
    for (writer, result) in zip(fileWriters, results) {
      files.append(File(name: writer.fileName!, data: try result!.get()))
      if writer.format == .json {
        files.append(File(name: ReportSchema.fileName, data: Data(ReportSchema.text.utf8)))
      }
    }
    let spellings = ReportTimestamps.spellings(of: report.generatedAt)
    return try write(files.filter { file in
      guard let existing = FileManager.default.contents(atPath: path(of: file.name)) else { return true }
      return !ReportTimestamps.sameExceptTimestamps(old: [UInt8](existing), new: [UInt8](file.data), spellings: spellings)
    })
  }

  /// Writes files atomically: all temporary files first, then the renames.
  /// - Returns: the paths written.
  @discardableResult
  package func write(_ files: [File]) throws(ReportError) -> [String] {
    try prepareDirectory()
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

    var written: [(temporary: String, target: String)] = []
    for file in files {
      let target = path(of: file.name)
      let temporary = path(of: ".\(file.name).\(getpid()).tmp")
      do throws(ReportError) {
        try writeFlushed(file.data, to: temporary, reportingAs: target)
      } catch {
        for entry in written { unlink(entry.temporary) }
        throw error
      }
      written.append((temporary, target))
    }

    for (index, entry) in written.enumerated() where rename(entry.temporary, entry.target) != 0 {
      let detail = Self.explain(errno)
      for later in written[index...] { unlink(later.temporary) }
      let replaced = written[..<index].map(\.target)
      let note = replaced.isEmpty ? "" : " (already replaced: \(replaced.joined(separator: ", ")))"
      throw .write(path: entry.target, detail: detail + note)
    }
    syncDirectory()
    return written.map(\.target)
  }

  /// Creates the directory when missing; refuses a path that is not a directory.
  private func prepareDirectory() throws(ReportError) {
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
  private func writeFlushed(_ data: Data, to temporary: String, reportingAs target: String) throws(ReportError) {
    unlink(temporary)  // a stale temporary file of an earlier run with the same process id
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      let code = errno
      let detail =
        code == EEXIST
        ? "\(temporary) is in the way of the temporary file; remove it and run again"
        : Self.explain(code)
      throw .write(path: target, detail: detail)
    }
    var failure: Int32?
    data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let count = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          failure = errno
          return
        }
        offset += count
      }
    }
    if failure == nil, fsync(descriptor) != 0, errno != EINVAL { failure = errno }
    if close(descriptor) != 0, failure == nil { failure = errno }
    if let failure {
      unlink(temporary)
      throw .write(path: target, detail: Self.explain(failure))
    }
  }

  /// Flushes the renames themselves; best effort, as not every file system supports it.
  private func syncDirectory() {
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = close(descriptor)
  }

  /// What an `errno` means for someone writing reports, and what to do about it.
  static func explain(_ code: Int32) -> String {
    switch code {
    case EACCES, EPERM:
      "permission denied; make the directory writable or choose another output directory"
    case EROFS:
      "the file system is read-only; choose another output directory"
    case ENOSPC, EDQUOT:
      "the disk is full (or the quota is used up); free some space and run again"
    case ENOENT, ENOTDIR:
      "the directory does not exist; create it or choose another output directory"
    default:
      String(cString: strerror(code))
    }
  }
}

/// POSIX `write`, named apart from `ReportFileWriter.write`.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
