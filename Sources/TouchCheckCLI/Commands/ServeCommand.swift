import TouchEngines
import TouchModel

/// `touchcheck serve --engine NAME`: speaks the engine protocol on stdin and stdout for a built-in engine.
enum ServeCommand: Command {
  static let name = "serve"
  static let abstract = "Serve a built-in engine over the engine protocol on stdin and stdout."
  static let valuedOptions = ["engine"]
  static let flags: [String] = []
  static let help = """
    USAGE: touchcheck serve --engine NAME

    Speaks the engine protocol (Docs/PROTOCOL.md) on standard input and output for a built-in
    engine (see `touchcheck engines`): answers the handshake with the engine's name,
    capabilities and profile, then one reply line per case line until the end of input.
    Nothing else is written to standard output. Use it to run a built-in engine in a child
    process, isolated from the campaign:

      touchcheck fuzz --engine exec:'touchcheck serve --engine alpha-at-most-0.01'

    OPTIONS:
      --engine NAME   The built-in engine to serve (default: oracle).
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else { throw UsageError("serve takes no positional arguments (found \"\(arguments.positionals[0])\")") }
    let engine = try EngineResolver.engine(named: arguments.last("engine") ?? "oracle")
    EngineServer(engine: engine).serveStandardStreams()
    return ExitStatus.conforms
  }
}
