import Foundation

/// A fresh temporary folder for a CLI test, and the repository's documented corpus.
struct CLIFolder {
  /// The repository's `Corpus/documented`.
  static let documented = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Corpus/documented").path

  let path: String

  init(_ name: String) {
    path = NSTemporaryDirectory() + "touchcheck-cli-\(name)-\(getpid())-\(UUID().uuidString.prefix(8))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  /// Removes the folder.
  func remove() { try? FileManager.default.removeItem(atPath: path) }

  /// Every file below the folder, as (relative path, text), sorted by path.
  func files() -> [(String, String)] { Self.files(of: path) }

  /// Every file below a folder, as (relative path, text), sorted by path.
  static func files(of path: String) -> [(String, String)] {
    let names = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
    return names.sorted().compactMap { name in
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
      return (name, (try? String(contentsOfFile: path + "/" + name, encoding: .utf8)) ?? "")
    }
  }

  /// Writes a file below the folder, creating its folder.
  func write(_ text: String, to name: String) throws {
    let url = URL(fileURLWithPath: path + "/" + name)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// The text of a documented case file, by its path below `Corpus/documented`.
  static func documented(_ name: String) throws -> String {
    try String(contentsOfFile: documented + "/" + name, encoding: .utf8)
  }
}
