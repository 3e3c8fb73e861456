import TouchModel

/// One trace event in words, for a `Symptom`: its subject ("the pan recognizer", "touchesEnded") and what the subject
/// does ("fails", "reaches a button") or does not ("does not fail"). Kinds only, never IDs.
struct EventPhrase {
  var subject: String
  var affirmed: String
  var negated: String

  /// The event's phrase; with `against`, the oracle's event in the same slot, a responder or view that differs from
  /// the oracle's is named by where it stands relative to it ("the window (a superview of UIKit's)").
  init(_ event: TraceEvent, scene: Scene, against oracle: TraceEvent? = nil) {
    let names = SceneWords(scene: scene, oracle: oracle.flatMap { Self.view(of: $0) })
    switch event.kind {
    case .recognizerState(let g, let s):
      subject = names.recognizer(g)
      (affirmed, negated) = Self.reaching(s)
    case .recognizerAction(let g, let s):
      subject = names.recognizer(g)
      (affirmed, negated) = ("sends its action (\(s.rawValue))", "does not send its action (\(s.rawValue))")
    case .recognizerTouches(let g, let m, _):
      subject = names.recognizer(g)
      (affirmed, negated) = ("receives \(m.methodName)", "does not receive \(m.methodName)")
    case .recognizerReset(let g):
      subject = names.recognizer(g)
      (affirmed, negated) = ("resets", "does not reset")
    case .touches(let m, let r, _):
      subject = m.methodName
      (affirmed, negated) = ("reaches \(names.responder(r))", "does not reach \(names.responder(r))")
    case .droppedTouches(let m, _):
      subject = m.methodName
      (affirmed, negated) = ("is dropped", "is not dropped")
    case .hitTest(_, let v):
      subject = "the hit test"
      let found = v.map { "returns \(names.view($0))" } ?? "returns no view"
      (affirmed, negated) = (found, "does not run")
    case .visit(let v):
      subject = "the hit test"
      (affirmed, negated) = ("visits \(names.view(v))", "does not visit \(names.view(v))")
    case .refused(_, let v, let why):
      subject = names.view(v)
      (affirmed, negated) = ("refuses the touch for \(why.rawValue)", "does not refuse the touch")
    case .tapCount(_, let n):
      subject = "the touch's tap count"
      (affirmed, negated) = ("is \(n)", "is not reported")
    case .event(let e, let r):
      subject = "the \(e.rawValue) event"
      (affirmed, negated) = ("reaches \(names.responder(r))", "does not reach \(names.responder(r))")
    case .droppedEvent(let e):
      subject = "the \(e.rawValue) event"
      (affirmed, negated) = ("is dropped", "is not dropped")
    case .tracking(let call, let c, _):
      subject = names.kindOf(c)
      (affirmed, negated) = ("gets \(call.rawValue)", "does not get \(call.rawValue)")
    case .controlEvent(let c, let e):
      subject = names.kindOf(c)
      (affirmed, negated) = ("sends \(e.rawValue)", "does not send \(e.rawValue)")
    case .actionSent(let c, _, let r):
      subject = names.kindOf(c) + "'s action"
      (affirmed, negated) = (r.map { "goes to \(names.responder($0))" } ?? "goes unhandled", "is not sent")
    case .scroll(let v, let phase):
      subject = names.kindOf(v)
      (affirmed, negated) = ("scrolls (\(phase.rawValue))", "does not scroll (\(phase.rawValue))")
    case .firstResponder(let r):
      subject = names.responder(r)
      (affirmed, negated) = ("becomes first responder", "does not become first responder")
    case .firstResponderRefused(let r):
      subject = names.responder(r)
      (affirmed, negated) = ("refuses first responder", "does not refuse first responder")
    }
  }

  /// A recognizer reaching a state, said and denied.
  static func reaching(_ state: RecognizerState) -> (String, String) {
    switch state {
    case .possible: ("returns to possible", "does not return to possible")
    case .began: ("begins", "does not begin")
    case .changed: ("changes", "does not change")
    case .ended: ("ends (recognizes)", "does not end (recognize)")
    case .cancelled: ("is cancelled", "is not cancelled")
    case .failed: ("fails", "does not fail")
    }
  }

  /// The view an oracle event is about, to place an engine's view against.
  static func view(of event: TraceEvent) -> Int? {
    switch event.kind {
    case .hitTest(_, let v): v
    case .touches(_, .view(let v), _), .event(_, .view(let v)), .firstResponder(.view(let v)): v
    default: nil
    }
  }
}
