import TouchModel
import CaseGeneration

/// The outcome of replaying one case file against an engine.
package enum ReplayOutcome: Sendable {
  /// The engine's trace equals the expected trace, at the engine's level.
  case passed(events: Int)
  /// The traces differ.
  case mismatch(TraceDiff)
  /// The file has no expected trace; the engine's trace is given.
  case noExpectation(trace: [String])
  /// The engine threw an error.
  case engineFailed(String)
  /// The case uses capabilities the engine does not claim, so it is not run.
  case skipped(needs: Capabilities)
  /// An expected line cannot be read as a trace line of the case.
  case badExpectation(String)
}

/// Replays case files: runs an engine on the case and compares its trace with the file's expected lines.
package enum Replay {
  /// Runs the engine on a case file and compares, on both sides, only what the engine claims.
  ///
  /// A case that uses capabilities the engine does not claim (read from its content by `FeatureChecker`) is skipped.
  /// Otherwise the engine records the categories the file asks for that it emits, and the file's expected lines are
  /// cut to the events the engine reports (its categories; the application only when claimed).
  /// A file compared up to the window (`compareApplication: false`) leaves the application's lines out whatever the
  /// engine claims.
  package static func run(_ file: CaseFile, on engine: any TouchEngine) -> ReplayOutcome {
    let claimed = file.comparison(for: engine.capabilities)
    let categories = file.compare.intersection(claimed.categories)
    let needs = FeatureChecker.missing(for: file.touchCase, in: engine.capabilities)
      .union(categories.isEmpty ? capabilities(emitting: file.compare).subtracting(claimed) : [])
    guard needs.isEmpty else { return .skipped(needs: needs) }
    let run: EngineRun
    do { run = try engine.run(file.touchCase, recording: categories) } catch { return .engineFailed("\(error)") }
    let text = TraceText(file.touchCase)
    let observed = claimed.projected(run.trace).filter { categories.contains($0.category) }.map(text.line)
    guard let lines = file.expected else { return .noExpectation(trace: observed) }
    let parser = TraceParser(file.touchCase)
    var expected: [String] = []
    for (index, line) in lines.enumerated() {
      do {
        if claimed.reports(try parser.parse(line)) { expected.append(line) }
      } catch {
        return .badExpectation("expected[\(index)]: \(error)")
      }
    }
    if expected == observed { return .passed(events: observed.count) }
    return .mismatch(TraceDiff(expected: expected, observed: observed))
  }

  /// The capabilities behind trace categories, to name what an engine lacks when it emits none a file compares.
  static func capabilities(emitting categories: TraceCategories) -> Capabilities {
    let sources: [(TraceCategories, Capabilities)] = [
      (.hitTest, .hitTesting), (.visits, .visits), (.touches, .delivery), (.events, .events),
      (.recognizerTouches, .recognizerKinds), (.recognizers, .recognizerKinds), (.controls, .controls), (.tapCounts, .tapCounts),
    ]
    return sources.filter { !categories.isDisjoint(with: $0.0) }.reduce([]) { $0.union($1.1) }
  }
}
