import Foundation
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

@Suite("Archived cases carry what was compared (issue 18, item 1)")
struct PartialArchiveTests {
  @Test("A counterexample of an engine without the application verifies and shows without the application's lines", .heavy)
  func upToTheWindow() throws {
    let claimed: Capabilities = [.hitTesting, .delivery]
    let buggy = PartialEngine(try #require(BuiltInEngines.all.first { $0.name == "forwards-only-began" }), claiming: claimed)
    let folder = TemporaryFolder("partial-archive")
    defer { folder.remove() }
    let report = Campaign(oracle: ReferenceOracle(), engine: buggy, configuration: .init(seed: 3, cases: 400)).run()
    #expect(!report.passed)
    let archive = FoundArchive(folder: folder.path)
    for d in report.divergences { _ = try archive.archive(try #require(d.counterexample)) }
    let files = CorpusFiles.list([folder.path]).files
    #expect(!files.isEmpty)
    for path in files {
      let file = try CorpusFiles.load(path).get()
      #expect(!file.comparesApplication)
      #expect(try CaseFile.decode(text: file.text()) == file, "the member survives a round trip")
      let run = ReferenceOracle().run(file.touchCase, recording: .all)
      #expect(CaseShow.render(file, run: run, path: path).contains("the file's expected trace: the same as the oracle's"))
    }
    var lines: [String] = []
    let oracle = CorpusVerifier(oracle: ReferenceOracle()).run([folder.path]) { lines += $0 }
    #expect(oracle.failed == 0 && oracle.ok == files.count, "\(lines)")
    let fixed = CorpusVerifier(oracle: ReferenceOracle(), engine: PartialEngine(ReferenceOracle(), claiming: claimed)).run([folder.path]) { lines += $0 }
    #expect(fixed.failed == 0 && fixed.ok == files.count, "\(lines)")
    let still = CorpusVerifier(oracle: ReferenceOracle(), engine: buggy).run([folder.path]) { lines += $0 }
    #expect(still.failed == files.count)
  }
}
