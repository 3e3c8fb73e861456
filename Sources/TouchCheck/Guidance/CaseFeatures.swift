import TouchModel

/// What one case reached, as guidance counts it: the oracle rules that fired, pairs of rules (fired in the same case,
/// or behind consecutive events), and the coarse shape of the oracle's trace (its sequence of event kinds).
///
/// Each feature is a 64-bit number: a tag in the top byte and a hash of rule IDs or event kinds below it, so the
/// numbers are the same in every process and build that has the same rule IDs.
struct CaseFeatures {
  /// The tags of the kinds of feature.
  enum Tag: UInt64 {
    case rule = 1, firedPair, consecutivePair, shape
  }

  /// How many distinct event kinds a shape keeps (consecutive repeats count once); longer traces share a shape.
  static let shapeLength = 12

  private var ruleNames: [String] = []
  private var nameHashes: [UInt64] = []
  /// The hashes of the rules the last case fired, in first-fired order.
  private(set) var fired: [UInt64] = []

  /// The features of the oracle's run of one case that are not in `seen`, sorted, each once.
  mutating func novel(in run: EngineRun, notIn seen: FeatureTable) -> [UInt64] {
    var result: [UInt64] = []
    forEach(in: run) { if !seen.contains($0) { result.append($0) } }
    if result.count < 2 { return result }
    result.sort()
    var unique: [UInt64] = []
    for f in result where unique.last != f { unique.append(f) }
    return unique
  }

  /// Calls `body` with each feature of the oracle's run of one case (some more than once).
  mutating func forEach(in run: EngineRun, _ body: (UInt64) -> Void) {
    if ruleNames != run.ruleNames {
      ruleNames = run.ruleNames
      nameHashes = ruleNames.map { Self.fnv($0.utf8) }
    }
    fired.removeAll(keepingCapacity: true)
    for index in run.firedIndices where index >= 0 && Int(index) < nameHashes.count { fired.append(nameHashes[Int(index)]) }
    for (i, a) in fired.enumerated() {
      body(Self.feature(.rule, a))
      for b in fired[(i + 1)...] { body(Self.feature(.firedPair, Self.combine(Swift.min(a, b), Swift.max(a, b)))) }
    }
    var previous: Int16 = -1
    for index in run.provenanceIndices where index != previous {
      if previous >= 0, Int(previous) < nameHashes.count, index >= 0, Int(index) < nameHashes.count {
        body(Self.feature(.consecutivePair, Self.combine(nameHashes[Int(previous)], nameHashes[Int(index)])))
      }
      previous = index
    }
    body(Self.feature(.shape, Self.shape(of: run.trace)))
  }

  /// The hash of a trace's first `shapeLength` event kinds, consecutive repeats counted once.
  static func shape(of trace: Trace) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    var last: UInt64 = 0
    var kept = 0
    for event in trace {
      let code = kindCode(event.kind)
      if code == last { continue }
      last = code
      hash = combine(hash, code)
      kept += 1
      if kept == shapeLength { break }
    }
    return hash
  }

  /// A code for an event's kind and its message or state, ignoring which views, touches and recognizers it names.
  static func kindCode(_ kind: TraceEvent.Kind) -> UInt64 {
    switch kind {
    case .firstResponder: 1
    case .firstResponderRefused: 2
    case .hitTest(_, let view): view == nil ? 3 : 4
    case .visit: 5
    case .touches(let m, _, _): combine(6, fnv(m.rawValue.utf8))
    case .droppedTouches(let m, _): combine(7, fnv(m.rawValue.utf8))
    case .refused(_, _, let why): combine(8, fnv(why.rawValue.utf8))
    case .event(let e, _): combine(9, fnv(e.rawValue.utf8))
    case .droppedEvent(let e): combine(10, fnv(e.rawValue.utf8))
    case .recognizerTouches(_, let m, _): combine(11, fnv(m.rawValue.utf8))
    case .recognizerState(_, let s): combine(12, fnv(s.rawValue.utf8))
    case .recognizerAction(_, let s): combine(13, fnv(s.rawValue.utf8))
    case .recognizerReset: 14
    case .tracking(let call, _, _): combine(15, fnv(call.rawValue.utf8))
    case .controlEvent(_, let e): combine(16, fnv(e.rawValue.utf8))
    case .actionSent(_, _, let receiver): receiver == nil ? 17 : 18
    case .tapCount(_, let count): combine(19, UInt64(min(count, 4)))
    case .scroll(_, let phase): combine(20, fnv(phase.rawValue.utf8))
    }
  }

  /// A feature: the tag in the top byte, the hash below it.
  static func feature(_ tag: Tag, _ hash: UInt64) -> UInt64 { tag.rawValue << 56 | hash & 0x00FF_FFFF_FFFF_FFFF }

  /// The hash a rule ID stands for in features.
  static func ruleHash(_ rule: String) -> UInt64 { fnv(rule.utf8) }

  /// FNV-1a over bytes.
  static func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }

  /// An order-dependent mix of two hashes.
  static func combine(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var z = a &* 0x9E37_79B9_7F4A_7C15 ^ b
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
