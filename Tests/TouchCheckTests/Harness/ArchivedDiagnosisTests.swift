import Foundation
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

@Suite("A second campaign over the archive names what the first named (issue 31, item 4)")
struct ArchivedDiagnosisTests {
  /// A campaign of `engine` with diagnosis, archiving into (and first replaying) `folder`.
  static func campaign(_ engine: any TouchEngine, seed: UInt64, cases: Int, folder: String) -> CampaignReport {
    var configuration = Campaign.Configuration(seed: seed, cases: cases)
    configuration.causes = CatalogueDiagnosis()
    configuration.replayArchive = folder
    return Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
  }

  @Test("Archived divergences are described and diagnosed like generated ones, with the same causes, under another seed", .heavy)
  func sameCauses() throws {
    let folder = TemporaryFolder("archived-diagnosis")
    let engine = try #require(Deviation.named("max-edge-inclusive")).engine
    let first = Self.campaign(engine, seed: 1, cases: 300, folder: folder.path)
    let archive = FoundArchive(folder: folder.path)
    var named: [String: String] = [:]
    for d in first.divergences {
      let c = try #require(d.counterexample)
      _ = try archive.store(c)
      named[d.signature] = c.diagnosis?.cause?.name ?? "unexplained"
    }
    #expect(named.values.contains("max-edge-inclusive"), "\(named)")
    // A second campaign, another seed, no generated cases: only what the archive shows.
    let second = Self.campaign(engine, seed: 99, cases: 0, folder: folder.path)
    #expect(second.divergences.count == first.divergences.count)
    for d in second.divergences {
      let c = try #require(d.counterexample, "\(d.signature): replayed from the archive without a counterexample")
      #expect(d.firstCase == -1 && d.archivedAt != nil)
      #expect(c.symptom != nil)
      #expect((c.diagnosis?.cause?.name ?? "unexplained") == named[d.signature], "\(d.signature): \(c.diagnosis?.text ?? "not diagnosed")")
    }
    let table = CampaignSummary.divergenceTable(second, archived: [:])
    #expect(table.contains("cause max-edge-inclusive"), "\(table)")
    // The engine fixed, over the same archive (issue 33, item 4): each file is named fixed, with the command to prune.
    var configuration = Campaign.Configuration(seed: 5, cases: 0)
    configuration.replayArchive = folder.path
    let fixed = Campaign(oracle: ReferenceOracle(), engine: ReferenceOracle(), configuration: configuration).run()
    let summary = CampaignSummary.render(fixed, allRules: [])
    #expect(fixed.passed && summary.components(separatedBy: "  FIXED ").count == first.divergences.count + 1, "\(summary)")
    #expect(summary.contains("`touchcheck corpus prune FOLDER --engine oracle` removes the fixed ones"), "\(summary)")
  }
}
