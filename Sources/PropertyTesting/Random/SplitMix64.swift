/// SplitMix64 (Steele, Lea and Flood), used to expand one 64-bit seed into generator state.
///
/// It is the generator Vigna recommends for seeding xoshiro; its output for a given
/// seed is fixed by the algorithm and identical on every platform.
package struct SplitMix64: RandomNumberGenerator, Sendable, Equatable {
  /// The current 64-bit state.
  package var state: UInt64

  /// Creates a generator whose first output is `mix64(seed &+ golden gamma)`.
  @inlinable
  package init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 pseudo-random bits.
  @inlinable
  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return mix64(state)
  }
}

/// The SplitMix64 finalizer: a bijective 64-bit mix with full avalanche.
@inlinable
package func mix64(_ value: UInt64) -> UInt64 {
  var z = value
  z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
  z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
  return z ^ (z >> 31)
}
