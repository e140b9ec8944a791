import Foundation
import ReportModel

/// What writing a report set did, for the message the user sees.
package struct ReportSetOutcome: Sendable, Equatable {
  /// The output folder.
  package var directory: String
  /// The set's id, in every file of it.
  package var runID: String
  /// The files of the new set now in the folder (empty when nothing changed).
  package var replaced: [String]
  /// Files already in the folder that this run does not write (another format, a user's
  /// file), left as they were.
  package var untouched: [String]
  /// Whether the set went in with one swap of the folder (otherwise file by file, see
  /// `ReportSetWriter`).
  package var swapped: Bool
}

/// Writes the files of one report set into a folder so that a reader sees the old set or the
/// new one, never a mix.
///
/// Under an advisory lock (`flock`) on the output folder, the new set is written into a fresh
/// sibling folder, `.NAME.layout-audit.PID`, with every file flushed; files of the old folder
/// that the run does not write are hard-linked into it; then one `renameat2(RENAME_EXCHANGE)`
/// swaps the two folders, which the kernel does atomically, and the old one is removed. A kill
/// before the swap leaves the old set; after it, the new one. The sibling of a process that died
/// is removed by the next run; `SIGINT` and `SIGTERM` remove it at once.
///
/// The swap needs a folder it may replace: one holding only files, that is not the working
/// directory (or above it), not a mount point, with a writable parent, on a file system with
/// `RENAME_EXCHANGE`. Otherwise files are renamed into place one by one (still under the lock,
/// all written and flushed first), and a failure says exactly which files were replaced; each
/// file's run id shows a reader the mixed set.
///
/// A set whose files differ from the ones in the folder only in their timestamps is not
/// written at all, so committed reports change only when what they say changes.
package struct ReportSetWriter: Sendable {
  /// The output folder; created (with its parents) when missing.
  package var directory: String

  /// The most results whose set is rendered in memory rather than through a `ReportSpool`.
  package var spoolThreshold: Int

  package init(directory: String, spoolThreshold: Int = Self.defaultSpoolThreshold) {
    self.directory = directory
    self.spoolThreshold = spoolThreshold
  }

  /// The most results whose set is rendered in memory rather than through a `ReportSpool`: the
  /// shipped cases' 3,200 results (case × rule × platform) make a set of 2.4 MB, 100 varied
  /// cases' 10,200 about 10 MB, so 20,000 make about 20 MB. For a set that small the spool's
  /// writes, reads and `malloc_trim` calls (which hold malloc's locks while the other formats
  /// render) cost more than the memory they save.
  package static let defaultSpoolThreshold = 20_000

  /// Renders the report with every file writer, on up to `jobs` threads, and writes the set.
  package func write(
    _ report: AuditReport, writers: [any ReportWriter], context: ReportContext,
    progress: (@Sendable (_ rendered: Int, _ total: Int) -> Void)? = nil,
    jobs: Int = ProcessInfo.processInfo.activeProcessorCount
  ) throws(ReportError) -> ReportSetOutcome {
    // Past `spoolThreshold` results each file waits in the spool once rendered: memory holds
    // the files being rendered, not the whole set (a large run's set is hundreds of megabytes).
    // A smaller set stays in memory, as does one without a usable temporary directory.
    let large = report.results.count > spoolThreshold
    let spool = large ? ReportSpool() : nil
    defer { spool?.remove() }
    // What the run's workers freed goes back first, so rendering starts from what is in use.
    if large { ProcessMemory.returnFreePages() }
    let (id, files) = try ReportRunID.render(
      report, writers: writers, context: context, spool: spool, progress: progress, jobs: jobs)
    let fileWriter = ReportFileWriter(directory: directory)
    try fileWriter.check(files)
    try fileWriter.prepareDirectory()
    let lock = try FolderLock(directory)
    defer { lock.release() }
    let entries = Self.entries(of: directory)
    Self.removeStaleTemporaries(of: directory, entries: entries)

    let spellings = ReportTimestamps.spellings(of: report.generatedAt)
    var changed = false
    for file in files where !changed {
      guard let existing = FileManager.default.contents(atPath: fileWriter.path(of: file.name)) else {
        changed = true
        continue
      }
      changed = !ReportTimestamps.sameExceptTimestamps(old: existing, new: try file.contents(), spellings: spellings)
    }
    let names = Set(files.map(\.name))
    let others = entries.filter { !names.contains($0) && !Self.isTemporary($0) }.sorted()
    var outcome = ReportSetOutcome(directory: directory, runID: id, replaced: [], untouched: others, swapped: false)
    guard changed else { return outcome }

    if let refusal = swapRefusal(entries: entries) {
      try fileWriter.writeInPlace(files, reason: refusal)
    } else if try swap(files, others: others) {
      outcome.swapped = true
    } else {
      try fileWriter.writeInPlace(files, reason: "its file system cannot swap folders")
    }
    outcome.replaced = files.map { fileWriter.path(of: $0.name) }
    return outcome
  }

  // MARK: The swap

  /// Why the folder cannot be swapped, or `nil` when it can.
  private func swapRefusal(entries: [String]) -> String? {
    guard let real = Self.realPath(directory) else { return "its real path is unknown" }
    if real == "/" { return "it is the root folder" }
    let cwd = FileManager.default.currentDirectoryPath
    if cwd == real || cwd.hasPrefix(real + "/") { return "it holds the working directory" }
    for entry in entries where !Self.isTemporary(entry) {
      var info = stat()
      if lstat(directory + "/" + entry, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
        return "it holds a folder (\(VisibleText.make(entry)))"
      }
    }
    let parent = Self.parent(of: real)
    var mine = stat()
    var above = stat()
    guard stat(real, &mine) == 0, stat(parent, &above) == 0 else { return "it cannot be inspected" }
    if mine.st_dev != above.st_dev { return "it is a mount point" }
    if access(parent, W_OK) != 0 { return "its parent folder is not writable" }
    return nil
  }

  /// Writes the set into a sibling folder and swaps it in; `false` (nothing changed) when the
  /// file system has no `RENAME_EXCHANGE`.
  private func swap(_ files: [ReportFileWriter.File], others: [String]) throws(ReportError) -> Bool {
    let real = Self.realPath(directory) ?? directory
    let parent = Self.parent(of: real)
    let temporary = parent + "/" + Self.temporaryName(for: Self.name(of: real), pid: getpid())
    Self.removeTree(temporary)
    guard mkdir(temporary, 0o700) == 0 else {
      let code = errno
      throw .set(
        path: directory,
        detail: "nothing in it was replaced: cannot create \(VisibleText.make(temporary)) "
          + "(\(ReportFileWriter.explain(code, directory: parent)))")
    }
    SignalCleanup.register(folder: temporary, paths: (files.map(\.name) + others).map { temporary + "/" + $0 })
    defer { SignalCleanup.clear() }
    let staging = ReportFileWriter(directory: temporary)
    do throws(ReportError) {
      for file in files {
        try staging.writeFlushed(try file.contents(), to: staging.path(of: file.name), reportingAs: directory + "/" + file.name)
      }
      for name in others where !Self.carry(from: real + "/" + name, to: temporary + "/" + name) {
        let code = errno
        throw .set(
          path: directory,
          detail: "nothing in it was replaced: cannot carry \(VisibleText.make(name)) over into the new set "
            + "(\(ReportFileWriter.explain(code, directory: temporary)))")
      }
      var info = stat()
      if stat(real, &info) == 0 { chmod(temporary, info.st_mode & 0o7777) }
      ReportFileWriter.syncDirectory(temporary)
    } catch {
      Self.removeTree(temporary)
      throw error
    }
    if exchange(temporary, real) != 0 {
      let code = errno
      Self.removeTree(temporary)
      if code == EINVAL || code == ENOSYS { return false }
      throw .set(
        path: directory,
        detail: "nothing in it was replaced: the new set could not be swapped in "
          + "(\(ReportFileWriter.explain(code, directory: parent))); the old reports are all still there")
    }
    ReportFileWriter.syncDirectory(parent)
    Self.removeTree(temporary)  // now the old set
    return true
  }

  /// `renameat2(RENAME_EXCHANGE)`, looked up at run time (glibc 2.28 and later have it; the
  /// Swift overlay does not declare it).
  private func exchange(_ first: String, _ second: String) -> Int32 {
    #if os(Linux)
      typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else {
        errno = ENOSYS
        return -1
      }
      let renameat2 = unsafeBitCast(symbol, to: Renameat2.self)
      let renameExchange: UInt32 = 1 << 1
      return renameat2(AT_FDCWD, first, AT_FDCWD, second, renameExchange)
    #else
      errno = ENOSYS
      return -1
    #endif
  }

  /// A file of the old folder in the new one: a hard link, or a copy where links fail.
  private static func carry(from source: String, to target: String) -> Bool {
    if link(source, target) == 0 { return true }
    var info = stat()
    guard lstat(source, &info) == 0 else { return false }
    if info.st_mode & S_IFMT == S_IFLNK {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: source) else { return false }
      return symlink(destination, target) == 0
    }
    return (try? FileManager.default.copyItem(atPath: source, toPath: target)) != nil
  }

  // MARK: Temporaries

  /// `.NAME.layout-audit.PID`: the sibling a run builds its set in.
  static func temporaryName(for name: String, pid: Int32) -> String { ".\(name).layout-audit.\(pid)" }

  /// Whether a folder entry is a temporary of a file-by-file write (`.report.json.PID.tmp`).
  static func isTemporary(_ name: String) -> Bool { name.hasPrefix(".") && name.hasSuffix(".tmp") }

  /// Removes the temporaries of processes that no longer run: sibling folders and
  /// file-by-file temporaries. Called under the lock, so no live writer is using them.
  static func removeStaleTemporaries(of directory: String, entries: [String]) {
    for entry in entries where isTemporary(entry) {
      let parts = entry.split(separator: ".")
      if parts.count >= 2, let pid = Int32(parts[parts.count - 2]), !isAlive(pid) {
        unlink(directory + "/" + entry)
      }
    }
    let real = realPath(directory) ?? directory
    let parent = parent(of: real)
    let prefix = "." + name(of: real) + ".layout-audit."
    for entry in Self.entries(of: parent) where entry.hasPrefix(prefix) {
      if let pid = Int32(entry.dropFirst(prefix.count)), !isAlive(pid) {
        removeTree(parent + "/" + entry)
      }
    }
  }

  /// Whether a process is running (or exists under another user).
  static func isAlive(_ pid: Int32) -> Bool {
    pid == getpid() ? false : kill(pid, 0) == 0 || errno == EPERM
  }

  /// Removes a folder of files (the temporaries never hold folders).
  static func removeTree(_ path: String) {
    for entry in entries(of: path) { unlink(path + "/" + entry) }
    rmdir(path)
  }

  static func entries(of path: String) -> [String] {
    (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
  }

  /// The path with links, `.` and `..` resolved (`realpath`), or `nil` when it cannot be.
  static func realPath(_ path: String) -> String? {
    realpath(path, nil).map { pointer in
      defer { free(pointer) }
      return String(cString: pointer)
    }
  }

  static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  static func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }
}

