import Foundation
import TouchModel

/// Finds and reads case files: `.json` files in the given files and folders, in sorted order.
public enum CorpusFiles {
  /// The `.json` files under the given paths (folders searched recursively), sorted; missing paths are reported.
  public static func list(_ paths: [String]) -> (files: [String], missing: [String]) {
    var files: [String] = []
    var missing: [String] = []
    let fm = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
        missing.append(path)
        continue
      }
      if !isDirectory.boolValue {
        files.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      let found = (fm.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }
      files += found.sorted().map { base + "/" + $0 }
    }
    return (files, missing)
  }

  /// Reads and decodes one case file; the error names the file, the field and the problem.
  public static func load(_ path: String) -> Result<CaseFile, CorpusError> {
    guard let data = FileManager.default.contents(atPath: path) else { return .failure(CorpusError(file: path, problem: "cannot be read")) }
    guard let text = String(data: data, encoding: .utf8) else { return .failure(CorpusError(file: path, problem: "is not UTF-8 text")) }
    do {
      return .success(try CaseFile.decode(text: text))
    } catch {
      return .failure(CorpusError(file: path, problem: error.description))
    }
  }
}

/// A problem with one corpus file: `FILE: FIELD: PROBLEM`.
public struct CorpusError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file.
  public var file: String
  /// The field and the problem.
  public var problem: String

  /// Creates an error.
  public init(file: String, problem: String) {
    self.file = file
    self.problem = problem
  }

  /// The one-line message.
  public var description: String { "\(file): \(problem)" }
}
