import Foundation
import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

@Suite("Campaigns: every divergence, known ones, sanity checks, determinism")
struct CampaignTests {
  func campaign(_ engine: any TouchEngine, seed: UInt64 = 1, cases: Int, jobs: Int = 1, _ adjust: (inout Campaign.Configuration) -> Void = { _ in }) -> CampaignReport {
    var configuration = Campaign.Configuration(seed: seed, cases: cases, jobs: jobs)
    adjust(&configuration)
    return Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
  }

  @Test("A campaign keeps going after a divergence: distinct signatures, each shrunk once, hits counted", .heavy)
  func everyDivergence() throws {
    // The composite's campaign (seed 1, 3,000 cases) that CompositeEngineTests reads too, run once for both.
    let report = CompositeEngineTests.report
    #expect(report.casesRun == 3_000)
    #expect(report.divergences.count >= 4)
    #expect(Set(report.divergences.map(\.signature)).count == report.divergences.count)
    for d in report.divergences {
      let c = try #require(d.counterexample)
      #expect(c.signature == d.signature)
      #expect(Differential.compare(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, c.touchCase)?.signature == d.signature)
    }
    #expect(report.divergences.map(\.hits).reduce(0, +) <= report.casesRun)
  }

  @Test("--stop-on-first stops at the first divergence", .heavy)
  func stopOnFirst() {
    let report = campaign(BuiltInEngines.composite, cases: 1_500) { $0.stopOnFirst = true }
    #expect(report.divergences.count == 1)
    #expect(report.end == .firstDivergence)
    #expect(report.casesRun == report.divergences[0].firstCase + 1)
  }

  /// The composite's campaign of seed 4 (700 cases) on three workers, with the divergences it reported as they were
  /// shrunk: run once and read by `jobsIndependent` and `backgroundShrinking`.
  static let onThreeWorkers: (report: CampaignReport, reported: [DivergenceRecord]) = {
    var reported: [DivergenceRecord] = []
    var configuration = Campaign.Configuration(seed: 4, cases: 700, jobs: 3)
    configuration.shrinkLimits = .compared
    let report = Campaign(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, configuration: configuration).run(found: { reported.append($0) })
    return (report, reported)
  }()

  @Test("Counts, statistics and divergences do not depend on --jobs, stopping early or not", .heavy, arguments: [false, true])
  func jobsIndependent(_ stopOnFirst: Bool) {
    let one = campaign(BuiltInEngines.composite, seed: 4, cases: 700, jobs: 1) {
      $0.stopOnFirst = stopOnFirst
      $0.shrinkLimits = .compared
    }
    let three = stopOnFirst ? campaign(BuiltInEngines.composite, seed: 4, cases: 700, jobs: 3) {
      $0.stopOnFirst = true
      $0.shrinkLimits = .compared
    } : Self.onThreeWorkers.report
    #expect(one.casesRun == three.casesRun)
    #expect(one.statistics == three.statistics)
    #expect(one.divergences.map(\.signature) == three.divergences.map(\.signature))
    #expect(one.divergences.map(\.hits) == three.divergences.map(\.hits))
    #expect(one.divergences.map { $0.counterexample?.replayToken } == three.divergences.map { $0.counterexample?.replayToken })
  }

  @Test("On several workers, divergences shrunk in the background are reported once each, in the order found, shrunk", .heavy)
  func backgroundShrinking() {
    // The campaign `jobsIndependent` compares with the one on a single worker, run once for both.
    let (report, reported) = Self.onThreeWorkers
    #expect(report.divergences.count > 3)
    #expect(reported.map(\.signature) == report.divergences.map(\.signature))
    #expect(reported.allSatisfy { $0.counterexample != nil })
    #expect(reported.map { $0.counterexample?.replayToken } == report.divergences.map { $0.counterexample?.replayToken })
  }

  @Test("Known divergences are counted apart, never fail the run, and are reported as fixed when they stop occurring", .heavy)
  func known() throws {
    // The second campaign's known hits are compared with the first's divergences, never their minimal cases.
    let first = campaign(BuiltInEngines.composite, cases: 600) { $0.shrinkLimits = .compared }
    let accepted = first.divergences.map { KnownDivergences.Entry(signature: $0.signature, reason: "accepted in a test") }
    let ghost = KnownDivergences.Entry(signature: "HIT-999 hitTest:noHit", reason: "long fixed")
    let second = campaign(BuiltInEngines.composite, cases: 600) {
      $0.known = KnownDivergences(accepted + [ghost])
      $0.shrinkLimits = .compared
    }
    #expect(second.passed)
    #expect(second.divergences.isEmpty)
    #expect(second.knownHits.map(\.signature) == first.divergences.map(\.signature))
    #expect(second.knownHits.allSatisfy { $0.counterexample == nil })
    #expect(second.knownFixed == [ghost])
  }

  @Test("A known-divergences file decodes; a wildcard accepts a prefix; errors name the field")
  func knownFile() throws {
    let known = try KnownDivergences.decode(text: #"{"format": 1, "known": [{"signature": "HIT-004 *", "reason": "alpha is a Float"}]}"#)
    #expect(known.entry(for: "HIT-004 hitTest:noHit")?.reason == "alpha is a Float")
    #expect(known.entry(for: "HIT-005 hitTest:noHit") == nil)
    #expect(throws: CaseError("known[0].reason", "is missing (say why it is accepted)")) {
      try KnownDivergences.decode(text: #"{"known": [{"signature": "X"}]}"#)
    }
  }

  @Test("An engine that keeps recognizers in a Set is reported as nondeterministic, with both traces", .heavy)
  func nondeterministic() throws {
    let report = campaign(SetOrderedRecognizersEngine(), cases: 1_000)
    let d = try #require(report.divergences.first { $0.signature == "nondeterministic" })
    let c = try #require(d.counterexample)
    guard case .nondeterministic = c.divergence?.kind else { Issue.record("kind is \(String(describing: c.divergence?.kind))"); return }
    #expect(FailureReport.render(c).contains("two different traces"))
  }

  @Test("An engine that sends moved or ended without began is reported by its invariant", .heavy)
  func invariant() throws {
    let report = campaign(NoBeganEngine(), cases: 300) { $0.shrinkLimits = .unread }
    #expect(report.divergences.contains { $0.signature.hasSuffix("invariant:moved-without-began") || $0.signature.hasSuffix("invariant:end-without-began") })
  }

  @Test("Archived counterexamples are replayed before generating: still diverging ones come first, fixed ones are counted", .heavy)
  func archiveReplayedFirst() throws {
    let mutant = try #require(Deviation.mutants.first { $0.name == "max-edge-inclusive" })
    let folder = NSTemporaryDirectory() + "touchcheck-archive-replay-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let archive = FoundArchive(folder: folder)
    let first = campaign(mutant.engine, cases: 300)
    for d in first.divergences { _ = try archive.archive(try #require(d.counterexample)) }
    let again = campaign(mutant.engine, cases: 50) { $0.replayArchive = archive.folder(for: mutant.name) }
    #expect(again.archived.count == first.divergences.count)
    #expect(again.divergences.prefix(first.divergences.count).allSatisfy { $0.firstCase == -1 && $0.archivedAt != nil })
    let fixed = ReferenceOracle(name: mutant.name, summary: "fixed", capabilities: mutant.capabilities) { OracleRules(state: $0) }
    let afterFix = campaign(fixed, cases: 50) { $0.replayArchive = archive.folder(for: mutant.name) }
    #expect(afterFix.passed && afterFix.archived.allSatisfy { $0.signature == nil && $0.error == nil })
  }
}