/// An exclusive `flock` on the output folder, held while a set is compared and written.
///
/// A writer that swaps the folder leaves a waiting one holding a lock on the old folder, so
/// after locking the lock is checked to be on what the path names now, and taken again if not.
struct FolderLock {
  private let descriptor: Int32

  init(_ path: String) throws(ReportError) {
    while true {
      let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      guard descriptor >= 0 else {
        let code = errno
        throw .outputDirectory(path: path, detail: ReportFileWriter.explain(code, directory: path))
      }
      while flock(descriptor, LOCK_EX) != 0 {
        guard errno == EINTR else {
          // A file system without locks: carry on unlocked, as before locks existed.
          self.descriptor = descriptor
          return
        }
      }
      var held = stat()
      var named = stat()
      if fstat(descriptor, &held) == 0, stat(path, &named) == 0, held.st_dev == named.st_dev, held.st_ino == named.st_ino {
        self.descriptor = descriptor
        return
      }
      close(descriptor)
    }
  }

  func release() {
    flock(descriptor, LOCK_UN)
    close(descriptor)
  }
}

/// Removes a set's temporary folder when `SIGINT` or `SIGTERM` arrives while it exists, then
/// lets the signal end the process as it would have.
///
/// The handler may only make async-signal-safe calls, so the paths are C strings made before
/// the folder is filled.
enum SignalCleanup {
  nonisolated(unsafe) private static var paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  nonisolated(unsafe) private static var count = 0
  nonisolated(unsafe) private static var folder: UnsafeMutablePointer<CChar>?

