extension Scene {
  /// The scene as JSON, omitting every value that equals its default.
  public func encoded() -> JSONValue {
    var tree = JSONTreeSink()
    encode(into: &tree)
    return tree.value
  }

  /// Writes the scene as a JSON object, omitting every value that equals its default.
  func encode(into s: inout some JSONSink) {
    s.beginObject()
    if !windows.isEmpty { s.member("windows", strings: windows.lazy.map { views[$0].id }) }
    if let key = keyWindow { s.member("keyWindow", views[key].id) }
    if let first = firstResponder { s.member("firstResponder", name(of: first)) }
    if application != .forwardAll { s.member("application") { behaviourMembers(application, defaults: .forwardAll, into: &$0) } }
    if let d = appDelegate {
      s.member("appDelegate") {
        $0.member("class", d.class.rawValue)
        behaviourMembers(d.behaviour, defaults: .forwardAll, into: &$0)
      }
    }
    s.key("views")
    s.beginArray()
    for view in views { encode(view, into: &s) }
    s.endArray()
    if !viewControllers.isEmpty {
      s.key("viewControllers")
      s.beginArray()
      for controller in viewControllers { encode(controller, into: &s) }
      s.endArray()
    }
    if !recognizers.isEmpty {
      s.key("recognizers")
      s.beginArray()
      for recognizer in recognizers { encode(recognizer, into: &s) }
      s.endArray()
    }
    s.endObject()
  }

  private func encode(_ v: View, into s: inout some JSONSink) {
    s.beginObject()
    s.member("id", v.id)
    if v.kind != .view { s.member("kind", v.kind.rawValue) }
    s.member("frame", numbers: v.frame.minX, v.frame.minY, v.frame.size.width, v.frame.size.height)
    if v.boundsOrigin != .zero { s.member("boundsOrigin", numbers: v.boundsOrigin.x, v.boundsOrigin.y) }
    if !v.transform.isIdentity {
      let t = v.transform
      s.member("transform", numbers: t.a, t.b, t.c, t.d, t.tx, t.ty)
    }
    if v.isHidden { s.member("hidden", true) }
    if v.alpha != 1 { s.member("alpha", v.alpha) }
    if let u = v.userInteraction { s.member("userInteraction", u) }
    if v.isMultipleTouchEnabled { s.member("multipleTouch", true) }
    if v.isExclusiveTouch { s.member("exclusiveTouch", true) }
    if v.clipsToBounds { s.member("clipsToBounds", true) }
    switch v.hitArea {
    case .bounds: break
    case .circle: s.member("hitArea", "circle")
    case .edgeInsets(let e): s.member("hitArea") { $0.member("edgeInsets", numbers: e.top, e.left, e.bottom, e.right) }
    case .minimumSize(let size): s.member("hitArea") { $0.member("minimumSize", numbers: size.width, size.height) }
    case .boundsPlusSubview(let sub): s.member("hitArea") { $0.member("boundsPlusSubview", views[sub].id) }
    }
    behaviourMembers(v.behaviour, defaults: v.kind.isControl ? .touches(.handle) : .forwardAll, into: &s)
    if !v.subviews.isEmpty { s.member("subviews", strings: v.subviews.lazy.map { views[$0].id }) }
    if let root = v.rootViewController { s.member("rootViewController", viewControllers[root].id) }
    if let c = v.control, c != Control() { s.member("control") { encode(c, into: &$0) } }
    if !v.refusesRecognizers.isEmpty { s.member("refusesRecognizers", strings: v.refusesRecognizers.lazy.map { recognizers[$0].id }) }
    scrollMembers(v, into: &s)
    s.endObject()
  }

  /// A control's members (inside its object).
  private func encode(_ c: Control, into s: inout some JSONSink) {
    if !c.isEnabled { s.member("enabled", false) }
    if let k = c.knob { s.member("knob", numbers: k.minX, k.minY, k.size.width, k.size.height) }
    guard !c.targets.isEmpty else { return }
    s.key("targets")
    s.beginArray()
    for t in c.targets {
      s.beginObject()
      s.key("target")
      if let target = t.target { s.string(name(of: target)) } else { s.null() }
      s.member("action", t.action)
      s.member("events", strings: t.events.lazy.map(\.rawValue))
      s.endObject()
    }
    s.endArray()
  }

