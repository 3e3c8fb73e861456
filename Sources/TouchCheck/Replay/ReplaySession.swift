import TouchModel

/// Replays many case files against one engine, reporting one line per file and carrying on past bad files.
package struct ReplaySession {
  /// Counts of a session.
  package typealias Summary = ReplaySummary

  /// The engine to replay against.
  package let engine: any TouchEngine
  /// Profile overrides applied to every file after its own (ignored at an engine's level, whose profile already has them).
  package let adjustProfile: @Sendable (inout Profile) throws -> Void
  /// The level the engine is held to, or nil: each file runs under its own profile against its expected lines alone.
  package let level: EngineLevel?

  /// Creates a session.
  package init(engine: any TouchEngine, level: EngineLevel? = nil, adjustProfile: @escaping @Sendable (inout Profile) throws -> Void = { _ in }) {
    self.engine = engine
    self.level = level
    self.adjustProfile = adjustProfile
  }

  /// Replays the case files under the paths; `report` receives each output line (`quiet` drops PASS and SKIP lines).
  package func run(_ paths: [String], quiet: Bool = false, report: (String) -> Void) -> Summary {
    run(paths, quiet: quiet, reportFile: { $0.forEach(report) })
  }

  /// Replays the case files under the paths; `reportFile` receives the lines of each file or bad path as one block.
  package func run(_ paths: [String], quiet: Bool = false, reportFile: ([String]) -> Void) -> Summary {
    var summary = Summary()
    let listing = CorpusFiles.list(paths)
    for error in listing.errors { count(error, in: &summary, reportFile: reportFile) }
    for path in listing.files {
      var file: CaseFile
      switch CorpusFiles.load(path) {
      case .success(let f): file = f
      case .failure(let error):
        count(error, in: &summary, reportFile: reportFile)
        continue
      }
      var lines: [String] = []
      replay(&file, path: path, in: &summary, quiet: quiet) { lines.append($0) }
      if !lines.isEmpty { reportFile(lines) }
    }
    return summary
  }

  /// Replays one decoded file at the session's level and counts its outcome.
  func replay(_ file: inout CaseFile, path: String, in summary: inout Summary, quiet: Bool, report: (String) -> Void) {
    guard let level else {
      do { try adjustProfile(&file.touchCase.profile) } catch {
        count(CorpusError(file: path, problem: "\(error)"), in: &summary) { $0.forEach(report) }
        return
      }
      record(Replay.run(file, on: engine), of: path, in: &summary, quiet: quiet, report: report)
      return
    }
    if let reason = level.skipReason(&file) {
      summary.skip(path, reason: reason)
      if !quiet { report("SKIP  \(CorpusError.shown(path)): \(reason)") }
      return
    }
    let outcome = Replay.run(file, on: engine)
    if case .skipped = outcome { summary.note(rules: file.rules, outside: true) } else { summary.note(rules: file.rules, outside: false) }
    var signature: String?
    if case .mismatch = outcome {
      // Accepted symptoms are stepped over as a campaign steps over them; what is left is signed on its own.
      var comparison = Differential.run(oracle: level.reference, engine: engine, file.touchCase)
      if !level.known.symptoms.isEmpty { comparison = comparison.steppingOver(level.known.symptoms, in: file.touchCase) }
      signature = comparison.divergence?.signature
      if let signature, let entry = level.known.entry(for: signature) {
        summary.known += 1
        if !quiet { report("KNOWN \(CorpusError.shown(path)): \(signature) (\(CorpusError.shown(entry.reason)))") }
        return
      }
    }
    record(outcome, of: path, signature: signature, in: &summary, quiet: quiet, report: report)
  }

  /// Counts and reports a path or file that could not be used.
  func count(_ error: CorpusError, in summary: inout Summary, reportFile: ([String]) -> Void) {
    reportFile(["ERROR \(error)"])
    summary.errors += 1
    if error.kind == .io { summary.ioErrors += 1 }
  }

  /// Counts and reports one file's outcome.
  func record(
    _ outcome: ReplayOutcome, of path: String, signature: String? = nil, in summary: inout Summary, quiet: Bool, report: (String) -> Void
  ) {
    switch outcome {
    case .passed(let events):
      summary.passed += 1
      if !quiet { report("PASS  \(CorpusError.shown(path)) (\(events) events)") }
    case .mismatch(let diff):
      summary.failed += 1
      summary.failedFiles.append(path)
      report("FAIL  \(CorpusError.shown(path)): first divergence at event \(diff.firstDivergence ?? 0)" + (signature.map { " (\($0))" } ?? ""))
      report(diff.render(expectedName: "expected", observedName: engine.name))
    case .noExpectation(let trace):
      summary.noExpectation += 1
      report("NOEXP \(CorpusError.shown(path)): no \"expected\" list; the engine's trace has \(trace.count) events")
    case .engineFailed(let message):
      summary.failed += 1
      summary.failedFiles.append(path)
      report("FAIL  \(CorpusError.shown(path)): engine \(engine.name) failed: \(CorpusError.shown(message))")
    case .skipped(let needs):
      summary.skip(path, needing: needs)
      if !quiet { report("SKIP  \(CorpusError.shown(path)): needs \(needs.names.joined(separator: ", "))") }
    case .badExpectation(let message):
      summary.errors += 1
      report("ERROR \(CorpusError.shown(path)): \(message)")
    }
  }
}
