import Foundation
import TouchCheck
import TouchModel

/// Case files for corpus tests: documented cases, and archived counterexamples made from them.
enum FoundFiles {
  /// The documented corpus.
  static let documented = CorpusTestsRoot.path + "/Corpus/documented"

  /// A documented case file, by its path below `Corpus/documented`.
  static func documented(_ name: String) throws -> CaseFile {
    try CorpusFiles.load(documented + "/" + name).get()
  }

  /// The text of an archived counterexample: a documented case with a `found` member for an engine, signature and origin.
  static func found(_ name: String, engine: String = "e", signature: String, seed: UInt64 = 1, firstCase: Int, how: Bool = false) throws -> String {
    var file = try documented(name)
    var members = [JSONMember("engine", .string(engine)), JSONMember("signature", .string(signature))]
    if how {
      members.append(JSONMember("how", .string("touchcheck fuzz --engine \(engine) --seed \(seed): case \(firstCase), shrunk in 3 calls")))
    } else {
      members += [JSONMember("seed", .number(Double(seed))), JSONMember("case", .number(Double(firstCase)))]
    }
    file.extra = [JSONMember("found", .object(members))]
    return file.text()
  }
}
