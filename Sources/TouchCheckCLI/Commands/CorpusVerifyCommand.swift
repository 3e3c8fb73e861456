import TouchCheck
import DeviationCatalogue
import UIKitOracle

/// `touchcheck corpus verify PATH...`: decode, validate and replay every case file, naming each bad one.
enum CorpusVerifyCommand {
  static func run(_ paths: [String], _ arguments: Arguments) throws -> Int32 {
    guard !paths.isEmpty else { throw UsageError("corpus verify needs at least one file or folder") }
    var paths = paths
    if arguments.flag("allow-empty") {
      // Issue 33, item 2: the archive of a conforming engine's campaigns is empty or was never made.
      let empty = paths.filter { CorpusFiles.list([$0]).isEmptyArchive }
      for path in empty { Output.out("EMPTY \(CorpusError.shown(path)): no case file (nothing archived), allowed by --allow-empty") }
      paths.removeAll { empty.contains($0) }
      if paths.isEmpty {
        Output.out("corpus verify: no case files under the paths (nothing archived); 0 failed")
        return ExitStatus.conforms
      }
    }
    let engine = try arguments.last("engine").map { name in
      try EngineResolver.engine(named: name, arguments)
    }
    let verifier = CorpusVerifier(oracle: ReferenceOracle(), engine: engine) { CampaignPolicy.reference(forFile: $0) }
    let summary = verifier.run(paths, quiet: arguments.flag("quiet")) { lines in lines.forEach(Output.out) }
    Output.out(summary.line)
    return ExitStatus.of(ioErrors: summary.ioErrors, errors: summary.errors, failed: summary.failed)
  }
}
