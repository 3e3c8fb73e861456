/// One worker's memory of which guidance features it has found in the pool's table, by rule index: each rule, each
/// pair of rules fired together, each pair of consecutive rules, as bits in rows of `words` words per rule.
///
/// The pool's features only grow during a campaign, so a feature once found stays found: a case's rules and pairs are
/// compared with these bits a row at a time, and only those not found yet are hashed and looked up (a case fires tens
/// of rules, so hundreds of pairs, nearly all long seen).
package struct SeenBits {
  /// Words in a row of bits, one bit per rule.
  private(set) var words = 0
  /// The rules found, one row.
  private var rule: [UInt64] = []
  /// Row x holds bit y when the pair of x and y fired in one case was found (both rows are set).
  private var together: [UInt64] = []
  /// Row x holds bit y when rule y deciding right after rule x was found.
  private var consecutive: [UInt64] = []

  /// Forgets everything and lays out bits for a rule table of `rules` rules.
  package mutating func reset(rules: Int) {
    words = (rules + 63) / 64
    rule = [UInt64](repeating: 0, count: words)
    together = [UInt64](repeating: 0, count: rules * words)
    consecutive = [UInt64](repeating: 0, count: rules * words)
  }

  /// Word `w` of the row of rules found.
  package func rules(word w: Int) -> UInt64 { rule[w] }

  /// Word `w` of rule `x`'s row of rules found fired with it.
  package func firedWith(_ x: Int, word w: Int) -> UInt64 { together[x * words + w] }

  /// Whether rule `y` right after rule `x` was found.
  package func hasConsecutive(_ x: Int, _ y: Int) -> Bool { consecutive[x * words + y >> 6] & (1 << UInt64(y & 63)) != 0 }

  /// Remembers that rule `x` was found.
  package mutating func learnRule(_ x: Int) { rule[x >> 6] |= 1 << UInt64(x & 63) }

  /// Remembers that rules `x` and `y` fired together were found (in either order).
  package mutating func learnTogether(_ x: Int, _ y: Int) {
    together[x * words + y >> 6] |= 1 << UInt64(y & 63)
    together[y * words + x >> 6] |= 1 << UInt64(x & 63)
  }

  /// Remembers that rule `y` right after rule `x` was found.
  package mutating func learnConsecutive(_ x: Int, _ y: Int) { consecutive[x * words + y >> 6] |= 1 << UInt64(y & 63) }
}
