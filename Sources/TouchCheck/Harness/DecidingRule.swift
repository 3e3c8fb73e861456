import TouchModel

/// The oracle rule that decided the first differing outcome of a divergence, and the kind of difference.
///
/// Both come from the oracle's side: its run records, per event, the rule that decided its target or outcome, the rule
/// that made it happen and the rule that ordered it, what it decided not to emit (omissions, each held from the moment
/// it was decided, or over a stretch of its frame) and why each hit test returned its view. The engine's events only pick
/// which of the oracle's decisions they contradict, so the signature names the bug, not the engine's event kind:
///
/// 1. A hit test (or a visit while one runs): the hit-test precedence in `DecidingRule+HitTest.swift`.
/// 2. The engine's event is one the oracle was holding back at its own event there from a particular responder (an
///    omission of that frame naming its touch and responder; the latest decided wins): the omission's rule, kind
///    `CATEGORY:extra`, unless that same rule made the oracle's event happen (then the engine lacks it: rule 5).
/// 3. The engine fills the oracle's slot otherwise (the same kind of event for the same subject, with another
///    responder, state or outcome): the rule that decided the oracle's target or outcome; kind `CATEGORY:differs`.
///    Otherwise, an omission as in 2 naming no responder.
/// 4. Both traces hold both events in that frame, in the other order: the rule that ordered the oracle's event;
///    kind `CATEGORY:differs`.
/// 5. Otherwise the engine lacks the oracle's event there: the rule that made it happen; kind `CATEGORY:missing`.
/// 6. The oracle has nothing more in the engine's frame: the omission that covers the engine's event, else the rule
///    that governs whether such an event happens at all (`GoverningRule`); kind `CATEGORY:extra`.
///
/// Before all of these, an engine line inserted before the oracle's (rule 0, `TraceAlignment.insertion`) is signed by
/// its own kind and governing rule; and a recognizer state line's kind ends with the state reached.
///
/// Where the oracle's records name no rule (an event without provenance), the governing rule of the event decides, so
/// every signature names a rule.
///
/// CATEGORY is the oracle's: its event's category, or the category the omission held back.
package struct DecidingRule: Hashable, Sendable {
  /// The deciding rule's ID, or nil when the oracle recorded none.
  package var rule: String?
  /// The kind of difference, such as `hitTest:noHit`, `touches:missing` or `recognizers:extra`.
  package var kind: String

  /// Creates a result.
  package init(rule: String?, kind: String) {
    self.rule = rule
    self.kind = kind
  }

  /// `RULE kind`, such as `HIT-004 hitTest:noHit` (`?` when no rule is known).
  package var signature: String { (rule ?? "?") + " " + kind }

  /// The deciding rule of the first difference, at `index`, between the oracle's run and an engine's trace of a case.
  package static func decide(expected run: EngineRun, observed: Trace, at index: Int, in touchCase: TouchCase) -> DecidingRule {
    let comparison = TraceAlignment(run: run, observed: observed, index: index, touchCase: touchCase)
    var decided = comparison.insertion() ?? HitTestDecision(alignment: comparison, scene: touchCase.scene).decide() ?? comparison.decide()
    if decided.rule == nil, let event = comparison.expected ?? comparison.engine {
      decided.rule = GoverningRule.of(event, run: run, in: touchCase).id
    }
    decided.kind += comparison.stateReached(decided.kind)
    return decided
  }
}

/// The two traces around their first difference, and the oracle's records that explain it.
struct TraceAlignment {
  let run: EngineRun
  let observed: Trace
  let index: Int
  let touchCase: TouchCase

  /// The oracle's event at the difference.
  var expected: TraceEvent? { index < run.trace.count ? run.trace[index] : nil }
  /// The engine's event at the difference.
  var engine: TraceEvent? { index < observed.count ? observed[index] : nil }

  /// Rule 0 of `DecidingRule`: the engine inserted a line (a recognizer failing early, a message nobody sent) that is
  /// not a hit test: the traces realign when the engine's line is skipped, and not when the oracle's is. The
  /// signature then names the engine's line, by its own kind, object and governing rule (issue 31, item 1), not the
  /// oracle's line that happens to stand at that position.
  func insertion() -> DecidingRule? {
    // A line the oracle also has later in the frame was moved, not inserted: the ordering rule decides (rule 4).
    guard let o = engine, let e = expected, !o.isHitTesting, !e.sharesSlot(with: o), !contains(run.trace, o, after: index) else { return nil }
    func agreement(_ a: Trace, from i: Int, _ b: Trace, from j: Int) -> Int {
      var n = 0
      while i + n < a.count && j + n < b.count && a[i + n] == b[j + n] { n += 1 }
      return n
    }
    let skippingEngine = agreement(observed, from: index + 1, run.trace, from: index)
    let skippingOracle = agreement(observed, from: index, run.trace, from: index + 1)
    guard skippingEngine > 0 && skippingEngine > skippingOracle else { return nil }
    // The oracle's line is a recognizer's decision (a state or an action) the engine makes one line later, after
    // delivering something else: the late decision names the mistake better than what was delivered before it.
    if e.isRecognizerDecision && !o.isRecognizerDecision { return nil }
    if let omission = omission(covering: o) { return extra(omission) }
    return unexplainedExtra(o)
  }

