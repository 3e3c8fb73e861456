/// A set of guidance features that answers `contains` with one multiply and a short probe, and grows by `insert`.
///
/// Features are already well-mixed 64-bit hashes (`CaseFeatures`) and never 0 (their top byte is a tag), so the table
/// keeps them in open-addressed slots with 0 for an empty one. A `Set` hashed every lookup with SipHash, and the
/// workers look up every feature of every case. Only `sorted` lists the members, so no slot order reaches an output.
package struct FeatureTable: Sendable {
  private var slots: [UInt64]
  private var shift: UInt64
  /// The features held.
  private(set) var count = 0

  /// A table holding `features`.
  package init(_ features: some Collection<UInt64> = [UInt64]()) {
    var bits: UInt64 = 4
    while (1 << bits) < 2 * features.count { bits += 1 }
    shift = 64 - bits
    slots = [UInt64](repeating: 0, count: 1 << Int(bits))
    for feature in features { insert(feature) }
  }

  /// Whether the table holds a feature.
  package func contains(_ feature: UInt64) -> Bool { slot(of: feature) != nil }

  /// The slot a held feature sits in, nil for a feature the table lacks: an index into values kept beside the table,
  /// stable until the next `insert` (`RuleWeights`).
  package func slot(of feature: UInt64) -> Int? {
    let mask = slots.count - 1
    var k = Self.slot(feature, shift)
    while true {
      let here = slots[k]
      if here == feature { return feature != 0 ? k : nil }
      if here == 0 { return nil }
      k = (k + 1) & mask
    }
  }

  /// How many slots the table has: the size of values kept beside it by `slot(of:)`.
  package var slotCount: Int { slots.count }

  /// Adds a feature (0 is never held); whether it was new. The table doubles when it is half full.
  @discardableResult
  package mutating func insert(_ feature: UInt64) -> Bool {
    guard feature != 0 else { return false }
    let mask = slots.count - 1
    var k = Self.slot(feature, shift)
    while slots[k] != 0 {
      if slots[k] == feature { return false }
      k = (k + 1) & mask
    }
    slots[k] = feature
    count += 1
    if 2 * count > slots.count { grow() }
    return true
  }

  /// The features held, in increasing order.
  package func sorted() -> [UInt64] { slots.filter { $0 != 0 }.sorted() }

  private mutating func grow() {
    let old = slots
    shift -= 1
    slots = [UInt64](repeating: 0, count: 2 * old.count)
    count = 0
    for feature in old where feature != 0 { insert(feature) }
  }

  private static func slot(_ feature: UInt64, _ shift: UInt64) -> Int { Int(truncatingIfNeeded: (feature &* 0x9E37_79B9_7F4A_7C15) >> shift) }
}
