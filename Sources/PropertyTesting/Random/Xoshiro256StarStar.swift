/// The xoshiro256** generator (Blackman and Vigna): fast, 256 bits of state, platform-independent.
///
/// This is the project's only source of randomness; `SystemRandomNumberGenerator` is
/// never used, so a seed means the same stream on every machine.
package struct Xoshiro256StarStar: RandomNumberGenerator, Sendable, Equatable {
  @usableFromInline var s0: UInt64
  @usableFromInline var s1: UInt64
  @usableFromInline var s2: UInt64
  @usableFromInline var s3: UInt64

  /// Creates a generator whose 256-bit state is the first four SplitMix64 outputs for `seed`.
  @inlinable
  package init(seed: UInt64) {
    var expander = SplitMix64(seed: seed)
    s0 = expander.next()
    s1 = expander.next()
    s2 = expander.next()
    s3 = expander.next()
  }

  /// Creates a generator from an explicit state, which must not be all zero.
  package init(state: (UInt64, UInt64, UInt64, UInt64)) {
    precondition(state != (0, 0, 0, 0), "xoshiro256** state must not be all zero")
    (s0, s1, s2, s3) = state
  }

  /// The current 256-bit state, for example to save and restore a stream.
  package var state: (UInt64, UInt64, UInt64, UInt64) { (s0, s1, s2, s3) }

  /// Returns the next 64 pseudo-random bits.
  @inlinable @inline(__always)
  package mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, by: 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, by: 45)
    return result
  }
}

@inlinable @inline(__always)
func rotateLeft(_ x: UInt64, by k: UInt64) -> UInt64 {
  (x << k) | (x >> (64 &- k))
}
