import Foundation

/// Writes files atomically: to a temporary file beside the target, then renamed over it, so a reader never sees half a file.
public enum AtomicFile {
  /// Writes text to a path atomically, creating the folder if needed.
  public static func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
