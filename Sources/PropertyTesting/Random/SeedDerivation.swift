/// Derives the independent seed of item `index` (for example a case) of a run seeded with `runSeed`.
///
/// It is output number `index` of a SplitMix64 stream whose start is itself a mix of
/// `runSeed`, so neighbouring indices and neighbouring run seeds give unrelated seeds,
/// and any case can be regenerated without generating the ones before it.
@inlinable
package func deriveSeed(_ runSeed: UInt64, _ index: UInt64) -> UInt64 {
  let start = mix64(runSeed ^ 0x6A09_E667_F3BC_C909)
  return mix64(start &+ (index &+ 1) &* 0x9E37_79B9_7F4A_7C15)
}
