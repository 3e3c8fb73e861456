import TouchModel

extension Scene {
  /// `[ID, VIEW, KIND, PARAMETERS, FLAGS, REQUIRES_FAILURE_OF, SIMULTANEOUS_WITH]`.
  static func writeCompact(_ g: Recognizer, into w: inout CompactWriter) {
    typealias Code = CompactCodes.RecognizerCode
    typealias Flag = CompactCodes.RecognizerFlag
    w.byte("[")
    w.string(g.id)
    w.comma()
    w.int(g.view)
    w.comma()
    switch g.kind {
    case .tap(let taps, let touches): w.int(Code.tap); w.comma(); w.ints([taps, touches])
    case .longPress(let duration, let movement, let touches, let taps):
      w.int(Code.longPress)
      w.comma()
      w.numbers([duration, movement, Double(touches), Double(taps)])
    case .swipe(let directions, let touches): w.int(Code.swipe); w.comma(); w.ints([Int(directions.rawValue), touches])
    case .pan(let minimum, let maximum): w.int(Code.pan); w.comma(); w.ints([minimum, maximum == .max ? -1 : maximum])
    case .pinch: w.int(Code.pinch); w.comma(); w.raw("[]")
    case .rotation: w.int(Code.rotation); w.comma(); w.raw("[]")
    }
    var flags = 0
    if !g.isEnabled { flags |= Flag.disabled }
    if !g.cancelsTouchesInView { flags |= Flag.keepsTouchesInView }
    if g.delaysTouchesBegan { flags |= Flag.delaysTouchesBegan }
    if !g.delaysTouchesEnded { flags |= Flag.passesTouchesEnded }
    if !g.shouldBegin { flags |= Flag.shouldNotBegin }
    if !g.shouldReceive { flags |= Flag.shouldNotReceive }
    w.comma()
    w.int(flags)
    w.comma()
    w.ints(g.requiresFailureOf)
    w.comma()
    w.ints(g.simultaneousWith)
    w.byte("]")
  }
}