  private func encode(_ c: ViewController, into s: inout some JSONSink) {
    s.beginObject()
    s.member("id", c.id)
    s.member("view", views[c.view].id)
    if let p = c.presentedBy { s.member("presentedBy", viewControllers[p].id) }
    if let p = c.parent { s.member("parent", viewControllers[p].id) }
    behaviourMembers(c.behaviour, defaults: .forwardAll, into: &s)
    s.endObject()
  }

  /// The members of a behaviour that differ from the defaults: one word when every phase (or event) agrees.
  private func behaviourMembers(_ b: ResponderBehaviour, defaults d: ResponderBehaviour, into s: inout some JSONSink) {
    let phases = [("began", b.began, d.began), ("moved", b.moved, d.moved), ("ended", b.ended, d.ended), ("cancelled", b.cancelled, d.cancelled)]
    handlingMember("touches", phases, into: &s)
    let events = [("motion", b.motion, d.motion), ("remoteControl", b.remoteControl, d.remoteControl), ("press", b.press, d.press)]
    handlingMember("events", events, into: &s)
    if !b.actions.isEmpty { s.member("actions", strings: b.actions) }
  }

  /// `key` when any of its parts differs from its default: one word when all agree, else an object by part.
  private func handlingMember(_ key: String, _ parts: [(String, Handling, Handling)], into s: inout some JSONSink) {
    guard parts.contains(where: { $0.1 != $0.2 }) else { return }
    if parts.allSatisfy({ $0.1 == parts[0].1 }) { return s.member(key, parts[0].1.rawValue) }
    s.member(key) { for part in parts { $0.member(part.0, part.1.rawValue) } }
  }

  private func encode(_ g: Recognizer, into s: inout some JSONSink) {
    s.beginObject()
    s.member("id", g.id)
    s.member("view", views[g.view].id)
    s.member("kind", g.kind.name)
    switch g.kind {
    case .tap(let taps, let touches):
      if taps != 1 { s.member("taps", Double(taps)) }
      if touches != 1 { s.member("touches", Double(touches)) }
    case .longPress(let duration, let movement, let touches, let taps):
      if duration != 0.5 { s.member("duration", duration) }
      if movement != 10 { s.member("movement", movement) }
      if touches != 1 { s.member("touches", Double(touches)) }
      if taps != 0 { s.member("taps", Double(taps)) }
    case .swipe(let directions, let touches):
      let list = SwipeDirections.named.filter { directions.contains($0.1) }.map(\.0)
      if directions != .right {
        if list.count == 1 { s.member("direction", list[0]) } else { s.member("direction", strings: list) }
      }
      if touches != 1 { s.member("touches", Double(touches)) }
    case .pan(let minimum, let maximum):
      if minimum != 1 { s.member("minimumTouches", Double(minimum)) }
      if maximum != Int.max { s.member("maximumTouches", Double(maximum)) }
    case .pinch, .rotation: break
    }
    if !g.isEnabled { s.member("enabled", false) }
    if !g.cancelsTouchesInView { s.member("cancelsTouchesInView", false) }
    if g.delaysTouchesBegan { s.member("delaysTouchesBegan", true) }
    if !g.delaysTouchesEnded { s.member("delaysTouchesEnded", false) }
    if !g.shouldBegin { s.member("shouldBegin", false) }
    if !g.shouldReceive { s.member("shouldReceive", false) }
    if !g.requiresFailureOf.isEmpty { s.member("requiresFailureOf", strings: g.requiresFailureOf.lazy.map { recognizers[$0].id }) }
    if !g.simultaneousWith.isEmpty { s.member("simultaneousWith", strings: g.simultaneousWith.lazy.map { recognizers[$0].id }) }
    s.endObject()
  }
}
