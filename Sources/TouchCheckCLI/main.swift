import Foundation

/// The subcommands, in the order `--help` lists them.
let commands: [any Command.Type] = [FuzzCommand.self, BenchCommand.self, TraceCommand.self, ReplayCommand.self, RulesCommand.self, EnginesCommand.self]

let mainHelp = """
  OVERVIEW: touchcheck checks UIKit-style touch engines against a literal oracle of UIKit's documented rules.

  USAGE: touchcheck COMMAND [OPTIONS]

  COMMANDS:
  \(commands.map { "  " + $0.name.padding(toLength: 10, withPad: " ", startingAt: 0) + $0.abstract }.joined(separator: "\n"))

  Run `touchcheck help COMMAND` or `touchcheck COMMAND --help` for a command's options.
  """

@MainActor func main() -> Int32 {
  var args = Array(CommandLine.arguments.dropFirst())
  guard let first = args.first, first != "--help", first != "-h" else {
    Output.out(mainHelp)
    return args.isEmpty ? 2 : 0
  }
  if first == "help" {
    guard args.count > 1 else { Output.out(mainHelp); return 0 }
    guard let command = commands.first(where: { $0.name == args[1] }) else {
      Output.err("error: unknown command \"\(args[1])\"\n\n" + mainHelp)
      return 2
    }
    Output.out(command.help)
    return 0
  }
  guard let command = commands.first(where: { $0.name == first }) else {
    Output.err("error: unknown command \"\(first)\"\n\n" + mainHelp)
    return 2
  }
  args.removeFirst()
  if args.contains("--help") || args.contains("-h") {
    Output.out(command.help)
    return 0
  }
  do {
    let parsed = try Arguments(args, valued: command.valuedOptions, flags: command.flags)
    return try command.run(parsed)
  } catch let error as UsageError {
    Output.err("error: \(error.description)\nRun `touchcheck \(command.name) --help` for usage.")
    return 2
  } catch {
    Output.err("error: \(error)")
    return 1
  }
}

exit(main())
