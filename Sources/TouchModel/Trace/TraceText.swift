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
    var bytes: [UInt8] = []
    bytes.reserveCapacity(48)
    append(event, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The canonical lines of a trace.
  public func lines(_ trace: Trace) -> [String] { trace.map(line) }

  /// Appends the canonical line of one event in UTF-8, written word by word without intermediate strings.
  package func append(_ event: TraceEvent, to bytes: inout [UInt8]) {
    var line = Words(bytes: bytes)
    bytes = []
    if event.frame == TraceEvent.setup { line.word("@setup") } else {
      line.bytes.append(UInt8(ascii: "@"))
      JSONBytes.appendInt(event.frame, to: &line.bytes)
    }
    words(event.kind, into: &line)
    bytes = line.bytes
  }

  /// The line of an event without its frame prefix.
  public func body(_ kind: TraceEvent.Kind) -> String {
    var line = Words(bytes: [])
    words(kind, into: &line)
    return String(decoding: line.bytes, as: UTF8.self)
  }

  /// The words of an event after its frame, each after a space.
  private func words(_ kind: TraceEvent.Kind, into w: inout Words) {
    switch kind {
    case .firstResponder(let r): w.word("firstResponder"); w.word(name(r))
    case .firstResponderRefused(let r): w.word("firstResponderRefused"); w.word(name(r))
    case .hitTest(let t, let v): w.word("hitTest"); w.word(touch(t)); w.word(v.map { scene.views[$0].id } ?? "none")
    case .visit(let v): w.word("visit"); w.word(scene.views[v].id)
    case .touches(let m, let r, let ts): w.word(m.methodName); w.word(name(r)); touches(ts, into: &w)
    case .droppedTouches(let m, let ts): w.word("dropped"); w.word(m.methodName); touches(ts, into: &w)
    case .refused(let t, let v, let why): w.word("refused"); w.word(touch(t)); w.word(scene.views[v].id); w.word(why.rawValue)
    case .tapCount(let t, let n): w.word("tapCount"); w.word(touch(t)); w.number(n)
    case .event(let e, let r): w.word(e.rawValue); w.word(name(r))
    case .droppedEvent(let e): w.word("dropped"); w.word(e.rawValue)
    case .recognizerTouches(let g, let m, let ts): w.word("recognizer" + m.methodName.capitalizedFirst); w.word(recognizer(g)); touches(ts, into: &w)
    case .recognizerState(let g, let s): w.word("state"); w.word(recognizer(g)); w.word(s.rawValue)
    case .recognizerAction(let g, let s): w.word("action"); w.word(recognizer(g)); w.word(s.rawValue)
    case .recognizerReset(let g): w.word("reset"); w.word(recognizer(g))
    case .tracking(let call, let c, let t):
      w.word(call.rawValue)
      w.word(scene.views[c].id)
      if let t { w.word(touch(t)) }
    case .controlEvent(let c, let e): w.word("controlEvent"); w.word(scene.views[c].id); w.word(e.rawValue)
    case .actionSent(let c, let a, let r): w.word("sendAction"); w.word(scene.views[c].id); w.word(a); w.word(r.map(name) ?? "unhandled")
    case .scroll(let v, let phase): w.word("scroll"); w.word(scene.views[v].id); w.word(phase.rawValue)
    }
  }

  private func name(_ r: ResponderRef) -> String { scene.name(of: r) }
  private func recognizer(_ g: Int) -> String { scene.recognizers[g].id }
  private func touch(_ t: Int) -> String { t < touchNames.count ? touchNames[t] : "t?\(t)" }

  /// A touch list, `[t1,t2]`, as one word.
  private func touches(_ ts: [Int], into w: inout Words) {
    w.word("[")
    for (k, t) in ts.enumerated() {
      if k > 0 { w.bytes.append(UInt8(ascii: ",")) }
      w.bytes += touch(t).utf8
    }
    w.bytes.append(UInt8(ascii: "]"))
  }

  /// A line being written: each word after a space, unless it is the first.
  private struct Words {
    var bytes: [UInt8]
    let start: Int
    init(bytes: [UInt8]) {
      self.bytes = bytes
      start = bytes.count
    }
    mutating func word(_ text: String) {
      if bytes.count > start { bytes.append(UInt8(ascii: " ")) }
      bytes += text.utf8
    }
    mutating func number(_ n: Int) {
      bytes.append(UInt8(ascii: " "))
      JSONBytes.appendInt(n, to: &bytes)
    }
  }
}

extension String {
  /// The string with its first character upper-cased (ASCII).
  var capitalizedFirst: String {
    guard let first else { return self }
    return first.uppercased() + dropFirst()
  }
}
