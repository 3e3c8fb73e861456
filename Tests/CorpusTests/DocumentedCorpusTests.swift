import Foundation
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

/// The repository root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Every corpus file, relative to the repository root, in sorted order.
let corpusFiles: [String] = CorpusFiles.list([repositoryRoot + "/Corpus"]).files.map { String($0.dropFirst(repositoryRoot.count + 1)) }

@Suite("Corpus replay")
struct CorpusReplayTests {
  @Test("Each corpus file replays against the oracle", arguments: corpusFiles)
  func replay(_ path: String) throws {
    let file = try CorpusFiles.load(repositoryRoot + "/" + path).get()
    switch Replay.run(file, on: ReferenceOracle()) {
    case .passed: break
    case .mismatch(let diff): Issue.record(Comment(rawValue: "\(path): trace differs\n" + diff.render(expectedName: "expected", observedName: "oracle")))
    case .noExpectation: Issue.record("\(path) has no \"expected\" list")
    case .engineFailed(let message), .badExpectation(let message): Issue.record("\(path): \(message)")
    case .skipped(let needs): Issue.record("\(path) is skipped by the oracle, which lacks \(needs.names)")
    }
  }

  @Test("Every documented case names its source and at least one rule that exists")
  func documentedCasesAreCited() throws {
    let documented = corpusFiles.filter { $0.hasPrefix("Corpus/documented/") }
    #expect(documented.count >= 25)
    for path in documented {
      let file = try CorpusFiles.load(repositoryRoot + "/" + path).get()
      #expect(!(file.source ?? "").isEmpty, "\(path) has no source")
      #expect(!file.rules.isEmpty, "\(path) names no rule")
      for rule in file.rules { #expect(RuleID(id: rule) != nil, "\(path) names unknown rule \(rule)") }
    }
  }
}
