import TouchCheck
import TouchModel
import UIKitOracle

/// Diagnosis over the catalogue of mistakes: which deviations (and documented profile values) make the reference
/// reproduce an engine's trace exactly.
///
/// Single causes are tried first: each profile flag read the other way (the profile questions a report should not
/// call bugs), then each deviation in catalogue order. Only when none reproduces the trace are pairs tried, among
/// the candidates that changed the reference's trace on their own and that compose (no shared step).
package struct CatalogueDiagnosis: CauseFinding {
  /// Deviations the campaign accepted: part of the reference, not candidates.
  package let accepted: [Deviation]
  /// The deviations tried, in catalogue order.
  package let catalogue: [Deviation]

  /// Creates a diagnosis over `catalogue` (every built-in deviation by default) for a reference with `accepted` applied.
  package init(accepted: [Deviation] = [], catalogue: [Deviation] = Deviation.catalogue) {
    self.accepted = accepted
    self.catalogue = catalogue.filter { candidate in !accepted.contains { $0.name == candidate.name } }
  }

  /// One thing that may explain a trace: some deviations and some profile values.
  struct Candidate {
    var deviations: [Deviation] = []
    var profile: [(name: String, value: Bool)] = []

    var cause: Cause {
      Cause(
        deviations: deviations.map(\.name), profile: profile.map { "\($0.name)=\($0.value)" }, rules: deviations.map(\.rule.id),
        sentences: deviations.map(\.bug))
    }

    func composes(with other: Candidate) -> Bool {
      !deviations.contains { d in other.deviations.contains { d.conflicts(with: $0) } }
        && !profile.contains { p in other.profile.contains { $0.name == p.name } }
    }

    func merged(with other: Candidate) -> Candidate {
      Candidate(deviations: deviations + other.deviations, profile: profile + other.profile)
    }
  }

  package func causes(of observed: Trace, in touchCase: TouchCase, capabilities: Capabilities) -> [Cause] {
    let base = trace(of: Candidate(), touchCase, capabilities)
    var singles: [Cause] = []
    var active: [Int] = []  // indices into `all` of the candidates that change the reference's trace alone
    let all = singleCandidates(touchCase)
    for (k, candidate) in all.enumerated() {
      let result = trace(of: candidate, touchCase, capabilities)
      if result == observed {
        singles.append(candidate.cause)
      } else if result != base {
        active.append(k)
      }
    }
    if !singles.isEmpty { return singles }
    // Pairs with at least one part that changes the trace alone (the other may only show in its company), in
    // catalogue order.
    var pairs: [Cause] = []
    var isActive = [Bool](repeating: false, count: all.count)
    for k in active { isActive[k] = true }
    for i in all.indices {
      for j in all.indices where j > i && (isActive[i] || isActive[j]) && all[i].composes(with: all[j]) {
        let pair = all[i].merged(with: all[j])
        if trace(of: pair, touchCase, capabilities) == observed { pairs.append(pair.cause) }
      }
    }
    if !pairs.isEmpty { return pairs }
    return greedy(observed, touchCase, capabilities, active: active.map { all[$0] }).map { [$0.cause] } ?? []
  }

  /// Larger causes, found greedily: add the candidate that brings the reference's trace closest to the engine's (the
  /// longest common prefix, then the nearest length) until it matches, at most `greedyLimit` parts.
  func greedy(_ observed: Trace, _ touchCase: TouchCase, _ capabilities: Capabilities, active: [Candidate], from start: Candidate = Candidate()) -> Candidate? {
    var chosen = start
    var best = closeness(trace(of: chosen, touchCase, capabilities), observed)
    while chosen.deviations.count + chosen.profile.count < Self.greedyLimit {
      var next: (Candidate, (Int, Int))?
      for candidate in active where chosen.composes(with: candidate) {
        let merged = chosen.merged(with: candidate)
        let result = trace(of: merged, touchCase, capabilities)
        if result == observed { return merged }
        let score = closeness(result, observed)
        if score > (next?.1 ?? best) { next = (merged, score) }
      }
      guard let (merged, score) = next else { return nil }
      chosen = merged
      best = score
    }
    return nil
  }

  /// The most parts a greedy cause may have.
  static let greedyLimit = 4

  /// How close a trace is to the engine's: the common prefix, then minus the difference in length.
  func closeness(_ trace: Trace?, _ observed: Trace) -> (Int, Int) {
    guard let trace else { return (-1, Int.min) }
    let prefix = zip(trace, observed).prefix { $0 == $1 }.count
    return (prefix, -abs(trace.count - observed.count))
  }

  package func companies(of cause: Cause, giving observed: Trace, in touchCase: TouchCase, capabilities: Capabilities) -> [Cause] {
    guard let base = candidate(for: cause) else { return [] }
    if trace(of: base, touchCase, capabilities) == observed { return [Cause()] }
    let others = singleCandidates(touchCase).filter { base.composes(with: $0) }
    let singles = others.filter { trace(of: base.merged(with: $0), touchCase, capabilities) == observed }.map(\.cause)
    if !singles.isEmpty { return singles }
    guard let whole = greedy(observed, touchCase, capabilities, active: others, from: base) else { return [] }
    return [Candidate(deviations: Array(whole.deviations.dropFirst(base.deviations.count)), profile: Array(whole.profile.dropFirst(base.profile.count))).cause]
  }

  package func singles(in touchCase: TouchCase, capabilities: Capabilities) -> [(cause: Cause, trace: Trace)] {
    let base = trace(of: Candidate(), touchCase, capabilities)
    return singleCandidates(touchCase).compactMap { candidate in
      guard let t = trace(of: candidate, touchCase, capabilities), t != base else { return nil }
      return (candidate.cause, t)
    }
  }

  /// Every single candidate for a case: each profile flag read the other way, then each deviation in catalogue order.
  func singleCandidates(_ touchCase: TouchCase) -> [Candidate] {
    Profile.flags.map { Candidate(profile: [($0.name, !touchCase.profile[keyPath: $0.keyPath])]) } + catalogue.map { Candidate(deviations: [$0]) }
  }

  package func composes(_ a: Cause, _ b: Cause) -> Bool {
    guard let x = candidate(for: a), let y = candidate(for: b) else { return false }
    return x.composes(with: y)
  }

  package func trace(of cause: Cause, in touchCase: TouchCase, capabilities: Capabilities) -> Trace? {
    candidate(for: cause).flatMap { trace(of: $0, touchCase, capabilities) }
  }

  /// The candidate a cause names, if every part of it is known.
  func candidate(for cause: Cause) -> Candidate? {
    let deviations = cause.deviations.compactMap(Deviation.named)
    guard deviations.count == cause.deviations.count else { return nil }
    var candidate = Candidate(deviations: deviations)
    for assignment in cause.profile {
      let parts = assignment.split(separator: "=", maxSplits: 1).map(String.init)
      guard parts.count == 2, let value = Bool(parts[1]) else { return nil }
      candidate.profile.append((parts[0], value))
    }
    return candidate
  }

  /// The reference's trace with the candidate applied, at the level of an engine claiming `capabilities`.
  func trace(of candidate: Candidate, _ touchCase: TouchCase, _ capabilities: Capabilities) -> Trace? {
    var changed = touchCase
    for (name, value) in candidate.profile {
      guard let keyPath = Profile.flags.first(where: { $0.name == name })?.keyPath else { return nil }
      changed.profile[keyPath: keyPath] = value
    }
    let engine = Deviations.engine(accepted + candidate.deviations)
    return capabilities.projected(engine.run(changed, recording: capabilities.categories).trace)
  }
}
