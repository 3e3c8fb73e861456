import TouchModel

/// Where an engine's trace first leaves the oracle's, with the signature that names the kind of failure.
public struct Divergence: Hashable, Sendable {
  /// The index of the first differing event.
  public var index: Int
  /// The oracle's event there, if its trace is that long.
  public var expected: TraceEvent?
  /// The engine's event there, if its trace is that long.
  public var observed: TraceEvent?
  /// The oracle rule behind the expected event.
  public var rule: String?
  /// The failure's signature: the first differing event kind, the rule behind it and, for hit tests, how they differ.
  public var signature: String
}

/// The oracle's run and an engine's trace of one case, and where they part.
public struct Comparison: Sendable {
  /// The oracle's run, with the rule behind each event.
  public var expected: EngineRun
  /// The engine's trace (empty when it threw).
  public var observed: Trace
  /// The first divergence, or nil when the traces are equal.
  public var divergence: Divergence?

  /// The two traces as canonical lines, with the rule behind each oracle line.
  public func diff(_ touchCase: TouchCase) -> TraceDiff {
    let text = TraceText(touchCase)
    return TraceDiff(expected: expected.trace.map(text.line), observed: observed.map(text.line), rules: expected.provenance)
  }
}

/// Compares an engine with the oracle on one case, at the engine's level.
public enum Differential {
  /// Runs the oracle and the engine on a case at the engine's level and compares their traces.
  public static func run(oracle: any TouchEngine, engine: any TouchEngine, _ touchCase: TouchCase) -> Comparison {
    let categories = engine.capabilities.categories
    let expected = oracle.run(touchCaseOrThrow: touchCase, categories)
    do {
      let observed = try engine.run(touchCase, recording: categories).trace
      return Comparison(expected: expected, observed: observed, divergence: divergence(expected: expected, observed: observed, in: touchCase))
    } catch {
      let failure = Divergence(index: 0, expected: nil, observed: nil, rule: nil, signature: "engine threw \(type(of: error))")
      return Comparison(expected: expected, observed: [], divergence: failure)
    }
  }

  /// The first divergence of an engine from the oracle on a case, if any.
  public static func compare(oracle: any TouchEngine, engine: any TouchEngine, _ touchCase: TouchCase) -> Divergence? {
    run(oracle: oracle, engine: engine, touchCase).divergence
  }

  /// The first divergence of two traces of a case.
  public static func divergence(expected run: EngineRun, observed: Trace, in touchCase: TouchCase) -> Divergence? {
    let expected = run.trace
    let n = min(expected.count, observed.count)
    var index = n
    for i in 0..<n where expected[i] != observed[i] {
      index = i
      break
    }
    if index == n && expected.count == observed.count { return nil }
    let e = index < expected.count ? expected[index] : nil
    let o = index < observed.count ? observed[index] : nil
    let rule = index < run.provenance.count ? run.provenance[index] : nil
    return Divergence(index: index, expected: e, observed: o, rule: rule, signature: signature(e, o, rule, touchCase.scene))
  }

  /// `KIND@RULE`, `missing KIND@RULE`, `extra KIND`; hit tests add how the views relate.
  static func signature(_ e: TraceEvent?, _ o: TraceEvent?, _ rule: String?, _ scene: Scene) -> String {
    guard let e else { return "extra " + kindName(o!.kind) }
    let base = kindName(e.kind) + "@" + (rule ?? "?")
    guard let o else { return "missing " + base }
    if case .hitTest(_, let ev) = e.kind, case .hitTest(_, let ov) = o.kind {
      return base + ":" + relation(expected: ev, observed: ov)
    }
    if kindName(e.kind) != kindName(o.kind) { return base + ":" + kindName(o.kind) }
    return base
  }

  /// How an engine's hit-test view differs from the oracle's: it hit nothing, it hit where the oracle hit nothing, or another view.
  static func relation(expected: Int?, observed: Int?) -> String {
    guard expected != nil else { return "extraHit" }
    guard observed != nil else { return "noHit" }
    return "otherView"
  }

  /// The first word of an event's canonical line, such as `touchesBegan` or `state`.
  public static func kindName(_ kind: TraceEvent.Kind) -> String {
    switch kind {
    case .firstResponder: "firstResponder"
    case .firstResponderRefused: "firstResponderRefused"
    case .hitTest: "hitTest"
    case .visit: "visit"
    case .touches(let m, _, _): m.methodName
    case .droppedTouches: "dropped"
    case .refused: "refused"
    case .event(let e, _): e.rawValue
    case .droppedEvent: "dropped"
    case .recognizerTouches(_, let m, _): "recognizer" + m.methodName
    case .recognizerState: "state"
    case .recognizerAction: "action"
    case .recognizerReset: "reset"
    case .tracking(let call, _, _): call.rawValue
    case .controlEvent: "controlEvent"
    case .actionSent: "sendAction"
    }
  }
}

extension TouchEngine {
  /// Runs the oracle; a throwing oracle is a bug in TouchCheck itself.
  func run(touchCaseOrThrow touchCase: TouchCase, _ categories: TraceCategories) -> EngineRun {
    do { return try run(touchCase, recording: categories) } catch { fatalError("the oracle threw \(error)") }
  }
}
