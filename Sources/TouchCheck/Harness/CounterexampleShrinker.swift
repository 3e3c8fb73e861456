import PropertyTesting
import TouchModel

/// Shrinks one sighting to its minimal case, keeping its signature, and builds the counterexample from it.
struct CounterexampleShrinker {
  let campaign: Campaign

  func shrink(_ sighting: Sighting) -> Counterexample {
    let started = ContinuousClock.now
    var counterexample = shrunk(sighting)
    let elapsed = ContinuousClock.now - started
    counterexample.shrinkSeconds = elapsed.inSeconds
    return counterexample
  }

  private func shrunk(_ sighting: Sighting) -> Counterexample {
    let check = campaign.check
    let stop = campaign.configuration.stop
    var source = ChoiceSource(replaying: [], size: sighting.size)
    // A nondeterministic engine need not differ on every pair of runs: a candidate is kept when any of a few checks
    // shows its two runs differ ("the runs differ" is the property shrunk, whatever else differs).
    let attempts = sighting.signature == Differential.nondeterministic ? 4 : 1
    let predicate: (ChoiceSequence) -> ShrinkAttempt = { candidate in
      if stop?.requested != nil { return .boring }
      for _ in 0..<attempts {
        source.reset(replaying: candidate, size: sighting.size)
        guard let (_, comparison) = check.run(&source) else { return .invalid }
        if comparison.divergence?.signature == sighting.signature { return .interesting(consumed: source.recorded, spans: source.spans) }
      }
      return .boring
    }
    var best = sighting.choices
    var result: ShrinkResult?
    if case .interesting(let consumed, let spans) = predicate(sighting.choices) {
      let shrunk = Shrinker(limits: campaign.configuration.shrinkLimits).shrink(consumed, spans: spans, predicate: predicate)
      best = shrunk.best
      result = shrunk
    }
    return counterexample(sighting, minimal: best, result: result)
  }

  /// The counterexample of the minimal choices, with a comparison that shows the sighting's signature when it can be reproduced.
  func counterexample(_ sighting: Sighting, minimal: ChoiceSequence, result: ShrinkResult?) -> Counterexample {
    let check = campaign.check
    func replay(_ choices: ChoiceSequence) -> (touchCase: TouchCase, comparison: Comparison)? {
      var source = ChoiceSource(replaying: choices, size: sighting.size)
      return check.run(&source)
    }
    // A nondeterministic engine may not show the same difference on every run: take a run that does.
    var run = replay(minimal)
    for _ in 0..<4 where run?.comparison.divergence?.signature != sighting.signature { run = replay(minimal) }
    let original = replay(sighting.choices)
    // A minimal case that never shows its signature again in five replays is unstable: it is reported with the case
    // first found, and never archived under a signature it does not show.
    let unstable = run?.comparison.divergence?.signature != sighting.signature
    let (touchCase, comparison) = (unstable ? original : run) ?? run ?? original!
    return make(touchCase, comparison, original: original?.touchCase ?? touchCase, sighting: sighting, minimal: minimal, result: result, unstable: unstable)
  }

  /// The counterexample of a case and its comparison, diagnosed: `sighting` and `minimal` say where it came from.
  func make(
    _ touchCase: TouchCase, _ comparison: Comparison, original: TouchCase, sighting: Sighting, minimal: ChoiceSequence, result: ShrinkResult?,
    unstable: Bool, foundWithSeed: UInt64? = nil
  ) -> Counterexample {
    let diff = comparison.diff(touchCase)
    let engine = campaign.engine
    let fingerprint = ReplayFingerprint(capabilities: engine.capabilities, profile: campaign.profile)
    var counterexample = Counterexample(
      touchCase: touchCase, original: original, engine: engine.name, categories: engine.capabilities.categories,
      divergence: comparison.divergence, signature: sighting.signature, expected: diff.expected, expectedRules: diff.rules,
      observed: diff.observed, firedRules: comparison.expected.firedRules, seed: campaign.configuration.seed, caseIndex: sighting.index,
      replayToken: fingerprint.token(minimal), size: sighting.size, shrinkCalls: result?.calls ?? 0,
      shrinkStoppedEarly: result?.stoppedEarly ?? false)
    counterexample.comparesApplication = engine.capabilities.contains(.application)
    counterexample.commandLineName = engine.commandLineName
    counterexample.acceptedDeviations = campaign.configuration.acceptedDeviations
    counterexample.unstable = unstable
    counterexample.originalReplayToken = fingerprint.token(sighting.choices)
    counterexample.diagnosis = diagnose(touchCase, comparison, sighting: sighting, minimal: minimal, seed: foundWithSeed)
    if let foundWithSeed { counterexample.seed = foundWithSeed }
    return counterexample
  }
}
