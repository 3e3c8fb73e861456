/// A read-only set of guidance features that answers `contains` with one multiply and a short probe.
///
/// Features are already well-mixed 64-bit hashes (`CaseFeatures`) and never 0 (their top byte is a tag), so the table
/// keeps them in open-addressed slots with 0 for an empty one. A `Set` hashed every lookup with SipHash, and the
/// workers look up every feature of every case. Nothing iterates the table, so no order reaches an output.
struct FeatureTable: Sendable {
  private let slots: [UInt64]
  private let shift: UInt64

  /// A table holding `features`.
  init(_ features: some Collection<UInt64>) {
    var bits: UInt64 = 4
    while (1 << bits) < 2 * features.count { bits += 1 }
    shift = 64 - bits
    var slots = [UInt64](repeating: 0, count: 1 << Int(bits))
    let mask = slots.count - 1
    for feature in features where feature != 0 {
      var k = Self.slot(feature, shift)
      while slots[k] != 0 && slots[k] != feature { k = (k + 1) & mask }
      slots[k] = feature
    }
    self.slots = slots
  }

  /// Whether the table holds a feature.
  func contains(_ feature: UInt64) -> Bool {
    let mask = slots.count - 1
    var k = Self.slot(feature, shift)
    while true {
      let here = slots[k]
      if here == feature { return feature != 0 }
      if here == 0 { return false }
      k = (k + 1) & mask
    }
  }

  private static func slot(_ feature: UInt64, _ shift: UInt64) -> Int { Int(truncatingIfNeeded: (feature &* 0x9E37_79B9_7F4A_7C15) >> shift) }
}
