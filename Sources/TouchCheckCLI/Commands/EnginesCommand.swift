
/// `touchcheck engines`: lists the built-in engines.
enum EnginesCommand: Command {
  static let name = "engines"
  static let abstract = "List the built-in engines: name, a tab, description."
  static let valuedOptions: [String] = []
  static let flags: [String] = []
  static let help = """
    USAGE: touchcheck engines

    Lists the built-in engines, one per line: the name, a tab, and a description. The
    oracle itself is `oracle`.
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    guard arguments.positionals.isEmpty else { throw UsageError("engines takes no arguments") }
    for engine in EngineResolver.all { Output.out("\(engine.name)\t\(engine.summary)") }
    return 0
  }
}
