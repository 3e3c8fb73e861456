import Foundation
import TouchCheck
import TouchModel
import Reporting

/// `touchcheck report ARCHIVE [--json SUMMARY]... --html FILE`: a campaign's page from its archive and summaries.
enum ReportCommand: Command {
  static let name = "report"
  static let abstract = "Write a campaign's HTML page from its archive folder and its --json summaries (shards merged)."
  static let valuedOptions = ["json", "html"]
  static let flags: [String] = []
  static let help = """
    USAGE: touchcheck report ARCHIVE [--json SUMMARY]... --html FILE

    Writes the campaign's report as one self-contained HTML page (inline SVG, CSS and a little
    script; nothing is fetched), the page `touchcheck fuzz … --html FILE` writes: the header
    (engine, seed, budget, cases, time, exit status); the divergences grouped by cause as the
    text table groups them, each folded until opened, with its minimal case drawn to scale with
    the view the oracle and the view the engine bound each finger to, the two traces side by
    side with the first differing line marked, the deciding rule with its sources, the replay
    commands and the regression test; the discovery curve (distinct divergences against cases
    and against time, log scale); rule coverage by area; and the case distribution.

    ARCHIVE is an archive folder (Corpus/found, one engine's folder in it, or the destination of
    `touchcheck corpus merge`): each divergence's minimal case is read from the archived file
    with its signature. Give every shard's summary (--json, repeatable) to get one page for a
    sharded campaign; without a summary the page shows what the archive alone tells (no counts,
    coverage, distribution or discovery), and the archive must hold one engine's cases.

    OPTIONS:
      --json SUMMARY   A summary written by `touchcheck fuzz … --json` (repeatable: the shards of
                       one campaign, same engine and seed, are merged).
      --html FILE      Where to write the page (atomically).

    The same shard's summary given twice is read once (with a note). Exits 1 when the page
    shows divergences (as fuzz would have), 0 when the engine conforms, 2 or 3 for a bad or
    unreadable input.
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.count == 1 else { throw UsageError("report takes exactly one archive folder (found \(arguments.positionals.count) arguments)") }
    guard let output = arguments.last("html") else { throw UsageError("report needs --html FILE (the page to write)") }
    let folder = arguments.positionals[0]
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw UsageError("\(CorpusError.shown(folder)): not a folder (ARCHIVE is the archive folder, such as Corpus/found)")
    }
    var roles = OutputRoles()
    roles.output("--html", output)
    for path in arguments.all("json") { roles.input("--json", path) }
    roles.folder("the archive folder", folder)
    try roles.check()
    var summaries: [ReportSummary] = []
    var read: [String: String] = [:]  // a campaign shard's identity → the file it was read from
    for path in arguments.all("json") {
      switch loadSummary(path) {
      case .success(let s):
        // The same shard given twice (a retried CI job uploaded twice) would double every count: it is read once.
        let identity = [s.engine, s.seed ?? "", s.shards.joined(separator: ",")].joined(separator: "\u{1F}")
        if let first = read[identity] {
          Output.err("note: \(CorpusError.shown(path)) is the same campaign shard as \(CorpusError.shown(first)) (engine \(s.engine), seed \(s.seed ?? "?")\(s.shards.isEmpty ? "" : ", shard \(s.shards.joined(separator: ","))")): read once")
          continue
        }
        read[identity] = path
        summaries.append(s)
      case .failure(let error):
        Output.err("error: \(error)")
        return error.kind == .io ? ExitStatus.ioError : ExitStatus.usage
      }
    }
    let archive = ArchiveFolder.read(folder)
    for error in archive.errors { Output.err("error: \(error)") }
    var summary: ReportSummary
    if summaries.isEmpty {
      let engines = ArchiveFolder.engines(archive.entries)
      guard engines.count == 1 else {
        throw UsageError(engines.isEmpty ? "\(CorpusError.shown(folder)) holds no archived counterexample" :
          "\(CorpusError.shown(folder)) holds counterexamples of several engines (\(engines.joined(separator: ", "))): give the campaign's --json summary, or one engine's folder")
      }
      summary = ReportSummary(engine: engines[0], archived: archive.entries)
    } else {
      switch ReportSummary.merged(summaries) {
      case .success(let s): summary = s
      case .failure(let problem): throw UsageError("--json: \(problem)")
      }
    }
    let engine = summary.engineArgument ?? summary.engine
    nameEngine(summary.engine, argument: engine)
    var cases: [String: ReportCase] = [:]
    for entry in archive.entries where entry.header.engine == summary.engine && cases[entry.header.signature] == nil {
      guard let k = summary.divergences.firstIndex(where: { $0.signature == entry.header.signature }) else { continue }
      summary.divergences[k].archived = entry.path
      cases[entry.header.signature] = ReportCase(archived: entry.file, path: entry.path, oracle: HTMLPage.oracleRun(entry.file), engine: engine)
    }
    guard HTMLPage.write(summary, cases: cases, exitStatus: nil, to: output) else { return ExitStatus.ioError }
    let shown = summary.divergences.filter { cases[$0.signature] != nil }.count
    Output.out("report: \(CorpusError.shown(output)) (\(summary.divergences.count) divergences, \(shown) with their minimal case from \(CorpusError.shown(folder)))")
    if !archive.errors.isEmpty { return archive.errors.contains { $0.kind == .io } ? ExitStatus.ioError : ExitStatus.usage }
    // As fuzz: 1 when the page shows divergences the engine's authors did not accept (issue 36, item 6).
    return summary.passed ?? summary.divergences.isEmpty ? ExitStatus.conforms : ExitStatus.diverged
  }

  /// Lets the regression tests make the engine as `fuzz`'s do, without starting it: a built-in or registered engine by
  /// its expression, an `exec:'COMMAND'` one (quoted as reports print it) as an external engine.
  static func nameEngine(_ name: String, argument: String) {
    if argument.hasPrefix(EngineResolver.execPrefix) {
      var command = Substring(argument.dropFirst(EngineResolver.execPrefix.count))
      if command.count >= 2, command.first == "'", command.last == "'", !command.dropFirst().dropLast().contains("'") { command = command.dropFirst().dropLast() }
      FailureReport.engineExpressions[name] = "try ExternalEngine(command: #\"\(command)\"#)"
    } else if let engine = EngineResolver.all.first(where: { $0.name == argument }) {
      FailureReport.engineExpressions[name] = EngineResolver.expression(for: engine)
    }
  }

  /// Reads one `--json` summary; the error names the file, and the line or field.
  static func loadSummary(_ path: String) -> Result<ReportSummary, CorpusError> {
    guard FileManager.default.fileExists(atPath: path) else { return .failure(CorpusError(file: path, problem: "no such file (--json SUMMARY)")) }
    let text: String
    switch CorpusFiles.read(path) {
    case .success(let t): text = t
    case .failure(let error): return .failure(error)
    }
    do {
      return .success(try ReportSummary(json: try JSONParser.parse(text)))
    } catch let error as JSONParser.SyntaxError {
      return .failure(CorpusError(file: path, problem: "not JSON: \(error)"))
    } catch let error as CaseError {
      return .failure(CorpusError(file: path, problem: "not a touchcheck fuzz --json summary: \(error)"))
    } catch {
      return .failure(CorpusError(file: path, problem: "\(error)"))
    }
  }
}
