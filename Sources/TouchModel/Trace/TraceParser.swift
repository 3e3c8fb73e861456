/// Parses canonical trace lines back into events, for engines that speak text and for round-trip checks.
public struct TraceParser: Sendable {
  private let names: SceneNames
  private let touchIndex: [String: Int]

  /// Creates a parser for a case.
  public init(_ touchCase: TouchCase) {
    names = SceneNames(touchCase.scene)
    var touches: [String: Int] = [:]
    touches.reserveCapacity(touchCase.stream.touchNames.count)
    for (index, name) in touchCase.stream.touchNames.enumerated() { touches[name] = index }
    touchIndex = touches
  }

  /// A parse failure, naming the line and the problem.
  public struct Failure: Error, CustomStringConvertible, Sendable {
    /// The line that failed.
    public var line: String
    /// What is wrong with it.
    public var problem: String
    /// The message.
    public var description: String { "cannot parse trace line \(Quoted(line)): \(problem)" }
  }

  /// Parses one line.
  public func parse(_ line: String) throws(Failure) -> TraceEvent {
    // Split on the space byte: names hold no spaces, and a byte split is far cheaper than one by characters.
    let words = Self.split(line, on: UInt8(ascii: " "))
    func fail(_ problem: String) -> Failure { Failure(line: line, problem: problem) }
    guard let first = words.first, first.hasPrefix("@"), words.count >= 2 else { throw fail("expected \"@FRAME KIND ...\"") }
    let frameText = first.dropFirst()
    let frame: Int
    if frameText == "setup" { frame = TraceEvent.setup } else if let f = Int(frameText), f >= 0 { frame = f } else {
      throw fail("bad frame \(Quoted(first))")
    }
    // The arguments in place: argument i is word i + 2.
    let args = words.dropFirst(2)
    func arg(_ i: Int) throws(Failure) -> String {
      guard i < args.count else { throw fail("missing argument \(i + 1)") }
      return args[args.startIndex + i]
    }
    func expectCount(_ n: Int) throws(Failure) { if args.count != n { throw fail("expected \(n) arguments, found \(args.count)") } }
    func responder(_ s: String) throws(Failure) -> ResponderRef {
      guard let r = names.responder(s) else { throw fail("unknown responder \(Quoted(s))") }
      return r
    }
    func view(_ s: String) throws(Failure) -> Int {
      guard let v = names.view(s) else { throw fail("unknown view \(Quoted(s))") }
      return v
    }
    func recognizer(_ s: String) throws(Failure) -> Int {
      guard let g = names.recognizer(s) else { throw fail("unknown recognizer \(Quoted(s))") }
      return g
    }
    func touch(_ s: String) throws(Failure) -> Int {
      guard let t = touchIndex[s] else { throw fail("unknown touch \(Quoted(s))") }
      return t
    }
    func touchList(_ s: String) throws(Failure) -> [Int] {
      guard s.hasPrefix("["), s.hasSuffix("]") else { throw fail("expected a touch list like [t1,t2]") }
      var result: [Int] = []
      for part in Self.split(String(s.dropFirst().dropLast()), on: UInt8(ascii: ",")) { result.append(try touch(part)) }
      return result
    }
    func enumValue<E: RawRepresentable>(_ s: String, _: E.Type) throws(Failure) -> E where E.RawValue == String {
      guard let e = E(rawValue: s) else { throw fail("unknown value \(Quoted(s))") }
      return e
    }
    let kindWord = words[1]
    let kind: TraceEvent.Kind
    let known = Self.kindWords[kindWord]
    if case .touches(let message) = known {
      try expectCount(2)
      kind = .touches(message, try responder(arg(0)), try touchList(arg(1)))
    } else if case .recognizerTouches(let message) = known {
      try expectCount(2)
      kind = .recognizerTouches(recognizer: try recognizer(arg(0)), message, try touchList(arg(1)))
    } else if case .event(let event) = known {
      try expectCount(1)
      kind = .event(event, try responder(arg(0)))
    } else if case .tracking(let call) = known {
      if call == .cancelTracking {
        try expectCount(1)
        kind = .tracking(call, control: try view(arg(0)), touch: nil)
      } else {
        try expectCount(2)
        kind = .tracking(call, control: try view(arg(0)), touch: try touch(arg(1)))
      }
    } else {
      switch kindWord {
      case "firstResponder": try expectCount(1); kind = .firstResponder(try responder(arg(0)))
      case "firstResponderRefused": try expectCount(1); kind = .firstResponderRefused(try responder(arg(0)))
      case "hitTest":
        try expectCount(2)
        let hit = try arg(1)
        kind = .hitTest(touch: try touch(arg(0)), view: hit == "none" ? nil : try view(hit))
      case "visit": try expectCount(1); kind = .visit(view: try view(arg(0)))
      case "dropped":
        try expectCount(try arg(0).hasPrefix("touches") ? 2 : 1)
        if case .touches(let message) = Self.kindWords[try arg(0)] {
          kind = .droppedTouches(message, try touchList(arg(1)))
        } else {
          kind = .droppedEvent(try enumValue(arg(0), NonTouchEvent.self))
        }
      case "tapCount":
        try expectCount(2)
        guard let count = Int(try arg(1)), count > 1 else { throw fail("expected a tap count above 1, found \(Quoted(try arg(1)))") }
        kind = .tapCount(touch: try touch(arg(0)), count: count)
      case "refused":
        try expectCount(3)
        kind = .refused(touch: try touch(arg(0)), view: try view(arg(1)), try enumValue(arg(2), RefusalReason.self))
      case "state": try expectCount(2); kind = .recognizerState(recognizer: try recognizer(arg(0)), try enumValue(arg(1), RecognizerState.self))
      case "action": try expectCount(2); kind = .recognizerAction(recognizer: try recognizer(arg(0)), try enumValue(arg(1), RecognizerState.self))
      case "reset": try expectCount(1); kind = .recognizerReset(recognizer: try recognizer(arg(0)))
      case "controlEvent": try expectCount(2); kind = .controlEvent(control: try view(arg(0)), try enumValue(arg(1), ControlEvent.self))
      case "scroll": try expectCount(2); kind = .scroll(view: try view(arg(0)), try enumValue(arg(1), ScrollPhase.self))
      case "sendAction":
        try expectCount(3)
        let receiver = try arg(2)
        kind = .actionSent(control: try view(arg(0)), action: try arg(1), receiver: receiver == "unhandled" ? nil : try responder(receiver))
      default: throw fail("unknown event kind \(Quoted(kindWord))")
      }
    }
    return TraceEvent(frame: frame, kind)
  }

  /// The non-empty runs of `text` between `separator` bytes, found in its UTF-8 in place.
  private static func split(_ text: String, on separator: UInt8) -> [String] {
    var text = text
    return text.withUTF8 { bytes in
      var parts: [String] = []
      parts.reserveCapacity(6)
      var start = 0
      for end in 0...bytes.count where end == bytes.count || bytes[end] == separator {
        if end > start { parts.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)) }
        start = end + 1
      }
      return parts
    }
  }

  /// The kind words named by their cases (touch messages to a view or to a recognizer, events, tracking calls), found
  /// with one lookup instead of trying each list in turn.
  private enum KindWord { case touches(TouchMessage), recognizerTouches(TouchMessage), event(NonTouchEvent), tracking(TrackingCall) }

  private static let kindWords: [String: KindWord] = {
    var words: [String: KindWord] = [:]
    for message in TouchMessage.allCases {
      words[message.methodName] = .touches(message)
      words["recognizer" + message.methodName.capitalizedFirst] = .recognizerTouches(message)
    }
    for event in NonTouchEvent.allCases { words[event.rawValue] = .event(event) }
    for call in TrackingCall.allCases { words[call.rawValue] = .tracking(call) }
    return words
  }()
}
