extension ShrinkPass {
  /// Sets runs of 8, 4 and then 2 consecutive choices to 0 at every position, ignoring span structure.
  ///
  /// Single choices are left to `minimizeIndividualChoices`, which tries 0 first.
  package static let zeroChunks = ShrinkPass(name: "zeroChunks") { context in
    for length in [8, 4, 2] {
      var start = 0
      while start + length <= context.best.count && !context.stoppedEarly {
        let range = start..<(start + length)
        if context.best[range].contains(where: { $0 != 0 }) {
          _ = context.consider(context.best.zeroing(range))
        }
        start += 1
      }
    }
  }
}
