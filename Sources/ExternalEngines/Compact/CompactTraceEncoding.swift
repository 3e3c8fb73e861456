import TouchModel

extension Scene {
  /// A trace event in the compact encoding: `[FRAME, KIND, ARGUMENTS…]`, the frame -1 for setup, every argument a number
  /// but a `sendAction`'s action name, touch lists spread at the end (Docs/PROTOCOL.md, "Compact replies").
  func writeCompact(_ event: TraceEvent, into w: inout CompactWriter) {
    typealias Code = CompactCodes.EventCode
    var args: [Int] = []
    var action: String?
    let kind: Int
    func message(_ m: TouchMessage) -> Int { CompactCodes.code(m, in: CompactCodes.messages) }
    switch event.kind {
    case .firstResponder(let r): kind = Code.firstResponder; args = [compactCode(r)]
    case .firstResponderRefused(let r): kind = Code.firstResponderRefused; args = [compactCode(r)]
    case .hitTest(let t, let v): kind = Code.hitTest; args = [t, v ?? -1]
    case .visit(let v): kind = Code.visit; args = [v]
    case .touches(let m, let r, let ts): kind = Code.touches; args = [message(m), compactCode(r)] + ts
    case .droppedTouches(let m, let ts): kind = Code.droppedTouches; args = [message(m)] + ts
    case .refused(let t, let v, let why): kind = Code.refused; args = [t, v, CompactCodes.code(why, in: CompactCodes.refusals)]
    case .tapCount(let t, let n): kind = Code.tapCount; args = [t, n]
    case .event(let e, let r): kind = Code.event; args = [CompactCodes.code(e, in: CompactCodes.nonTouchEvents), compactCode(r)]
    case .droppedEvent(let e): kind = Code.droppedEvent; args = [CompactCodes.code(e, in: CompactCodes.nonTouchEvents)]
    case .recognizerTouches(let g, let m, let ts): kind = Code.recognizerTouches; args = [g, message(m)] + ts
    case .recognizerState(let g, let s): kind = Code.recognizerState; args = [g, CompactCodes.code(s, in: CompactCodes.states)]
    case .recognizerAction(let g, let s): kind = Code.recognizerAction; args = [g, CompactCodes.code(s, in: CompactCodes.states)]
    case .recognizerReset(let g): kind = Code.recognizerReset; args = [g]
    case .tracking(let call, let c, let t): kind = Code.tracking; args = [CompactCodes.code(call, in: CompactCodes.trackingCalls), c, t ?? -1]
    case .controlEvent(let c, let e): kind = Code.controlEvent; args = [c, CompactCodes.code(e, in: CompactCodes.controlEvents)]
    case .actionSent(let c, let a, let r): kind = Code.actionSent; args = [c, r.map(compactCode) ?? -1]; action = a
    case .scroll(let v, let phase): kind = Code.scroll; args = [v, CompactCodes.code(phase, in: CompactCodes.scrollPhases)]
    }
    w.byte("[")
    w.int(event.frame)
    w.comma()
    w.int(kind)
    for (k, n) in args.enumerated() {
      w.comma()
      if k == 1, let action {
        w.string(action)
        w.comma()
      }
      w.int(n)
    }
    w.byte("]")
  }
}
