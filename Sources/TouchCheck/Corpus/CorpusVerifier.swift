import TouchModel

/// Checks a corpus file by file: decodes and validates it, replays it on the oracle against its expected trace, and
/// optionally on an engine; every bad file is named with its problem and the rest goes on.
package struct CorpusVerifier {
  /// The reference engine, whose trace must equal each file's expected trace.
  package let oracle: any TouchEngine
  /// An engine to replay every file on as well, if any.
  package let engine: (any TouchEngine)?
  /// The reference for an archived file found with accepted deviations (the oracle with them applied), by their names.
  package let reference: @Sendable ([String]) -> (any TouchEngine)?

  /// Creates a verifier.
  package init(
    oracle: any TouchEngine, engine: (any TouchEngine)? = nil, reference: @escaping @Sendable ([String]) -> (any TouchEngine)? = { _ in nil }
  ) {
    self.oracle = oracle
    self.engine = engine
    self.reference = reference
  }

  /// Verifies the case files under the paths; `reportFile` receives each file's lines (an `OK` line unless `quiet`).
  package func run(_ paths: [String], quiet: Bool = false, reportFile: ([String]) -> Void) -> CorpusVerifySummary {
    var summary = CorpusVerifySummary()
    let listing = CorpusFiles.list(paths)
    for error in listing.errors { summary.bad(error, reportFile: reportFile) }
    for path in listing.files {
      summary.files += 1
      var file: CaseFile
      switch CorpusFiles.load(path) {
      case .success(let f): file = f
      case .failure(let error): summary.bad(error, reportFile: reportFile); continue
      }
      do { _ = try FoundHeader.read(file) } catch {
        summary.bad(CorpusError(file: path, problem: error.description), reportFile: reportFile)
        continue
      }
      let shown = CorpusError.shown(path)
      var lines: [String] = []
      let accepted = FoundHeader.accepted(in: file)
      var oracle = self.oracle
      if !accepted.isEmpty {
        guard let withDeviations = reference(accepted) else {
          summary.bad(CorpusError(file: path, problem: "found.accepted: names deviations this version's catalogue does not hold: \(accepted.joined(separator: ", "))"), reportFile: reportFile)
          continue
        }
        oracle = withDeviations
      }
      if file.expected != nil {
        switch Replay.run(file, on: oracle) {
        case .passed: break
        case .mismatch(let diff):
          lines += ["FAIL  \(shown): the oracle's trace differs from the expected trace at event \(diff.firstDivergence ?? 0)"]
          lines += [diff.render(expectedName: "expected", observedName: "oracle")]
        case .badExpectation(let message):
          summary.bad(CorpusError(file: path, problem: message), reportFile: reportFile)
          continue
        case .engineFailed(let message): lines += ["FAIL  \(shown): the oracle failed: \(CorpusError.shown(message))"]
        case .skipped, .noExpectation: break
        }
      } else if engine != nil {
        // Without an expected trace, the engine is compared with the oracle's trace of the case.
        let run = (try? oracle.run(file.touchCase, recording: file.compare))?.trace ?? []
        file.expected = run.map(TraceText(file.touchCase).line)
      }
      var note = file.expected == nil ? " (no expected trace: decoded and validated)" : ""
      if let engine, lines.isEmpty {
        switch Replay.run(file, on: engine) {
        case .passed: break
        case .mismatch(let diff):
          lines += ["FAIL  \(shown): engine \(engine.name) diverges at event \(diff.firstDivergence ?? 0)"]
          lines += [diff.render(expectedName: "expected", observedName: engine.name)]
        case .engineFailed(let message): lines += ["FAIL  \(shown): engine \(engine.name) failed: \(CorpusError.shown(message))"]
        case .skipped(let needs):
          summary.skipped.skip(needing: needs)
          note = " (engine \(engine.name) skipped: needs \(needs.names.joined(separator: ", ")))"
        case .noExpectation, .badExpectation: break
        }
      }
      if lines.isEmpty {
        summary.ok += 1
        if !quiet { reportFile(["OK    \(shown)\(note)"]) }
      } else {
        summary.failed += 1
        reportFile(lines)
      }
    }
    return summary
  }
}