  /// Removes `paths`, then the folder (when given), on `SIGINT` or `SIGTERM` until `clear()`.
  static func register(folder path: String?, paths files: [String]) {
    clear()
    let list = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: max(files.count, 1))
    for (index, file) in files.enumerated() { list[index] = strdup(file) }
    paths = list
    count = files.count
    folder = path.map { strdup($0) }
    for number in [SIGINT, SIGTERM] {
      var action = sigaction()
      #if canImport(Glibc) || canImport(Musl)
        action.__sigaction_handler.sa_handler = signalHandler
      #else
        action.__sigaction_u.__sa_handler = signalHandler
      #endif
      sigemptyset(&action.sa_mask)
      sigaction(number, &action, nil)
    }
  }

  static func clear() {
    for number in [SIGINT, SIGTERM] { signal(number, SIG_DFL) }
    folder.map { free($0) }
    folder = nil
    if let paths {
      for index in 0..<count { free(paths[index]) }
      paths.deallocate()
    }
    paths = nil
    count = 0
  }

  fileprivate static func handle(_ number: Int32) {
    if let paths {
      for index in 0..<count { if let path = paths[index] { unlink(path) } }
    }
    if let folder { rmdir(folder) }
    signal(number, SIG_DFL)
    raise(number)
  }
}

