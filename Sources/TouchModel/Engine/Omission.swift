/// Something an engine decided not to emit at one point of its run (a withheld phase, a held recognizer, a touch
/// that keeps its view instead of being hit-tested again), with the rule that decided it.
public struct Omission: Hashable, Sendable {
  /// The stream item during which it was decided.
  public var frame: Int
  /// How many events had been recorded when it was decided.
  public var position: Int
  /// How many events had been recorded when it stopped holding them back, if it did within its frame.
  public var until: Int?
  /// The categories of the events it held back.
  public var categories: TraceCategories
  /// The touch it concerns, if any.
  public var touch: Int?
  /// The recognizer it concerns, if any.
  public var recognizer: Int?
  /// The responder it kept a message from, if any.
  public var responder: ResponderRef?
  /// Whether it held back only a refusal of its touch (the view took the touch).
  public var refusalOnly: Bool
  /// The rule that decided it, as an index into the run's `ruleNames`.
  public var ruleIndex: Int16

  /// Whether it was holding events back when `index` events had been recorded.
  public func holds(at index: Int) -> Bool { position <= index && until.map { index < $0 } ?? true }

  /// Creates an omission.
  public init(
    frame: Int, position: Int, until: Int? = nil, categories: TraceCategories, touch: Int? = nil, recognizer: Int? = nil,
    responder: ResponderRef? = nil, refusalOnly: Bool = false, ruleIndex: Int16
  ) {
    self.frame = frame
    self.position = position
    self.until = until
    self.categories = categories
    self.touch = touch
    self.recognizer = recognizer
    self.responder = responder
    self.refusalOnly = refusalOnly
    self.ruleIndex = ruleIndex
  }
}
