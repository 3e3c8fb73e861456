extension ShrinkPass {
  /// Deletes runs of 8, 4, 2 and then 1 consecutive choices at every position, ignoring span structure.
  ///
  /// This catches structure the generator did not mark with spans. Each deletion is also
  /// tried with the preceding choice decremented (see `ShrinkContext.tryDeleting(_:)`).
  package static let deleteChunks = ShrinkPass(name: "deleteChunks") { context in
    for length in [8, 4, 2, 1] {
      var start = 0
      while start + length <= context.best.count && !context.stoppedEarly {
        if !context.tryDeleting(start..<(start + length)) {
          start += 1
        }
      }
    }
  }
}
