/// A deterministic 128-bit digest of a choice sequence, stored in the shrinker's "already tried" cache.
///
/// Storing digests instead of sequences keeps the cache at 16 bytes per candidate even
/// for long sequences. The digest is computed with fixed mixing functions (not `Hasher`,
/// which is seeded per process), so even the astronomically unlikely collision behaves
/// identically on every run and machine.
struct Fingerprint: Hashable {
  var high: UInt64
  var low: UInt64

  init(_ sequence: ChoiceSequence) {
    var a: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(truncatingIfNeeded: sequence.count)
    var b: UInt64 = 0x1319_8A2E_0370_7344
    for value in sequence.values {
      a = mix64(a ^ value) &+ 0x9E37_79B9_7F4A_7C15
      b = mix64(b &+ (value &* 0xD6E8_FEB8_6659_FD93)) ^ (b >> 29)
    }
    high = mix64(a ^ b)
    low = mix64(b &+ a &* 0xA076_1D64_78BD_642F)
  }
}
