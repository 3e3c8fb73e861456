extension ChoiceSource {
  /// Draws a Boolean that is `true` with probability `trueProbability` when generating; raw 0 is `false`.
  ///
  /// The probability only shapes fresh generation: replay honours any recorded value.
  @inlinable @inline(__always)
  package mutating func drawBool(trueProbability: Double = 0.5) -> Bool {
    if drawsFreshValue {
      let value = rng.nextBool(probability: trueProbability)
      choices.append(value ? 1 : 0)
      return value
    }
    return draw(upTo: 1) != 0
  }

  /// Draws an integer in `range`; raw 0 is `range.lowerBound`, and raw `k` is `lowerBound + k`.
  @inlinable @inline(__always)
  package mutating func drawInt(in range: ClosedRange<Int>) -> Int {
    let width = UInt64(truncatingIfNeeded: range.upperBound &- range.lowerBound)
    return range.lowerBound &+ Int(truncatingIfNeeded: draw(upTo: width))
  }

  /// Draws an index in `0..<count`; raw 0 is index 0.
  @inlinable @inline(__always)
  package mutating func drawIndex(count: Int) -> Int {
    precondition(count > 0, "drawIndex(count:) needs a positive count")
    return Int(truncatingIfNeeded: draw(upTo: UInt64(count - 1)))
  }

  /// Draws a `Double` on an even grid of `steps + 1` points from `range.lowerBound` to `range.upperBound`.
  ///
  /// Raw 0 is the lower bound and raw `steps` the upper bound; the bounds must be finite.
  @inlinable
  package mutating func drawDouble(in range: ClosedRange<Double>, steps: UInt64 = 1 << 24) -> Double {
    precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "drawDouble needs finite bounds")
    precondition(steps > 0, "drawDouble needs at least one step")
    let raw = draw(upTo: steps)
    if raw == steps { return range.upperBound }
    let t = Double(raw) / Double(steps)
    let value = range.lowerBound * (1 - t) + range.upperBound * t
    return Swift.min(Swift.max(value, range.lowerBound), range.upperBound)
  }

  /// Draws an index with probability proportional to `weights[index]`; raw 0 is index 0.
  ///
  /// The weights only shape fresh generation: replay accepts any index, even one of weight 0.
  @inlinable
  package mutating func drawWeighted(_ weights: [UInt64]) -> Int {
    precondition(!weights.isEmpty, "drawWeighted needs at least one weight")
    guard drawsFreshValue else {
      return Int(truncatingIfNeeded: draw(upTo: UInt64(weights.count - 1)))
    }
    var total: UInt64 = 0
    for weight in weights { total += weight }
    precondition(total > 0, "drawWeighted needs a positive total weight")
    var remaining = rng.next(upTo: total - 1)
    var index = 0
    while remaining >= weights[index] {
      remaining -= weights[index]
      index += 1
    }
    choices.append(UInt64(index))
    return index
  }
}
