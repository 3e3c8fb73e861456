import TouchModel

extension TraceEvent {
  /// What kind of line an event is, without the objects it names: `hitTest`, `touchesEnded`, `controlEvent
  /// touchDownRepeat`, `recognizer failed`. Diagnosis compares the kinds of lines a cause changes with those an engine
  /// changes where the cause does nothing (`CauseEvidence.verdict`).
  var shape: String {
    switch kind {
    case .firstResponder: "firstResponder"
    case .firstResponderRefused: "firstResponderRefused"
    case .hitTest(_, let view): view == nil ? "hitTest none" : "hitTest"
    case .visit: "visit"
    case .touches(let m, _, _): "touches \(m)"
    case .droppedTouches(let m, _): "dropped \(m)"
    case .refused(_, _, let reason): "refused \(reason)"
    case .tapCount: "tapCount"
    case .event(let e, _): "event \(e)"
    case .droppedEvent(let e): "dropped event \(e)"
    case .recognizerTouches(_, let m, _): "recognizer \(m)"
    case .recognizerState(_, let s): "recognizer \(s)"
    case .recognizerAction(_, let s): "action \(s)"
    case .recognizerReset: "reset"
    case .tracking(let call, _, _): "tracking \(call)"
    case .controlEvent(_, let e): "controlEvent \(e)"
    case .actionSent: "actionSent"
    case .scroll(_, let phase): "scroll \(phase)"
    }
  }
}

extension TraceEdits {
  /// The kinds of line the changes drop or insert (`TraceEvent.shape`), each marked by how it is changed.
  func shapes(in reference: Trace) -> Set<String> {
    Set(edits.map { edit in
      switch edit {
      case .drop(let position): "- " + reference[position].shape
      case .insert(_, let event): "+ " + event.shape
      }
    })
  }
}
