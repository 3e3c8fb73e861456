/// Candidate-building edits used by the shrink passes; each returns a new sequence.
extension ChoiceSequence {
  /// A copy without the choices in `range`.
  package func removing(_ range: Range<Int>) -> ChoiceSequence {
    var copy = values
    copy.removeSubrange(range)
    return ChoiceSequence(copy)
  }

  /// A copy with the choices in `range` replaced by `replacement`.
  package func replacing<C: Collection<UInt64>>(_ range: Range<Int>, with replacement: C) -> ChoiceSequence {
    var copy = values
    copy.replaceSubrange(range, with: replacement)
    return ChoiceSequence(copy)
  }

  /// A copy with the choice at `index` set to `value`.
  package func setting(_ index: Int, to value: UInt64) -> ChoiceSequence {
    var copy = values
    copy[index] = value
    return ChoiceSequence(copy)
  }

  /// A copy with every choice in `range` set to 0.
  package func zeroing(_ range: Range<Int>) -> ChoiceSequence {
    var copy = values
    for index in range { copy[index] = 0 }
    return ChoiceSequence(copy)
  }
}
