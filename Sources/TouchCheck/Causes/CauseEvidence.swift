import PropertyTesting
import TouchModel
import Guidance

/// The cases a cause is held to before it is named (issue 31, item 2): a cause must predict the engine, not merely fit
/// one small case that several mistakes happen to fit.
///
/// A pool of cases is made around the divergence: the minimal case and the case first found, nudges of the minimal
/// case's choices, variations of both (their choices kept up to a random point and drawn afresh after it, so each is a
/// case the generator could have made inside the engine's capabilities), and fresh cases. Each cause is held to the
/// first of them, the nudges and the fresh cases, and to those of the rest where it acts (its trace leaves the
/// reference's): there the engine decides whether the mechanism the cause names is the engine's. How a cause fares on
/// each case is `Verdict`.
struct CauseEvidence {
  /// One case, with the engine's trace and the reference's.
  struct Item {
    var touchCase: TouchCase
    var observed: Trace
    var reference: Trace
    /// Whether the engine shows the divergence's signature here.
    var diverges: Bool
    /// The rule that decides the engine's first difference here, if it differs.
    var rule: String?
  }

  /// How a cause fares on one case.
  enum Verdict {
    /// It gives the engine's trace, or makes in its first frame exactly the engine's changes there.
    case predicts
    /// It changes what the engine keeps, misses a change the engine makes where it acts, or changes nothing where the
    /// engine shows this very divergence.
    case mispredicts
    /// It changes nothing and the engine shows another divergence: the case says nothing of the cause.
    case silent
  }

  /// A case of the pool, with the reference's trace at the engine's level.
  struct Candidate {
    var touchCase: TouchCase
    var reference: Trace
    /// Whether it is a nudge of the minimal case (every nudge is run on the engine).
    var isNudge = false
    /// Whether it is a fresh case (every one is run on the engine: where a cause does nothing, the engine may still
    /// show that its mechanism reaches further).
    var isFresh = false
  }

  /// The most choices of the minimal case nudged.
  static let nudgedChoices = 200
  /// How many variations of the two cases, and fresh cases, are made.
  static let variations = 200
  static let fresh = 400
  /// Cases every cause is held to whether or not it acts there: the first of the pool, and every nudge and fresh case.
  static let common = 60
  /// Cases where it acts that each cause is held to besides, and cases that tell surviving rivals apart.
  static let acting = 30

  /// The cases near a divergence: `minimal` and `original` are its two cases' choices; then, in turn, nudges (one
  /// choice of the minimal case one or two steps up or down: a neighbouring boundary value, the next threshold, one
  /// more frame or finger, in a random order so that any stretch nudges choices from all over the case) and variations
  /// of the two cases. Deterministic in `seed` (the seed of the campaign that found the divergence, which its archived
  /// case records) and the signature, so that a later campaign replaying the archive names what the first named.
  static func near(campaign: Campaign, seed: UInt64, signature: String, size: Int, minimal: ChoiceSequence, original: ChoiceSequence) -> [Candidate] {
    var maker = CandidateMaker(campaign: campaign, size: size)
    var rng = Xoshiro256StarStar(seed: seed ^ CaseFeatures.fnv(signature.utf8))
    for parent in [minimal, original] { maker.add(replaying: parent) }
    var nudges: [(Int, UInt64)] = []
    for i in minimal.values.indices.prefix(nudgedChoices) {
      for step: UInt64 in [1, 2] {
        nudges.append((i, minimal.values[i] &+ step))
        if minimal.values[i] >= step { nudges.append((i, minimal.values[i] - step)) }
      }
    }
    for k in nudges.indices.dropLast() { nudges.swapAt(k, k + Int(rng.next(upTo: UInt64(nudges.count - 1 - k)))) }
    for k in 0..<max(nudges.count, variations) {
      if k < nudges.count {
        var nudged = minimal
        nudged.values[nudges[k].0] = nudges[k].1
        maker.add(replaying: nudged, then: rng.next(), nudge: true)
      }
      if k < variations { maker.add(replaying: ChoiceMutation.mutate(k % 2 == 0 ? minimal : original, using: &rng), then: rng.next()) }
    }
    return maker.made
  }

  /// Fresh cases for a divergence, none of them among `known`: made only when the near cases leave a cause standing.
  static func fresh(campaign: Campaign, seed: UInt64, signature: String, known: [Candidate]) -> [Candidate] {
    var maker = CandidateMaker(campaign: campaign, size: 100)
    maker.seen = Set(known.map(\.touchCase))
    var rng = Xoshiro256StarStar(seed: seed ^ CaseFeatures.fnv(signature.utf8) ^ 0xF4E5)
    for k in 0..<fresh { maker.add(seed: rng.next(), size: 5 + k % 20 * 5) }
    return maker.made
  }

