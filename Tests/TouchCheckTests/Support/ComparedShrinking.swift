import PropertyTesting
import TouchCheck
import TestSupport

extension ShrinkLimits {
  /// Shrinking for the tests that compare campaigns with each other (on one worker and on three, sharded and whole,
  /// stopped and resumed, through one encoding and another) and read the minimal cases only to compare them: each
  /// divergence's first 100 shrink candidates in the fast tier, up to 20,000 (a campaign's default) in the long one
  /// (`TestTier`); without a time limit in both, so that where shrinking stops never depends on the machine's load.
  ///
  /// Shrinking is most of such a campaign's time (a 900-case composite campaign takes 0.7 s without it, 3.4 s shrinking
  /// its 24 divergences in 11,000 candidates, 1.3 s with 100 candidates each). A hundred candidates take each divergence
  /// through the shrinker's first passes (deleting spans and chunks, zeroing choices), so every comparison still covers
  /// the minimal cases, replay tokens and shrink counts of both campaigns. Tests that judge the minimal cases themselves
  /// (their size, their rule, their cause) shrink fully.
  static let compared = ShrinkLimits(maxCalls: TestTier.pick(fast: 100, long: 20_000), timeLimit: .seconds(3_600))
}

extension ShrinkLimits {
  /// Shrinking for the tests that read only which divergences a campaign found (their signatures, rules and hits, or
  /// that one was found), never a minimal case: none in the fast tier, where each divergence is reported with the case
  /// first found, since what these tests read comes from the cases run; a campaign's default (20,000 candidates, 30 s)
  /// in the long tier (`TestTier`). The shrinking of such campaigns is checked where the minimal cases are judged.
  static let unread = TestTier.pick(fast: ShrinkLimits(maxCalls: 0), long: Campaign.Configuration(seed: 0, cases: 0).shrinkLimits)
}
