import Foundation
import TestSupport
import Testing
import TouchCheck
import TouchCheckTesting
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

@Suite("Archive and Swift Testing API")
struct ArchiveAndAPITests {
  @Test("An archived counterexample decodes, replays against the oracle, and fails against its engine")
  func archive() throws {
    let mutant = try #require(Deviation.mutants.first { $0.name == "hidden-still-hit" })
    let report = Campaign(oracle: ReferenceOracle(), engine: mutant.engine, configuration: .stopOnFirst(seed: 1, cases: 1_000)).run()
    let c = try #require(report.counterexample)
    let folder = NSTemporaryDirectory() + "touchcheck-found-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = try FoundArchive(folder: folder).archive(c)
    #expect(path.hasPrefix("\(folder)/hidden-still-hit/") && path.hasSuffix(".json") && !path.contains(" "))
    let file = try CorpusFiles.load(path).get()
    guard case .passed = Replay.run(file, on: ReferenceOracle()) else { Issue.record("the archived case does not replay on the oracle"); return }
    guard case .mismatch = Replay.run(file, on: mutant.engine) else { Issue.record("the archived case does not fail on its engine"); return }
    let report2 = FailureReport.render(c, archivedAt: path)
    for part in ["Seed 1", "Replay: swift run touchcheck fuzz --engine hidden-still-hit --seed 1 --replay", "Minimal case", "@Test(", "expectConformance(of: engine, caseJSON:"] {
      #expect(report2.contains(part), "report lacks \(part)")
    }
  }

  @Test("expectConformance passes for the oracle itself", .heavy)
  func conforming() {
    let report = expectConformance(of: ReferenceOracle(), cases: 300, seed: 5)
    #expect(report.casesRun == 300)
  }

  @Test("expectConformance records one issue for a mutant", .heavy)
  func diverging() throws {
    let mutant = try #require(Deviation.mutants.first { $0.name == "max-edge-inclusive" })
    withKnownIssue {
      expectConformance(of: mutant.engine, cases: 200, seed: 1)
    } matching: { issue in
      // One issue per distinct divergence, and one per documented file the engine fails (the campaign holds it to them).
      issue.comments.contains {
        ($0.rawValue.contains("max-edge-inclusive diverges") && $0.rawValue.contains("Regression test")) || $0.rawValue.hasPrefix("FAIL  ")
      }
    }
  }
}
