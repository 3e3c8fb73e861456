import TouchModel

/// The outcome of replaying one case file against an engine.
public enum ReplayOutcome: Sendable {
  /// The engine's trace equals the expected trace.
  case passed(events: Int)
  /// The traces differ.
  case mismatch(TraceDiff)
  /// The file has no expected trace; the engine's trace is given.
  case noExpectation(trace: [String])
  /// The engine threw an error.
  case engineFailed(String)
}

/// Replays case files: runs an engine on the case and compares its trace with the file's expected lines.
public enum Replay {
  /// Runs the engine on a case file and compares the categories the file asks for that the engine emits.
  public static func run(_ file: CaseFile, on engine: any TouchEngine) -> ReplayOutcome {
    let categories = file.compare.intersection(engine.capabilities.categories)
    let run: EngineRun
    do { run = try engine.run(file.touchCase, recording: categories) } catch { return .engineFailed("\(error)") }
    let text = TraceText(file.touchCase)
    let observed = run.trace.filter { categories.contains($0.category) }.map(text.line)
    guard let expected = file.expected else { return .noExpectation(trace: observed) }
    if expected == observed { return .passed(events: observed.count) }
    return .mismatch(TraceDiff(expected: expected, observed: observed))
  }
}
