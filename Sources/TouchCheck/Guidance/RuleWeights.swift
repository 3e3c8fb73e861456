/// One over one more than the number of cases that fired each rule, by rule hash: what a kept case's rules weigh
/// when a parent is picked for mutation. Every rule of every kept case is looked up once per generation, so the
/// weights sit in open-addressed slots (a multiply and a short probe) rather than a dictionary hashed per lookup.
struct RuleWeights {
  private var keys: [UInt64]
  private var used: [Bool]
  private var weights: [Double]
  private let shift: UInt64

  /// The weights of the rules in `counts` (cases that fired each rule, by rule hash).
  init(_ counts: [UInt64: Int]) {
    var bits: UInt64 = 4
    while (1 << bits) < 2 * counts.count { bits += 1 }
    shift = 64 - bits
    keys = [UInt64](repeating: 0, count: 1 << Int(bits))
    used = [Bool](repeating: false, count: keys.count)
    weights = [Double](repeating: 0, count: keys.count)
    for (rule, count) in counts {
      var k = slot(rule)
      while used[k] { k = (k + 1) & (keys.count - 1) }
      (keys[k], used[k], weights[k]) = (rule, true, 1 / Double(1 + count))
    }
  }

  /// The weight of a rule: one over one more than its count, 1 for a rule no case fired.
  func weight(of rule: UInt64) -> Double {
    var k = slot(rule)
    while used[k] {
      if keys[k] == rule { return weights[k] }
      k = (k + 1) & (keys.count - 1)
    }
    return 1
  }

  private func slot(_ rule: UInt64) -> Int { Int(truncatingIfNeeded: (rule &* 0x9E37_79B9_7F4A_7C15) >> shift) }
}
