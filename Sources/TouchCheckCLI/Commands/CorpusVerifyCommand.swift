import TouchCheck
import TouchEngines
import UIKitOracle

/// `touchcheck corpus verify PATH...`: decode, validate and replay every case file, naming each bad one.
enum CorpusVerifyCommand {
  static func run(_ paths: [String], _ arguments: Arguments) throws -> Int32 {
    guard !paths.isEmpty else { throw UsageError("corpus verify needs at least one file or folder") }
    let engine = try arguments.last("engine").map { name in
      try EngineResolver.engine(named: name, arguments)
    }
    let verifier = CorpusVerifier(oracle: ReferenceOracle(), engine: engine) { CampaignPolicy.reference(forFile: $0) }
    let summary = verifier.run(paths, quiet: arguments.flag("quiet")) { lines in lines.forEach(Output.out) }
    Output.out(summary.line)
    return ExitStatus.of(ioErrors: summary.ioErrors, errors: summary.errors, failed: summary.failed)
  }
}
