import TouchModel

/// Replays the documented corpus at an engine's level before its campaign, so a clean campaign also means the
/// documented cases the engine can run pass (issue 18: profile-dependent documented cases were reached only by `replay`).
///
/// A file is run under the engine's profile (its declared one, else the default). It is skipped when it uses
/// capabilities the engine does not claim, when it is documented under a profile value the engine does not share, or
/// when its documented outcome changes under the engine's declared profile (the oracle itself no longer gives it).
public struct DocumentedReplay {
  /// What one run found.
  public struct Outcome: Sendable {
    /// Files whose trace matched.
    public var passed = 0
    /// Files the engine cannot be held to: unclaimed capabilities, another profile.
    public var skipped = 0
    /// Files that differ and whose signature the known divergences accept.
    public var known = 0
    /// Files that differ: their paths, in order.
    public var failures: [String] = []
    /// Files that could not be read or decoded.
    public var errors: [CorpusError] = []
  }

  /// The reference engine.
  public let oracle: any TouchEngine
  /// The engine under test.
  public let engine: any TouchEngine
  /// Divergences the engine's authors accept.
  public let known: KnownDivergences

  /// Creates a replay of the documented corpus for an engine.
  public init(oracle: any TouchEngine, engine: any TouchEngine, known: KnownDivergences = KnownDivergences()) {
    self.oracle = oracle
    self.engine = engine
    self.known = known
  }

  /// Replays the files under `folder`; `reportFile` gets the lines of each failing file (and, unless `quiet`, others).
  public func run(_ folder: String, quiet: Bool, reportFile: ([String]) -> Void) -> Outcome {
    var outcome = Outcome()
    let listing = CorpusFiles.list([folder])
    outcome.errors = listing.errors
    let profile = engine.declaredProfile ?? .default
    for path in listing.files {
      var file: CaseFile
      switch CorpusFiles.load(path) {
      case .success(let f): file = f
      case .failure(let error):
        outcome.errors.append(error)
        continue
      }
      let shown = CorpusError.shown(path)
      if let other = Self.otherReading(file.touchCase.profile, engine: profile) {
        outcome.skipped += 1
        if !quiet { reportFile(["SKIP  \(shown): documented under \(other)"]) }
        continue
      }
      file.touchCase.profile = profile
      if case .mismatch = Replay.run(file, on: oracle) {
        outcome.skipped += 1
        if !quiet { reportFile(["SKIP  \(shown): its documented outcome changes under the engine's declared profile or accepted deviations"]) }
        continue
      }
      switch Replay.run(file, on: engine) {
      case .passed: outcome.passed += 1
      case .skipped(let needs):
        outcome.skipped += 1
        if !quiet { reportFile(["SKIP  \(shown): needs \(needs.names.joined(separator: ", "))"]) }
      case .noExpectation, .badExpectation: outcome.skipped += 1
      case .mismatch(let diff):
        let signature = Differential.run(oracle: oracle, engine: engine, file.touchCase).divergence?.signature
        if let signature, let entry = known.entry(for: signature) {
          outcome.known += 1
          if !quiet { reportFile(["KNOWN \(shown): \(signature) (\(entry.reason))"]) }
          continue
        }
        outcome.failures.append(path)
        reportFile([
          "FAIL  \(shown): first divergence at event \(diff.firstDivergence ?? 0)" + (signature.map { " (\($0))" } ?? ""),
          diff.render(expectedName: "documented", observedName: engine.name),
        ])
      case .engineFailed(let message):
        outcome.failures.append(path)
        reportFile(["FAIL  \(shown): engine \(engine.name) failed: \(CorpusError.shown(message))"])
      }
    }
    return outcome
  }

  /// The summary line: `documented cases at this engine's level: N passed, N failed, N skipped[, N known]`.
  public static func line(_ d: Outcome) -> String {
    var text = "documented cases at this engine's level: \(d.passed) passed, \(d.failures.count) failed, \(d.skipped) skipped"
    if d.known > 0 { text += ", \(d.known) known" }
    if !d.errors.isEmpty { text += ", \(d.errors.count) unreadable" }
    return text
  }

  /// `NAME=VALUE` for the first profile value a file is documented under that the engine's profile does not share.
  static func otherReading(_ file: Profile, engine: Profile) -> String? {
    for (name, keyPath) in Profile.doubles where file[keyPath: keyPath] != Profile.default[keyPath: keyPath] && file[keyPath: keyPath] != engine[keyPath: keyPath] {
      return "\(name)=\(JSONWriter.numberText(file[keyPath: keyPath]))"
    }
    for (name, keyPath) in Profile.flags where file[keyPath: keyPath] != Profile.default[keyPath: keyPath] && file[keyPath: keyPath] != engine[keyPath: keyPath] {
      return "\(name)=\(file[keyPath: keyPath])"
    }
    return nil
  }
}
