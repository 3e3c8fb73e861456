import TouchCheck
import TouchModel

/// The scene of `touchcheck show`: every view with the properties hit testing and delivery read, its recognizers and control.
enum ShowTree {
  /// The windows (back to front) and their views, indented, then view controllers and the other responders.
  static func render(_ scene: Scene, placement: ViewPlacement) -> String {
    var out = "windows, back to front: " + scene.windows.map { scene.views[$0].id }.joined(separator: ", ")
    if let key = scene.keyWindow { out += "; key window \(scene.views[key].id)" }
    out += "\n"
    func walk(_ v: Int, _ indent: String) {
      out += indent + line(v, scene, placement) + "\n"
      if let c = scene.views[v].control { out += indent + "  ⊡ " + control(c, scene) + "\n" }
      for (g, r) in scene.recognizers.enumerated() where r.view == v { out += indent + "  ⟡ " + recognizer(g, scene) + "\n" }
      for s in scene.views[v].subviews { walk(s, indent + "  ") }
    }
    for w in scene.windows { walk(w, "  ") }
    for v in scene.views.indices where placement.superviews[v] == nil && !scene.windows.contains(v) { walk(v, "  (not in a window) ") }
    for c in scene.viewControllers {
      var text = "controller \(c.id): view \(scene.views[c.view].id)"
      if let p = c.presentedBy { text += ", presented by \(scene.viewControllers[p].id)" }
      if let p = c.parent { text += ", child of \(scene.viewControllers[p].id)" }
      out += text + handling(c.behaviour) + "\n"
    }
    if scene.application != .forwardAll { out += "application" + handling(scene.application) + "\n" }
    if let d = scene.appDelegate { out += "appDelegate: \(d.class.rawValue)" + handling(d.behaviour) + "\n" }
    if let f = scene.firstResponder { out += "firstResponder: \(scene.name(of: f))\n" }
    return out
  }

  /// One view: identity and geometry, the hit-testing state, then whatever else is not the default.
  static func line(_ v: Int, _ scene: Scene, _ placement: ViewPlacement) -> String {
    let n = CaseRendering.n
    let view = scene.views[v]
    func rect(_ r: Rect) -> String { "[\(n(rounded(r.minX))) \(n(rounded(r.minY))) \(n(rounded(r.size.width))) \(n(rounded(r.size.height)))]" }
    var parts = ["\(view.id) (\(view.kind.rawValue)) frame \(rect(view.frame))"]
    if view.boundsOrigin != .zero { parts.append("bounds origin (\(n(view.boundsOrigin.x)), \(n(view.boundsOrigin.y)))") }
    if !view.transform.isIdentity { let t = view.transform; parts.append("transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: " "))]") }
    let screen = placement.screenBox(of: view.bounds, in: v)
    if rect(screen) != rect(view.frame) { parts.append("on screen \(rect(screen))") }
    let interactive = view.userInteraction ?? (view.kind != .imageView && view.kind != .label)
    parts.append("alpha \(n(view.alpha)), \(view.isHidden ? "hidden" : "visible"), \(interactive ? "interactive" : "not interactive")"
      + ", multipleTouch \(view.isMultipleTouchEnabled ? "on" : "off"), exclusiveTouch \(view.isExclusiveTouch ? "on" : "off")")
    if view.clipsToBounds { parts.append("clipsToBounds") }
    switch view.hitArea {
    case .bounds: break
    case .circle: parts.append("hit area: circle")
    case .edgeInsets(let e): parts.append("hit area: insets [\(n(e.top)) \(n(e.left)) \(n(e.bottom)) \(n(e.right))]")
    case .minimumSize(let m): parts.append("hit area: at least \(n(m.width))×\(n(m.height))")
    case .boundsPlusSubview(let sub): parts.append("hit area: bounds + \(scene.views[sub].id)")
    }
    if let c = view.rootViewController { parts.append("root view controller \(scene.viewControllers[c].id)") }
    if !view.refusesRecognizers.isEmpty { parts.append("refuses \(view.refusesRecognizers.map { scene.recognizers[$0].id }.joined(separator: ","))") }
    var text = parts.joined(separator: ", ") + handling(view.behaviour, touches: !view.kind.isControl)
    if !placement.skipReasons[v].isEmpty {
      text += " — skipped by hit testing: " + placement.skipReasons[v].joined(separator: ", ")
    } else if let a = placement.skippedAncestor[v] {
      text += " — skipped by hit testing with \(scene.views[a].id)"
    }
    return text
  }

