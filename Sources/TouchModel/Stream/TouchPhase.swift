/// The phase of one finger in one frame of the stream (`UITouch.Phase`; cancellation is a stream item of its own).
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  /// The finger touched down.
  case began
  /// The finger moved.
  case moved
  /// The finger is down and did not move.
  case stationary
  /// The finger lifted.
  case ended
}

/// The four touch messages a responder or recognizer receives.
public enum TouchMessage: String, Hashable, Sendable, CaseIterable {
  /// `touchesBegan(_:with:)`.
  case began
  /// `touchesMoved(_:with:)`.
  case moved
  /// `touchesEnded(_:with:)`.
  case ended
  /// `touchesCancelled(_:with:)`.
  case cancelled

  /// The method name, as it appears in traces: `touchesBegan`.
  public var methodName: String {
    switch self {
    case .began: "touchesBegan"
    case .moved: "touchesMoved"
    case .ended: "touchesEnded"
    case .cancelled: "touchesCancelled"
    }
  }
}

/// Events that are not touches; they go to the first responder.
public enum NonTouchEvent: String, Hashable, Sendable, CaseIterable {
  /// A motion event such as a shake.
  case motion
  /// A remote-control event such as headset play/pause.
  case remoteControl
  /// A physical button press.
  case press
}
