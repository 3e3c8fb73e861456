/// One observable event of a run, at the stream item (frame) during which it happened.
public struct TraceEvent: Hashable, Sendable {
  /// The index of the stream item, or `TraceEvent.setup` for events before the first item.
  public var frame: Int
  /// What happened.
  public var kind: Kind

  /// The frame number of events that happen while the scene is set up.
  public static let setup = -1

  /// Creates an event.
  public init(frame: Int, _ kind: Kind) {
    self.frame = frame
    self.kind = kind
  }

  /// The kinds of observable event.
  public enum Kind: Hashable, Sendable {
    /// A responder became first responder.
    case firstResponder(ResponderRef)
    /// A responder asked to become first responder and was refused (it is not in a window).
    case firstResponderRefused(ResponderRef)
    /// The hit-test result for a new touch: a view index, or nil when no view was hit.
    case hitTest(touch: Int, view: Int?)
    /// `hitTest(_:with:)` was called on a view (the stricter visit-order level).
    case visit(view: Int)
    /// A responder received a touch message with these touches.
    case touches(TouchMessage, ResponderRef, [Int])
    /// A touch message fell off the end of the responder chain.
    case droppedTouches(TouchMessage, [Int])
    /// A touch was refused and will reach no responder.
    case refused(touch: Int, view: Int, RefusalReason)
    /// A new touch's `tapCount`, when above one (the stricter tap-count level).
    case tapCount(touch: Int, count: Int)
    /// A responder received a non-touch event.
    case event(NonTouchEvent, ResponderRef)
    /// A non-touch event fell off the end of the responder chain.
    case droppedEvent(NonTouchEvent)
    /// A recognizer received a touch message with these touches.
    case recognizerTouches(recognizer: Int, TouchMessage, [Int])
    /// A recognizer changed state.
    case recognizerState(recognizer: Int, RecognizerState)
    /// A recognizer sent its action message, in this state.
    case recognizerAction(recognizer: Int, RecognizerState)
    /// A recognizer was reset to possible at the end of a sequence.
    case recognizerReset(recognizer: Int)
    /// A control made a tracking call (cancelTracking has no touch).
    case tracking(TrackingCall, control: Int, touch: Int?)
    /// A control event occurred on a control.
    case controlEvent(control: Int, ControlEvent)
    /// A control sent an action; the receiver is nil when no responder implemented it.
    case actionSent(control: Int, action: String, receiver: ResponderRef?)
    /// A scroll view's dragging began, ended or was cancelled.
    case scroll(view: Int, ScrollPhase)
  }
}

/// A run's trace: observable events in order.
public typealias Trace = [TraceEvent]
