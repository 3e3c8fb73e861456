/// Renders trace events as their one canonical text line, for example `@0 touchesBegan viewB.1 [t1]`.
public struct TraceText: Sendable {
  /// The scene whose names the lines use.
  public let scene: Scene
  /// The finger names.
  public let touchNames: [String]

  /// Creates a renderer for a case.
  public init(scene: Scene, touchNames: [String]) {
    self.scene = scene
    self.touchNames = touchNames
  }

  /// Creates a renderer for a case.
  public init(_ touchCase: TouchCase) {
    self.init(scene: touchCase.scene, touchNames: touchCase.stream.touchNames)
  }

  /// The canonical line of one event.
  public func line(_ event: TraceEvent) -> String {
    let frame = event.frame == TraceEvent.setup ? "@setup" : "@\(event.frame)"
    return frame + " " + body(event.kind)
  }

  /// The canonical lines of a trace.
  public func lines(_ trace: Trace) -> [String] { trace.map(line) }

  /// The line of an event without its frame prefix.
  public func body(_ kind: TraceEvent.Kind) -> String {
    switch kind {
    case .firstResponder(let r): "firstResponder \(name(r))"
    case .firstResponderRefused(let r): "firstResponderRefused \(name(r))"
    case .hitTest(let t, let v): "hitTest \(touch(t)) \(v.map { scene.views[$0].id } ?? "none")"
    case .visit(let v): "visit \(scene.views[v].id)"
    case .touches(let m, let r, let ts): "\(m.methodName) \(name(r)) \(touches(ts))"
    case .droppedTouches(let m, let ts): "dropped \(m.methodName) \(touches(ts))"
    case .refused(let t, let v, let why): "refused \(touch(t)) \(scene.views[v].id) \(why.rawValue)"
    case .tapCount(let t, let n): "tapCount \(touch(t)) \(n)"
    case .event(let e, let r): "\(e.rawValue) \(name(r))"
    case .droppedEvent(let e): "dropped \(e.rawValue)"
    case .recognizerTouches(let g, let m, let ts): "recognizer\(m.methodName.capitalizedFirst) \(recognizer(g)) \(touches(ts))"
    case .recognizerState(let g, let s): "state \(recognizer(g)) \(s.rawValue)"
    case .recognizerAction(let g, let s): "action \(recognizer(g)) \(s.rawValue)"
    case .recognizerReset(let g): "reset \(recognizer(g))"
    case .tracking(let call, let c, let t): "\(call.rawValue) \(scene.views[c].id)" + (t.map { " " + touch($0) } ?? "")
    case .controlEvent(let c, let e): "controlEvent \(scene.views[c].id) \(e.rawValue)"
    case .actionSent(let c, let a, let r): "sendAction \(scene.views[c].id) \(a) \(r.map(name) ?? "unhandled")"
    case .scroll(let v, let phase): "scroll \(scene.views[v].id) \(phase.rawValue)"
    }
  }

  private func name(_ r: ResponderRef) -> String { scene.name(of: r) }
  private func recognizer(_ g: Int) -> String { scene.recognizers[g].id }
  private func touch(_ t: Int) -> String { t < touchNames.count ? touchNames[t] : "t?\(t)" }
  private func touches(_ ts: [Int]) -> String { "[" + ts.map(touch).joined(separator: ",") + "]" }
}

extension String {
  /// The string with its first character upper-cased (ASCII).
  var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
