extension ChoiceSource {
  /// With probability `probability` returns an element of `pool`, otherwise the value `otherwise` draws.
  ///
  /// Encoding: one raw choice `k` in `0...pool.count`, then the choices of `otherwise`,
  /// which always runs. `k == 0` returns the value of `otherwise`; `k > 0` returns
  /// `pool[k - 1]` and, when generating, `otherwise` draws only recorded zeros. The
  /// pool branch therefore shrinks towards `pool[0]`, and lowering `k` to 0 leaves the
  /// simplest value of `otherwise` at the same length, so the shrinker can leave the pool.
  @inlinable
  package mutating func drawFromPool<T>(
    _ pool: [T],
    probability: Double,
    otherwise: (inout ChoiceSource) throws -> T
  ) rethrows -> T {
    precondition(!pool.isEmpty, "drawFromPool needs a non-empty pool")
    let choice: UInt64
    if drawsFreshValue {
      choice = rng.nextBool(probability: probability) ? 1 + rng.next(upTo: UInt64(pool.count - 1)) : 0
      choices.append(choice)
    } else {
      choice = draw(upTo: UInt64(pool.count))
    }
    if choice == 0 { return try otherwise(&self) }
    if mode == .random {
      mode = .zeros
      defer { mode = .random }
      _ = try otherwise(&self)
    } else {
      _ = try otherwise(&self)
    }
    return pool[Int(choice - 1)]
  }

  /// Draws an integer in `range` that, when generating, is one of `favoring` with probability `probability`.
  ///
  /// The recorded choice is the value itself (`value - lowerBound`, as `drawInt(in:)`), so
  /// this costs no extra choice and shrinks exactly like a plain integer; pool values
  /// outside `range` are clamped into it.
  @inlinable
  package mutating func drawInt(in range: ClosedRange<Int>, favoring pool: [Int], probability: Double) -> Int {
    guard drawsFreshValue, !pool.isEmpty, rng.nextBool(probability: probability) else {
      return drawInt(in: range)
    }
    let picked = pool[Int(truncatingIfNeeded: rng.next(upTo: UInt64(pool.count - 1)))]
    let value = Swift.min(Swift.max(picked, range.lowerBound), range.upperBound)
    choices.append(UInt64(truncatingIfNeeded: value &- range.lowerBound))
    return value
  }
}
