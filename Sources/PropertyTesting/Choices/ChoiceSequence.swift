/// The raw choices one generation made, in order; what the shrinker edits and replay reads.
///
/// Convention: raw value 0 is always the simplest choice, and every generator maps 0
/// to its simplest value. "Simpler" between sequences is shortlex order, defined once
/// in `isSimpler(than:)`.
package struct ChoiceSequence: Hashable, Sendable {
  /// The raw choices.
  package var values: [UInt64]

  /// Creates a sequence holding `values`.
  @inlinable
  package init(_ values: [UInt64] = []) {
    self.values = values
  }

  /// Whether `self` comes strictly before `other` in shortlex order: shorter, then lexicographically smaller.
  ///
  /// This is the project's only definition of "simpler"; `<` calls it.
  package func isSimpler(than other: ChoiceSequence) -> Bool {
    if values.count != other.values.count { return values.count < other.values.count }
    for (mine, theirs) in zip(values, other.values) where mine != theirs {
      return mine < theirs
    }
    return false
  }
}

// MARK: - Comparable

extension ChoiceSequence: Comparable {
  /// Shortlex order, the same as `isSimpler(than:)`.
  package static func < (lhs: ChoiceSequence, rhs: ChoiceSequence) -> Bool {
    lhs.isSimpler(than: rhs)
  }
}

// MARK: - RandomAccessCollection

extension ChoiceSequence: RandomAccessCollection {
  /// The position of the first choice, always 0.
  package var startIndex: Int { 0 }

  /// One past the position of the last choice.
  package var endIndex: Int { values.count }

  /// The raw choice at `position`.
  package subscript(position: Int) -> UInt64 { values[position] }
}

// MARK: - ExpressibleByArrayLiteral, CustomStringConvertible

extension ChoiceSequence: ExpressibleByArrayLiteral {
  /// Creates a sequence from a literal list of raw choices.
  package init(arrayLiteral elements: UInt64...) {
    self.init(elements)
  }
}

extension ChoiceSequence: CustomStringConvertible {
  /// The choices as a bracketed, comma-separated list, such as `[1, 0, 37]`.
  package var description: String { values.description }
}
