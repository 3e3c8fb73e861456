import Foundation
import PropertyTesting
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle

/// `touchcheck fuzz`: a campaign against one engine, or the self-check over every mutant.
enum FuzzCommand: Command {
  static let name = "fuzz"
  static let abstract = "Fuzz an engine against the oracle; with no engine, the self-check over every mutant."
  static let valuedOptions = ["engine", "seed", "cases", "time", "jobs", "corpus", "replay", "size", "seeds", "mutants", "profile", "known", "json", "junit", "markdown", "html", "case-timeout", "shard", "state", "engine-max-memory", "documented"]
  static let flags = ["no-archive", "quiet", "stop-on-first", "resume", "guided", "unguided", "in-process", "no-documented"]
  static let help = """
    USAGE: touchcheck fuzz --engine NAME [--seed N] [--cases N | --time SECONDS] [--jobs N] [--shard I/N]
                           [--known FILE] [--stop-on-first] [--corpus DIR] [--no-archive]
                           [--json FILE] [--junit FILE] [--markdown FILE] [--html FILE]
                           [--profile NAME=VALUE]... [--case-timeout SECONDS] [--engine-max-memory MB] [--in-process] [--quiet]
                           [--guided | --unguided] [--resume] [--state FILE]
           touchcheck fuzz --engine NAME --replay TOKEN [--size N] [--seed N]
           touchcheck fuzz [--seed N] [--cases N] [--seeds K] [--mutants A,B] [--guided]   (self-check)

    With --engine, generates cases inside the engine's capabilities and compares its trace
    with the oracle's until the budget ends. Every distinct divergence is shrunk once to a
    minimal case, keeping its signature (the oracle rule that decided the first differing
    outcome and the kind of difference), printed at once with its replay command and a
    regression test, and archived (default Corpus/found). Ends with the distribution of the
    cases, the rules they made fire and never fired, and a table of distinct divergences.
    Each case also runs twice on the engine (different traces: "nondeterministic") and the
    engine's trace is checked against the harness's invariants ("invariant:NAME").
    Before generating, the engine's archived counterexamples (CORPUS/ENGINE) are replayed: those
    that still diverge are reported first, those that now pass are counted.
    Ctrl-C or SIGTERM stops generating and still prints the summary; archived cases stay.
    The campaign saves its state as it runs (CORPUS/ENGINE/.campaign-state, or --state FILE);
    --resume carries on a killed or stopped campaign from it, to the same summary and archive.

    With no engine, runs every mutant for a short budget and prints a table of mutant, rule,
    cases to find, time and minimal size; exits 1 unless every mutant is found. --seeds K
    repeats each mutant over seeds 1…K and reports the median and worst cases to find and how
    many distinct minimal cases came out.

    OPTIONS:
      --engine NAME       The engine to check (see `touchcheck engines`), or exec:'COMMAND ARGS'
                          for an engine in another process speaking the engine protocol
                          (Docs/PROTOCOL.md); its crashes, hangs and protocol errors are
                          divergences of their own (crash, hang, protocol:WHAT).
      --case-timeout SECONDS  For an exec: or isolated engine, the longest one case may take
                          before the engine counts as hung and is restarted (default 10).
      --documented DIR    Before generating, replay this documented corpus at the engine's level
                          (default: TouchCheck's own, found from any folder: beside this
                          executable, the checkout it was built from, or $TOUCHCHECK_DOCUMENTED;
                          each skipped file is listed with its reason): files the engine can run
                          under its profile must pass, or the campaign fails (exit 1).
      --no-documented     Do not replay the documented corpus first.
      --engine-max-memory MB  For an exec: or isolated engine, the most one engine process may
                          hold (resident, with its children) before it is ended after its case
                          and a fresh one started (default 2048; 0: no limit). The progress
                          line and the summary show the engine's memory and its growth per
                          10,000 cases either way.
      --in-process        Run an engine registered by this executable (TouchCheckCommand.main)
                          in this process. By default it runs isolated: this executable serves
                          it to itself over the engine protocol, one child process per worker,
                          so a trap, a hang or an exit is a crash or hang divergence, shrunk
                          and archived, and the campaign goes on.
      --seed N            The run seed (default 1). The same seed gives the same cases and traces.
      --cases N           The most cases to run (default 10000; self-check: 1000 per mutant).
      --time SECONDS      Stop generating after this long (cases unlimited unless --cases is given).
      --jobs N            Parallel workers (default: the number of cores). Without --time, the
                          cases, statistics and divergences do not depend on it.
      --shard I/N         Run shard I of N (counting from 0): only the case indices i with
                          i % N == I, out of the whole campaign's --cases, so N machines run one
                          campaign between them; `touchcheck corpus merge` unites their archives
                          into what one unsharded --unguided run with the same seed archives
                          (shards run unguided: guidance needs every shard's cases).
      --known FILE        Accepted divergences: {"format": 1, "known": [{"signature": "…",
                          "reason": "…"}]}; a signature ending in * accepts a prefix. Known ones
                          are counted apart and never fail the run; entries that no longer
                          occur are reported as fixed.
      --stop-on-first     Stop at the first divergence that is not known.
      --guided            (default with --engine) Keep the cases that reach new rules, pairs of
                          rules or trace shapes, and make about half the cases by mutating their
                          choices: the rarest rules fire about three times as often in long runs.
      --unguided          (default for the self-check) Generate every case afresh from its seed.
      --resume            Carry on the campaign saved in the state file, with the same options
                          (--jobs and --time may differ); a finished one just prints its summary.
      --state FILE        Where the campaign's state is saved (default CORPUS/ENGINE/.campaign-state).
      --corpus DIR        Where to archive counterexamples (default Corpus/found).
      --no-archive        Do not archive.
      --json FILE         Also write a machine-readable summary (a top-level "divergences" array).
      --junit FILE        Also write a JUnit XML report: one test case per distinct divergence.
      --markdown FILE     Also write the divergence and rule-coverage tables as GitHub Markdown.
      --html FILE         Also write the campaign's report as one self-contained HTML page: each
                          divergence's minimal case drawn with the oracle's and the engine's
                          bindings, the traces side by side, the rule, the replay commands; the
                          discovery curve, rule coverage and case distribution (`touchcheck
                          report` writes the same page later, from the archive and --json).
      --replay TOKEN      Regenerate one case from a replay token and compare it once.
      --size N            The size hint that goes with --replay (printed with the token).
      --seeds K           Self-check over seeds 1…K.
      --mutants A,B       Self-check only these mutants (names as `touchcheck engines` lists them).
      --profile NAME=VALUE  Override a profile constant (repeatable).
      --quiet             No progress line.
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else { throw UsageError("fuzz takes no positional arguments (found \"\(arguments.positionals[0])\")") }
    var configuration = Campaign.Configuration()
    configuration.seed = UInt64(try arguments.int("seed") ?? 1)
    configuration.jobs = try arguments.int("jobs", atLeast: 1) ?? ProcessInfo.processInfo.activeProcessorCount
    configuration.stopOnFirst = arguments.flag("stop-on-first")
    try applyProfileOptions(arguments, to: &configuration.profile)
    let cases = try arguments.int("cases", atLeast: 1)
    if let seconds = try arguments.seconds("time") {
      configuration.timeLimit = .milliseconds(Int64(seconds * 1000))
      configuration.cases = cases ?? Int.max / 2
    }
    if let path = arguments.last("known") { configuration.known = try loadKnown(path) }
    if arguments.flag("guided") && arguments.flag("unguided") { throw UsageError("--guided and --unguided exclude each other") }
    // Guidance pays in long campaigns (rare rules fire about three times as often); over the self-check's 1,000 cases
    // per mutant it finds nothing sooner, so the self-check measures the generator alone unless asked
    // (Docs/CAMPAIGNS.md, "Guidance").
    configuration.guided = arguments.last("engine") == nil ? arguments.flag("guided") : !arguments.flag("unguided")
    guard let engineName = arguments.last("engine") else {
      for option in ["replay", "known", "json", "markdown", "html", "corpus", "case-timeout", "shard", "state", "engine-max-memory", "documented"] where arguments.last(option) != nil {
        throw UsageError("--\(option) needs --engine NAME (the self-check runs every mutant)")
      }
      if arguments.flag("resume") { throw UsageError("--resume needs --engine NAME (the self-check is not resumed)") }
      configuration.cases = cases ?? 1_000
      let mutants = try SelfCheck.mutants(named: arguments.last("mutants"))
      return SelfCheck.run(configuration, seeds: try arguments.int("seeds", atLeast: 1), mutants: mutants)
    }
    for option in ["seeds", "mutants"] where arguments.last(option) != nil {
      throw UsageError("--\(option) is for the self-check; drop --engine or --\(option)")
    }
    let engine = try EngineResolver.engine(named: engineName, arguments)
    // The one campaign policy (CampaignPolicy): the same reference, profile, diagnosis and guidance as expectConformance.
    let policy: CampaignPolicy
    do { policy = try CampaignPolicy(engine: engine, known: configuration.known, overrides: arguments.all("profile")) } catch {
      throw UsageError(error.description)
    }
    let options = configuration
    configuration = policy.configuration(seed: options.seed, cases: options.cases, timeLimit: options.timeLimit, jobs: options.jobs, guided: options.guided)
    configuration.stopOnFirst = options.stopOnFirst
    let reference = policy.reference
    if let text = policy.acceptedText, !arguments.flag("quiet") { Output.out(text) }
    configuration.shard = try arguments.shard()
    if configuration.shard != nil {
      if arguments.flag("guided") {
        throw UsageError("--guided cannot be sharded: guidance learns from every case of the campaign, and a shard sees only its own; shards run unguided, so their merged archives equal one --unguided run with the same seed")
      }
      configuration.guided = false
    }
    if let token = arguments.last("replay") {
      if configuration.shard != nil { throw UsageError("--shard is for campaigns; --replay runs one case") }
      return try FuzzReplay.run(token, size: try arguments.int("size") ?? 100, engine: engine, reference: reference, configuration)
    }
    if configuration.timeLimit == nil { configuration.cases = cases ?? 10_000 }
    return try FuzzCampaign.run(policy, configuration: configuration, arguments: arguments)
  }

  /// Reads a known-divergences file, as a usage error when it is wrong.
  static func loadKnown(_ path: String) throws -> KnownDivergences {
    do { return try KnownDivergences.load(path) } catch {
      if error.kind == .io { throw error }
      throw UsageError("--known \(error)")
    }
  }
}
