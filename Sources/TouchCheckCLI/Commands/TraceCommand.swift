import TouchCheck
import TouchModel

/// `touchcheck trace CASE`: prints an engine's trace of a case.
enum TraceCommand: Command {
  static let name = "trace"
  static let abstract = "Print the oracle's trace of a case file, one event per line."
  static let valuedOptions = ["engine", "profile"]
  static let flags = ["visits", "rules", "all"]
  static let help = """
    USAGE: touchcheck trace CASE [--engine NAME] [--visits] [--rules] [--profile NAME=VALUE]...

    Runs a case file and prints the trace, one canonical line per event (the form used in
    case files' "expected" lists and in diffs). By default the trace holds the categories
    the case file compares (all but the hit-test visit order).

    OPTIONS:
      --engine NAME          Run this engine instead of the oracle (see `touchcheck engines`),
                             or exec:'COMMAND ARGS' for an engine in another process.
      --visits               Also print the order in which views are asked during hit testing.
      --all                  Print every category, whatever the case file compares.
      --rules                After each line, print the oracle rule that produced it, and list
                             the rules that fired.
      --profile NAME=VALUE   Override a profile constant (repeatable). Constants:
    \(profileHelp)
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    let file: CaseFile
    switch try CaseArgument.load(arguments, for: "trace") {
    case .success(let f): file = f
    case .failure(let refused): return refused.status
    }
    let engineName = arguments.last("engine") ?? "oracle"
    let engine = try EngineResolver.engine(named: engineName)
    var categories = arguments.flag("all") ? TraceCategories.all : file.compare
    if arguments.flag("visits") { categories.insert(.visits) }
    let run = try engine.run(file.touchCase, recording: categories)
    let text = TraceText(file.touchCase)
    for (i, event) in run.trace.enumerated() where categories.contains(event.category) {
      let rule = arguments.flag("rules") && i < run.provenance.count ? run.provenance[i].map { "   ← \($0)" } ?? "" : ""
      Output.out(text.line(event) + rule)
    }
    if arguments.flag("rules") { Output.out("rules fired: " + run.firedRules.joined(separator: " ")) }
    return 0
  }
}
