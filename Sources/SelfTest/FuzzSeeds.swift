import TouchCheck
import Foundation

/// The seed files of the decoder fuzzer.
package enum FuzzSeeds {
  /// The texts of the `.json` files under `folder` (recursively), in sorted path order; empty if there are none.
  package static func load(folder: String) -> [String] {
    let paths = (FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".json") }.sorted()
    return paths.compactMap { try? String(contentsOfFile: folder + "/" + $0, encoding: .utf8) }
  }
}
