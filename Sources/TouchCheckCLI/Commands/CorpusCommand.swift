import TouchModel
/// `touchcheck corpus verify|merge|minimize`: tools for a corpus of case files.
enum CorpusCommand: Command {
  static let name = "corpus"
  static let abstract = "Corpus tools: verify case files, merge archives of shards, minimize a corpus, prune fixed cases."
  static let valuedOptions = ["engine", "case-timeout", "known"]
  static let flags = ["dry-run", "quiet", "in-process", "allow-empty"]
  static let subcommands = ["verify", "merge", "minimize", "prune"]
  static let help = """
    USAGE: touchcheck corpus verify PATH... [--engine NAME] [--allow-empty] [--case-timeout SECONDS] [--quiet]
           touchcheck corpus merge DEST SRC... [--quiet]
           touchcheck corpus minimize DIR [--engine NAME] [--dry-run] [--quiet]
           touchcheck corpus prune DIR --engine NAME [--known FILE] [--dry-run] [--quiet]

    verify    Decodes and validates every .json case file under the paths (recursively, in
              sorted order), replays each on the oracle against its "expected" trace, and with
              --engine on that engine too (as `touchcheck replay --engine`; a file without an
              expected trace is compared with the oracle's trace). One line per file (OK, FAIL,
              ERROR); every bad file is named with its field and problem and the rest goes on.
              Exits 0 if every file is ok, 1 if a replay differed, 2 if a file or path is bad,
              3 if one cannot be read.
    merge     Unites archives (shards, machines) into DEST. A file already in DEST byte for byte
              is skipped (SAME). Archived counterexamples are kept one per engine and signature:
              of two with one signature, the one with the smaller origin (seed, then first case
              index) stays where DEST has the signature; the other is a duplicate (DUP), and a
              DEST file replaced by a smaller origin is reported (REPL). Other files are copied
              (COPY); one whose name DEST uses for a different file is copied as NAME-2.json
              (-3…) and reported. Never overwrites silently; merging again changes nothing.
              The shards of a campaign (`fuzz --shard I/N`) merge into what one unsharded run
              with the same seed archives. Exits 0, or 2/3 if a file is bad or unwritable.
    minimize  Keeps the fewest case files that keep the corpus's coverage: the rules the oracle
              fires on the cases, and the signatures (with --engine, those the engine shows on
              the cases now; without, those archived files record, one file per signature).
              Greedy set cover, ties broken by file name. Removes the other files (--dry-run:
              lists them) and prints the counts before and after. Bad files are named and left.
              Meant for archives and generated corpora: documented cases are the oracle's
              specification, each worth keeping.
    prune     Removes the archived counterexamples (files with a "found" member) that the engine
              now passes at its level (its profile, and --known's deviations and profile values,
              as fuzz and replay hold it): the mistakes it fixed (FIXED). Files that still diverge,
              that its level skips, and documented cases are kept (KEEP), bad files named and
              left. A campaign's summary lists the archived cases that now match; this removes
              them, so a mistake found again is archived under its signature's own name rather
              than as SIGNATURE-2.json. --dry-run lists them instead.

    OPTIONS:
      --engine NAME          verify, minimize: the engine (see `touchcheck engines`), or
                             exec:'COMMAND ARGS' for one in another process.
      --case-timeout SECONDS For an exec: or isolated engine, the longest one case may take (default 10).
      --in-process           Run an engine registered by this executable in this process
                             (default: isolated in child processes, so a trap is reported).
      --allow-empty          verify: a path that is missing or holds no case file is not an error
                             (an archive a conforming engine's campaigns left empty): it is
                             named, and the rest is verified as usual.
      --known FILE           prune: accepted divergences, deviations and profile values, as for fuzz.
      --dry-run              minimize, prune: list the files that would be removed, remove nothing.
      --quiet                Print only problems (and removals) and the summary.
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard let subcommand = arguments.positionals.first else {
      throw UsageError("corpus needs a subcommand: \(subcommands.joined(separator: ", "))")
    }
    let paths = Array(arguments.positionals.dropFirst())
    switch subcommand {
    case "verify":
      try refuse(["dry-run", "known"], for: subcommand, arguments)
      return try CorpusVerifyCommand.run(paths, arguments)
    case "merge":
      try refuse(["dry-run", "engine", "case-timeout", "in-process", "allow-empty", "known"], for: subcommand, arguments)
      return try CorpusMergeCommand.run(paths, arguments)
    case "minimize":
      try refuse(["allow-empty", "known"], for: subcommand, arguments)
      return try CorpusMinimizeCommand.run(paths, arguments)
    case "prune":
      try refuse(["allow-empty"], for: subcommand, arguments)
      return try CorpusPruneCommand.run(paths, arguments)
    default:
      throw UsageError("unknown corpus subcommand \"\(subcommand)\"" + Suggestion.nearest(to: subcommand, in: subcommands)
        + " (expected one of: \(subcommands.joined(separator: ", ")))")
    }
  }

  /// A usage error for an option the subcommand does not take.
  static func refuse(_ options: [String], for subcommand: String, _ arguments: Arguments) throws(UsageError) {
    for option in options where arguments.flag(option) || arguments.last(option) != nil {
      throw UsageError("--\(option) is not an option of corpus \(subcommand)")
    }
  }
}