private func signalHandler(_ number: Int32) {
  SignalCleanup.handle(number)
}

/// A private folder where the rendered files of a report set wait until the set is written, so
/// rendering holds one file in memory at a time.
///
/// The folder is `PID.XXXXXX` in `layout-audit-spools-UID`, the user's own folder in the
/// temporary directory; the spools of processes that no longer run (killed while rendering)
/// are removed when a new one is made.
package struct ReportSpool: Sendable {
  /// The folder, made with `mkdtemp` in this user's spool parent (`parent(in:)`).
  package let folder: String

  /// Makes the folder; `nil` when the temporary directory cannot hold one.
  ///
  /// Spools live in a parent folder of this user's (`layout-audit-spools-UID`), so removing
  /// those of killed processes lists that folder, not the temporary directory, which on a
  /// long-lived machine holds tens of thousands of entries (listing 17,000 cost a one-case
  /// run 6 % of its instructions).
  package init?() {
    let base = FileManager.default.temporaryDirectory.path
    guard let parent = Self.parent(in: base) else { return nil }
    for entry in ReportSetWriter.entries(of: parent) {
      let parts = entry.split(separator: ".")
      // This process's own spools may be in use by another of its writers (isAlive says no
      // for this process, whose stale folder temporaries it removes under a lock).
      if parts.count == 2, let pid = Int32(parts[0]), pid != getpid(), !ReportSetWriter.isAlive(pid) {
        ReportSetWriter.removeTree(parent + "/" + entry)
      }
    }
    var template = Array((parent + "/\(getpid()).XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
    folder = String(cString: made)
  }

  /// This user's spool parent in `base`, made when missing; `nil` when it cannot be made, or
  /// when something else has the name: another user's folder or a link is never written into.
  static func parent(in base: String) -> String? {
    let path = base + "/layout-audit-spools-\(getuid())"
    if mkdir(path, 0o700) != 0 && errno != EEXIST { return nil }
    var status = stat()
    guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == getuid(),
      status.st_mode & 0o077 == 0
    else { return nil }
    return path
  }

  /// Puts a file rendered in pieces into the spool, one piece after another, so that the file is
  /// never joined in memory; keeps it in memory, joined, when the spool cannot take it (a full
  /// temporary file system), since the output folder may still have room.
  package func keep(_ pieces: [Data], name: String) -> ReportFileWriter.File {
    let path = folder + "/" + name
    let written: Bool = {
      guard FileManager.default.createFile(atPath: path, contents: nil),
        let handle = FileHandle(forWritingAtPath: path)
      else { return false }
      defer { try? handle.close() }
      do {
        for piece in pieces { try handle.write(contentsOf: piece) }
        return true
      } catch {
        return false
      }
    }()
    guard written else {
      unlink(path)
      return ReportFileWriter.File(name: name, data: pieces.reduce(into: Data()) { $0.append($1) })
    }
    // The writer's working memory is free now; give it back before the next one renders.
    ProcessMemory.returnFreePages()
    return ReportFileWriter.File(name: name, spooledAt: path)
  }

  /// Removes the folder and what it holds.
  package func remove() {
    ReportSetWriter.removeTree(folder)
  }
}

/// The process's heap, as the system sees it.
package enum ProcessMemory {
  /// Returns the free pages of every malloc arena to the system (glibc's `malloc_trim`, looked
  /// up at run time: the Swift overlay does not declare it).
  ///
  /// glibc keeps freed memory in the arena of the thread that freed it: after the run's worker
  /// threads, and after each large rendered file, the resident size would otherwise stay at its
  /// high-water mark and the next large allocation would add to it. Elsewhere it does nothing.
  package static func returnFreePages() {
    #if os(Linux)
      typealias MallocTrim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    #endif
  }
}
