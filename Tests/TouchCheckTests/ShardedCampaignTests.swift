import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

@Suite("Two shards merged equal one unsharded run with the same seeds (issue 11)")
struct ShardedCampaignTests {
  /// Runs a campaign on the composite engine (eleven deviations) and archives every divergence in a folder.
  func run(shard: Shard?, jobs: Int, archive folder: TemporaryFolder) throws -> CampaignReport {
    var configuration = Campaign.Configuration(seed: 3, cases: 300, jobs: jobs)
    configuration.shard = shard
    // Shrinking is a function of the first case showing a signature; only a time limit could make it depend on load.
    configuration.shrinkLimits = .compared
    let report = Campaign(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, configuration: configuration).run()
    for d in report.divergences { _ = try FoundArchive(folder: folder.path).store(try #require(d.counterexample)) }
    return report
  }

  /// Each signature's first case and hits, sorted by signature.
  func table(_ reports: [CampaignReport]) -> [String] {
    var first: [String: Int] = [:]
    var hits: [String: Int] = [:]
    for d in reports.flatMap(\.divergences) {
      first[d.signature] = min(first[d.signature] ?? .max, d.firstCase)
      hits[d.signature, default: 0] += d.hits
    }
    return first.keys.sorted().map { "\($0) first \(first[$0]!) hits \(hits[$0]!)" }
  }

  @Test("Shards 0/2 and 1/2 merged: the same archive (names and contents) and the same divergence table", .heavy)
  func mergedShardsEqualUnsharded() throws {
    let whole = TemporaryFolder("shard-whole")
    let parts = [TemporaryFolder("shard-0"), TemporaryFolder("shard-1")]
    let merged = TemporaryFolder("shard-merged")
    defer { for folder in [whole, merged] + parts { folder.remove() } }
    let unsharded = try run(shard: nil, jobs: 2, archive: whole)
    let shards = try (0..<2).map { try run(shard: Shard(index: $0, count: 2), jobs: 1, archive: parts[$0]) }
    #expect(shards.map(\.casesRun).reduce(0, +) == unsharded.casesRun)
    #expect(unsharded.divergences.count >= 8, "composite should show many signatures")
    #expect(shards.contains { $0.divergences.count < unsharded.divergences.count }, "a shard alone should miss some")
    let summary = CorpusMerger(destination: merged.path).run(parts.map(\.path)) { _ in }
    #expect(summary.errors == 0 && summary.duplicates > 0)
    #expect(merged.files().map(\.0) == whole.files().map(\.0))
    #expect(merged.files().map(\.1) == whole.files().map(\.1))
    #expect(table(shards) == table([unsharded]))
    #expect(shards.map(\.statistics.ruleCounts).reduce(into: [:]) { $0.merge($1, uniquingKeysWith: +) } == unsharded.statistics.ruleCounts)
    // Merging the other way round, or again, gives the same archive.
    let reversed = TemporaryFolder("shard-reversed")
    defer { reversed.remove() }
    _ = CorpusMerger(destination: reversed.path).run(parts.reversed().map(\.path)) { _ in }
    #expect(reversed.files().map(\.1) == whole.files().map(\.1))
    let again = CorpusMerger(destination: merged.path).run(parts.map(\.path)) { _ in }
    #expect(again.copied == 0 && again.replaced == 0 && merged.files().map(\.1) == whole.files().map(\.1))
  }

  @Test("A shard's report, summary and JSON name it; its cases are the unsharded run's at its indices")
  func shardNamed() throws {
    var configuration = Campaign.Configuration(seed: 1, cases: 10)
    configuration.shard = Shard(index: 1, count: 3)
    let report = Campaign(oracle: ReferenceOracle(), engine: ReferenceOracle(), configuration: configuration).run()
    #expect(report.casesRun == 3 && report.shard?.description == "1/3")
    #expect(CampaignSummary.render(report, allRules: []).hasPrefix("engine oracle, seed 1, shard 1/3: 3 cases"))
    #expect(CampaignJSON.render(report, allRules: []).contains(#""shard": "1/3""#))
  }
}
