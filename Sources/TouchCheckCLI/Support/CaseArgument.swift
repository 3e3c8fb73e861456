import Foundation
import TouchCheck
import TouchModel

/// The one case file a command such as `show` or `trace` takes, loaded or refused with a message naming it.
enum CaseArgument {
  /// A case file that could not be loaded: the message is printed, and the command exits with `status`.
  struct Refused: Error {
    /// A missing or malformed file is an input error (2); an unreadable one an I/O error (3).
    let status: Int32
  }

  /// The command's one positional case file, loaded with its `--profile` overrides applied.
  static func load(_ arguments: Arguments, for command: String) throws -> Result<CaseFile, Refused> {
    guard arguments.positionals.count == 1 else { throw UsageError("\(command) takes exactly one case file") }
    var file: CaseFile
    switch load(arguments.positionals[0]) {
    case .success(let f): file = f
    case .failure(let refused): return .failure(refused)
    }
    try applyProfileOptions(arguments, to: &file.touchCase.profile)
    return .success(file)
  }

  /// Loads the case file at `path`, or prints why it cannot be loaded.
  static func load(_ path: String) -> Result<CaseFile, Refused> {
    guard FileManager.default.fileExists(atPath: path) else {
      Output.err("error: \(CorpusError(file: path, problem: "no such file"))")
      return .failure(Refused(status: ExitStatus.usage))
    }
    return CorpusFiles.load(path).mapError { error in
      Output.err("error: \(error)")
      return Refused(status: error.kind == .io ? ExitStatus.ioError : ExitStatus.usage)
    }
  }
}
