import TouchCheck
import TouchModel

/// The full report of a counterexample: seed and replay command, the minimal case, the diff with its rule, and a regression test.
package enum FailureReport {
  /// The command that runs `touchcheck`, as printed in reports.
  nonisolated(unsafe) public static var command = "swift run touchcheck"
  /// The Swift expression that makes each engine, by name, for the regression tests reports print (set by the CLI).
  nonisolated(unsafe) public static var engineExpressions: [String: String] = [:]

  /// The lines to print before archiving, so the finding survives even if the run is killed while writing it;
  /// `replay` replaces the `touchcheck fuzz --replay` command (a test prints its own Swift call).
  package static func header(_ c: Counterexample, replay: String? = nil) -> String {
    var out = "Engine \(c.engine) diverges from the oracle: \(c.signature)\n"
    out += "Seed \(c.seed), case \(c.caseIndex); shrunk in \(c.shrinkCalls) calls\(c.shrinkStoppedEarly ? " (stopped at its limits)" : "").\n"
    out += "Replay: \(replay ?? "\(command) fuzz --engine \(c.commandLineName ?? c.engine) --seed \(c.seed) --replay \(c.replayToken) --size \(c.size)")\n"
    return out
  }

  /// The report as text; `archivedAt` is the corpus path, if the case was archived; `header: false` leaves out the
  /// lines `header(_:)` printed already.
  /// `replay` and `engineExpression` replace the CLI's replay command and engine expression (a test prints its own).
  package static func render(
    _ c: Counterexample, archivedAt path: String? = nil, header withHeader: Bool = true, replay: String? = nil, engineExpression: String? = nil
  ) -> String {
    var out = withHeader ? header(c, replay: replay) : ""
    if c.unstable {
      out += "Unstable: the minimal case did not show \(c.signature) again in five replays (a flaky engine?); shown is the case first found, and nothing is archived.\n"
    }
    if let path, replay != nil {
      out += "Archived: \(path) (replay in a test: try expectConformance(of: engine, onCaseFile: \"\(path)\"))\n"
    } else if let path {
      let svg = (path.hasSuffix(".json") ? String(path.dropLast(5)) : path) + ".svg"
      out += "Archived: \(path) (replay: \(command) replay --engine \(c.commandLineName ?? c.engine) \(ShellWord.quoted(path)))\n"
      out += "See it: \(command) show \(ShellWord.quoted(path)) --svg \(ShellWord.quoted(svg))\n"
    }
    out += body(c) + "\nRegression test:\n" + regressionTest(c, engineExpression: engineExpression)
    return out
  }

  /// The minimal case, the traces side by side and as a diff, and the rule behind the first divergence.
  package static func body(_ c: Counterexample) -> String {
    let d = c.dimensions
    // An unstable counterexample shows the case first found, unshrunk: the heading says which (issue 33, item 4).
    let heading = c.unstable ? "Case first found, not shrunk (its minimal case did not show the signature again)" : "Minimal case"
    var out = "\n\(heading) (\(d.views) views, \(d.recognizers) recognizers, \(d.fingers) fingers, \(d.frames) frames):\n"
    out += CaseRendering.render(c.touchCase)
    switch c.divergence?.kind {
    case .nondeterministic(let second):
      let text = TraceText(c.touchCase)
      let diff = TraceDiff(expected: c.observed, observed: second.map(text.line), rules: [])
      out += "\nThe engine gave two different traces for the same case (first run, then second run):\n"
      out += diff.sideBySide(expectedName: "run 1", observedName: "run 2") + diff.render(expectedName: "run 1", observedName: "run 2")
      return out
    case .invariant(let name, let message):
      out += "\nThe engine's trace breaks the invariant \(name): \(message)\n"
    case .threw(let message):
      out += "\nThe engine threw: \(message)\n"
    case .crash(let message, let stderr), .hang(let message, let stderr), .protocol(_, let message, let stderr):
      out += "\nThe engine failed (\(c.signature)): \(message)\n" + stderrTail(stderr)
    case .trace, nil:
      break
    }
    let diff = TraceDiff(expected: c.expected, observed: c.observed, rules: c.expectedRules)
    out += "\nTraces side by side at the first divergence:\n" + diff.sideBySide(expectedName: "oracle", observedName: c.engine)
    out += "\nTrace diff:\n" + diff.render(expectedName: "oracle", observedName: c.engine)
    if let rule = c.divergence?.rule { out += "The oracle line at the first divergence is decided by \(rule) (see Oracles/UIKit/RULES.md).\n" }
    if let symptom = c.symptom { out += "What differs: \(symptom.text).\n" }
    if let diagnosis = c.diagnosis { out += causeText(diagnosis) }
    return out
  }

  /// The cause lines of a report: what explains the divergence, each deviation's sentence and rule, and a suggestion.
  static func causeText(_ diagnosis: Diagnosis) -> String {
    var out = "Cause: \(diagnosis.text).\n"
    if let cause = diagnosis.cause {
      for (k, name) in cause.deviations.enumerated() where k < cause.sentences.count {
        out += "  \(name) (\(cause.rules[k])): \(cause.sentences[k])\n"
      }
      if let suggestion = cause.suggestion { out += "  Suggestion: \(suggestion).\n" }
    }
    return out
  }

  /// The tail of an external engine's standard error, indented, or a note that it wrote none.
  static func stderrTail(_ text: String) -> String {
    guard !text.isEmpty else { return "The engine wrote nothing to its standard error.\n" }
    return "The engine's standard error (its last lines):\n" + text.split(separator: "\n", omittingEmptySubsequences: false).map { "  | " + $0 + "\n" }.joined()
  }

  /// A ready-to-paste Swift Testing test holding the minimal case itself, so it stays true whatever the engine claims later.
  package static func regressionTest(_ c: Counterexample, engineExpression: String? = nil) -> String {
    regressionTest(
      engine: c.engine, signature: c.signature, rule: c.divergence?.rule, touchCase: c.touchCase,
      source: "touchcheck fuzz --engine \(c.commandLineName ?? c.engine) --seed \(c.seed), case \(c.caseIndex)", engineExpression: engineExpression)
  }

  /// The regression test of a minimal case found on an engine (an archived one too): `source` says where it came from.
  package static func regressionTest(
    engine: String, signature: String, rule: String?, touchCase: TouchCase, source: String, engineExpression: String? = nil
  ) -> String {
    let name = engine.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    let rule = (rule ?? "divergence").map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    let json = CaseFile(touchCase: touchCase, source: source)
      .text().split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
    return """
      @Test("\(engine) matches the oracle on \(signature)")
      func regression_\(name)_\(rule)() throws {
        let engine = \(engineExpression ?? engineExpressions[engine] ?? "/* your engine */")
        try expectConformance(of: engine, caseJSON: #\"\"\"
      \(json)
            \"\"\"#)
      }

      """
  }
}
