import TestSupport
import Testing
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

/// Without a capability, generation leaves its mechanism inert: a mutant broken only there can no longer be caught.
@Suite("Unclaimed mechanisms are inert")
struct UnclaimedMechanismsTests {
  /// Each mutant with the capability whose mechanism its bug lives in.
  static let hidden: [(String, Capabilities)] = [
    ("transform-ignored", .transforms), ("bounds-origin-ignored", .transforms), ("circle-edge-excluded", .hitAreas),
    ("windows-in-list-order", .severalWindows), ("view-controller-skipped", .viewControllers),
    ("presented-skips-presenter", .viewControllers), ("app-delegate-always-next", .application),
    ("touch-follows-finger", .delivery), ("stationary-delivered", .severalFingers), ("ended-before-began", .severalFingers),
    ("multiple-touch-ignored", .multipleTouch), ("exclusive-touch-ignored", .exclusiveTouch),
    ("cancels-touches-ignored", .cancelsTouchesInView), ("delays-began-ignored", .delaysTouchesBegan),
    ("delays-ended-ignored", .delaysTouchesEnded), ("require-to-fail-ignored", .requireToFail),
    ("nil-target-ignores-first-responder", .events), ("no-drag-enter-exit", .controls), ("no-content-delay", .scrollViews),
    ("touch-limit-ignored", .touchLimit), ("action-first-for-every-recognizer", .cancelsTouchesInView),
  ]

  /// The cases each mutant without its capability runs: 200 in the fast tier, 400 (as before the tiers) in the long one
  /// (`TestTier`). Two hundred cases still ramp through every size; that generation leaves each capability's content
  /// out is also checked case by case on every capability subset by `GenerationStaysInsideCapabilitiesTests`.
  static let inertCases = TestTier.pick(fast: 200, long: 400)

  @Test("A mutant claiming everything but the capability its bug lives in conforms", .heavy, arguments: hidden.indices)
  func inert(_ which: Int) throws {
    let (name, capability) = Self.hidden[which]
    let mutant = try #require(Deviation.mutants.first { $0.name == name })
    let engine = ReferenceOracle(name: name, summary: mutant.bug, capabilities: Capabilities.all.subtracting(capability), rules: mutant.rules)
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: .stopOnFirst(seed: 1, cases: Self.inertCases)).run()
    #expect(report.counterexample == nil, "\(name) without \(capability.names) diverged: \(report.counterexample?.signature ?? "")")
  }

  @Test("Claiming the capability again, the same mutant is caught", .heavy)
  func caughtWithTheClaim() throws {
    for (name, _) in Self.hidden {
      let mutant = try #require(Deviation.mutants.first { $0.name == name })
      let engine = ReferenceOracle(name: name, summary: mutant.bug, capabilities: .all, rules: mutant.rules)
      var configuration = Campaign.Configuration.stopOnFirst(seed: 1, cases: 3_000)
      configuration.shrinkLimits = .unread
      let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
      #expect(report.counterexample != nil, "\(name) claiming everything was not caught")
    }
  }
}
