/// One rule of a hit test read otherwise (a boundary decided the other way, a conversion part left out, another
/// order…), and the view the hit test would then return.
public struct HitAlternative: Hashable, Sendable {
  /// The rule read otherwise, as an index into the run's `ruleNames`.
  public var ruleIndex: Int16
  /// The view returned under that reading, or nil.
  public var result: Int?

  /// Creates an alternative.
  public init(ruleIndex: Int16, result: Int?) {
    self.ruleIndex = ruleIndex
    self.result = result
  }
}
