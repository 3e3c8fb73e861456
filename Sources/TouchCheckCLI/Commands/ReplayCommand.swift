import TouchCheck
import TouchEngines
import TouchModel

/// `touchcheck replay PATH...`: replays case files against an engine, one line per file.
enum ReplayCommand: Command {
  static let name = "replay"
  static let abstract = "Replay case files and folders against an engine; one line per file."
  static let valuedOptions = ["engine", "profile"]
  static let flags = ["quiet"]
  static let help = """
    USAGE: touchcheck replay PATH... [--engine NAME] [--profile NAME=VALUE]... [--quiet]

    Replays every .json case file in the given files and folders (recursively, in sorted
    order) and compares the engine's trace with the file's "expected" lines. Prints one line
    per file (PASS, FAIL, ERROR or NOEXP), a diff for each failure, and a summary. A bad
    file is reported with its field and problem and the run carries on with the others.
    Exits 1 if any file failed, could not be read, or a path does not exist.

    OPTIONS:
      --engine NAME          Replay against this engine (default: oracle).
      --profile NAME=VALUE   Override a profile constant for every file (repeatable).
      --quiet                Print only failures and the summary.
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard !arguments.positionals.isEmpty else { throw UsageError("replay needs at least one file or folder") }
    let engineName = arguments.last("engine") ?? "oracle"
    guard let engine = BuiltInEngines.named(engineName) else { throw UsageError("unknown engine \"\(engineName)\" (see `touchcheck engines`)") }
    let (files, missing) = CorpusFiles.list(arguments.positionals)
    var passed = 0
    var failed = 0
    var errors = 0
    var noExpectation = 0
    for path in missing {
      Output.err("ERROR \(path): no such file or folder")
      errors += 1
    }
    for path in files {
      var file: CaseFile
      switch CorpusFiles.load(path) {
      case .success(let f): file = f
      case .failure(let error):
        Output.out("ERROR \(error)")
        errors += 1
        continue
      }
      try applyProfileOptions(arguments, to: &file.touchCase.profile)
      switch Replay.run(file, on: engine) {
      case .passed(let events):
        passed += 1
        if !arguments.flag("quiet") { Output.out("PASS  \(path) (\(events) events)") }
      case .mismatch(let diff):
        failed += 1
        Output.out("FAIL  \(path): first divergence at event \(diff.firstDivergence ?? 0)")
        Output.out(diff.render(expectedName: "expected", observedName: engine.name))
      case .noExpectation(let trace):
        noExpectation += 1
        Output.out("NOEXP \(path): no \"expected\" list; the engine's trace has \(trace.count) events")
      case .engineFailed(let message):
        errors += 1
        Output.out("ERROR \(path): engine \(engine.name) failed: \(message)")
      }
    }
    Output.out("replay: \(passed) passed, \(failed + errors) failed" + (noExpectation > 0 ? ", \(noExpectation) skipped" : ""))
    return failed + errors > 0 ? 1 : 0
  }
}
