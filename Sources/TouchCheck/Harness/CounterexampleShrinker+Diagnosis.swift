import PropertyTesting
import TouchModel

extension CounterexampleShrinker {
  /// The least related cases, and the least cases where the cause acts, a cause must predict before it is named.
  static let minimumRelated = 10
  static let minimumActing = 3

  /// The cause of a trace divergence: among the causes that reproduce its minimal case, those that also predict the
  /// engine on the cases around it and on cases where they act (`CauseEvidence`); rivals that all predict are told
  /// apart by cases where their traces differ, which the engine decides. Nil without a finder or for an engine-only
  /// finding (a crash, a hang, nondeterminism), which no deviation explains; unexplained, with leads, when no cause predicts.
  ///
  /// `seed` is the seed of the campaign that found the divergence (a later campaign diagnosing an archived case passes
  /// the seed the file records), so the evidence, and what is named, is the same in both.
  func diagnose(_ touchCase: TouchCase, _ comparison: Comparison, sighting: Sighting, minimal: ChoiceSequence, seed: UInt64? = nil) -> Diagnosis? {
    let seed = seed ?? campaign.configuration.seed
    guard let finder = campaign.configuration.causes, let divergence = comparison.divergence, !divergence.signature.hasPrefix(Differential.broader) else { return nil }
    switch divergence.kind {
    case .trace, .invariant: break
    default: return nil
    }
    let capabilities = campaign.engine.capabilities
    let fitting = finder.causes(of: comparison.observed, in: touchCase, capabilities: capabilities)
    guard !fitting.isEmpty else {
      var diagnosis = Diagnosis(cause: nil)
      if case .trace = divergence.kind {
        let near = CauseEvidence.near(campaign: campaign, seed: seed, signature: sighting.signature, size: sighting.size, minimal: minimal, original: sighting.choices)
        let items = near.prefix(CauseEvidence.common).compactMap { CauseEvidence.observe($0, campaign: campaign, signature: sighting.signature) }
        diagnosis.estimate = estimate(touchCase, comparison, items)
      }
      return diagnosis
    }
    let near = CauseEvidence.near(campaign: campaign, seed: seed, signature: sighting.signature, size: sighting.size, minimal: minimal, original: sighting.choices)
    var tally = EvidenceTally(fitting: fitting, pool: near, finder: finder, capabilities: capabilities, rule: divergence.rule)
    let observe = { (candidate: CauseEvidence.Candidate) in CauseEvidence.observe(candidate, campaign: campaign, signature: sighting.signature) }
    func observeAll(_ indices: [Int]) {
      for k in indices where !tally.survivors.isEmpty && !tally.observed(k) { tally.add(k, observe(tally.pool[k])) }
    }
    // The cases near the divergence and every nudge (where a cause stops acting is the edge of its mechanism: the
    // engine says whether its mistake stops there too); then, while a cause still stands, fresh cases.
    observeAll(tally.pool.indices.filter { $0 < CauseEvidence.common || tally.pool[$0].isNudge })
    if !tally.survivors.isEmpty {
      tally.extend(CauseEvidence.fresh(campaign: campaign, seed: seed, signature: sighting.signature, known: tally.pool))
      observeAll(tally.pool.indices.filter { tally.pool[$0].isFresh })
    }
    // Each cause is held to cases where it acts: there the engine decides whether the mechanism is its own.
    for c in tally.survivors {
      var found = 0
      for k in tally.pool.indices where found < CauseEvidence.acting && tally.misses[c] == 0 && !tally.observed(k) && tally.acts(c, k) {
        found += 1
        tally.add(k, observe(tally.pool[k]))
      }
    }
    // Rivals that still predict every case: cases where their traces differ, which the engine decides.
    var splitting = 0
    for k in tally.pool.indices where splitting < CauseEvidence.acting && !tally.observed(k) {
      let survivors = tally.survivors
      guard survivors.count > 1 else { break }
      guard Set(survivors.map { tally.trace($0, k) }).count > 1 else { continue }
      splitting += 1
      tally.add(k, observe(tally.pool[k]))
    }
    let diverging = tally.items.filter(\.diverges).count
    func test(_ c: Int) -> CauseTest { CauseTest(related: tally.hits[c] + tally.misses[c], diverging: diverging, predicted: tally.hits[c]) }
    let named = tally.survivors.filter { tally.hits[$0] + tally.misses[$0] >= Self.minimumRelated && tally.actingHits[$0] >= Self.minimumActing }
    guard let first = named.first else {
      // Unexplained: what fit the minimal case is kept as leads, the best predictors first.
      let leads = fitting.indices.sorted { (tally.misses[$0], $0) < (tally.misses[$1], $1) }.prefix(3)
      var diagnosis = Diagnosis(cause: nil, confirmed: false, leads: leads.map { fitting[$0] })
      diagnosis.leadEvidence = leads.map(test)
      if case .trace = divergence.kind { diagnosis.estimate = estimate(touchCase, comparison, tally.items) }
      return diagnosis
    }
    var evidence = test(first)
    evidence.ruledOut = fitting.indices.filter { tally.misses[$0] > 0 }.map { CauseTest.RuledOut(cause: fitting[$0].name, cases: tally.misses[$0]) }
    var diagnosis = Diagnosis(cause: fitting[first], alternatives: named.dropFirst().prefix(3).map { fitting[$0] }, confirmed: true)
    diagnosis.evidence = evidence
    return diagnosis
  }
}

