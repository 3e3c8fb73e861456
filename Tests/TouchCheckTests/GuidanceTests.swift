import Foundation
import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import CaseGeneration

@Suite("Guided campaigns: deterministic, independent of --jobs, and dwelling on rare rules")
struct GuidanceTests {
  func run(_ engine: any TouchEngine, cases: Int, guided: Bool, jobs: Int, seed: UInt64 = 2) -> CampaignReport {
    var c = Campaign.Configuration(seed: seed, cases: cases, jobs: jobs)
    c.guided = guided
    c.shrinkLimits = .compared
    return Campaign(oracle: ReferenceOracle(), engine: engine, configuration: c).run()
  }

  @Test("A guided campaign's cases, statistics and divergences do not depend on --jobs", .heavy)
  func jobsIndependent() {
    let one = run(BuiltInEngines.composite, cases: 800, guided: true, jobs: 1)
    let three = run(BuiltInEngines.composite, cases: 800, guided: true, jobs: 3)
    #expect(one.statistics == three.statistics)
    #expect(one.divergences.map(\.signature) == three.divergences.map(\.signature))
    #expect(one.divergences.map(\.hits) == three.divergences.map(\.hits))
    #expect(one.divergences.map { $0.counterexample?.replayToken } == three.divergences.map { $0.counterexample?.replayToken })
  }

  @Test("Guidance makes other cases than unguided generation, and fires rare rules more often", .heavy)
  func rareRules() {
    // 1,500 cases each in the fast tier, 3,000 (as before the tiers) in the long one (`TestTier`).
    let cases = TestTier.pick(fast: 1_500, long: 3_000)
    let guided = run(ReferenceOracle(), cases: cases, guided: true, jobs: 2).statistics
    let unguided = run(ReferenceOracle(), cases: cases, guided: false, jobs: 2).statistics
    #expect(guided != unguided)
    // The ten rules unguided generation fires least, fired more often in total under guidance.
    let rare = unguided.ruleCounts.keys.sorted { (unguided.ruleCounts[$0]!, $0) < (unguided.ruleCounts[$1]!, $1) }.prefix(10)
    let rareGuided = rare.reduce(0) { $0 + (guided.ruleCounts[$1] ?? 0) }
    let rareUnguided = rare.reduce(0) { $0 + unguided.ruleCounts[$1]! }
    #expect(rareGuided > rareUnguided)
  }

  @Test("Guided mutants stay inside the engine's capabilities, as fresh cases do", .heavy, arguments: ["all - severalFingers", "all - multipleTouch", "all - application", "base + controls"])
  func insideCapabilities(_ name: String) {
    let claimed = GenerationStaysInsideCapabilitiesTests.subsets.first { $0.0 == name }!.1
    let engine = FeatureCheckingEngine(capabilities: claimed)
    // 1,000 cases in the fast tier, 2,000 (as before the tiers) in the long one (`TestTier`).
    var c = Campaign.Configuration(seed: 4, cases: TestTier.pick(fast: 1_000, long: 2_000), jobs: 2)
    c.guided = true
    c.checks = Differential.Checks(determinism: false, invariants: false)
    _ = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: c).run()
    #expect(engine.outside.first == nil, "\(name): \(engine.outside.first ?? "")")
  }
}

/// The oracle under some capabilities, noting every case it is given that uses a capability it does not claim.
final class FeatureCheckingEngine: TouchEngine, @unchecked Sendable {
  let capabilities: Capabilities
  var name: String { "feature-checking" }
  var summary: String { "the oracle, checking the features of each case" }
  private let lock = NSLock()
  private var found: [String] = []

  init(capabilities: Capabilities) { self.capabilities = capabilities }

  /// What the cases outside the capabilities needed.
  var outside: [String] {
    lock.lock()
    defer { lock.unlock() }
    return found
  }

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    let missing = FeatureChecker.missing(for: touchCase, in: capabilities)
    if !missing.isEmpty {
      lock.lock()
      found.append("\(missing)")
      lock.unlock()
    }
    return ReferenceOracle().run(touchCase, recording: categories)
  }
}
