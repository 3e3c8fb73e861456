import TouchModel

extension Comparison {
  /// The comparison with every difference described by an accepted symptom stepped over (issue 31, item 4): the
  /// engine's line is taken as if it were the oracle's there (an extra line dropped, a missing one put in, a differing
  /// one replaced) and comparison goes on, so another mistake later in the same case still shows, signed on its own.
  /// `symptoms` are the accepted sentences, where `*` stands for any text (a view's kind, a count of fingers). When
  /// nothing else differs, the divergence is signed `symptom: PATTERN | PATTERN…` (those stepped over, each once, in
  /// order), which each of their known entries accepts. The engine's trace itself is kept as it was, for reports.
  func steppingOver(_ symptoms: [String], in touchCase: TouchCase) -> Comparison {
    var observed = self.observed
    var current = divergence
    var first: Divergence?
    var used: [String] = []
    var steps = 0
    while let d = current, case .trace = d.kind, steps < Self.mostSteps, let text = Symptom.of(d, in: touchCase)?.text,
      let symptom = symptoms.first(where: { Symptom.matches(text, pattern: $0) })
    {
      if first == nil { first = d }
      if !used.contains(symptom) { used.append(symptom) }
      guard Self.step(over: d, in: &observed, expected: expected.trace) else { break }
      current = Differential.divergence(expected: expected, observed: observed, in: touchCase)
      steps += 1
    }
    guard let accepted = first else { return self }
    var settled = self
    if let current {
      settled.divergence = current
    } else {
      var known = accepted
      known.signature = KnownDivergences.symptomPrefix + used.joined(separator: KnownDivergences.symptomSeparator)
      settled.divergence = known
    }
    return settled
  }

  /// The most differences stepped over in one case.
  static let mostSteps = 256

  /// Makes the engine's trace agree with the oracle's at a difference; false when there is nothing to change.
  static func step(over d: Divergence, in observed: inout Trace, expected: Trace) -> Bool {
    let i = d.index
    switch (i < expected.count ? expected[i] : nil, i < observed.count ? observed[i] : nil) {
    case (let e?, let o?):
      // The engine's line is the oracle's later in the trace (an insertion): drop it; else it takes the oracle's place
      // when both fill one slot, and the oracle's line is put in before it otherwise.
      if d.signature.contains(":extra") && !e.sharesSlot(with: o) {
        observed.remove(at: i)
      } else if e.sharesSlot(with: o) || e.isHitTesting {
        observed[i] = e
      } else {
        observed.insert(e, at: i)
      }
    case (let e?, nil): observed.append(e)
    case (nil, _?): observed.remove(at: i)
    case (nil, nil): return false
    }
    return true
  }
}
