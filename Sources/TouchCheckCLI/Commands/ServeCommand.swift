import Foundation
import DeviationCatalogue
import ExternalEngines
import TouchModel

/// `touchcheck serve --engine NAME`: speaks the engine protocol on stdin and stdout for a built-in engine.
enum ServeCommand: Command {
  static let name = "serve"
  static let abstract = "Serve a built-in engine over the engine protocol on stdin and stdout."
  static let valuedOptions = ["engine", "claim"]
  static let flags = ["case-file"]
  static let help = """
    USAGE: touchcheck serve --engine NAME [--claim CAPABILITY,...] [--case-file]

    Speaks the engine protocol (Docs/PROTOCOL.md) on standard input and output for a built-in
    engine (see `touchcheck engines`): answers the handshake with the engine's name,
    capabilities and profile (and asks for the compact encoding when the greeting offers
    it), then one reply line per case line until the end of input.
    Nothing else is written to standard output. Use it to run a built-in engine in a child
    process, isolated from the campaign:

      touchcheck fuzz --engine exec:'touchcheck serve --engine alpha-at-most-0.01'

    OPTIONS:
      --engine NAME           The built-in engine to serve (default: oracle).
      --claim CAPABILITY,...  Claim only these capabilities (single ones or unions, as
                              `touchcheck engines` lists them), to rehearse what a partial
                              engine's campaign generates, compares and archives. The engine
                              is then named NAME[CLAIMS].
      --case-file             Take case files and answer with trace lines even when the
                              compact encoding is offered, as most engines written by hand
                              do (bench measures both paths with it).
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else { throw UsageError("serve takes no positional arguments (found \"\(arguments.positionals[0])\")") }
    var engine = try EngineResolver.engine(named: arguments.last("engine") ?? "oracle")
    if let claim = arguments.last("claim") { engine = PartialEngine(engine, claiming: try claimed(claim)) }
    EngineServer(engine: engine, compact: !arguments.flag("case-file")).serveStandardStreams()
    return ExitStatus.conforms
  }

  /// The capabilities a `--claim` value names; an unknown name is a usage error with the nearest one suggested.
  static func claimed(_ value: String) throws -> Capabilities {
    var claimed: Capabilities = []
    for word in value.split(separator: ",", omittingEmptySubsequences: false).map({ $0.trimmingCharacters(in: .whitespaces) }) {
      guard let named = Capabilities(name: word) else {
        let known = (Capabilities.named + Capabilities.namedUnions).map(\.0)
        throw UsageError("--claim: unknown capability \"\(word)\"\(Suggestion.nearest(to: word, in: known)) (one of: \(known.joined(separator: ", ")))")
      }
      claimed.formUnion(named)
    }
    return claimed
  }
}
