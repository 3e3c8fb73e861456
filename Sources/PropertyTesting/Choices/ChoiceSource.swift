/// The generation context: every value a generator makes comes from a choice drawn here and recorded.
///
/// A source either draws fresh choices from a seeded `Xoshiro256StarStar` or replays a
/// given `ChoiceSequence`. Replay that runs past the end of its prefix returns 0, the
/// simplest choice, and records it, so a shrinker may delete choices and still get a
/// valid case. Use one source `inout` and `reset` it between cases: after the first
/// few cases its buffers are large enough and a draw never allocates.
package struct ChoiceSource: Sendable {
  /// How draws obtain their values.
  @usableFromInline
  enum Mode: UInt8, Sendable {
    /// Fresh values from the generator.
    case random
    /// Values read from `prefix`, then zeros.
    case replay
    /// Zeros, recorded, without touching the generator (the unchosen side of a pool draw).
    case zeros
  }

  @usableFromInline var mode: Mode
  @usableFromInline var rng: Xoshiro256StarStar
  @usableFromInline var prefix: [UInt64]
  @usableFromInline var choices: [UInt64]
  @usableFromInline var spanStorage: [Span]
  @usableFromInline var openSpans: [Int]
  @usableFromInline var extensionCount: Int
  @usableFromInline var overrun: Bool
  @usableFromInline var rejected: Bool
  /// In replay, whether the source generates fresh choices from `rng` once the prefix is used up, instead of zeros.
  @usableFromInline var randomTail: Bool
  /// In replay, whether a recorded value above a draw's maximum wraps (modulo) instead of being clamped to it.
  @usableFromInline var wrapping: Bool

  /// A size hint for generators (for example an expected collection length); the runner grows it during a run.
  ///
  /// Generators should let size shape only probabilities (as `Gen.array` does), never the
  /// structure of what a given choice sequence means; then replay gives the same value
  /// whatever size it uses, and a replay token needs no size.
  package var size: Int

  /// The most choices one case may record; a draw beyond it returns 0 unrecorded and marks the case overrun.
  package var maxChoices: Int

  /// Creates a source that draws fresh choices from a generator seeded with `seed`.
  package init(seed: UInt64, size: Int = 100, maxChoices: Int = 1 << 20) {
    mode = .random
    rng = Xoshiro256StarStar(seed: seed)
    prefix = []
    choices = []
    spanStorage = []
    openSpans = []
    extensionCount = 0
    overrun = false
    rejected = false
    randomTail = false
    wrapping = false
    self.size = size
    self.maxChoices = maxChoices
    choices.reserveCapacity(256)
    spanStorage.reserveCapacity(64)
    openSpans.reserveCapacity(16)
  }

  /// Creates a source that replays `sequence`, then returns zeros.
  package init(replaying sequence: ChoiceSequence, size: Int = 100, maxChoices: Int = 1 << 20) {
    self.init(seed: 0, size: size, maxChoices: maxChoices)
    mode = .replay
    prefix = sequence.values
    choices.reserveCapacity(sequence.count)
  }

  /// Starts a new case drawing from `seed`, keeping the buffers' capacity.
  package mutating func reset(seed: UInt64, size: Int) {
    clear(size: size)
    mode = .random
    rng = Xoshiro256StarStar(seed: seed)
    prefix.removeAll(keepingCapacity: true)
  }

  /// Starts a new case replaying `sequence`, keeping the buffers' capacity.
  package mutating func reset(replaying sequence: ChoiceSequence, size: Int) {
    clear(size: size)
    mode = .replay
    prefix = sequence.values
  }

  private mutating func clear(size: Int) {
    randomTail = false
    wrapping = false
    choices.removeAll(keepingCapacity: true)
    spanStorage.removeAll(keepingCapacity: true)
    openSpans.removeAll(keepingCapacity: true)
    extensionCount = 0
    overrun = false
    rejected = false
    self.size = size
  }
}
