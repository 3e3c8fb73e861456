import TouchModel

/// Reads compact trace events (`[FRAME, KIND, ARGUMENTS…]`) against a case, checking every index against it.
struct CompactTraceReader {
  let reader: CompactSceneReader
  let fingers: Int

  init(_ touchCase: TouchCase) {
    let scene = touchCase.scene
    reader = CompactSceneReader(views: scene.views.count, controllers: scene.viewControllers.count, recognizers: scene.recognizers.count)
    fingers = touchCase.stream.touchNames.count
  }

  /// One event; an error names the event's path (`events[3]`) and the problem.
  func event(_ value: JSONNode, path: @autoclosure () -> String) throws(CaseError) -> TraceEvent {
    typealias Code = CompactCodes.EventCode
    let parts = try CompactRead.array(value, path())
    guard parts.count >= 3 else { throw CaseError(path(), "expected [frame, kind, arguments…], found \(parts.count) element\(parts.count == 1 ? "" : "s")") }
    let frame = try CompactRead.int(parts[0], path() + "[0]", -1..<Int(Int32.max), "a frame (-1 for setup)")
    let kind = try CompactRead.int(parts[1], path() + "[1]", 0..<18, "an event kind code")
    // The arguments are read in place: argument k is element k + 2.
    let argumentCount = parts.count - 2
    func count(_ n: Int, _ shape: String) throws(CaseError) {
      if argumentCount != n { throw CaseError(path(), "an event of kind \(kind) has \(n) argument\(n == 1 ? "" : "s") [\(shape)], found \(argumentCount)") }
    }
    func arg(_ k: Int) -> String { "\(path())[\(k + 2)]" }
    func view(_ k: Int) throws(CaseError) -> Int { try CompactRead.int(parts[k + 2], arg(k), 0..<reader.views, "a view index") }
    func touch(_ k: Int) throws(CaseError) -> Int { try CompactRead.int(parts[k + 2], arg(k), 0..<fingers, "a touch index") }
    func recognizer(_ k: Int) throws(CaseError) -> Int { try CompactRead.int(parts[k + 2], arg(k), 0..<reader.recognizers, "a recognizer index") }
    func responder(_ k: Int) throws(CaseError) -> ResponderRef { try reader.responder(parts[k + 2], arg(k)) }
    func code<T>(_ k: Int, _ list: [T], _ what: String) throws(CaseError) -> T { try CompactRead.code(parts[k + 2], arg(k), list, what) }
    func touches(from k: Int) throws(CaseError) -> [Int] {
      var list: [Int] = []
      for i in k..<argumentCount { list.append(try touch(i)) }
      return list
    }
    func atLeast(_ n: Int, _ shape: String) throws(CaseError) {
      if argumentCount < n { throw CaseError(path(), "an event of kind \(kind) has at least \(n) arguments [\(shape)], found \(argumentCount)") }
    }
    func message(_ k: Int) throws(CaseError) -> TouchMessage { try code(k, CompactCodes.messages, "a touch message code") }
    let event: TraceEvent.Kind
    switch kind {
    case Code.firstResponder: try count(1, "responder"); event = .firstResponder(try responder(0))
    case Code.firstResponderRefused: try count(1, "responder"); event = .firstResponderRefused(try responder(0))
    case Code.hitTest:
      try count(2, "touch, view or -1")
      event = .hitTest(touch: try touch(0), view: try CompactRead.optionalIndex(parts[1 + 2], arg(1), below: reader.views, "a view index"))
    case Code.visit: try count(1, "view"); event = .visit(view: try view(0))
    case Code.touches: try atLeast(2, "message, responder, touches…"); event = .touches(try message(0), try responder(1), try touches(from: 2))
    case Code.droppedTouches: try atLeast(1, "message, touches…"); event = .droppedTouches(try message(0), try touches(from: 1))
    case Code.refused:
      try count(3, "touch, view, reason")
      event = .refused(touch: try touch(0), view: try view(1), try code(2, CompactCodes.refusals, "a refusal code"))
    case Code.tapCount:
      try count(2, "touch, count")
      event = .tapCount(touch: try touch(0), count: try CompactRead.int(parts[1 + 2], arg(1), 2..<Int(Int32.max), "a tap count above 1"))
    case Code.event: try count(2, "event, responder"); event = .event(try code(0, CompactCodes.nonTouchEvents, "an event code"), try responder(1))
    case Code.droppedEvent: try count(1, "event"); event = .droppedEvent(try code(0, CompactCodes.nonTouchEvents, "an event code"))
    case Code.recognizerTouches:
      try atLeast(2, "recognizer, message, touches…")
      event = .recognizerTouches(recognizer: try recognizer(0), try message(1), try touches(from: 2))
    case Code.recognizerState, Code.recognizerAction:
      try count(2, "recognizer, state")
      let g = try recognizer(0)
      let state = try code(1, CompactCodes.states, "a recognizer state code")
      event = kind == Code.recognizerState ? .recognizerState(recognizer: g, state) : .recognizerAction(recognizer: g, state)
    case Code.recognizerReset: try count(1, "recognizer"); event = .recognizerReset(recognizer: try recognizer(0))
    case Code.tracking:
      try count(3, "call, control, touch or -1")
      let call = try code(0, CompactCodes.trackingCalls, "a tracking call code")
      let t = try CompactRead.optionalIndex(parts[2 + 2], arg(2), below: fingers, "a touch index")
      if (call == .cancelTracking) != (t == nil) {
        throw CaseError(arg(2), call == .cancelTracking ? "cancelTracking has no touch: expected -1" : "\(call.rawValue) needs a touch index, found -1")
      }
      event = .tracking(call, control: try view(1), touch: t)
    case Code.controlEvent: try count(2, "control, event"); event = .controlEvent(control: try view(0), try code(1, CompactCodes.controlEvents, "a control event code"))
    case Code.actionSent:
      try count(3, "control, action, responder or -1")
      let receiver: ResponderRef? = parts[2 + 2].number == -1 ? nil : try responder(2)
      event = .actionSent(control: try view(0), action: try CompactRead.string(parts[1 + 2], arg(1)), receiver: receiver)
    default: try count(2, "view, phase"); event = .scroll(view: try view(0), try code(1, CompactCodes.scrollPhases, "a scroll phase code"))
    }
    return TraceEvent(frame: frame, event)
  }
}
