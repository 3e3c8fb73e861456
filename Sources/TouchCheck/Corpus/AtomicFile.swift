import Foundation

/// Writes files atomically: to a temporary file beside the target, flushed, then renamed over it, so a reader never sees half a file.
///
/// The temporary file is named `.NAME.touchcheck-tmp-PID` (`-PID-K` when that name is taken), created exclusively
/// and never through a link, so one stranded by a killed process can be recognised, recovered or removed at the next
/// start, and a link planted at its name is never followed. Atomic replacement is for regular files: a device or a
/// FIFO at the path is written through, a link is resolved and its target written, a folder or socket is refused.
package enum AtomicFile {
  /// The marker in every temporary file's name.
  package static let marker = ".touchcheck-tmp-"

  /// A file that could not be written, with the path and the system's reason.
  package struct WriteError: Error, CustomStringConvertible, Sendable {
    /// The path that could not be written.
    package var path: String
    /// The system's reason.
    package var reason: String
    /// `cannot write PATH: REASON`.
    package var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes text to a path atomically, creating the folder if needed (see the type's note for special files and links).
  package static func write(_ text: String, to path: String) throws(WriteError) {
    var target = path
    var info = stat()
    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
      guard let resolved = realpath(path, nil) else {
        throw WriteError(path: path, reason: "is a link to nothing that can be written (\(String(cString: strerror(errno)))); refused")
      }
      target = String(cString: resolved)
      free(resolved)
    }
    if stat(target, &info) == 0 {
      switch info.st_mode & S_IFMT {
      case S_IFREG: break
      case S_IFCHR, S_IFIFO: return try writeThrough(text, to: target)
      case S_IFDIR: throw WriteError(path: path, reason: "is a folder")
      default: throw WriteError(path: path, reason: "is not a regular file, a device or a FIFO; refused")
      }
    }
    let temporary = try writeTemporary(text, beside: target)
    if rename(temporary, target) != 0 {
      let failure = String(cString: strerror(errno))
      unlink(temporary)
      throw WriteError(path: path, reason: failure)
    }
  }

  /// Writes text into an existing device or FIFO as it is (a FIFO must have a reader).
  static func writeThrough(_ text: String, to path: String) throws(WriteError) {
    let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else {
      let reason = errno == ENXIO ? "is a FIFO that nobody reads" : String(cString: strerror(errno))
      throw WriteError(path: path, reason: reason)
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    defer { close(descriptor) }
    if let failure = writeAll(text, to: descriptor) { throw WriteError(path: path, reason: failure) }
  }

  /// Writes all of the text to a descriptor; the system's reason when it cannot.
  static func writeAll(_ text: String, to descriptor: Int32) -> String? {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { return String(cString: strerror(errno)) }
      offset += n
    }
    return nil
  }

  /// Writes text to a new file atomically and returns true, or returns false and writes nothing when the path exists.
  ///
  /// The complete temporary file is hard-linked to the path, which fails if anything is there, so two writers never
  /// replace each other's file (on a file system without hard links, an existence check then a rename).
  package static func create(_ text: String, at path: String) throws(WriteError) -> Bool {
    let temporary = try writeTemporary(text, beside: path)
    defer { unlink(temporary) }
    if link(temporary, path) == 0 { return true }
    if errno == EEXIST { return false }
    guard errno == EPERM || errno == ENOTSUP || errno == EXDEV else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    if FileManager.default.fileExists(atPath: path) { return false }
    guard rename(temporary, path) == 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    return true
  }

  /// Writes text to a flushed temporary file beside `path` (creating the folder) and returns the temporary file's path.
  private static func writeTemporary(_ text: String, beside path: String) throws(WriteError) -> String {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    if let reason = makeFolders(folder) { throw WriteError(path: folder, reason: "cannot create the folder (\(reason))") }
    // Created exclusively, never through a link: a file or link already at the name (planted, or another thread's)
    // is left alone and the next name tried.
    let stem = folder + "/." + url.lastPathComponent + marker + String(getpid())
    var temporary = stem
    var descriptor: Int32 = -1
    for k in 0..<1_000 {
      temporary = k == 0 ? stem : stem + "-\(k)"
      descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
      if descriptor >= 0 || errno != EEXIST { break }
    }
    guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    var failure = writeAll(text, to: descriptor)
    if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary)
      throw WriteError(path: path, reason: failure)
    }
    return temporary
  }

  /// Creates a folder and its parents with `mkdir`, so a failure gives the system's own reason; nil when it exists.
  static func makeFolders(_ folder: String) -> String? {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) { return isFolder.boolValue ? nil : "a file is in the way" }
    var prefix = folder.hasPrefix("/") ? "" : "."
    for part in folder.split(separator: "/") {
      prefix += "/" + part
      if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return "\(prefix): \(String(cString: strerror(errno)))" }
    }
    return nil
  }

  /// The reason inside a Foundation error, without its boilerplate.
  static func systemReason(_ error: any Error) -> String {
    let ns = error as NSError
    if let underlying = ns.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if ns.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(ns.code))) }
    return ns.localizedDescription
  }
}
