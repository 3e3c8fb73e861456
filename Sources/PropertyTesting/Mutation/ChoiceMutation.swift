/// Mutation of a recorded choice sequence, as a coverage-guided fuzzer mutates its inputs: keep a prefix, draw the rest afresh.
///
/// A mutant is replayed with `ChoiceSource.reset(replaying:thenGeneratingFrom:size:)`: the kept prefix rebuilds the
/// parent's beginning exactly as it was generated (the same values in the same contexts), and everything after it is
/// drawn fresh with the generator's own biases. So a mutant is always a case the generator itself could have made:
/// inside its limits and, for TouchCheck, inside the engine's capabilities.
///
/// Measured on the shipped mutants (Docs/CAMPAIGNS.md, "Guidance"), this finds bugs sooner than the other edits tried:
/// changing values, deleting, duplicating or swapping spans, splicing spans from another case, or redrawing single
/// choices. Those also replay values in contexts the generator never drew them in, which can step outside its limits.
package enum ChoiceMutation {
  /// The prefix of `parent` to keep: its first k choices, k uniform in `0..<parent.count` (empty for an empty parent).
  package static func mutate(_ parent: ChoiceSequence, using rng: inout Xoshiro256StarStar) -> ChoiceSequence {
    guard !parent.isEmpty else { return parent }
    return ChoiceSequence(Array(parent.values.prefix(Int(rng.next(upTo: UInt64(parent.count - 1))))))
  }
}
