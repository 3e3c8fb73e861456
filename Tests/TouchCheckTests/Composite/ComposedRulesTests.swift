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

  /// The cases on which each composition of one is compared with its deviation: 300 in the fast tier, 1,000 (as before
  /// the tiers) in the long one (`TestTier`).
  static let compositionCases = TestTier.pick(fast: 300, long: 1_000)

  @Test(
    "Each deviation composed alone is the deviation: the hook table names every hook it re-implements", .heavy,
    arguments: Mutant.catalogue.map(\.name))
  func compositionOfOne(_ name: String) throws {
    let mutant = try #require(Mutant.named(name))
    #expect(!mutant.hooks.isEmpty || mutant.misread != nil, "\(name) has neither hooks nor a misreading")
    let composed = Deviations.engine([mutant], capabilities: mutant.capabilities)
    // The test can fail: within the cases compared, the mutant itself leaves the oracle. A rare deviation (one ported
    // exclusive-touch mistake needs three fingers timed just so) may need the cases of a few more seeds; most diverge
    // in the first seed's, so the search stops there.
    let cases = 1_000
    let diverges = (11...15).contains { seed in Self.firstDifference(mutant.engine, ReferenceOracle(), capabilities: mutant.capabilities, cases: cases, seed: UInt64(seed)) != nil }
    #expect(diverges, "\(name) never diverges in seeds 11-15")
    let index = Self.firstDifference(mutant.engine, composed, capabilities: mutant.capabilities, cases: Self.compositionCases)
    #expect(index == nil, "\(name): the composition differs from the mutant at case \(index ?? -1) (seed 11)")
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
