import Foundation

/// Reads an input file (a case, a platform profile) whole, after checking that it is a regular
/// file no larger than a bound, so a FIFO, a folder, a device or a 1 GiB file is a clear error
/// instead of a hang, a misleading "permission" message or gigabytes of memory.
///
/// The file is opened without blocking (a FIFO would otherwise wait for a writer) and checked on
/// the open descriptor, so it cannot be swapped between the check and the read; symbolic links
/// are followed. At most one byte more than the bound is read, in case the file grew.
package enum BoundedFile {
  /// The bytes of the file at `path`.
  package static func read(_ path: String, maxBytes: Int) throws(BoundedFileError) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      switch errno {
      case EACCES, EPERM: throw .notReadable(path)
      case ENOENT, ENOTDIR: throw .missing(path)
      case let code: throw .unreadable(path, String(cString: strerror(code)))
      }
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw .unreadable(path, String(cString: strerror(errno))) }
    let type = status.st_mode & S_IFMT
    guard type == S_IFREG else { throw .notRegular(path, kind: kindName(type)) }
    let size = Int(status.st_size)
    guard size <= maxBytes else { throw .tooLarge(path, size: size, limit: maxBytes) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while data.count <= maxBytes {
      let wanted = min(buffer.count, maxBytes + 1 - data.count)
      let count = buffer.withUnsafeMutableBytes { bytes in systemRead(descriptor, bytes.baseAddress, wanted) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        throw .unreadable(path, String(cString: strerror(errno)))
      }
      if count == 0 { break }
      data.append(contentsOf: buffer[0..<count])
    }
    guard data.count <= maxBytes else { throw .tooLarge(path, size: nil, limit: maxBytes) }
    return data
  }

  /// What a file of this `st_mode` type is, for a message.
  static func kindName(_ type: mode_t) -> String {
    switch type {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a FIFO (named pipe)"
    case S_IFSOCK: "a socket"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    default: "a special file"
    }
  }
}

/// `read(2)`, out of reach of `BoundedFile.read` by name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

/// Why an input file could not be read; each message says what to do.
package enum BoundedFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// Nothing exists at the path.
  case missing(String)
  /// The file exists but this process may not read it.
  case notReadable(String)
  /// The path names something other than a regular file (`kind`: "a folder", "a FIFO (named
  /// pipe)", …).
  case notRegular(String, kind: String)
  /// The file is larger than the bound; `size` is `nil` when it grew past it while being read.
  case tooLarge(String, size: Int?, limit: Int)
  /// Reading failed for another reason (the system's description).
  case unreadable(String, String)

  /// The path the error is about.
  package var path: String {
    switch self {
    case .missing(let path), .notReadable(let path), .notRegular(let path, _), .tooLarge(let path, _, _),
      .unreadable(let path, _):
      path
    }
  }

  /// What is wrong, without the path: "the file is too large (…)".
  package var message: String {
    switch self {
    case .missing: "cannot read the file: it does not exist or is not accessible"
    case .notReadable: "cannot read the file: permission denied; make it readable"
    case .notRegular(_, let kind): "not a regular file: it is \(kind); pass a JSON file"
    case .tooLarge(_, let size?, let limit): "the file is too large (\(size) bytes; at most \(limit) bytes)"
    case .tooLarge(_, nil, let limit): "the file is too large (more than \(limit) bytes)"
    case .unreadable(_, let reason): "cannot read the file: \(reason)"
    }
  }

  /// `path:1:1: error: message`, the form of every located error.
  package var description: String { "\(path):1:1: error: \(message)" }
}
