import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import TouchEngines
import TouchModel
import UIKitOracle

@Suite("Deviations compose (issue 17): the hook table and the composed rules")
struct ComposedRulesTests {
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

  /// The cases of seed 11's 1,000 on which each composition of one is compared with its deviation, besides those the
  /// search for the deviation's first divergence looks at: the first 100 in the fast tier, all 1,000 (as before the tiers)
  /// in the long one (`TestTier`).
  static let compositionCases = TestTier.pick(fast: 100, long: 1_000)

  @Test(
    "Each deviation composed alone is the deviation: the hook table names every hook it re-implements", .heavy,
    arguments: Mutant.catalogue.map(\.name))
  func compositionOfOne(_ name: String) throws {
    let mutant = try #require(Mutant.named(name))
    #expect(!mutant.hooks.isEmpty || mutant.misread != nil, "\(name) has neither hooks nor a misreading")
    let engine: any TouchEngine = mutant.engine
    let composed: any TouchEngine = Deviations.engine([mutant], capabilities: mutant.capabilities)
    let oracle: any TouchEngine = ReferenceOracle()
    let generator = CaseGenerator(capabilities: mutant.capabilities, profile: .default, drawsProfile: true)
    var difference: String?
    /// Compares the composition with the mutant on a case; returns the mutant's trace.
    func compare(_ touchCase: TouchCase, _ at: String) -> Trace? {
      let own = try? engine.run(touchCase, recording: .all).trace
      if difference == nil, (try? composed.run(touchCase, recording: .all).trace) != own { difference = at }
      return own
    }
    // The test can fail: the cases compared must hold one where the mutant itself leaves the oracle. So the cases of seed
    // 11 are searched for the first such case, and then (a rare deviation: one ported exclusive-touch mistake needs three
    // fingers timed just so) those of seeds 12-15; the composition is compared with the mutant on every case searched,
    // so the comparison always includes a case where the deviation shows (the fast tier's 100 cases alone hold none for
    // 22 of the 146 deviations, and 300 cases none for 7 of them).
    var searched = (seed: UInt64(11), cases: 0)
    var diverges = false
    search: for seed in UInt64(11)...15 {
      for index in 0..<1_000 {
        searched = (seed, index + 1)
        guard let touchCase = Self.generated(generator, seed: seed, index: index, of: 1_000) else { continue }
        if compare(touchCase, "seed \(seed) case \(index)") != (try? oracle.run(touchCase, recording: .all).trace) {
          diverges = true
          break search
        }
      }
    }
    #expect(diverges, "\(name) never diverges in seeds 11-15")
    // Then the rest of seed 11's cases up to `compositionCases`.
    let start = searched.seed == 11 ? searched.cases : 1_000
    for index in start..<max(start, Self.compositionCases) {
      guard let touchCase = Self.generated(generator, seed: 11, index: index, of: 1_000) else { continue }
      _ = compare(touchCase, "seed 11 case \(index)")
    }
    #expect(difference == nil, "\(name): the composition differs from the mutant at \(difference ?? "-")")
  }

  @Test("The eleven composite parts composed are the hand-written composite engine", .heavy)
  func compositeParts() throws {
    let parts = try BuiltInEngines.compositeParts.map { try #require(Mutant.named($0)) }
    let index = Self.firstDifference(BuiltInEngines.composite, Deviations.engine(parts), capabilities: .all, cases: 400)
    #expect(index == nil, "first difference at case \(index ?? -1)")
  }

  @Test("Two deviations that re-implement one hook conflict; others do not")
  func conflicts() throws {
    let alpha = try #require(Mutant.named("alpha-at-most-0.01"))
    let hidden = try #require(Mutant.named("hidden-still-hit"))
    #expect(!alpha.conflicts(with: hidden) && alpha.conflicts(with: alpha))
    let sameHook = try #require(Mutant.catalogue.first { $0.name != alpha.name && $0.hooks.contains(.isTooTransparent) })
    #expect(alpha.conflicts(with: sameHook))
  }
}
