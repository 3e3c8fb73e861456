import TouchModel

/// Where an engine's trace first leaves the oracle's (or where the engine failed a sanity check), with the signature that names the bug.
package struct Divergence: Hashable, Sendable {
  /// What kind of failure it is.
  package enum Kind: Hashable, Sendable {
    /// The traces differ.
    case trace
    /// Running the case twice on the engine gave two different traces; the second is kept.
    case nondeterministic(second: Trace)
    /// The engine's trace breaks one of the harness's invariants, named.
    case invariant(name: String, message: String)
    /// The engine threw instead of returning a trace.
    case threw(message: String)
    /// The engine's process exited before replying; the tail of its standard error is kept.
    case crash(message: String, stderr: String)
    /// The engine gave no reply within the case time limit and was killed; the tail of its standard error is kept.
    case hang(message: String, stderr: String)
    /// The engine broke the protocol (garbage, a closed pipe, a flood of output…), named by `what`; its stderr tail is kept.
    case `protocol`(what: String, message: String, stderr: String)

    /// The kind of an external engine's fault.
    init(_ fault: EngineFault) {
      switch fault.kind {
      case .crash: self = .crash(message: fault.message, stderr: fault.stderrTail)
      case .hang: self = .hang(message: fault.message, stderr: fault.stderrTail)
      case .protocol(let what): self = .protocol(what: what, message: fault.message, stderr: fault.stderrTail)
      }
    }
  }

  /// The kind of failure.
  package var kind: Kind
  /// The index of the first differing event.
  package var index: Int
  /// The oracle's event there, if its trace is that long.
  package var expected: TraceEvent?
  /// The engine's event there, if its trace is that long.
  package var observed: TraceEvent?
  /// The oracle rule that decided the first differing outcome.
  package var rule: String?
  /// The failure's signature: the deciding rule and the kind of difference, from the oracle's side alone.
  package var signature: String
}

/// The oracle's run and an engine's trace of one case, and where they part.
package struct Comparison: Sendable {
  /// The oracle's run, with the rule behind each event.
  package var expected: EngineRun
  /// The engine's trace (empty when it threw).
  package var observed: Trace
  /// The first divergence, or nil when the traces are equal and the engine passed its sanity checks.
  package var divergence: Divergence?

  /// The two traces as canonical lines, with the rule behind each oracle line.
  package func diff(_ touchCase: TouchCase) -> TraceDiff {
    let text = TraceText(touchCase)
    return TraceDiff(expected: expected.trace.map(text.line), observed: observed.map(text.line), rules: expected.provenance)
  }
}

