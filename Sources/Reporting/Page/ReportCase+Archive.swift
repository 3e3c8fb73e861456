import TouchCheck
import TouchModel

extension ReportCase {
  /// An archived counterexample (`Corpus/found/ENGINE/*.json`); `oracle` is the reference's explained run of its case
  /// (every category), `engine` how the command line names the engine, `path` the file as the page names it.
  package init(archived file: CaseFile, path: String, oracle: EngineRun, engine: String) {
    let found = CaseShow.Found(file)
    touchCase = file.touchCase
    let compared = oracle.filtered { file.compare.contains($0.category) && (file.comparesApplication || !$0.reachedApplication) }
    let lines = TraceText(file.touchCase).lines(compared.trace)
    // The file's expected lines are what the engine was compared with; the rules come from the oracle's run of today
    // when it still gives those lines.
    expected = file.expected ?? lines
    expectedRules = expected == lines ? compared.provenance : []
    observed = found.observed ?? []
    let signature = found.signature ?? file.summary ?? path
    picture = Self.picture(file.touchCase, oracle: oracle, observed: observed, title: signature)
    note = nil
    replay = ["\(FailureReport.command) replay --engine \(engine) \(ShellWord.quoted(path))"]
    if let token = found.replayToken, let seed = found.seed {
      replay.append("\(FailureReport.command) fuzz --engine \(engine) --seed \(seed) --replay \(token) --size \(found.size ?? 100)")
    }
    let source = found.seed.flatMap { seed in found.caseIndex.map { "touchcheck fuzz --engine \(engine) --seed \(seed), case \($0)" } }
    regressionTest = FailureReport.regressionTest(
      engine: found.engine ?? engine, signature: signature, rule: file.rules.first, touchCase: file.touchCase, source: source ?? file.source ?? path)
    origin = found.how ?? file.source ?? path
  }
}
