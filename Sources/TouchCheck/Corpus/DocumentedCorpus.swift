import Foundation

/// Where TouchCheck's documented corpus is, wherever TouchCheck is used from (issue 33, item 2).
///
/// A campaign holds every engine to the documented corpus first. From an engine's own repository there is no
/// `Corpus/documented` in the working folder, so the corpus is found where TouchCheck itself is: the folder named by
/// `TOUCHCHECK_DOCUMENTED`, a copy installed beside the executable (`share/touchcheck/documented`, as a packaged
/// binary carries it), or the source checkout TouchCheck was built from (the package's own folder, or SwiftPM's
/// `.build/checkouts/TouchCheck` in a user's package).
public enum DocumentedCorpus {
  /// The environment variable that names the documented corpus folder explicitly.
  public static let variable = "TOUCHCHECK_DOCUMENTED"

  /// The documented corpus folder, or nil when none is found.
  public static var folder: String? { candidates().first(where: isFolder) }

  /// The places looked at, in order.
  static func candidates(environment: [String: String] = ProcessInfo.processInfo.environment) -> [String] {
    var list: [String] = []
    if let named = environment[variable], !named.isEmpty { return [named] }
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() {
      list.append(executable.appendingPathComponent("../share/touchcheck/documented").standardized.path)
      list.append(executable.appendingPathComponent("touchcheck-documented").path)
    }
    // This file is Sources/TouchCheck/Corpus/DocumentedCorpus.swift in the checkout it was built from.
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    list.append(root.appendingPathComponent("Corpus/documented").path)
    return list
  }

  /// Whether a path names an existing folder.
  package static func isFolder(_ path: String) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
  }
}