extension CounterexampleShrinker {
  /// The numeric profile constant the engine's traces read as, on the minimal case and the first related cases run.
  func estimate(_ touchCase: TouchCase, _ comparison: Comparison, _ items: [CauseEvidence.Item]) -> ProfileEstimate? {
    let search = ProfileSearch(reference: campaign.oracle, capabilities: campaign.engine.capabilities, engine: campaign.engine)
    let related = items.prefix(CauseEvidence.common).map { (touchCase: $0.touchCase, observed: $0.observed, diverges: $0.diverges) }
    return search.estimate(minimal: touchCase, observed: comparison.observed, related: Array(related))
  }
}

/// What the evidence says of each fitting cause so far: cases predicted and mispredicted, and where each acts.
struct EvidenceTally {
  let fitting: [Cause]
  private(set) var pool: [CauseEvidence.Candidate]
  let finder: any CauseFinding
  let capabilities: Capabilities
  var items: [CauseEvidence.Item] = []
  var hits: [Int]
  var misses: [Int]
  /// Cases where the cause acts (changes the reference) and predicts the engine.
  var actingHits: [Int]
  private var traces: [Int: [Trace?]] = [:]
  /// For each pool case, the changes each single catalogue cause makes there (computed once, when needed).
  private let singles = SinglesCache()
  private var seen: Set<Int> = []

  /// For each cause, the rules it is about: the divergence's deciding rule and the rules the cause breaks.
  let rules: [Set<String>]
  /// For each cause, the kinds of line it changes on the minimal case (the pool's first).
  var shapes: [Set<String>] = []

  init(fitting: [Cause], pool: [CauseEvidence.Candidate], finder: any CauseFinding, capabilities: Capabilities, rule: String?) {
    self.fitting = fitting
    rules = fitting.map { Set($0.rules + (rule.map { [$0] } ?? [])) }
    self.pool = pool
    self.finder = finder
    self.capabilities = capabilities
    hits = Array(repeating: 0, count: fitting.count)
    misses = hits
    actingHits = hits
    shapes = fitting.indices.map { c in
      guard let first = pool.first, let t = trace(c, 0), let edits = TraceEdits(from: first.reference, to: t) else { return [] }
      return edits.shapes(in: first.reference)
    }
  }

  /// The trace of cause `c` on pool case `k` (computed once).
  mutating func trace(_ c: Int, _ k: Int) -> Trace? {
    if let known = traces[k] { return known[c] }
    let made = fitting.map { finder.trace(of: $0, in: pool[k].touchCase, capabilities: capabilities) }
    traces[k] = made
    return made[c]
  }

