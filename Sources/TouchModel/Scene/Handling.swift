/// What a responder does with a message it receives: the three choices of seed 004.
public enum Handling: String, Hashable, Sendable, CaseIterable {
  /// The default implementation: pass the message to the next responder.
  case forward
  /// Handle the message and stop it (override without calling super).
  case handle
  /// Handle the message and pass it on (override and call super).
  case handleAndForward

  /// Whether the message continues to the next responder.
  public var forwards: Bool { self != .handle }
}
