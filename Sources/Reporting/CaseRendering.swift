import TouchCheck
import TouchModel

/// Renders a case for people: the view tree with every non-default property, then the stream as a timeline.
package enum CaseRendering {
  /// The tree and the timeline.
  package static func render(_ touchCase: TouchCase) -> String {
    tree(touchCase.scene) + timeline(touchCase.stream)
  }

  /// The windows and their views, indented, with recognizers under their views.
  package static func tree(_ scene: Scene) -> String {
    var out = ""
    func walk(_ v: Int, _ indent: String) {
      out += indent + describe(v, scene) + "\n"
      for (g, r) in scene.recognizers.enumerated() where r.view == v { out += indent + "  ⟡ " + describe(recognizer: g, scene) + "\n" }
      for s in scene.views[v].subviews { walk(s, indent + "  ") }
    }
    for w in scene.windows { walk(w, "") }
    let superviews = scene.superviews()
    for v in scene.views.indices where superviews[v] == nil && !scene.windows.contains(v) { out += "(detached) " + describe(v, scene) + "\n" }
    for c in scene.viewControllers {
      var line = "controller \(c.id) → view \(scene.views[c.view].id)"
      if let p = c.presentedBy { line += ", presented by \(scene.viewControllers[p].id)" }
      if let p = c.parent { line += ", child of \(scene.viewControllers[p].id)" }
      out += line + "\n"
    }
    if let d = scene.appDelegate { out += "appDelegate: \(d.class.rawValue)\n" }
    if let f = scene.firstResponder { out += "firstResponder: \(scene.name(of: f))\n" }
    return out
  }

  static func describe(_ v: Int, _ scene: Scene) -> String {
    let view = scene.views[v]
    let f = view.frame
    var parts = ["\(view.id) \(view.kind.rawValue) [\(n(f.minX)) \(n(f.minY)) \(n(f.size.width)) \(n(f.size.height))]"]
    if view.boundsOrigin != .zero { parts.append("boundsOrigin (\(n(view.boundsOrigin.x)), \(n(view.boundsOrigin.y)))") }
    if !view.transform.isIdentity { let t = view.transform; parts.append("transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: " "))]") }
    if view.isHidden { parts.append("hidden") }
    if view.alpha != 1 { parts.append("alpha \(n(view.alpha))") }
    if let u = view.userInteraction { parts.append(u ? "interactive" : "not interactive") }
    if view.isMultipleTouchEnabled { parts.append("multipleTouch") }
    if view.isExclusiveTouch { parts.append("exclusiveTouch") }
    switch view.hitArea {
    case .bounds: break
    case .circle: parts.append("hitArea circle")
    case .edgeInsets(let e): parts.append("hitArea insets [\(n(e.top)) \(n(e.left)) \(n(e.bottom)) \(n(e.right))]")
    case .minimumSize(let m): parts.append("hitArea at least \(n(m.width))×\(n(m.height))")
    case .boundsPlusSubview(let sub): parts.append("hitArea bounds + \(scene.views[sub].id)")
    }
    let b = view.behaviour
    if !view.kind.isControl, b != .forwardAll { parts.append("touches \(b.began.rawValue)/\(b.moved.rawValue)/\(b.ended.rawValue)/\(b.cancelled.rawValue)") }
    if !b.actions.isEmpty { parts.append("actions \(b.actions.joined(separator: ","))") }
    if let c = view.control {
      if !c.isEnabled { parts.append("disabled") }
      for t in c.targets { parts.append("target \(t.target.map(scene.name) ?? "nil").\(t.action) on \(t.events.map(\.rawValue).joined(separator: ","))") }
    }
    if let scroll = view.scroll { parts += describe(scroll: scroll, scene) }
    return parts.joined(separator: ", ")
  }

  static func describe(recognizer g: Int, _ scene: Scene) -> String {
    let r = scene.recognizers[g]
    var parts = ["\(r.id) \(r.kind)"]
    if !r.isEnabled { parts.append("disabled") }
    if !r.cancelsTouchesInView { parts.append("cancelsTouchesInView off") }
    if r.delaysTouchesBegan { parts.append("delaysTouchesBegan") }
    if !r.delaysTouchesEnded { parts.append("delaysTouchesEnded off") }
    if !r.shouldBegin { parts.append("shouldBegin no") }
    if !r.shouldReceive { parts.append("shouldReceive no") }
    if !r.requiresFailureOf.isEmpty { parts.append("requires failure of \(r.requiresFailureOf.map { scene.recognizers[$0].id }.joined(separator: ","))") }
    if !r.simultaneousWith.isEmpty { parts.append("simultaneous with \(r.simultaneousWith.map { scene.recognizers[$0].id }.joined(separator: ","))") }
    return parts.joined(separator: ", ")
  }

  /// One line per stream item: frame, time, what happens.
  package static func timeline(_ stream: TouchStream) -> String {
    var out = ""
    for (i, item) in stream.items.enumerated() {
      let what: String
      switch item.kind {
      case .touches(let samples):
        what = samples.map { "\(stream.touchNames[$0.touch]) \($0.phase.rawValue) (\(n($0.location.x)), \(n($0.location.y)))" }.joined(separator: "; ")
      case .idle: what = "idle"
      case .systemCancel: what = "system cancel"
      case .event(let e): what = "event \(e.rawValue)"
      }
      out += "@\(i) t=\(n(item.time))s  \(what)\n"
    }
    return out
  }

  static func n(_ d: Double) -> String { JSONWriter.numberText(d) }
}
