extension Scene {
  /// The scene as JSON, omitting every value that equals its default.
  public func encoded() -> JSONValue {
    var m: [JSONMember] = []
    if !windows.isEmpty { m.append(JSONMember("windows", .array(windows.map { .string(views[$0].id) }))) }
    if let key = keyWindow { m.append(JSONMember("keyWindow", .string(views[key].id))) }
    if let first = firstResponder { m.append(JSONMember("firstResponder", .string(name(of: first)))) }
    let app = behaviourMembers(application, defaults: .forwardAll)
    if !app.isEmpty { m.append(JSONMember("application", .object(app))) }
    if let d = appDelegate {
      m.append(JSONMember("appDelegate", .object([JSONMember("class", .string(d.class.rawValue))] + behaviourMembers(d.behaviour, defaults: .forwardAll))))
    }
    m.append(JSONMember("views", .array(views.map(encode))))
    if !viewControllers.isEmpty { m.append(JSONMember("viewControllers", .array(viewControllers.map(encode)))) }
    if !recognizers.isEmpty { m.append(JSONMember("recognizers", .array(recognizers.map(encode)))) }
    return .object(m)
  }

  private func names(_ list: [Int], _ lookup: (Int) -> String) -> JSONValue { .array(list.map { .string(lookup($0)) }) }

  private func encode(_ v: View) -> JSONValue {
    var m: [JSONMember] = [JSONMember("id", .string(v.id))]
    if v.kind != .view { m.append(JSONMember("kind", .string(v.kind.rawValue))) }
    m.append(JSONMember("frame", numbers([v.frame.minX, v.frame.minY, v.frame.size.width, v.frame.size.height])))
    if v.boundsOrigin != .zero { m.append(JSONMember("boundsOrigin", numbers([v.boundsOrigin.x, v.boundsOrigin.y]))) }
    if !v.transform.isIdentity {
      let t = v.transform
      m.append(JSONMember("transform", numbers([t.a, t.b, t.c, t.d, t.tx, t.ty])))
    }
    if v.isHidden { m.append(JSONMember("hidden", .bool(true))) }
    if v.alpha != 1 { m.append(JSONMember("alpha", .number(v.alpha))) }
    if let u = v.userInteraction { m.append(JSONMember("userInteraction", .bool(u))) }
    if v.isMultipleTouchEnabled { m.append(JSONMember("multipleTouch", .bool(true))) }
    if v.isExclusiveTouch { m.append(JSONMember("exclusiveTouch", .bool(true))) }
    if v.clipsToBounds { m.append(JSONMember("clipsToBounds", .bool(true))) }
    switch v.hitArea {
    case .bounds: break
    case .circle: m.append(JSONMember("hitArea", .string("circle")))
    case .edgeInsets(let e): m.append(JSONMember("hitArea", .object([JSONMember("edgeInsets", numbers([e.top, e.left, e.bottom, e.right]))])))
    case .minimumSize(let s): m.append(JSONMember("hitArea", .object([JSONMember("minimumSize", numbers([s.width, s.height]))])))
    case .boundsPlusSubview(let s): m.append(JSONMember("hitArea", .object([JSONMember("boundsPlusSubview", .string(views[s].id))])))
    }
    m += behaviourMembers(v.behaviour, defaults: v.kind.isControl ? .touches(.handle) : .forwardAll)
    if !v.subviews.isEmpty { m.append(JSONMember("subviews", names(v.subviews) { views[$0].id })) }
    if let root = v.rootViewController { m.append(JSONMember("rootViewController", .string(viewControllers[root].id))) }
    if let c = v.control, c != Control() { m.append(JSONMember("control", encode(c))) }
    if !v.refusesRecognizers.isEmpty { m.append(JSONMember("refusesRecognizers", names(v.refusesRecognizers) { recognizers[$0].id })) }
    m += scrollMembers(v)
    return .object(m)
  }

  private func encode(_ c: Control) -> JSONValue {
    var m: [JSONMember] = []
    if !c.isEnabled { m.append(JSONMember("enabled", .bool(false))) }
    if let k = c.knob { m.append(JSONMember("knob", numbers([k.minX, k.minY, k.size.width, k.size.height]))) }
    if !c.targets.isEmpty {
      m.append(JSONMember("targets", .array(c.targets.map { t in
        .object([
          JSONMember("target", t.target.map { .string(name(of: $0)) } ?? .null),
          JSONMember("action", .string(t.action)),
          JSONMember("events", .array(t.events.map { .string($0.rawValue) })),
        ])
      })))
    }
    return .object(m)
  }

