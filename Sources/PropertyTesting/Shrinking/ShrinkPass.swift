/// A named step of the shrinker: a function that tries candidates through a `ShrinkContext`.
///
/// Invariant for every pass: whether it makes progress depends only on the current best
/// sequence, its spans and the (deterministic) predicate, never on time, hashing or
/// iteration order of unordered collections; and a pass that made no progress makes none
/// when run again on the same best sequence.
package struct ShrinkPass: Sendable {
  /// A short stable name, used in statistics.
  package let name: String
  /// The pass itself.
  package let body: @Sendable (inout ShrinkContext) -> Void

  /// Creates a pass.
  package init(name: String, body: @escaping @Sendable (inout ShrinkContext) -> Void) {
    self.name = name
    self.body = body
  }
}

extension ShrinkPass {
  /// The standard passes in the order they run each round; the only place this order is defined.
  ///
  /// Structural passes come first because one success there removes many choices; value
  /// passes then polish what is left.
  package static let standard: [ShrinkPass] = [
    .deleteSpans,
    .deleteChunks,
    .zeroSpans,
    .passToDescendant,
    .zeroChunks,
    .minimizeIndividualChoices,
    .lowerDuplicates,
    .sortSpans,
    .redistributePairs,
  ]
}