  /// The state a recognizer line reached, as the end of its kind: ` failed` for a missing or extra state line (the
  /// oracle's, or the engine's), ` ended/changed` for one that differs (the oracle's, then the engine's), so that "never
  /// fails" and "never begins" are two signatures. Empty for other lines.
  func stateReached(_ kind: String) -> String {
    func state(_ event: TraceEvent?) -> RecognizerState? {
      if case .recognizerState(_, let s)? = event?.kind { return s }
      return nil
    }
    guard kind.hasPrefix("recognizers:") else { return "" }
    if kind.hasSuffix(":missing"), let s = state(expected) { return " \(s)" }
    if kind.hasSuffix(":extra"), let s = state(engine) { return " \(s)" }
    if kind.hasSuffix(":differs"), let a = state(expected), let b = state(engine), a != b { return " \(a)/\(b)" }
    return ""
  }

  /// Rules 2…6 of `DecidingRule`, for events other than hit tests.
  func decide() -> DecidingRule {
    guard let o = engine else { return missing() }
    guard let e = expected, e.frame <= o.frame else {
      // The oracle has nothing more in the engine's frame at this point.
      if let omission = omission(covering: o) { return extra(omission) }
      return unexplainedExtra(o)
    }
    if e.frame < o.frame { return missing() }
    let held = omission(covering: o).flatMap { run.ruleName($0.ruleIndex) != rule(run.causingIndices) ? $0 : nil }
    if let held, held.responder != nil { return extra(held) }
    if e.sharesSlot(with: o) { return DecidingRule(rule: rule(run.decidingIndices), kind: kind(e, "differs")) }
    if let held { return extra(held) }
    if contains(observed, e, after: index) && contains(run.trace, o, after: index) {
      return DecidingRule(rule: rule(run.orderingIndices), kind: kind(e, "differs"))
    }
    return missing()
  }

  /// The engine lacks the oracle's event: the rule that made it happen.
  func missing() -> DecidingRule {
    DecidingRule(rule: rule(run.causingIndices), kind: expected.map { kind($0, "missing") } ?? "trace:missing")
  }

  /// The engine emits what the oracle held back.
  func extra(_ omission: Omission) -> DecidingRule {
    DecidingRule(rule: run.ruleName(omission.ruleIndex), kind: categoryName(omission.categories) + ":extra")
  }

  /// An extra engine event no omission explains: the rule that governs whether such an event happens (not the rule of
  /// a neighbouring oracle line, which need not have anything to do with it).
  func unexplainedExtra(_ o: TraceEvent) -> DecidingRule {
    DecidingRule(rule: GoverningRule.of(o, run: run, in: touchCase).id, kind: categoryName(o.category) + ":extra")
  }

  /// The omission holding at the oracle's event at the difference that covers an engine event: one that holds for the
  /// rest of the frame before one that only delays it, then the latest decided (then the latest recorded).
  func omission(covering event: TraceEvent) -> Omission? {
    func rank(_ omission: Omission) -> (Int, Int) { (omission.until == nil ? 1 : 0, omission.position) }
    var best: Omission?
    for omission in run.omissions where omission.holds(at: index) && omission.covers(event) {
      if best.map({ rank(omission) >= rank($0) }) ?? true { best = omission }
    }
    return best
  }

  /// Whether a trace holds an event after an index, in that event's frame.
  func contains(_ trace: Trace, _ event: TraceEvent, after start: Int) -> Bool {
    var k = start + 1
    while k < trace.count, trace[k].frame <= event.frame {
      if trace[k] == event { return true }
      k += 1
    }
    return false
  }

  /// The rule an index array names at an index (the difference by default); provenance when the array does not say.
  func rule(_ indices: [Int16], at position: Int? = nil) -> String? {
    let k = position ?? index
    if indices.count == run.trace.count, k < indices.count { return run.ruleName(indices[k]) }
    return k < run.provenanceIndices.count ? run.ruleName(run.provenanceIndices[k]) : nil
  }

  /// `CATEGORY:relation` for an oracle event.
  func kind(_ event: TraceEvent, _ relation: String) -> String { categoryName(event.category) + ":" + relation }
}

/// The name of the first category in a set, as case files spell it.
func categoryName(_ categories: TraceCategories) -> String {
  TraceCategories.named.first { categories.contains($0.1) }?.0 ?? "event"
}
