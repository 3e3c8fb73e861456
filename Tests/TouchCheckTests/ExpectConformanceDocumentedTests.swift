import Foundation
import Testing
import TouchCheck
import TouchCheckTesting
import DeviationCatalogue
import TouchModel
import UIKitOracle

@Suite("expectConformance(of:documented:)")
struct ExpectConformanceDocumentedTests {
  static let documented = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path + "/Corpus/documented"

  @Test("The oracle passes every documented case at its level; files documented under another profile reading are skipped")
  func oracle() throws {
    let summary = expectConformance(of: ReferenceOracle(), documented: Self.documented)
    #expect(summary.passed > 100 && summary.failed == 0 && summary.known == 0)
    // Each skipped file is named, and only for a profile reading the default profile does not share.
    let files = CorpusFiles.list([Self.documented]).files
    let otherReadings = try files.filter { try CorpusFiles.load($0).get().touchCase.profile != .default }
    #expect(summary.skipped == otherReadings.count && summary.skippedFiles.map(\.path) == otherReadings)
    #expect(summary.skippedFiles.allSatisfy { $0.reason.hasPrefix("documented under ") })
  }

  @Test("nil finds TouchCheck's own documented corpus from any working folder")
  func ownCorpus() {
    let summary = expectConformance(of: ReferenceOracle(), documented: nil)
    #expect(summary.passed > 100 && summary.failed == 0)
    #expect(DocumentedCorpus.folder.map { URL(fileURLWithPath: $0).standardized.path } == URL(fileURLWithPath: Self.documented).standardized.path)
  }

  @Test("A hit-testing-only mutant gets one issue per failing file; the files it cannot run are skipped, not failed")
  func hitTestingMutant() throws {
    let mutant = try #require(Deviation.mutants.first { $0.name == "alpha-at-most-0.01" })
    var summary = ReplaySummary()
    withKnownIssue {
      summary = expectConformance(of: mutant.engine, documented: Self.documented)
    } matching: { issue in
      issue.comments.contains { $0.rawValue.hasPrefix("FAIL  \(Self.documented)/hit-testing/alpha-exactly-0.01-is-hittable.json") }
    }
    #expect(summary.failed == 1 && summary.errors == 0 && summary.passed >= 10 && summary.skipped > 50)
  }

  @Test("An engine whose chain ends at the window conforms without claiming the application; cases with one are skipped")
  func withoutApplication() {
    let engine = ApplicationComparisonTests.engine(claiming: Capabilities.all.subtracting(.application))
    let summary = expectConformance(of: engine, documented: Self.documented)
    #expect(summary.failed == 0 && summary.skipped > 0 && summary.passed > 50)
    #expect(summary.needsText.hasPrefix("application "))
  }

  @Test("A file that does not exist is one issue")
  func missingFolder() {
    var summary = ReplaySummary()
    withKnownIssue {
      summary = expectConformance(of: ReferenceOracle(), documented: Self.documented + "/no-such-folder")
    }
    #expect(summary.errors == 1)
  }
}