  private func encode(_ c: ViewController) -> JSONValue {
    var m: [JSONMember] = [JSONMember("id", .string(c.id)), JSONMember("view", .string(views[c.view].id))]
    if let p = c.presentedBy { m.append(JSONMember("presentedBy", .string(viewControllers[p].id))) }
    if let p = c.parent { m.append(JSONMember("parent", .string(viewControllers[p].id))) }
    return .object(m + behaviourMembers(c.behaviour, defaults: .forwardAll))
  }

  private func numbers(_ list: [Double]) -> JSONValue { .array(list.map { .number($0) }) }

  private func behaviourMembers(_ b: ResponderBehaviour, defaults d: ResponderBehaviour) -> [JSONMember] {
    var m: [JSONMember] = []
    let phases = [("began", b.began, d.began), ("moved", b.moved, d.moved), ("ended", b.ended, d.ended), ("cancelled", b.cancelled, d.cancelled)]
    if phases.contains(where: { $0.1 != $0.2 }) {
      if Set(phases.map(\.1)).count == 1 { m.append(JSONMember("touches", .string(b.began.rawValue))) } else {
        m.append(JSONMember("touches", .object(phases.map { JSONMember($0.0, .string($0.1.rawValue)) })))
      }
    }
    let events = [("motion", b.motion, d.motion), ("remoteControl", b.remoteControl, d.remoteControl), ("press", b.press, d.press)]
    if events.contains(where: { $0.1 != $0.2 }) {
      if Set(events.map(\.1)).count == 1 { m.append(JSONMember("events", .string(b.motion.rawValue))) } else {
        m.append(JSONMember("events", .object(events.map { JSONMember($0.0, .string($0.1.rawValue)) })))
      }
    }
    if !b.actions.isEmpty { m.append(JSONMember("actions", .array(b.actions.map { .string($0) }))) }
    return m
  }

  private func encode(_ g: Recognizer) -> JSONValue {
    var m: [JSONMember] = [JSONMember("id", .string(g.id)), JSONMember("view", .string(views[g.view].id)), JSONMember("kind", .string(g.kind.name))]
    switch g.kind {
    case .tap(let taps, let touches):
      if taps != 1 { m.append(JSONMember("taps", .number(Double(taps)))) }
      if touches != 1 { m.append(JSONMember("touches", .number(Double(touches)))) }
    case .longPress(let duration, let movement, let touches, let taps):
      if duration != 0.5 { m.append(JSONMember("duration", .number(duration))) }
      if movement != 10 { m.append(JSONMember("movement", .number(movement))) }
      if touches != 1 { m.append(JSONMember("touches", .number(Double(touches)))) }
      if taps != 0 { m.append(JSONMember("taps", .number(Double(taps)))) }
    case .swipe(let directions, let touches):
      let list = SwipeDirections.named.filter { directions.contains($0.1) }.map { JSONValue.string($0.0) }
      if directions != .right { m.append(JSONMember("direction", list.count == 1 ? list[0] : .array(list))) }
      if touches != 1 { m.append(JSONMember("touches", .number(Double(touches)))) }
    case .pan(let minimum, let maximum):
      if minimum != 1 { m.append(JSONMember("minimumTouches", .number(Double(minimum)))) }
      if maximum != Int.max { m.append(JSONMember("maximumTouches", .number(Double(maximum)))) }
    case .pinch, .rotation: break
    }
    if !g.isEnabled { m.append(JSONMember("enabled", .bool(false))) }
    if !g.cancelsTouchesInView { m.append(JSONMember("cancelsTouchesInView", .bool(false))) }
    if g.delaysTouchesBegan { m.append(JSONMember("delaysTouchesBegan", .bool(true))) }
    if !g.delaysTouchesEnded { m.append(JSONMember("delaysTouchesEnded", .bool(false))) }
    if !g.shouldBegin { m.append(JSONMember("shouldBegin", .bool(false))) }
    if !g.shouldReceive { m.append(JSONMember("shouldReceive", .bool(false))) }
    if !g.requiresFailureOf.isEmpty { m.append(JSONMember("requiresFailureOf", names(g.requiresFailureOf) { recognizers[$0].id })) }
    if !g.simultaneousWith.isEmpty { m.append(JSONMember("simultaneousWith", names(g.simultaneousWith) { recognizers[$0].id })) }
    return .object(m)
  }
}
