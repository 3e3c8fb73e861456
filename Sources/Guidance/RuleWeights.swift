/// One over one more than the number of cases that fired each rule, by rule hash: what a kept case's rules weigh
/// when a parent is picked for mutation. Every rule of every kept case is looked up once per generation, so the rule
/// hashes sit in a `FeatureTable` (a multiply and a short probe) and the weights beside it, slot by slot, rather than
/// in a dictionary hashed per lookup.
package struct RuleWeights {
  private let rules: FeatureTable
  private let weights: [Double]

  /// The weights of the rules in `counts` (cases that fired each rule, by rule hash).
  package init(_ counts: [UInt64: Int]) {
    rules = FeatureTable(counts.keys)
    var weights = [Double](repeating: 1, count: rules.slotCount)
    for (rule, count) in counts {
      if let k = rules.slot(of: rule) { weights[k] = 1 / Double(1 + count) }
    }
    self.weights = weights
  }

  /// The weight of a rule: one over one more than its count, 1 for a rule no case fired (or the one hash a table
  /// cannot hold, 0, which no rule ID has).
  package func weight(of rule: UInt64) -> Double { rules.slot(of: rule).map { weights[$0] } ?? 1 }
}
