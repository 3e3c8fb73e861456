import TouchEngines
import TouchModel

/// Turns an `--engine` value into an engine: a built-in name, or `exec:COMMAND` for an engine in another process.
enum EngineResolver {
  /// The prefix of an external engine's command.
  static let execPrefix = "exec:"
  /// Engines registered by a user's executable (`TouchCheckCommand.main(engines:)`), found before the built-in ones.
  nonisolated(unsafe) static var registered: [any TouchEngine] = []
  /// Every engine known by name: the registered ones, then the built-in ones.
  static var all: [any TouchEngine] { registered + BuiltInEngines.all }

  /// The engine a name stands for; an unknown name or an engine that cannot start is a usage error.
  static func engine(named name: String, caseTimeout: Double? = nil) throws -> any TouchEngine {
    if name.hasPrefix(execPrefix) {
      let command = String(name.dropFirst(execPrefix.count))
      guard !command.allSatisfy(\.isWhitespace) else { throw UsageError("--engine exec: needs a command, as in exec:'python3 engine.py'") }
      var options = ExternalEngineOptions()
      if let caseTimeout { options.caseTimeout = caseTimeout }
      do { return try ExternalEngine(command: command, options: options) } catch {
        throw UsageError("the engine \(execPrefix)\(ShellQuote.word(command)) cannot be used: \(error)")
      }
    }
    guard let engine = all.first(where: { $0.name == name }) else {
      let suggestion = Suggestion.nearest(to: name, in: all.map(\.name))
      throw UsageError("unknown engine \"\(name)\"\(suggestion) (see `touchcheck engines`, or use exec:'COMMAND' for an external engine)")
    }
    return engine
  }

  /// The `--case-timeout` option: seconds per case for an external engine (default 10).
  static func caseTimeout(_ arguments: Arguments) throws -> Double? {
    try arguments.seconds("case-timeout")
  }
}
