extension ShrinkPass {
  /// Moves value from an earlier choice to one of the next four, keeping their sum (for "sum must exceed" failures).
  ///
  /// Lowering the earlier choice makes the sequence lexicographically smaller even though
  /// the later one rises. Uses `ShrinkContext.lower(from:candidate:)`, so a pair that
  /// cannot move even one unit costs two calls.
  package static let redistributePairs = ShrinkPass(name: "redistributePairs") { context in
    let window = 4
    var first = 0
    while first < context.best.count && !context.stoppedEarly {
      var second = first + 1
      while second <= first + window && second < context.best.count && !context.stoppedEarly {
        let (total, overflow) = context.best[first].addingReportingOverflow(context.best[second])
        if context.best[first] > 0 && !overflow {
          let (i, j) = (first, second)
          context.lower(from: context.best[i]) { best, kept in
            j < best.count ? best.setting(i, to: kept).setting(j, to: total - kept) : nil
          }
        }
        second += 1
      }
      first += 1
    }
  }
}
