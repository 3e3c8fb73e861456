import Foundation

/// An exclusive lock on a folder itself (`flock` on its descriptor), so two merges into one folder run one after the
/// other and leave no file behind; the system releases it when the holder dies, however it dies.
final class FolderLock {
  private let descriptor: Int32

  /// Creates the folder when missing and takes its lock, waiting for another holder when `wait`; nil when another
  /// holds it and `wait` is false.
  static func take(_ folder: String, wait: Bool) throws(CorpusError) -> FolderLock? {
    do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
      throw CorpusError(file: folder, problem: "cannot be created: \(error.localizedDescription)", kind: .io)
    }
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else { throw CorpusError(file: folder, problem: "cannot be opened: \(String(cString: strerror(errno)))", kind: .io) }
    while flock(descriptor, wait ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
      guard errno == EINTR else {
        let problem = String(cString: strerror(errno))
        close(descriptor)
        if errno == EWOULDBLOCK { return nil }
        throw CorpusError(file: folder, problem: "cannot be locked: \(problem)", kind: .io)
      }
    }
    return FolderLock(descriptor: descriptor)
  }

  private init(descriptor: Int32) { self.descriptor = descriptor }

  deinit { close(descriptor) }
}
