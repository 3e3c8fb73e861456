import Foundation

/// One campaign at a time per saved state: an exclusive lock on `STATE.lock`, held until the process ends.
///
/// Two campaigns on one corpus shared `.campaign-state` and one of them could no longer be resumed (issue 22). The
/// lock is `flock`, so the system releases it when the holder dies, however it dies; the file keeps the holder's PID
/// for the message.
enum CampaignLock {
  /// Kept open for the process's life: closing the descriptor would release the lock.
  nonisolated(unsafe) private static var held: [Int32] = []

  /// Takes the lock beside a state file, or throws a usage error naming the holder's PID.
  static func take(beside statePath: String) throws {
    let path = statePath + ".lock"
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return }  // An unwritable folder is reported where the state is written.
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      var bytes = [UInt8](repeating: 0, count: 32)
      let n = pread(descriptor, &bytes, bytes.count, 0)
      close(descriptor)
      let holder = n > 0 ? String(decoding: bytes[..<n], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) : "?"
      throw UsageError(
        "another campaign (PID \(holder)) is running on \(statePath); wait for it, or give this one its own --corpus DIR or --state FILE")
    }
    let pid = Array("\(getpid())\n".utf8)
    _ = ftruncate(descriptor, 0)
    _ = pwrite(descriptor, pid, pid.count, 0)
    held.append(descriptor)
  }
}