  /// The case run on the engine, or nil when the engine fails there in a way no cause explains (a crash, a hang).
  static func observe(_ candidate: Candidate, campaign: Campaign, signature: String) -> Item? {
    let capabilities = campaign.engine.capabilities
    if let run = try? campaign.engine.run(candidate.touchCase, recording: capabilities.categories),
      capabilities.projected(run.trace) == candidate.reference
    {
      return Item(touchCase: candidate.touchCase, observed: candidate.reference, reference: candidate.reference, diverges: false, rule: nil)
    }
    let comparison = Differential.run(
      oracle: campaign.oracle, engine: campaign.engine, candidate.touchCase, checks: .init(determinism: false, invariants: false))
    if case .trace? = comparison.divergence?.kind {} else if comparison.divergence != nil { return nil }
    return Item(
      touchCase: candidate.touchCase, observed: comparison.observed, reference: candidate.reference,
      diverges: comparison.divergence?.signature == signature, rule: comparison.divergence?.rule)
  }

  /// How a cause fares on one case. Where the engine agrees with the reference, the cause must too, unless other
  /// catalogued parts the engine does not refute would mask it there (`completes`: the case then says nothing).
  /// Otherwise what decides is who leaves the reference first:
  /// - the cause (or both at once): in the first frame where it acts, the engine must make every change it makes and
  ///   no other, or the cause with a few more catalogue parts that the engine does not refute must give the engine's
  ///   trace (`completes`); later frames may show other mistakes;
  /// - the engine: its first change is this very divergence (it mispredicts: the cause should have acted), or a change
  ///   of the kind the cause makes (`shapes`) or under a rule it is about (`rules`) that no other catalogued mistake
  ///   that can live beside the cause makes first (`covered`), nor several with it (`completes`) (it mispredicts: the
  ///   engine's mechanism reaches further than the cause), or something else, which says nothing of the cause.
  static func verdict(
    _ trace: Trace?, _ item: Item, rules: Set<String>, shapes: Set<String>, covered: (TraceEdits) -> Bool,
    completes: () -> Bool
  ) -> Verdict {
    guard let trace else { return .mispredicts }
    if trace == item.observed { return .predicts }
    let acts = commonPrefix(trace, item.reference)
    let parts = commonPrefix(item.observed, item.reference)
    let causeActs = trace != item.reference
    let engineParts = item.observed != item.reference
    // The engine keeps what the cause changes: another catalogued mistake of the engine may mask it.
    if !engineParts { return completes() ? .silent : .mispredicts }
    guard let happened = TraceEdits(from: item.reference, to: item.observed) else {
      // Too long to align: the common prefixes decide.
      return commonPrefix(trace, item.observed) > parts ? .predicts : .mispredicts
    }
    if !causeActs || parts < acts {
      if item.diverges { return .mispredicts }
      // The engine's first change, and what else it changes in that frame.
      guard let first = happened.edits.first else { return .silent }
      let frame = happened.frame(of: first, in: item.reference)
      let there = happened.edits.filter { happened.frame(of: $0, in: item.reference) == frame }
      let related = (item.rule.map(rules.contains) ?? false) || !shapes.isDisjoint(with: TraceEdits(edits: there).shapes(in: item.reference))
      guard related else { return .silent }
      return covered(happened) || completes() ? .silent : .mispredicts
    }
    guard let predicted = TraceEdits(from: item.reference, to: trace) else { return .mispredicts }
    guard let first = predicted.edits.first else { return .mispredicts }
    let frame = predicted.frame(of: first, in: item.reference)
    let mine = TraceEdits(edits: predicted.edits.filter { predicted.frame(of: $0, in: item.reference) == frame })
    let theirs = TraceEdits(edits: happened.edits.filter { happened.frame(of: $0, in: item.reference) == frame })
    if mine.isContained(in: theirs) && theirs.isContained(in: mine) { return .predicts }
    return completes() ? .predicts : .mispredicts
  }

  /// The length of the common prefix of two traces.
  static func commonPrefix(_ a: Trace, _ b: Trace) -> Int { zip(a, b).prefix { $0 == $1 }.count }
}

/// Makes the candidates of a pool: generates each case, keeps it when it is valid and new, and runs the reference.
struct CandidateMaker {
  let campaign: Campaign
  let check: CaseCheck
  var source: ChoiceSource
  var seen: Set<TouchCase> = []
  var made: [CauseEvidence.Candidate] = []

  init(campaign: Campaign, size: Int) {
    self.campaign = campaign
    check = campaign.check
    source = ChoiceSource(replaying: [], size: size)
  }

  /// The case of a choice sequence (drawn afresh from `then` where it runs out).
  mutating func add(replaying choices: ChoiceSequence, then seed: UInt64? = nil, nudge: Bool = false) {
    if let seed { source.reset(replaying: choices, thenGeneratingFrom: seed, size: source.size) } else { source.reset(replaying: choices, size: source.size) }
    keep(nudge: nudge, fresh: false)
  }

  /// A case drawn afresh.
  mutating func add(seed: UInt64, size: Int) {
    source.reset(seed: seed, size: size)
    keep(nudge: false, fresh: true)
  }

  private mutating func keep(nudge: Bool, fresh: Bool) {
    let capabilities = campaign.engine.capabilities
    guard case .valid(let touchCase) = check.generated(&source), seen.insert(touchCase).inserted,
      let run = try? campaign.oracle.run(touchCase, recording: capabilities.categories)
    else { return }
    made.append(CauseEvidence.Candidate(touchCase: touchCase, reference: capabilities.projected(run.trace), isNudge: nudge, isFresh: fresh))
  }
}