/// Compares an engine with the oracle on one case, at the engine's level, and checks the engine's sanity.
package enum Differential {
  /// The signature of a case whose two engine runs differ.
  package static let nondeterministic = "nondeterministic"
  /// The prefix of a divergence from the reference on a case where the engine equals the plain oracle: the accepted
  /// deviations are broader than the engine's mistake there.
  package static let broader = "broader:"

  /// Which sanity checks run on the engine besides the comparison.
  package struct Checks: Hashable, Sendable {
    /// Run each case twice on the engine; different traces are a `nondeterministic` divergence.
    package var determinism = true
    /// Check the harness's invariants on the engine's trace when it differs from the oracle's.
    package var invariants = true
    /// Creates checks (both on by default).
    package init(determinism: Bool = true, invariants: Bool = true) {
      self.determinism = determinism
      self.invariants = invariants
    }
  }

  /// Runs the oracle and the engine on a case at the engine's level, compares their traces and checks the engine.
  package static func run(oracle: any TouchEngine, engine: any TouchEngine, _ touchCase: TouchCase, checks: Checks = Checks()) -> Comparison {
    let categories = engine.capabilities.categories
    let first = Result { try engine.run(touchCase, recording: categories) }
    var second: Result<EngineRun, any Error>?
    if checks.determinism, case .success = first { second = Result { try engine.run(touchCase, recording: categories) } }
    return judge(oracle: oracle, engine: engine, touchCase, first: first, second: second, checks: checks)
  }

  /// Compares the engine's runs of a case, received already (the second one when the determinism check asked for it),
  /// with the oracle's, and checks the engine.
  package static func judge(
    oracle: any TouchEngine, engine: any TouchEngine, _ touchCase: TouchCase, first: Result<EngineRun, any Error>,
    second secondRun: Result<EngineRun, any Error>?, checks: Checks = Checks()
  ) -> Comparison {
    let categories = engine.capabilities.categories
    let expected = oracle.run(touchCaseOrThrow: touchCase, categories).projected(onto: engine.capabilities)
    let observed: Trace
    switch first {
    case .success(let run): observed = engine.capabilities.projected(run.trace)
    case .failure(let fault as EngineFault): return Comparison(expected: expected, observed: [], divergence: Divergence(fault))
    case .failure(let error):
      let failure = Divergence(kind: .threw(message: "\(error)"), index: 0, expected: nil, observed: nil, rule: nil, signature: "engine-threw")
      return Comparison(expected: expected, observed: [], divergence: failure)
    }
    let second: Trace?
    switch secondRun {
    case .success(let run)?: second = engine.capabilities.projected(run.trace)
    case .failure(let fault as EngineFault)?: return Comparison(expected: expected, observed: observed, divergence: Divergence(fault))
    case .failure?, nil: second = nil
    }
    if let second, second != observed {
      let index = (0..<min(observed.count, second.count)).first { observed[$0] != second[$0] } ?? min(observed.count, second.count)
      let failure = Divergence(
        kind: .nondeterministic(second: second), index: index, expected: nil, observed: index < observed.count ? observed[index] : nil,
        rule: nil, signature: "nondeterministic")
      return Comparison(expected: expected, observed: observed, divergence: failure)
    }
    if expected.trace == observed { return Comparison(expected: expected, observed: observed, divergence: nil) }
    // Only a divergence needs to know why the oracle did what it did: run it again, recording why, to sign it.
    let explained = (try? oracle.explainedRun(touchCase, recording: categories).projected(onto: engine.capabilities)) ?? expected
    guard var divergence = divergence(expected: explained, observed: observed, in: touchCase) else {
      return Comparison(expected: explained, observed: observed, divergence: nil)
    }
    // An engine-only finding: the first event of the engine's whole trace that breaks an invariant names the bug more
    // directly than any comparison, wherever the traces part. It borrows the deciding rule only when it is the
    // event where they part; elsewhere its signature is the invariant alone.
    if checks.invariants, let violation = Invariants.violations(observed, in: touchCase).first {
      if violation.index == divergence.index {
        divergence.kind = .invariant(name: violation.name, message: violation.message)
        divergence.signature = (divergence.rule.map { $0 + " " } ?? "") + "invariant:" + violation.name
      } else {
        let e = violation.index < explained.trace.count ? explained.trace[violation.index] : nil
        divergence = Divergence(
          kind: .invariant(name: violation.name, message: violation.message), index: violation.index, expected: e,
          observed: observed[violation.index], rule: nil, signature: "invariant:" + violation.name)
      }
    }
    return Comparison(expected: explained, observed: observed, divergence: divergence)
  }

  /// The first divergence of an engine from the oracle on a case, if any.
  package static func compare(oracle: any TouchEngine, engine: any TouchEngine, _ touchCase: TouchCase) -> Divergence? {
    run(oracle: oracle, engine: engine, touchCase).divergence
  }

  /// The first divergence of two traces of a case, signed from `run`'s record of why (an `explainedRun` of the oracle).
  package static func divergence(expected run: EngineRun, observed: Trace, in touchCase: TouchCase) -> Divergence? {
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
    let decided = DecidingRule.decide(expected: run, observed: observed, at: index, in: touchCase)
    return Divergence(kind: .trace, index: index, expected: e, observed: o, rule: decided.rule, signature: decided.signature)
  }
}

extension Divergence {
  /// The divergence of an external engine's fault: its own kind and signature (`crash`, `hang`, `protocol:WHAT`), no oracle rule.
  init(_ fault: EngineFault) {
    self.init(kind: Kind(fault), index: 0, expected: nil, observed: nil, rule: nil, signature: fault.signature)
  }
}

extension TouchEngine {
  /// Runs the oracle; a throwing oracle is a bug in TouchCheck itself.
  func run(touchCaseOrThrow touchCase: TouchCase, _ categories: TraceCategories) -> EngineRun {
    do { return try run(touchCase, recording: categories) } catch { fatalError("the oracle threw \(error)") }
  }
}
