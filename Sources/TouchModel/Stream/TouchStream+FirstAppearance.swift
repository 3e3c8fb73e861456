extension TouchStream {
  /// The same stream with its fingers indexed in the order they first appear, as a case file read back indexes them,
  /// and without fingers that never appear (a file cannot hold them).
  ///
  /// Fingers are indexed by `TouchSample.touch`, and traces list a message's touches in index order; a stream whose
  /// first frame lists `t2` before `t1` would be written with `t2` first and read back with the indices swapped, so
  /// its trace would change. Generated streams are numbered this way before they are used. Names stay with their
  /// fingers.
  public func numberedByFirstAppearance() -> TouchStream {
    if isNumberedByFirstAppearance { return self }
    var order: [Int] = []
    var seen = [Bool](copies: false, count: touchNames.count)
    for item in items {
      guard case .touches(let samples) = item.kind else { continue }
      for sample in samples where sample.touch < seen.count && !seen[sample.touch] {
        seen[sample.touch] = true
        order.append(sample.touch)
      }
    }
    guard order != Array(touchNames.indices) else { return self }
    var newIndex = [Int](copies: -1, count: touchNames.count)
    for (new, old) in order.enumerated() { newIndex[old] = new }
    var result = TouchStream(items: items, touchNames: order.map { touchNames[$0] })
    for i in result.items.indices {
      guard case .touches(let samples) = result.items[i].kind else { continue }
      result.items[i].kind = .touches(samples.map { TouchSample(touch: newIndex[$0.touch], phase: $0.phase, location: $0.location) })
    }
    return result
  }

  /// Whether every finger appears, and first in index order (so numbering by first appearance changes nothing); found
  /// without allocating, as every generated case asks.
  var isNumberedByFirstAppearance: Bool {
    var next = 0
    for item in items {
      guard case .touches(let samples) = item.kind else { continue }
      for sample in samples where sample.touch >= next {
        guard sample.touch == next else { return false }
        next += 1
      }
    }
    return next == touchNames.count
  }
}
