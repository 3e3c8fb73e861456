import TouchModel

extension TraceEvent {
  /// The touches an event names.
  var touchesNamed: [Int] {
    switch kind {
    case .hitTest(let t, _), .refused(let t, _, _), .tapCount(let t, _): [t]
    case .touches(_, _, let ts), .droppedTouches(_, let ts), .recognizerTouches(_, _, let ts): ts
    case .tracking(_, _, let t): t.map { [$0] } ?? []
    default: []
    }
  }

  /// The responder an event reaches (a refused touch's view counts as the view it was refused by), if any.
  var responderNamed: ResponderRef? {
    switch kind {
    case .touches(_, let r, _), .event(_, let r): r
    case .refused(_, let v, _): .view(v)
    case .scroll(let v, _): .view(v)
    default: nil
    }
  }

  /// The recognizer an event names, if any.
  var recognizerNamed: Int? {
    switch kind {
    case .recognizerTouches(let g, _, _), .recognizerState(let g, _), .recognizerAction(let g, _), .recognizerReset(let g): g
    default: nil
    }
  }

  /// Whether an event is a recognizer's decision: a state change or an action.
  var isRecognizerDecision: Bool {
    switch kind {
    case .recognizerState, .recognizerAction: true
    default: false
    }
  }

  /// Whether an event belongs to a hit test: a visit or a result.
  var isHitTesting: Bool {
    switch kind {
    case .hitTest, .visit: true
    default: false
    }
  }

  /// The slot an event fills: what happened to whom, without where it went or how it came out.
  private var slot: Slot {
    switch kind {
    case .firstResponder, .firstResponderRefused: .firstResponder
    case .hitTest(let t, _): .hitTest(t)
    case .visit: .visit
    case .touches(let m, _, let ts), .droppedTouches(let m, let ts): .message(m, ts)
    case .refused(let t, _, _): .refused(t)
    case .tapCount(let t, _): .tapCount(t)
    case .event(let e, _), .droppedEvent(let e): .event(e)
    case .recognizerTouches(let g, let m, _): .recognizerTouches(g, m)
    case .recognizerState(let g, _): .state(g)
    case .recognizerAction(let g, _): .action(g)
    case .recognizerReset(let g): .reset(g)
    case .tracking(let call, let c, _): .tracking(call, c)
    case .controlEvent(let c, _): .controlEvent(c)
    case .actionSent(let c, let action, _): .actionSent(c, action)
    // Which scroll view scrolls is where the event went: nested scroll views compete for one slot.
    case .scroll(_, let phase): .scroll(phase)
    }
  }

  /// Whether two events fill the same slot in the same frame, differing only in target or outcome.
  func sharesSlot(with other: TraceEvent) -> Bool { frame == other.frame && slot == other.slot }
}

/// What an event is about, for `sharesSlot`.
private enum Slot: Hashable {
  case firstResponder, visit
  case hitTest(Int), refused(Int), tapCount(Int)
  case message(TouchMessage, [Int])
  case event(NonTouchEvent)
  case recognizerTouches(Int, TouchMessage)
  case state(Int), action(Int), reset(Int)
  case tracking(TrackingCall, Int)
  case controlEvent(Int)
  case actionSent(Int, String)
  case scroll(ScrollPhase)
}

extension Omission {
  /// Whether an event is one this omission held back: same frame and category, naming its touch, recognizer and
  /// responder.
  func covers(_ event: TraceEvent) -> Bool {
    guard frame == event.frame, categories.contains(event.category) else { return false }
    if let touch, !event.touchesNamed.isEmpty, !event.touchesNamed.contains(touch) { return false }
    if let recognizer, let named = event.recognizerNamed, named != recognizer { return false }
    if let responder, event.responderNamed != responder { return false }
    if refusalOnly, case .refused = event.kind {} else if refusalOnly { return false }
    return true
  }
}
