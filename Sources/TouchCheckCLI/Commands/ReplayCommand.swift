import TouchCheck
import DeviationCatalogue
import TouchModel
import Reporting

/// `touchcheck replay PATH...`: replays case files against an engine, one line per file.
enum ReplayCommand: Command {
  static let name = "replay"
  static let abstract = "Replay case files and folders against an engine; one line per file."
  static let valuedOptions = ["engine", "profile", "junit", "case-timeout", "known"]
  static let flags = ["quiet", "in-process"]
  static let help = """
    USAGE: touchcheck replay PATH... [--engine NAME [--known FILE]] [--profile NAME=VALUE]... [--case-timeout SECONDS] [--quiet]

    Replays every .json case file in the given files and folders (recursively, in sorted
    order) and compares the engine's trace with the file's "expected" lines. Prints one line
    per file (PASS, FAIL, SKIP, ERROR or NOEXP), a diff for each failure, and a summary. A
    bad file is reported with its field and problem and the run carries on with the others.

    Only what the engine claims is compared, on both sides: the trace categories it emits,
    and messages reaching the application only if it claims the application. A case that
    uses a capability the engine does not claim (read from the case's content) is skipped
    and the capabilities it needs are named; the summary counts them:
      replay: 10 passed, 0 failed, 101 skipped (needs delivery 80, tap 30)

    With --engine, the files are held to the engine exactly as a campaign's documented-corpus
    replay holds them (one verdict for both): each runs under the engine's profile (declared,
    then --profile, then the known file's profile values) against the oracle with the
    deviations it accepts; a file documented under a profile value the engine does not share,
    or whose expected outcome that profile or an accepted deviation changes, is skipped and
    the reason named; a file that differs with a known signature is counted as known.
    Without --engine, the oracle replays each file under the file's own profile.

    Exits 0 if every file that ran passed (a skipped file does not fail), 1 if any file's trace
    differed or the engine failed, 2 if a file is malformed, a path does not exist or a
    folder holds no case file, and 3 if a file or folder cannot be read.

    OPTIONS:
      --engine NAME          Replay against this engine (default: oracle), or exec:'COMMAND ARGS'
                             for an engine in another process (Docs/PROTOCOL.md).
      --case-timeout SECONDS For an exec: or isolated engine, the longest one case may take (default 10).
      --in-process           Run an engine registered by this executable in this process
                             (default: isolated in child processes, so a trap is a failure).
      --known FILE           Accepted divergences, deviations and profile values, as for fuzz.
      --profile NAME=VALUE   Override a profile constant for every file (repeatable).
      --quiet                Print only failures and the summary.
      --junit FILE           Also write a JUnit XML report: one test case per replayed file.
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard !arguments.positionals.isEmpty else { throw UsageError("replay needs at least one file or folder") }
    var roles = OutputRoles()
    roles.output("--junit", arguments.last("junit"))
    for path in arguments.positionals { roles.input("the replayed path", path) }
    roles.input("--known", arguments.last("known"))
    try roles.check()
    let engineName = arguments.last("engine") ?? "oracle"
    let engine = try EngineResolver.engine(named: engineName, arguments)
    var profile = Profile()
    try applyProfileOptions(arguments, to: &profile)
    let assignments = arguments.all("profile")
    var level: EngineLevel?
    if arguments.last("engine") != nil {
      let known = try arguments.last("known").map(FuzzCommand.loadKnown) ?? KnownDivergences()
      do { level = try CampaignPolicy(engine: engine, known: known, overrides: assignments).level } catch { throw UsageError(error.description) }
    } else if arguments.last("known") != nil {
      throw UsageError("--known needs --engine NAME (the oracle accepts nothing)")
    }
    let session = ReplaySession(engine: engine, level: level) { profile in
      for assignment in assignments { try profile.apply(assignment: assignment) }
    }
    var junit: [JUnitReport.TestCase] = []
    let clock = ContinuousClock()
    let start = clock.now
    let quiet = arguments.flag("quiet")
    let summary = session.run(arguments.positionals, quiet: false) { (lines: [String]) in
      let passedOrSkipped = lines.first.map { $0.hasPrefix("PASS") || $0.hasPrefix("SKIP") || $0.hasPrefix("KNOWN") } ?? false
      if !(quiet && passedOrSkipped) { for line in lines { Output.out(line) } }
      if let first = lines.first { junit.append(testCase(first, details: lines.dropFirst().joined(separator: "\n"))) }
    }
    Output.out(summary.line)
    if let path = arguments.last("junit") {
      let elapsed = clock.now - start
      let seconds = elapsed.inSeconds
      do { try AtomicFile.write(JUnitReport(suite: "touchcheck replay --engine \(engine.commandLineName)", seconds: seconds, cases: junit).xml, to: path) } catch {
        Output.err("error: could not write the JUnit report: \(error)")
        return ExitStatus.ioError
      }
    }
    return ExitStatus.of(ioErrors: summary.ioErrors, errors: summary.errors, failed: summary.failed)
  }

  /// A replayed file's first report line (`PASS  path …`, `FAIL  …`, `SKIP  …`, `ERROR …`, `NOEXP …`) as a JUnit test case.
  ///
  /// The test case is named after the file alone, so CI history follows one file across outcomes (a fixed file is the
  /// same test case, now passing); what happened is the message.
  static func testCase(_ line: String, details: String) -> JUnitReport.TestCase {
    let tag = line.prefix(5).trimmingCharacters(in: .whitespaces)
    let text = String(line.dropFirst(6))
    let name = fileName(in: text)
    switch tag {
    case "FAIL": return .init(name: name, failure: (text, details))
    case "SKIP", "NOEXP", "KNOWN": return .init(name: name, skipped: text)
    case "ERROR": return .init(name: name, error: (text, details))
    default: return .init(name: name)
    }
  }

  /// The file a report line names: the text before its first `: ` or ` (` (what follows is the outcome).
  static func fileName(in text: String) -> String {
    let ends = [": ", " ("].compactMap { text.range(of: $0)?.lowerBound }
    return ends.min().map { String(text[..<$0]) } ?? text
  }
}
