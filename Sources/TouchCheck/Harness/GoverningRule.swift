import TouchModel

/// The rule that governs whether an event of a kind happens at all: it decides an extra or missing line when the
/// oracle's records name nothing closer, so no signature is left without a rule (issue 17: no `?`).
enum GoverningRule {
  /// The rule that would have produced, or suppressed, `event` in the oracle's run of the case.
  static func of(_ event: TraceEvent, run: EngineRun, in touchCase: TouchCase) -> RuleID {
    switch event.kind {
    case .visit: return .hit015
    case .hitTest: return .del001
    case .refused(_, _, .multipleTouch): return .mtc001
    case .refused(_, _, .exclusiveTouch): return .mtc003
    case .tapCount: return .ctl010
    case .firstResponder, .firstResponderRefused: return .evt003
    case .event, .droppedEvent: return .evt001
    case .droppedTouches: return .chn008
    case .touches(_, let responder, let touches):
      if touches.contains(where: { missed($0, run) }) { return .del008 }
      if touches.contains(where: { !moves($0, in: event.frame, touchCase) }) { return .del004 }
      switch responder {
      case .application, .appDelegate: return .chn003
      default: return .del002
      }
    case .recognizerTouches(let g, _, _):
      return finished(g, before: event.frame, run) ? .ges013 : .ges001
    case .recognizerState(let g, _):
      guard g < touchCase.scene.recognizers.count else { return .ges003 }
      switch touchCase.scene.recognizers[g].kind {
      case .tap: return .ges007
      case .longPress: return .ges008
      case .swipe: return .ges009
      case .pan: return .ges010
      case .pinch: return .ges011
      case .rotation: return .ges012
      }
    case .recognizerAction: return .ges004
    case .recognizerReset: return .ges005
    case .tracking: return .ctl001
    case .controlEvent(_, let e):
      switch e {
      case .touchDown, .touchDownRepeat: return .ctl002
      case .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit: return .ctl003
      case .touchUpInside, .touchUpOutside: return .ctl004
      case .touchCancel: return .ctl005
      default: return .ctl006
      }
    case .actionSent:
      // The same action again in its frame: a registration sent twice (CTL-011); else which actions an event sends.
      return run.trace.contains { $0 == event } ? .ctl011 : .ctl007
    case .scroll: return .scr005
    }
  }

  /// Whether the oracle's hit test found no view for the touch.
  static func missed(_ touch: Int, _ run: EngineRun) -> Bool {
    run.trace.contains { if case .hitTest(touch, nil) = $0.kind { true } else { false } }
  }

  /// Whether the touch has a sample that is not stationary in the frame (it began, moved or ended there).
  static func moves(_ touch: Int, in frame: Int, _ touchCase: TouchCase) -> Bool {
    guard frame >= 0, frame < touchCase.stream.items.count, case .touches(let samples) = touchCase.stream.items[frame].kind else { return true }
    return samples.contains { $0.touch == touch && $0.phase != .stationary }
  }

  /// Whether the recognizer failed or finished in the oracle's run before the frame and was not reset since.
  static func finished(_ g: Int, before frame: Int, _ run: EngineRun) -> Bool {
    var done = false
    for event in run.trace where event.frame < frame {
      switch event.kind {
      case .recognizerState(g, .failed), .recognizerState(g, .ended), .recognizerState(g, .cancelled): done = true
      case .recognizerReset(g): done = false
      default: break
      }
    }
    return done
  }
}
