import Foundation
import TouchCheck
import ExternalEngines
import TouchModel
import Reporting

/// The subcommands, in the order `--help` lists them.
@MainActor let commands: [any Command.Type] = [FuzzCommand.self, BenchCommand.self, TraceCommand.self, ShowCommand.self, ReportCommand.self, ReplayCommand.self, CorpusCommand.self, RulesCommand.self, EnginesCommand.self, SelftestCommand.self, ServeCommand.self]

/// The version `--version` prints.
let touchcheckVersion = "0.3.0"

@MainActor let mainHelp = """
  OVERVIEW: touchcheck checks UIKit-style touch engines against a literal oracle of UIKit's documented rules.

  USAGE: touchcheck COMMAND [OPTIONS]

  COMMANDS:
  \(commands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.abstract }.joined(separator: "\n"))

  Run `touchcheck help COMMAND` or `touchcheck COMMAND --help` for a command's options;
  `touchcheck --version` for the version.

  \(ExitStatus.help)
  """

/// The command with a name, or a usage error that suggests the nearest one.
@MainActor func command(named name: String) throws -> any Command.Type {
  guard let command = commands.first(where: { $0.name == name }) else {
    throw UsageError("unknown command \"\(name)\"" + Suggestion.nearest(to: name, in: commands.map { $0.name }) + "\n\n" + mainHelp)
  }
  return command
}

@MainActor func dispatch() -> Int32 {
  var args = Array(CommandLine.arguments.dropFirst())
  guard let first = args.first, first != "--help", first != "-h" else {
    Output.out(mainHelp)
    return args.isEmpty ? ExitStatus.usage : ExitStatus.conforms
  }
  if first == "--version" {
    Output.out("touchcheck \(touchcheckVersion)")
    return ExitStatus.conforms
  }
  do {
    if first == "help" {
      guard args.count > 1 else { Output.out(mainHelp); return ExitStatus.conforms }
      Output.out(try command(named: args[1]).help + "\n" + ExitStatus.help)
      return ExitStatus.conforms
    }
    let command = try command(named: first)
    args.removeFirst()
    if args.contains("--help") || args.contains("-h") {
      Output.out(command.help + "\n" + ExitStatus.help)
      return ExitStatus.conforms
    }
    do {
      let parsed = try Arguments(args, valued: command.valuedOptions, flags: command.flags)
      return try command.run(parsed)
    } catch let error as UsageError {
      Output.err("error: \(error.description)\nRun `touchcheck \(command.name) --help` for usage.")
      return ExitStatus.usage
    }
  } catch let error as UsageError {
    Output.err("error: \(error.description)")
    return ExitStatus.usage
  } catch {
    Output.err("error: \(error)")
    return ExitStatus.ioError
  }
}

/// The whole `touchcheck` command as a library, so a user's own executable can run it with its engines registered.
///
/// ```swift
/// import TouchCheckCommand
/// TouchCheckCommand.main(engines: [MyEngine()])
/// ```
public enum TouchCheckCommand {
  /// Runs the command line of this process with `engines` available by name beside the built-in ones, and exits.
  ///
  /// Not isolated to the main actor in its signature, so `main.swift` calls it in the Swift 5 language mode too (there
  /// top-level code is not main-actor code); it must be called on the main thread, as top-level code runs.
  public static func main(engines: [any TouchEngine] = []) -> Never {
    // On every way out (a Ctrl-C outside a campaign, or a second one, ends them in Interruption), engine process groups are ended: an engine's own
    // children would otherwise outlive it, reparented to init.
    let status = MainActor.assumeIsolated { run(engines: engines) }
    EngineProcesses.endAll()
    exit(status)
  }

  /// Runs the command line on the main actor and returns the exit status.
  @MainActor static func run(engines: [any TouchEngine]) -> Int32 {
    EngineResolver.registered = engines
    FailureReport.command = invocation(CommandLine.arguments.first ?? "touchcheck")
    // A closed pipe on standard output is an error to report, not a signal that kills the run silently.
    signal(SIGPIPE, SIG_IGN)
    EngineProcesses.adoptOrphans()
    EngineProcesses.guardMemory()
    Interruption.installQuitting()
    var status = dispatch()
    if let problem = Output.standardOutputFailure {
      Output.err("error: could not write to standard output: \(problem)")
      status = ExitStatus.ioError
    }
    return status
  }

  /// How reports print the command that runs this executable: as the user ran it, so it works where it is printed.
  ///
  /// `swift run NAME` only for a build of the package in the current folder (where `swift run` finds it); a path run
  /// from elsewhere is printed as given, quoted for the shell.
  static func invocation(_ path: String, currentFolder: String = FileManager.default.currentDirectoryPath) -> String {
    let name = URL(fileURLWithPath: path).lastPathComponent
    if let build = path.range(of: "/.build/") ?? (path.hasPrefix(".build/") ? path.range(of: ".build/") : nil) {
      let root = String(path[..<build.lowerBound])
      let folder = URL(fileURLWithPath: currentFolder).standardizedFileURL.path
      let rootFolder = URL(fileURLWithPath: root.isEmpty ? "." : root, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true))
        .standardizedFileURL.path
      if rootFolder == folder { return "swift run \(name)" }
    }
    return ShellQuote.word(path)
  }
}
