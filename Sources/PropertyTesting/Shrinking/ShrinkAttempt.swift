/// What the client's predicate says about one candidate choice sequence.
package enum ShrinkAttempt: Sendable {
  /// Replaying the candidate reproduced the failure; `consumed` is what generation actually read
  /// (it may be shorter than the candidate, or longer when replay ran past its end), with its spans.
  case interesting(consumed: ChoiceSequence, spans: [Span])
  /// The candidate generated a valid case that does not fail in the same way.
  case boring
  /// The candidate generated no usable case (rejected, overrun, or otherwise discarded).
  case invalid
}
