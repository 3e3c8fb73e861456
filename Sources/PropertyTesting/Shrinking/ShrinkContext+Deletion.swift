extension ShrinkContext {
  /// Tries deleting the choices in `range`, and if that fails, deleting them while lowering the choice just before by one.
  ///
  /// The second form handles a count drawn before the items it counts: removing an item
  /// only makes sense together with decrementing that count. Either succeeds only when
  /// the consumed sequence gets shorter.
  @discardableResult
  package mutating func tryDeleting(_ range: Range<Int>) -> Bool {
    guard !range.isEmpty, range.upperBound <= best.count else { return false }
    if consider(best.removing(range), requiringShorter: true) { return true }
    let before = range.lowerBound - 1
    guard before >= 0, best[before] > 0 else { return false }
    let lowered = best.setting(before, to: best[before] - 1)
    return consider(lowered.removing(range), requiringShorter: true)
  }
}