  /// A control's state and its targets.
  static func control(_ c: Control, _ scene: Scene) -> String {
    let n = CaseRendering.n
    var parts = [c.isEnabled ? "control enabled" : "control disabled"]
    if let k = c.knob { parts.append("knob [\(n(k.minX)) \(n(k.minY)) \(n(k.size.width)) \(n(k.size.height))]") }
    for t in c.targets { parts.append("target \(t.target.map(scene.name) ?? "nil").\(t.action) on \(t.events.map(\.rawValue).joined(separator: ","))") }
    if c.targets.isEmpty { parts.append("no targets") }
    return parts.joined(separator: ", ")
  }

  /// A recognizer's kind and parameters, flags, delegate answers and relationships.
  static func recognizer(_ g: Int, _ scene: Scene) -> String {
    let r = scene.recognizers[g]
    func on(_ flag: Bool) -> String { flag ? "on" : "off" }
    var text = "\(r.id): \(kind(r.kind)), \(r.isEnabled ? "enabled" : "disabled")"
    text += "; cancelsTouchesInView \(on(r.cancelsTouchesInView)), delaysTouchesBegan \(on(r.delaysTouchesBegan)), delaysTouchesEnded \(on(r.delaysTouchesEnded))"
    text += "; delegate: shouldBegin \(r.shouldBegin ? "yes" : "no"), shouldReceive \(r.shouldReceive ? "yes" : "no")"
    if !r.requiresFailureOf.isEmpty { text += "; requires failure of \(r.requiresFailureOf.map { scene.recognizers[$0].id }.joined(separator: ","))" }
    if !r.simultaneousWith.isEmpty { text += "; simultaneous with \(r.simultaneousWith.map { scene.recognizers[$0].id }.joined(separator: ","))" }
    return text
  }

  /// A recognizer kind with its parameters: `tap (taps 2, touches 1)`.
  static func kind(_ k: RecognizerKind) -> String {
    let n = CaseRendering.n
    switch k {
    case .tap(let taps, let touches): return "tap (taps \(taps), touches \(touches))"
    case .longPress(let duration, let movement, let touches, let taps):
      return "longPress (duration \(n(duration)) s, movement \(n(movement)) pt, touches \(touches), taps \(taps))"
    case .swipe(let directions, let touches):
      return "swipe (directions \(SwipeDirections.named.filter { directions.contains($0.1) }.map(\.0).joined(separator: ",")), touches \(touches))"
    case .pan(let minimum, let maximum): return "pan (touches " + (maximum == Int.max ? "\(minimum) or more)" : "\(minimum) to \(maximum))")
    case .pinch: return "pinch"
    case .rotation: return "rotation"
    }
  }

  /// `; touches handle/forward/forward/forward; motion handle; actions copy:` for what is not the default, else nothing
  /// (controls track their touches themselves, so their touch handling is left out).
  static func handling(_ b: ResponderBehaviour, touches: Bool = true) -> String {
    var parts: [String] = []
    if touches, [b.began, b.moved, b.ended, b.cancelled] != [.forward, .forward, .forward, .forward] {
      parts.append("touches \(b.began.rawValue)/\(b.moved.rawValue)/\(b.ended.rawValue)/\(b.cancelled.rawValue) (began/moved/ended/cancelled)")
    }
    for (name, h) in [("motion", b.motion), ("remoteControl", b.remoteControl), ("press", b.press)] where h != .forward { parts.append("\(name) \(h.rawValue)") }
    if !b.actions.isEmpty { parts.append("actions \(b.actions.joined(separator: ","))") }
    return parts.isEmpty ? "" : "; " + parts.joined(separator: "; ")
  }

  /// A coordinate rounded to a thousandth, so conversions print as people would write them.
  static func rounded(_ x: Double) -> Double { (x * 1000).rounded() / 1000 + 0 }
}
