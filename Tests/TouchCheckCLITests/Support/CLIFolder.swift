import Foundation
import TestSupport

/// A fresh temporary folder for a CLI test.
typealias CLIFolder = TemporaryFolder

extension TemporaryFolder {
  /// The repository's `Corpus/documented`.
  static let documented = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Corpus/documented").path

  /// The text of a documented case file, by its path below `Corpus/documented`.
  static func documented(_ name: String) throws -> String {
    try String(contentsOfFile: documented + "/" + name, encoding: .utf8)
  }
}
