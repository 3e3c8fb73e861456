import TouchCheck

/// `touchcheck corpus merge DEST SRC...`: unite archives into DEST, one file per engine and signature, never overwriting silently.
enum CorpusMergeCommand {
  static func run(_ paths: [String], _ arguments: Arguments) throws -> Int32 {
    guard paths.count >= 2 else { throw UsageError("corpus merge needs a destination folder and at least one source (DEST SRC...)") }
    let merger = CorpusMerger(destination: paths[0])
    let summary = merger.run(Array(paths.dropFirst()), quiet: arguments.flag("quiet")) { Output.out($0) }
    Output.out(summary.line)
    return ExitStatus.of(ioErrors: summary.ioErrors, errors: summary.errors)
  }
}
