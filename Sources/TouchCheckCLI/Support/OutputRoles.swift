import Foundation
import TouchCheck

/// The files a command writes and the files and folders it reads, checked before anything is written (issue 36,
/// item 1): an output that is also an input, that another output names too, or a `.json` output inside a folder the
/// command reads or archives into (where it would be read as a case) is refused, naming both roles.
struct OutputRoles {
  private var outputs: [(role: String, path: String, insideFolders: Bool)] = []
  private var inputs: [(role: String, path: String)] = []
  private var folders: [(role: String, path: String, existingOnly: Bool)] = []

  /// A file the command writes; `insideFolders` lets it lie in a folder the command reads (a campaign's own state file).
  mutating func output(_ role: String, _ path: String?, insideFolders: Bool = false) {
    if let path { outputs.append((role, path, insideFolders)) }
  }

  /// A file the command reads (a folder given here is taken as a folder).
  mutating func input(_ role: String, _ path: String?) {
    guard let path else { return }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { folders.append((role, path, false)) } else { inputs.append((role, path)) }
  }

  /// A folder the command reads or writes whole (an archive, a corpus); with `existingOnly`, only a `.json` output that
  /// already exists in it is refused (it would be replaced), as in a corpus folder other engines' files share.
  mutating func folder(_ role: String, _ path: String?, existingOnly: Bool = false) {
    if let path { folders.append((role, path, existingOnly)) }
  }

  /// Refuses the first clash, naming both roles and the path.
  func check() throws(UsageError) {
    for (k, out) in outputs.enumerated() {
      let path = Self.resolved(out.path)
      for other in outputs.prefix(k) where Self.same(path, Self.resolved(other.path), out.path, other.path) {
        throw UsageError("\(out.role) and \(other.role) name the same file \(CorpusError.shown(out.path)): give each its own")
      }
      for input in inputs where Self.same(path, Self.resolved(input.path), out.path, input.path) {
        throw UsageError("\(out.role) \(CorpusError.shown(out.path)) is also read as \(input.role): writing it would destroy what is read; give another file")
      }
      // Corpus tools read every .json file under a folder as a case: only such an output can spoil one.
      for folder in folders where !out.insideFolders && out.path.lowercased().hasSuffix(".json") && (path + "/").hasPrefix(Self.resolved(folder.path) + "/")
        && (!folder.existingOnly || FileManager.default.fileExists(atPath: out.path))
      {
        throw UsageError("\(out.role) \(CorpusError.shown(out.path)) lies inside \(folder.role) \(CorpusError.shown(folder.path)), which is read as a whole: give a file outside it")
      }
    }
  }

  /// An absolute path with `.`, `..` and the symbolic links of its existing part resolved.
  static func resolved(_ path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    if FileManager.default.fileExists(atPath: url.path) { return url.resolvingSymlinksInPath().path }
    return url.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(url.lastPathComponent).path
  }

  /// Whether two paths name one file: the same resolved path, or, when both exist, the same device and inode (a hard link).
  static func same(_ a: String, _ b: String, _ rawA: String, _ rawB: String) -> Bool {
    if a == b { return true }
    var sa = stat(), sb = stat()
    guard stat(rawA, &sa) == 0, stat(rawB, &sb) == 0 else { return false }
    return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
  }
}
