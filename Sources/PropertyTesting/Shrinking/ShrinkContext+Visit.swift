extension ShrinkContext {
  /// Tries to improve each target in order; after a success the targets are recomputed from the new best
  /// and the same position is tried again, so no target is skipped because indices moved.
  ///
  /// The structural passes are this loop with different targets (spans by size, sibling
  /// runs) and different attempts (delete, zero, hoist, reorder).
  package mutating func visit<Target>(
    _ targets: (ShrinkContext) -> [Target],
    attempt: (Target, inout ShrinkContext) -> Bool
  ) {
    var list = targets(self)
    var position = 0
    while position < list.count && !stoppedEarly {
      if attempt(list[position], &self) {
        list = targets(self)
      } else {
        position += 1
      }
    }
  }
}
