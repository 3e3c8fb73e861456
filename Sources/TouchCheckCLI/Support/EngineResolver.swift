import Foundation
import TouchCheck
import DeviationCatalogue
import ExternalEngines
import TouchModel
import Reporting

/// Turns an `--engine` value into an engine: a built-in name, or `exec:COMMAND` for an engine in another process.
enum EngineResolver {
  /// The prefix of an external engine's command.
  static let execPrefix = "exec:"
  /// Engines registered by a user's executable (`TouchCheckCommand.main(engines:)`), found before the built-in ones.
  nonisolated(unsafe) static var registered: [any TouchEngine] = []
  /// Every engine known by name: the registered ones, then the built-in ones.
  static var all: [any TouchEngine] { registered + BuiltInEngines.all }

  /// The engine a name stands for; an unknown name or an engine that cannot start is a usage error.
  ///
  /// Decision (issue 18): an engine registered by a user's executable runs `isolated` by default, served by this
  /// executable to itself over the engine protocol (one child process per worker), so its traps and hangs are
  /// divergences, not the end of the campaign. Built-in engines are TouchCheck's own and run in process.
  static func engine(
    named name: String, caseTimeout: Double? = nil, isolated: Bool = false, maxResidentBytes: Int?? = nil
  ) throws -> any TouchEngine {
    var options = ExternalEngineOptions()
    if let caseTimeout { options.caseTimeout = caseTimeout }
    if let maxResidentBytes { options.maxResidentBytes = maxResidentBytes }
    if name.hasPrefix(execPrefix) {
      let command = String(name.dropFirst(execPrefix.count))
      guard !command.allSatisfy(\.isWhitespace) else { throw UsageError("--engine exec: needs a command, as in exec:'python3 engine.py'") }
      do {
        let external = try ExternalEngine(command: command, options: options)
        FailureReport.engineExpressions[external.name] = "try ExternalEngine(command: #\"\(command)\"#)"
        return external
      } catch {
        throw UsageError("the engine \(execPrefix)\(ShellQuote.word(command)) cannot be used: \(error)")
      }
    }
    guard let engine = all.first(where: { $0.name == name }) else {
      let suggestion = Suggestion.nearest(to: name, in: all.map(\.name))
      throw UsageError("unknown engine \"\(name)\"\(suggestion) (see `touchcheck engines`, or use exec:'COMMAND' for an external engine)")
    }
    FailureReport.engineExpressions[name] = expression(for: engine)
    guard isolated, registered.contains(where: { $0.name == name }) else { return engine }
    guard let executable = ownExecutable() else {
      throw UsageError("cannot find this executable to run the engine \(name) isolated in a child process; pass --in-process")
    }
    // Swift's crash backtrace would push the engine's own fatal-error line out of the kept stderr tail and costs time
    // per crash; a user who wants it sets SWIFT_BACKTRACE, or replays the case with --in-process.
    let command = "SWIFT_BACKTRACE=\"${SWIFT_BACKTRACE:-enable=no}\" exec \(ShellQuote.word(executable)) serve --engine \(ShellQuote.word(name))"
    do { return try IsolatedEngine(engine, servedBy: command, options: options) } catch {
      throw UsageError("the engine \(name) cannot be run isolated (\(command)): \(error); pass --in-process to run it in this process")
    }
  }

  /// The engine an `--engine` option names, isolated unless `--in-process` is given (see `engine(named:caseTimeout:isolated:)`).
  static func engine(named name: String, _ arguments: Arguments) throws -> any TouchEngine {
    try engine(
      named: name, caseTimeout: try caseTimeout(arguments), isolated: !arguments.flag("in-process"),
      maxResidentBytes: try maxMemory(arguments))
  }

  /// The `--engine-max-memory MB` option: the most one engine process may hold before it is recycled (0: no limit).
  static func maxMemory(_ arguments: Arguments) throws -> Int?? {
    guard let value = arguments.last("engine-max-memory") else { return nil }
    guard let megabytes = Int(value), megabytes >= 0 else {
      throw UsageError("--engine-max-memory expects megabytes, a whole number from 0 (0: no limit), found \"\(value)\"")
    }
    return .some(megabytes == 0 ? nil : megabytes << 20)
  }

  /// The Swift expression a printed regression test makes the engine with.
  static func expression(for engine: any TouchEngine) -> String {
    if registered.contains(where: { $0.name == engine.name }) { return "\(type(of: engine))()  // as registered in TouchCheckCommand.main" }
    return "try #require(BuiltInEngines.all.first { $0.name == \"\(engine.name)\" })  // import TouchEngines"
  }

  /// The path of this process's executable, to start it again as an engine server.
  static func ownExecutable() -> String? {
    #if os(Linux)
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
    #endif
    return Bundle.main.executablePath
  }

  /// The `--case-timeout` option: seconds per case for an external engine (default 10).
  static func caseTimeout(_ arguments: Arguments) throws -> Double? {
    try arguments.seconds("case-timeout")
  }
}
