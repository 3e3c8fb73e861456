extension ChoiceSource {
  /// Draws a raw choice in `0...max` and records it; this is the primitive every other draw uses.
  ///
  /// In replay mode a recorded value larger than `max` is clamped to `max` (not reduced
  /// modulo), so lowering a choice never jumps to an unrelated value; the clamped value
  /// is what gets recorded. Two replay variants (`ChoiceSource+ReplayVariants.swift`) wrap instead of clamping, or
  /// carry on generating fresh choices when the prefix runs out.
  @inlinable @inline(__always)
  package mutating func draw(upTo max: UInt64) -> UInt64 {
    let index = choices.count
    if _slowPath(index >= maxChoices) {
      overrun = true
      return 0
    }
    let value: UInt64
    switch mode {
    case .random:
      value = max == 0 ? 0 : rng.next(upTo: max)
    case .replay:
      if index < prefix.count {
        value = _slowPath(wrapping) ? Self.wrapped(prefix[index], max) : Swift.min(prefix[index], max)
        // With a fresh tail, the next draw is a fresh one, through the callers' biased paths (`drawsFreshValue`).
        if _slowPath(randomTail) && index + 1 == prefix.count { mode = .random }
      } else {
        extensionCount &+= 1
        value = 0
      }
    case .zeros:
      value = 0
    }
    choices.append(value)
    return value
  }

  /// Whether the next draw may take a fresh random value and record it directly.
  @inlinable @inline(__always)
  var drawsFreshValue: Bool {
    mode == .random && choices.count < maxChoices
  }

  /// Marks the current case invalid: the runner discards it and the shrinker treats it as `.invalid`.
  package mutating func reject() {
    rejected = true
  }

  /// Whether `reject()` was called for the current case.
  package var isRejected: Bool { rejected }

  /// Whether the current case tried to record more than `maxChoices` choices (it counts as invalid).
  package var isOverrun: Bool { overrun }

  /// Whether the current case is unusable: rejected or overrun.
  package var isInvalid: Bool { rejected || overrun }

  /// Whether the source replays a given sequence rather than drawing fresh choices.
  package var isReplaying: Bool { mode == .replay }

  /// How many zeros replay supplied after the given prefix ran out.
  package var extendedCount: Int { extensionCount }

  /// How many choices the current case has recorded so far.
  package var choiceCount: Int { choices.count }

  /// The choices recorded for the current case, in order.
  package var recorded: ChoiceSequence { ChoiceSequence(choices) }
}
