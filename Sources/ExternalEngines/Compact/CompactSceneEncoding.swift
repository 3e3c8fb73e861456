import TouchModel

extension Scene {
  /// `[KIND, FLAGS, X, Y, WIDTH, HEIGHT, ALPHA, SUBVIEWS, MORE]`, MORE (an object of what differs from the defaults)
  /// left out when empty.
  func writeCompact(view i: Int, into w: inout CompactWriter) {
    let v = views[i]
    typealias Flag = CompactCodes.ViewFlag
    var flags = 0
    if v.isHidden { flags |= Flag.hidden }
    if let u = v.userInteraction { flags |= u ? Flag.interactionOn : Flag.interactionOff }
    if v.isMultipleTouchEnabled { flags |= Flag.multipleTouch }
    if v.isExclusiveTouch { flags |= Flag.exclusiveTouch }
    if v.clipsToBounds { flags |= Flag.clipsToBounds }
    w.byte("[")
    w.int(CompactCodes.code(v.kind, in: CompactCodes.viewKinds))
    w.comma()
    w.int(flags)
    w.comma()
    w.number(v.frame.minX)
    w.comma()
    w.number(v.frame.minY)
    w.comma()
    w.number(v.frame.size.width)
    w.comma()
    w.number(v.frame.size.height)
    w.comma()
    w.number(v.alpha)
    w.comma()
    w.ints(v.subviews)
    var members = MemberWriter(opening: ",{")
    if v.boundsOrigin != .zero { members.next("o", &w); w.numbers([v.boundsOrigin.x, v.boundsOrigin.y]) }
    if !v.transform.isIdentity {
      let t = v.transform
      members.next("t", &w)
      w.numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])
    }
    if v.hitArea != .bounds {
      members.next("h", &w)
      typealias Code = CompactCodes.HitAreaCode
      switch v.hitArea {
      case .bounds: break
      case .circle: w.ints([Code.circle])
      case .edgeInsets(let e): w.numbers([Double(Code.edgeInsets), e.top, e.left, e.bottom, e.right])
      case .minimumSize(let s): w.numbers([Double(Code.minimumSize), s.width, s.height])
      case .boundsPlusSubview(let s): w.ints([Code.boundsPlusSubview, s])
      }
    }
    if v.behaviour != (v.kind.isControl ? .touches(.handle) : .forwardAll) { members.next("b", &w); Self.writeCompact(v.behaviour, into: &w) }
    if let root = v.rootViewController { members.next("r", &w); w.int(root) }
    if let c = v.control { members.next("c", &w); writeCompact(c, into: &w) }
    if !v.refusesRecognizers.isEmpty { members.next("g", &w); w.ints(v.refusesRecognizers) }
    if let s = v.scroll { members.next("s", &w); writeCompact(s, into: &w) }
    members.close(&w)
    w.byte("]")
  }

  /// `[BEGAN, MOVED, ENDED, CANCELLED, MOTION, REMOTE_CONTROL, PRESS]` handlings, then the action names when there are any.
  static func writeCompact(_ b: ResponderBehaviour, into w: inout CompactWriter) {
    let handlings = [b.began, b.moved, b.ended, b.cancelled, b.motion, b.remoteControl, b.press]
    w.byte("[")
    for (k, h) in handlings.enumerated() {
      if k > 0 { w.comma() }
      w.int(CompactCodes.code(h, in: CompactCodes.handlings))
    }
    if !b.actions.isEmpty {
      w.comma()
      w.list(b.actions) { $0.string($1) }
    }
    w.byte("]")
  }

  /// `[ENABLED, [[TARGET, ACTION, [EVENT…]]…], KNOB]`, the knob left out when there is none; a nil target is -1.
  private func writeCompact(_ c: Control, into w: inout CompactWriter) {
    w.byte("[")
    w.int(c.isEnabled ? 1 : 0)
    w.comma()
    w.list(c.targets) { w, t in
      w.byte("[")
      w.int(t.target.map(compactCode) ?? -1)
      w.comma()
      w.string(t.action)
      w.comma()
      w.ints(t.events.map { CompactCodes.code($0, in: CompactCodes.controlEvents) })
      w.byte("]")
    }
    if let k = c.knob {
      w.comma()
      w.numbers([k.minX, k.minY, k.size.width, k.size.height])
    }
    w.byte("]")
  }

  /// `[AXES, DELAYS_CONTENT_TOUCHES, CAN_CANCEL_CONTENT_TOUCHES, TOUCHES_SHOULD_BEGIN, TOUCHES_SHOULD_CANCEL]`.
  private func writeCompact(_ s: ScrollBehaviour, into w: inout CompactWriter) {
    w.byte("[")
    w.int(CompactCodes.code(s.axes, in: CompactCodes.scrollAxes))
    w.comma()
    w.int(s.delaysContentTouches ? 1 : 0)
    w.comma()
    w.int(s.canCancelContentTouches ? 1 : 0)
    for answers in [s.touchesShouldBegin, s.touchesShouldCancel] {
      w.comma()
      switch answers {
      case .documented: w.raw("null")
      case .always(let answer): w.bool(answer)
      case .perView(let list):
        w.list(list) { w, a in
          w.byte("[")
          w.int(a.view)
          w.comma()
          w.bool(a.answer)
          w.byte("]")
        }
      }
    }
    w.byte("]")
  }

  /// Whether the scene has anything for the case's last element: a key window, first responder, application or app
  /// delegate behaviour, view controllers or recognizers.
  var hasCompactMembers: Bool {
    keyWindow != nil || firstResponder != nil || application != .forwardAll || appDelegate != nil || !viewControllers.isEmpty || !recognizers.isEmpty
  }

  /// The scene's object: `k` key window, `f` first responder, `a` application, `d` app delegate, `c` view controllers,
  /// `g` recognizers.
  func writeCompactMembers(into w: inout CompactWriter) {
    var members = MemberWriter(opening: "{")
    if let k = keyWindow { members.next("k", &w); w.int(k) }
    if let f = firstResponder { members.next("f", &w); w.int(compactCode(f)) }
    if application != .forwardAll { members.next("a", &w); Self.writeCompact(application, into: &w) }
    if let d = appDelegate {
      members.next("d", &w)
      w.byte("[")
      w.int(CompactCodes.code(d.class, in: CompactCodes.delegateClasses))
      if d.behaviour != .forwardAll { w.comma(); Self.writeCompact(d.behaviour, into: &w) }
      w.byte("]")
    }
    if !viewControllers.isEmpty { members.next("c", &w); w.list(viewControllers) { w, c in writeCompact(c, into: &w) } }
    if !recognizers.isEmpty { members.next("g", &w); w.list(recognizers) { w, g in Self.writeCompact(g, into: &w) } }
    if members.count == 0 { w.raw("{") }
    w.byte("}")
  }

  /// `[ID, VIEW, PRESENTED_BY, PARENT, BEHAVIOUR]`, -1 for none, the behaviour left out when it forwards everything.
  private func writeCompact(_ c: ViewController, into w: inout CompactWriter) {
    w.byte("[")
    w.string(c.id)
    w.comma()
    for n in [c.view, c.presentedBy ?? -1, c.parent ?? -1] {
      w.int(n)
      w.comma()
    }
    w.bytes.removeLast()
    if c.behaviour != .forwardAll { w.comma(); Self.writeCompact(c.behaviour, into: &w) }
    w.byte("]")
  }
}