  /// Adds cases to the pool.
  mutating func extend(_ more: [CauseEvidence.Candidate]) { pool += more }

  /// Whether cause `c` changes the reference on pool case `k`.
  mutating func acts(_ c: Int, _ k: Int) -> Bool { trace(c, k) != pool[k].reference }

  /// Whether the engine's first change on pool case `k` (`happened`: all it makes there) is another catalogued
  /// mistake's: a single catalogue cause that can be a mistake of one engine with cause `c` (they compose) makes it as
  /// its own first change. (What it does later with the engine's other mistakes may differ from what it does alone.)
  func covered(_ c: Int, _ happened: TraceEdits, _ k: Int, _ item: CauseEvidence.Item) -> Bool {
    guard let first = happened.edits.first else { return true }
    let reference = item.reference
    let firsts = singles.value(k) {
      finder.singles(in: pool[k].touchCase, capabilities: capabilities).compactMap { single in
        TraceEdits(from: reference, to: single.trace)?.edits.first.map { (single.cause, $0) }
      }
    }
    return firsts.contains { $0.1 == first && finder.composes($0.0, fitting[c]) }
  }

  /// Whether cause `c` with a company of other catalogue parts gives the engine's trace on an item, the company not
  /// refuted by the engine: on the first cases where the engine agrees with the reference, the company alone must too
  /// (a company that would change them is no mistake of this engine, only a way to undo or hide the cause's changes).
  func completes(_ c: Int, _ item: CauseEvidence.Item) -> Bool {
    let companies = finder.companies(of: fitting[c], giving: item.observed, in: item.touchCase, capabilities: capabilities)
    let agreeing = items.lazy.filter { $0.observed == $0.reference }.prefix(Self.refutingCases)
    return companies.contains { company in
      company.size == 0
        || !agreeing.contains { finder.trace(of: company, in: $0.touchCase, capabilities: capabilities) != $0.reference }
    }
  }

  /// Mispredicted cases after which a cause is no longer weighed.
  static let enoughMisses = 5

  /// How many cases where the engine agrees with the reference a company is checked against.
  static let refutingCases = 40

  /// Whether pool case `k` was run on the engine.
  func observed(_ k: Int) -> Bool { seen.contains(k) }

  /// The causes that mispredicted nothing so far.
  var survivors: [Int] { fitting.indices.filter { misses[$0] == 0 } }

  /// Weighs every cause on pool case `k`, run on the engine (nil: the engine failed there; nothing is learnt).
  mutating func add(_ k: Int, _ item: CauseEvidence.Item?) {
    seen.insert(k)
    guard let item else { return }
    items.append(item)
    // A cause that mispredicted a few cases is out: it is not weighed further (its count of misses stays a floor).
    for c in fitting.indices where misses[c] < Self.enoughMisses {
      let t = trace(c, k)
      let tally = self
      let covered = { (happened: TraceEdits) in tally.covered(c, happened, k, item) }
      switch CauseEvidence.verdict(t, item, rules: rules[c], shapes: shapes[c], covered: covered, completes: { tally.completes(c, item) }) {
      case .predicts:
        hits[c] += 1
        if t != item.reference { actingHits[c] += 1 }
      case .mispredicts: misses[c] += 1
      case .silent: break
      }
    }
  }
}

/// The first change of every single catalogue cause on pool cases, kept once computed (shared by the copies of a tally).
final class SinglesCache {
  private var byCase: [Int: [(Cause, TraceEdits.Edit)]] = [:]

  /// The entry of pool case `k`, made by `make` the first time.
  func value(_ k: Int, make: () -> [(Cause, TraceEdits.Edit)]) -> [(Cause, TraceEdits.Edit)] {
    if let known = byCase[k] { return known }
    let made = make()
    byCase[k] = made
    return made
  }
}
