import TouchModel

/// What one case reached, as guidance counts it: the oracle rules that fired, pairs of rules (fired in the same case,
/// or behind consecutive events), and the coarse shape of the oracle's trace (its sequence of event kinds).
///
/// Each feature is a 64-bit number: a tag in the top byte and a hash of rule IDs or event kinds below it, so the
/// numbers are the same in every process and build that has the same rule IDs.
package struct CaseFeatures {
  /// The tags of the kinds of feature.
  package enum Tag: UInt64 {
    case rule = 1, firedPair, consecutivePair, shape
  }

  /// How many distinct event kinds a shape keeps (consecutive repeats count once); longer traces share a shape.
  package static let shapeLength = 12

  private var ruleNames: [String] = []
  private var nameHashes: [UInt64] = []
  /// The hashes of the rules the last case fired, in first-fired order.
  private(set) var fired: [UInt64] = []

  /// No case read yet.
  package init() {}

  /// Which features this worker already found in the pool's table (the table only grows during a campaign).
  private var found = SeenBits()
  /// The rules the last case fired, one bit per rule index.
  private var firedSet: [UInt64] = []

  /// The features of the oracle's run of one case that are not in `seen`, sorted, each once: each rule fired, each
  /// pair of rules fired (in any order), each pair of rules deciding one after the other, and the trace's shape.
  /// Rules and pairs already found in `seen` are answered from `found` a row of bits at a time, without hashing.
  package mutating func novel(in run: EngineRun, notIn seen: FeatureTable) -> [UInt64] {
    readRuleNames(run)
    let n = nameHashes.count
    fired.removeAll(keepingCapacity: true)
    for k in firedSet.indices { firedSet[k] = 0 }
    var result: [UInt64] = []
    for index in run.firedIndices where index >= 0 && Int(index) < n {
      let x = Int(index)
      fired.append(nameHashes[x])
      let bit: UInt64 = 1 << UInt64(x & 63)
      // A rule fired twice pairs with itself.
      if firedSet[x >> 6] & bit != 0 { lookUp(.firedPair, x, x, seen, &result) }
      firedSet[x >> 6] |= bit
    }
    for w in 0..<found.words {
      Self.forEachBit(firedSet[w] & ~found.rules(word: w), word: w) { lookUp(.rule, $0, $0, seen, &result) }
    }
    for w in 0..<found.words {
      Self.forEachBit(firedSet[w], word: w) { x in
        // The rules after x in index order that x was not yet found fired with.
        for v in (x >> 6)..<found.words {
          var unknown = firedSet[v] & ~found.firedWith(x, word: v)
          if v == x >> 6 { unknown &= x & 63 == 63 ? 0 : ~0 << UInt64(x & 63 + 1) }
          Self.forEachBit(unknown, word: v) { y in lookUp(.firedPair, x, y, seen, &result) }
        }
      }
    }
    var previous: Int16 = -1
    for index in run.provenanceIndices where index != previous {
      if previous >= 0, Int(previous) < n, index >= 0, Int(index) < n, !found.hasConsecutive(Int(previous), Int(index)) {
        lookUp(.consecutivePair, Int(previous), Int(index), seen, &result)
      }
      previous = index
    }
    let shape = Self.feature(.shape, Self.shape(of: run.trace))
    if !seen.contains(shape) { result.append(shape) }
    if result.count < 2 { return result }
    result.sort()
    var unique: [UInt64] = []
    for f in result where unique.last != f { unique.append(f) }
    return unique
  }

  /// Looks up the feature of rule `x` (`y` too, for a pair) in `seen`: found, it is remembered in `found`; not found,
  /// it is added to `result`.
  private mutating func lookUp(_ tag: Tag, _ x: Int, _ y: Int, _ seen: FeatureTable, _ result: inout [UInt64]) {
    let (a, b) = (nameHashes[x], nameHashes[y])
    let feature: UInt64
    switch tag {
    case .rule: feature = Self.feature(.rule, a)
    case .firedPair: feature = Self.feature(.firedPair, Self.combine(Swift.min(a, b), Swift.max(a, b)))
    case .consecutivePair: feature = Self.feature(.consecutivePair, Self.combine(a, b))
    case .shape: preconditionFailure("a shape is not kept by rule")
    }
    guard seen.contains(feature) else { return result.append(feature) }
    switch tag {
    case .rule: found.learnRule(x)
    case .firedPair: found.learnTogether(x, y)
    case .consecutivePair: found.learnConsecutive(x, y)
    case .shape: break
    }
  }

  /// Calls `body` with the rule index of each bit set in `bits`, word `word` of a row, lowest first.
  private static func forEachBit(_ bits: UInt64, word: Int, _ body: (Int) -> Void) {
    var rest = bits
    while rest != 0 {
      body(word << 6 + rest.trailingZeroBitCount)
      rest &= rest - 1
    }
  }

  /// Reads the run's rule table when it is not the one read last, and forgets what was found under the last one.
  private mutating func readRuleNames(_ run: EngineRun) {
    guard ruleNames != run.ruleNames else { return }
    ruleNames = run.ruleNames
    nameHashes = ruleNames.map { Self.fnv($0.utf8) }
    found.reset(rules: ruleNames.count)
    firedSet = [UInt64](repeating: 0, count: found.words)
  }

  /// The hash of a trace's first `shapeLength` event kinds, consecutive repeats counted once.
  package static func shape(of trace: Trace) -> UInt64 {
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
  package static func kindCode(_ kind: TraceEvent.Kind) -> UInt64 {
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
  package static func feature(_ tag: Tag, _ hash: UInt64) -> UInt64 { tag.rawValue << 56 | hash & 0x00FF_FFFF_FFFF_FFFF }

  /// The hash a rule ID stands for in features.
  package static func ruleHash(_ rule: String) -> UInt64 { fnv(rule.utf8) }

  /// FNV-1a over bytes.
  package static func fnv(_ bytes: some Sequence<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    return hash
  }

  /// An order-dependent mix of two hashes.
  package static func combine(_ a: UInt64, _ b: UInt64) -> UInt64 {
    var z = a &* 0x9E37_79B9_7F4A_7C15 ^ b
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
