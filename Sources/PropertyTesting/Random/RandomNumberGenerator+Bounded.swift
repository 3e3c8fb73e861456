extension RandomNumberGenerator {
  /// Returns a uniform value in `0...max` using Lemire's nearly-divisionless method.
  ///
  /// Unlike `UInt64.random(in:)`, whose algorithm the standard library may change,
  /// this mapping from raw bits to values is fixed here and identical on every platform.
  @inlinable @inline(__always)
  package mutating func next(upTo max: UInt64) -> UInt64 {
    if max == UInt64.max { return next() }
    let range = max &+ 1
    var product = next().multipliedFullWidth(by: range)
    if product.low < range {
      let threshold = (0 &- range) % range
      while product.low < threshold {
        product = next().multipliedFullWidth(by: range)
      }
    }
    return product.high
  }

  /// Returns `true` with probability `probability`, using the top 53 bits of one output.
  ///
  /// A probability at or below 0 (or NaN) always gives `false`, at or above 1 always `true`.
  @inlinable @inline(__always)
  package mutating func nextBool(probability: Double) -> Bool {
    guard probability > 0 else { return false }
    guard probability < 1 else { return true }
    let threshold = UInt64(probability * 0x1p53)
    return (next() >> 11) < threshold
  }

  /// Returns a uniform `Double` in `0..<1` built from the top 53 bits of one output.
  @inlinable
  package mutating func nextUnitDouble() -> Double {
    Double(next() >> 11) * 0x1p-53
  }
}
