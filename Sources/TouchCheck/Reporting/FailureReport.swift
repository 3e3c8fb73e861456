import TouchModel

/// The full report of a counterexample: seed and replay command, the minimal case, the diff with its rule, and a regression test.
public enum FailureReport {
  /// The report as text; `archivedAt` is the corpus path, if the case was archived.
  public static func render(_ c: Counterexample, archivedAt path: String? = nil) -> String {
    var out = "Engine \(c.engine) diverges from the oracle: \(c.signature)\n"
    out += "Seed \(c.seed), case \(c.caseIndex); shrunk in \(c.shrinkCalls) calls\(c.shrinkStoppedEarly ? " (stopped at its limits)" : "").\n"
    out += "Replay: swift run touchcheck fuzz --engine \(c.engine) --replay \(c.replayToken) --size \(c.size)\n"
    if let path { out += "Archived: \(path) (replay: swift run touchcheck replay --engine \(c.engine) \(path))\n" }
    let d = c.dimensions
    out += "\nMinimal case (\(d.views) views, \(d.recognizers) recognizers, \(d.fingers) fingers, \(d.frames) frames):\n"
    out += CaseRendering.render(c.touchCase)
    let diff = TraceDiff(expected: c.expected, observed: c.observed, rules: c.expectedRules)
    out += "\nTraces side by side at the first divergence:\n" + diff.sideBySide(expectedName: "oracle", observedName: c.engine)
    out += "\nTrace diff:\n" + diff.render(expectedName: "oracle", observedName: c.engine)
    if let rule = c.divergence?.rule { out += "The oracle line at the first divergence comes from \(rule) (see Oracles/UIKit/RULES.md).\n" }
    out += "\nRegression test:\n" + regressionTest(c, path: path)
    return out
  }

  /// A ready-to-paste Swift Testing test: it replays the archived file, or else the exact shrunk choices.
  public static func regressionTest(_ c: Counterexample, path: String?) -> String {
    let name = c.engine.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
    let call = path.map { "try expectConformance(of: engine, onCaseFile: \"\($0)\")" }
      ?? "expectConformance(of: engine, replaying: \"\(c.replayToken)\", size: \(c.size))"
    return """
      @Test("\(c.engine) matches the oracle on \(c.signature)")
      func regression_\(name)() throws {
        let engine = /* your engine */
        \(call)
      }

      """
  }
}

