import Foundation
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting

/// `touchcheck show CASE`: a case for people, as text and optionally as an SVG picture.
enum ShowCommand: Command {
  static let name = "show"
  static let abstract = "Show a case file readably: its tree, its timeline, the oracle's trace; --svg draws it."
  static let valuedOptions = ["svg", "profile"]
  static let flags: [String] = []
  static let help = """
    USAGE: touchcheck show CASE [--svg FILE] [--profile NAME=VALUE]...

    Prints a case file (a documented case or an archived counterexample) for people: its
    source and rules; the windows, view controllers and views as a tree (frames, bounds
    origins and transforms with where the view lands on screen, alpha, hidden, user
    interaction, multiple and exclusive touch, hit areas, controls and their targets,
    recognizers with their settings and delegate answers, and why hit testing skips a view);
    the timeline (each item's time, each finger's phase and location, and the view the oracle
    bound the touch to, with the point in that view); and the oracle's trace with the rule
    behind each line, compared with the file's expected trace (and, for an archived
    counterexample, with the engine's trace).

    OPTIONS:
      --svg FILE             Also draw the case to scale as SVG: windows and views in screen
                             coordinates, views hit testing skips greyed and dashed, views a
                             clipping ancestor hides dotted, hit areas outlined, each finger's
                             path with its frames numbered, and the view each touch was bound to
                             outlined in the finger's colour; for an archived counterexample,
                             the view the engine bound it to as well, dashed and inset.
      --profile NAME=VALUE   Override a profile constant (repeatable). Constants:
    \(profileHelp)
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    var roles = OutputRoles()
    roles.output("--svg", arguments.last("svg"))
    roles.input("the case shown", arguments.positionals.first)
    try roles.check()
    let file: CaseFile
    switch try CaseArgument.load(arguments, for: "show") {
    case .success(let f): file = f
    case .failure(let refused): return refused.status
    }
    let path = arguments.positionals[0]
    // An archived case found with accepted deviations was compared with the oracle with them applied.
    let reference = CampaignPolicy.reference(forFile: FoundHeader.accepted(in: file)) ?? ReferenceOracle()
    let run = (try? reference.explainedRun(file.touchCase, recording: .all)) ?? ReferenceOracle().run(file.touchCase, recording: .all)
    Output.out(CaseShow.render(file, run: run, path: path))
    if let svg = arguments.last("svg") {
      let picture = CaseSVG.render(file.touchCase, run: run, title: path, engine: CaseShow.engineBindings(file))
      do { try AtomicFile.write(picture, to: svg) } catch {
        Output.err("error: could not write the SVG picture: \(error)")
        return ExitStatus.ioError
      }
      Output.out("picture: \(CorpusError.shown(svg))")
    }
    return ExitStatus.conforms
  }
}
