import PropertyTesting
import TestSupport
import Testing
import TouchCheck
@testable import DeviationCatalogue
import TouchModel
import UIKitOracle
import CaseGeneration

@Suite("Deviations are values: each replaces steps or misreads the case, and they compose by merging")
struct DeviationsTests {
  /// Runs both engines on generated cases inside `capabilities` (each case's profile drawn among the documented
  /// alternatives) and returns the first case index where their traces differ, if any.
  static func firstDifference(_ a: any TouchEngine, _ b: any TouchEngine, capabilities: Capabilities, cases: Int, seed: UInt64 = 11) -> Int? {
    let generator = CaseGenerator(capabilities: capabilities, profile: .default, drawsProfile: true)
    for index in 0..<cases {
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: seed, index: index), size: CaseSchedule.size(forCase: index, of: cases, maxSize: 100))
      let touchCase = generator.generate(&source)
      if source.isInvalid { continue }
      let left = try? a.run(touchCase, recording: .all).trace
      let right = try? b.run(touchCase, recording: .all).trace
      if left != right { return index }
    }
    return nil
  }

  /// Case `index` of the run of `cases` cases seeded with `seed`, as `firstDifference` generates it (nil when invalid).
  static func generated(_ generator: CaseGenerator, seed: UInt64, index: Int, of cases: Int) -> TouchCase? {
    var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: seed, index: index), size: CaseSchedule.size(forCase: index, of: cases, maxSize: 100))
    let touchCase = generator.generate(&source)
    return source.isInvalid ? nil : touchCase
  }

  /// The cases of seed 11's 1,000 on which each deviation is run twice, besides those the search for its first
  /// divergence looks at: the first 100 in the fast tier, all 1,000 in the long one (`TestTier`).
  static let rerunCases = TestTier.pick(fast: 100, long: 1_000)

  @Test(
    "Each deviation replaces steps or misreads the case, shows on some case, and starts each run afresh", .heavy,
    arguments: Deviation.catalogue.map(\.name))
  func deviationShowsAndRerunsAlike(_ name: String) throws {
    let mutant = try #require(Deviation.named(name))
    #expect(mutant.replacedSteps.isEmpty == (mutant.misread != nil), "\(name) must either replace steps or misread the case")
    let engine: any TouchEngine = mutant.engine
    let oracle: any TouchEngine = ReferenceOracle()
    let generator = CaseGenerator(capabilities: mutant.capabilities, profile: .default, drawsProfile: true)
    var difference: String?
    /// Runs the deviation twice on a case (a replacement's run memory must not carry over); returns the first trace.
    func twice(_ touchCase: TouchCase, _ at: String) -> Trace? {
      let first = try? engine.run(touchCase, recording: .all).trace
      if difference == nil, (try? engine.run(touchCase, recording: .all).trace) != first { difference = at }
      return first
    }
    // The test can fail: the cases searched must hold one where the deviation leaves the oracle. So the cases of seed 11
    // are searched for the first such case, and then (a rare deviation: one ported exclusive-touch mistake needs three
    // fingers timed just so) those of seeds 12-15 (the fast tier's 100 cases alone hold none for 22 of the 146
    // deviations, and 300 cases none for 7 of them).
    var searched = (seed: UInt64(11), cases: 0)
    var diverges = false
    search: for seed in UInt64(11)...15 {
      for index in 0..<1_000 {
        searched = (seed, index + 1)
        guard let touchCase = Self.generated(generator, seed: seed, index: index, of: 1_000) else { continue }
        if twice(touchCase, "seed \(seed) case \(index)") != (try? oracle.run(touchCase, recording: .all).trace) {
          diverges = true
          break search
        }
      }
    }
    #expect(diverges, "\(name) never diverges in seeds 11-15")
    let start = searched.seed == 11 ? searched.cases : 1_000
    for index in start..<max(start, Self.rerunCases) {
      guard let touchCase = Self.generated(generator, seed: 11, index: index, of: 1_000) else { continue }
      _ = twice(touchCase, "seed 11 case \(index)")
    }
    #expect(difference == nil, "\(name): a second run of the same case differs at \(difference ?? "-")")
  }

  @Test("A composition's run replaces every step its deviations replace, in the oracle's order")
  func compositionMergesSteps() throws {
    let names = ["alpha-at-most-0.01", "views-before-recognizers", "hidden-still-hit"]
    let parts = try names.map { try #require(Deviation.named($0)) }
    let state = OracleState(TouchCase(scene: Scene(), stream: TouchStream()), recording: .all)
    let run = Deviations.rules(parts)(state)
    let merged = Set(parts.flatMap(\.replacedSteps))
    #expect(run.steps.replacedNames == Mirror(reflecting: run.steps).children.compactMap(\.label).filter(merged.contains))
    #expect(Deviations.rules([])(state).steps.replacedNames.isEmpty)
  }

  @Test("Of two deviations that replace one step, the first listed wins it")
  func firstListedWins() throws {
    let alpha = try #require(Deviation.named("alpha-at-most-0.01"))
    let other = try #require(Deviation.catalogue.first { $0.name != alpha.name && $0.replacedSteps == ["isTooTransparent"] })
    let capabilities = Deviations.capabilities(of: [alpha, other])
    for (first, second) in [(alpha, other), (other, alpha)] {
      let index = Self.firstDifference(Deviations.engine([first, second]), first.engine, capabilities: capabilities, cases: 400)
      #expect(index == nil, "\(first.name) listed first must act alone, but differs at case \(index ?? -1)")
    }
    #expect(Self.firstDifference(alpha.engine, other.engine, capabilities: capabilities, cases: 400) != nil)
  }

  @Test("Two deviations that replace one step conflict; others do not")
  func conflicts() throws {
    let alpha = try #require(Deviation.named("alpha-at-most-0.01"))
    let hidden = try #require(Deviation.named("hidden-still-hit"))
    #expect(alpha.replacedSteps == ["isTooTransparent"] && hidden.replacedSteps == ["isHiddenForHitTest"])
    #expect(!alpha.conflicts(with: hidden) && alpha.conflicts(with: alpha))
    let sameStep = try #require(Deviation.catalogue.first { $0.name != alpha.name && $0.replacedSteps.contains("isTooTransparent") })
    #expect(alpha.conflicts(with: sameStep))
  }
}
