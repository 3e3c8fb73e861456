import TouchModel

/// Replays many case files against one engine, reporting one line per file and carrying on past bad files.
public struct ReplaySession {
  /// Counts of a session.
  public struct Summary: Hashable, Sendable {
    /// Files whose trace matched.
    public var passed = 0
    /// Files whose trace differed.
    public var failed = 0
    /// Files or paths that could not be read, decoded or run.
    public var errors = 0
    /// Of the errors, those where the system failed (an unreadable file or folder).
    public var ioErrors = 0
    /// Files without an expected trace.
    public var skipped = 0

    /// Creates counts.
    public init(passed: Int = 0, failed: Int = 0, errors: Int = 0, skipped: Int = 0) {
      self.passed = passed
      self.failed = failed
      self.errors = errors
      self.skipped = skipped
    }

    /// The closing line: `replay: N passed, N failed[, N skipped]`.
    public var line: String {
      "replay: \(passed) passed, \(failed + errors) failed" + (skipped > 0 ? ", \(skipped) skipped" : "")
    }
  }

  /// The engine to replay against.
  public let engine: any TouchEngine
  /// Profile overrides applied to every file after its own.
  public let adjustProfile: @Sendable (inout Profile) throws -> Void

  /// Creates a session.
  public init(engine: any TouchEngine, adjustProfile: @escaping @Sendable (inout Profile) throws -> Void = { _ in }) {
    self.engine = engine
    self.adjustProfile = adjustProfile
  }

  /// Replays the case files under the paths; `report` receives each output line (`quiet` drops PASS lines).
  public func run(_ paths: [String], quiet: Bool = false, report: (String) -> Void) -> Summary {
    var summary = Summary()
    let listing = CorpusFiles.list(paths)
    for error in listing.errors {
      report("ERROR \(error)")
      summary.errors += 1
      if error.kind == .io { summary.ioErrors += 1 }
    }
    for path in listing.files {
      var file: CaseFile
      switch CorpusFiles.load(path) {
      case .success(let f): file = f
      case .failure(let error):
        report("ERROR \(error)")
        summary.errors += 1
        if error.kind == .io { summary.ioErrors += 1 }
        continue
      }
      do { try adjustProfile(&file.touchCase.profile) } catch {
        report("ERROR \(path): \(error)")
        summary.errors += 1
        continue
      }
      switch Replay.run(file, on: engine) {
      case .passed(let events):
        summary.passed += 1
        if !quiet { report("PASS  \(path) (\(events) events)") }
      case .mismatch(let diff):
        summary.failed += 1
        report("FAIL  \(path): first divergence at event \(diff.firstDivergence ?? 0)")
        report(diff.render(expectedName: "expected", observedName: engine.name))
      case .noExpectation(let trace):
        summary.skipped += 1
        report("NOEXP \(path): no \"expected\" list; the engine's trace has \(trace.count) events")
      case .engineFailed(let message):
        summary.errors += 1
        report("ERROR \(path): engine \(engine.name) failed: \(message)")
      }
    }
    return summary
  }
}
