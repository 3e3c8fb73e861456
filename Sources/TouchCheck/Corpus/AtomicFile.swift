import Foundation

/// Writes files atomically: to a temporary file beside the target, flushed, then renamed over it, so a reader never sees half a file.
///
/// The temporary file is named `.NAME.touchcheck-tmp-PID`, so one stranded by a killed process can be recognised,
/// recovered or removed by `AtomicFile.strays(in:)` at the next start.
public enum AtomicFile {
  /// The marker in every temporary file's name.
  public static let marker = ".touchcheck-tmp-"

  /// A file that could not be written, with the path and the system's reason.
  public struct WriteError: Error, CustomStringConvertible, Sendable {
    /// The path that could not be written.
    public var path: String
    /// The system's reason.
    public var reason: String
    /// `cannot write PATH: REASON`.
    public var description: String { "cannot write \(path): \(reason)" }
  }

  /// Writes text to a path atomically, creating the folder if needed.
  public static func write(_ text: String, to path: String) throws(WriteError) {
    let temporary = try writeTemporary(text, beside: path)
    if rename(temporary, path) != 0 {
      let failure = String(cString: strerror(errno))
      unlink(temporary)
      throw WriteError(path: path, reason: failure)
    }
  }

  /// Writes text to a new file atomically and returns true, or returns false and writes nothing when the path exists.
  ///
  /// The complete temporary file is hard-linked to the path, which fails if anything is there, so two writers never
  /// replace each other's file (on a file system without hard links, an existence check then a rename).
  public static func create(_ text: String, at path: String) throws(WriteError) -> Bool {
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
    do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
      throw WriteError(path: folder, reason: "cannot create the folder (\(systemReason(error)))")
    }
    let temporary = folder + "/." + url.lastPathComponent + marker + String(getpid())
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
    var bytes = Array(text.utf8)
    var offset = 0
    var failure: String?
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { Foundation.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { failure = String(cString: strerror(errno)); break }
      offset += n
    }
    bytes.removeAll()
    if failure == nil && fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
    if close(descriptor) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
    if let failure {
      unlink(temporary)
      throw WriteError(path: path, reason: failure)
    }
    return temporary
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
