extension ChoiceSource {
  /// Creates a source that replays `sequence` with each value wrapped into its draw's range (modulo), then returns zeros.
  ///
  /// This reads arbitrary bytes (a coverage-guided fuzzer's input) as choices: unlike clamping, wrapping spreads
  /// large values over the whole range. What it records is an ordinary sequence that plain replay rebuilds.
  package init(wrapping sequence: ChoiceSequence, size: Int = 100, maxChoices: Int = 1 << 20) {
    self.init(replaying: sequence, size: size, maxChoices: maxChoices)
    wrapping = true
  }

  /// Starts a new case replaying `sequence`, then generating fresh choices from `seed` once it runs out.
  ///
  /// This is how a mutated choice sequence becomes a case: the edited part is replayed (clamped as usual) and
  /// whatever the generator needs beyond it is drawn exactly as in a fresh case (with its weights and biases), instead
  /// of the simplest zeros.
  package mutating func reset(replaying sequence: ChoiceSequence, thenGeneratingFrom seed: UInt64, size: Int) {
    reset(replaying: sequence, size: size)
    rng = Xoshiro256StarStar(seed: seed)
    randomTail = true
    if sequence.isEmpty { mode = .random }
  }

  /// A raw value wrapped into `0...max`.
  @inlinable
  static func wrapped(_ value: UInt64, _ max: UInt64) -> UInt64 {
    max == UInt64.max ? value : value % (max &+ 1)
  }
}
