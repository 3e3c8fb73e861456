import Foundation
import PropertyTesting
import TouchCheck
import TouchEngines
import TouchModel
import UIKitOracle

/// `touchcheck fuzz`: a campaign against one engine, or the self-check over every mutant.
enum FuzzCommand: Command {
  static let name = "fuzz"
  static let abstract = "Fuzz an engine against the oracle; with no engine, the self-check over every mutant."
  static let valuedOptions = ["engine", "seed", "cases", "time", "jobs", "corpus", "replay", "size", "seeds", "profile"]
  static let flags = ["no-archive", "quiet"]
  static let help = """
    USAGE: touchcheck fuzz --engine NAME [--seed N] [--cases N | --time SECONDS] [--jobs N]
                           [--corpus DIR] [--no-archive] [--profile NAME=VALUE]...
           touchcheck fuzz --engine NAME --replay TOKEN [--size N]
           touchcheck fuzz [--seed N] [--cases N] [--seeds K]        (self-check)

    With --engine, generates cases inside the engine's capabilities, compares its trace with
    the oracle's, and shrinks the first divergence to a minimal counterexample, keeping its
    signature (first differing event kind and the oracle rule behind it). Prints a progress
    line (cases, cases per second, rules covered, failures), then the distribution of the
    cases, the rules they made fire and never fired, and the report of any counterexample:
    seed and replay command, the minimal case as a tree and timeline, the trace diff, and a
    regression test. The counterexample is archived in the corpus (default Corpus/found).
    Exits 1 when the engine diverged, 0 when it did not.

    With no engine, runs every mutant for a short budget and prints a table of mutant, rule,
    cases to find, time and minimal size; exits 1 unless every mutant is found. --seeds K
    repeats each mutant over seeds 1…K and reports the median and worst cases to find and how
    many distinct minimal cases came out.

    OPTIONS:
      --engine NAME       The engine to check (see `touchcheck engines`).
      --seed N            The run seed (default 1). The same seed gives the same cases and traces.
      --cases N           The most cases to run (default 10000; self-check: 1000 per mutant).
      --time SECONDS      Stop after this long instead (cases unlimited unless --cases is given).
      --jobs N            Parallel workers (default: the number of cores); results do not depend on it.
      --corpus DIR        Where to archive counterexamples (default Corpus/found).
      --no-archive        Do not archive.
      --replay TOKEN      Regenerate one case from a replay token and compare it once.
      --size N            The size hint that goes with --replay (printed with the token).
      --seeds K           Self-check over seeds 1…K.
      --profile NAME=VALUE  Override a profile constant (repeatable).
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else { throw UsageError("fuzz takes no positional arguments") }
    var configuration = Campaign.Configuration()
    configuration.seed = UInt64(try arguments.int("seed") ?? 1)
    configuration.jobs = try arguments.int("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    try applyProfileOptions(arguments, to: &configuration.profile)
    if let seconds = arguments.last("time") {
      guard let s = Double(seconds), s > 0 else { throw UsageError("--time expects seconds, found \"\(seconds)\"") }
      configuration.timeLimit = .milliseconds(Int(s * 1000))
      configuration.cases = try arguments.int("cases") ?? Int.max / 2
    }
    guard let engineName = arguments.last("engine") else {
      configuration.cases = try arguments.int("cases") ?? 1_000
      return SelfCheck.run(configuration, seeds: try arguments.int("seeds"))
    }
    guard let engine = BuiltInEngines.named(engineName) else { throw UsageError("unknown engine \"\(engineName)\" (see `touchcheck engines`)") }
    if let token = arguments.last("replay") { return try replay(token, size: try arguments.int("size") ?? 100, engine: engine, configuration) }
    if configuration.timeLimit == nil { configuration.cases = try arguments.int("cases") ?? 10_000 }
    let campaign = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration)
    let quiet = arguments.flag("quiet")
    let report = campaign.run { p in if !quiet { Output.progress(progressLine(p)) } }
    if !quiet { Output.err("") }
    Output.out(CampaignSummary.render(report, allRules: RuleCatalogue.all.map(\.id.id)))
    guard let counterexample = report.counterexample else { return 0 }
    var path: String?
    if !arguments.flag("no-archive") {
      do { path = try FoundArchive(folder: arguments.last("corpus") ?? "Corpus/found").archive(counterexample) } catch {
        Output.err("error: could not archive the counterexample: \(error)")
      }
    }
    Output.out(FailureReport.render(counterexample, archivedAt: path))
    return 1
  }

  static func progressLine(_ p: CampaignProgress) -> String {
    let seconds = Double(p.elapsed.components.seconds) + Double(p.elapsed.components.attoseconds) / 1e18
    let rate = seconds > 0 ? Int(Double(p.cases) / seconds) : 0
    return "cases \(p.cases)  \(rate)/s  rules covered \(p.rulesCovered)/\(RuleID.allCases.count)  failures \(p.failures)"
  }

  static func replay(_ token: String, size: Int, engine: any TouchEngine, _ configuration: Campaign.Configuration) throws -> Int32 {
    let choices: ChoiceSequence
    do { choices = try ChoiceSequence(replayToken: token) } catch { throw UsageError("--replay: \(error)") }
    let campaign = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration)
    var source = ChoiceSource(replaying: choices, size: size)
    let touchCase = campaign.generator.generate(&source)
    Output.out(CaseRendering.render(touchCase))
    guard let d = Differential.compare(oracle: ReferenceOracle(), engine: engine, touchCase) else {
      Output.out("The engine matches the oracle on this case.")
      return 0
    }
    Output.out("Diverges at event \(d.index): \(d.signature)")
    return 1
  }
}
