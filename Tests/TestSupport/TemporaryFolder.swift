import Foundation

/// A fresh folder under the temporary directory, removed by `remove()`; shared by the test targets.
public struct TemporaryFolder: Sendable {
  /// The folder's path.
  public let path: String

  /// Creates a folder whose name starts with `touchcheck-NAME-`.
  public init(_ name: String) {
    path = NSTemporaryDirectory() + "touchcheck-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Removes the folder and everything in it.
  public func remove() { try? FileManager.default.removeItem(atPath: path) }

  /// Every file below the folder: its path relative to the folder, and its text, sorted by path.
  public func files() -> [(String, String)] { Self.files(of: path) }

  /// Every file below a folder: its path relative to that folder, and its text, sorted by path.
  public static func files(of path: String) -> [(String, String)] {
    let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
    return names.sorted().compactMap { name in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
      return (name, (try? String(contentsOfFile: path + "/" + name, encoding: .utf8)) ?? "")
    }
  }

  /// Writes a file below the folder, creating its folder.
  public func write(_ text: String, to name: String) throws {
    let url = URL(fileURLWithPath: path + "/" + name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }
}
