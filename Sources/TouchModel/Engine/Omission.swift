/// Something an engine decided not to emit at one point of its run (a withheld phase, a held recognizer, a touch
/// that keeps its view instead of being hit-tested again), with the rule that decided it.
public struct Omission: Hashable, Sendable {
  /// The stream item during which it was decided.
  public var frame: Int
  /// How many events had been recorded when it was decided.
  public var position: Int
  /// The categories of the events it held back.
  public var categories: TraceCategories
  /// The touch it concerns, if any.
  public var touch: Int?
  /// The recognizer it concerns, if any.
  public var recognizer: Int?
  /// The rule that decided it, as an index into the run's `ruleNames`.
  public var ruleIndex: Int16

  /// Creates an omission.
  public init(frame: Int, position: Int, categories: TraceCategories, touch: Int? = nil, recognizer: Int? = nil, ruleIndex: Int16) {
    self.frame = frame
    self.position = position
    self.categories = categories
    self.touch = touch
    self.recognizer = recognizer
    self.ruleIndex = ruleIndex
  }
}
