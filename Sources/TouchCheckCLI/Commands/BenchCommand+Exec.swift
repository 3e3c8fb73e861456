import TouchCheck
import ExternalEngines
import TouchModel
import UIKitOracle

extension BenchCommand {
  /// The oracle served through the engine protocol (this executable's `serve --engine oracle`, one process) against
  /// the oracle in process, campaigns of full traces on one worker, in rounds: in the compact encoding and in case
  /// files (`serve --case-file`), then where a case's time goes on that path (`ProtocolCosts`).
  static func execLine(_ budget: BenchBudget, rounds: Int) throws {
    guard let executable = EngineResolver.ownExecutable() else { return Output.out("exec:        skipped: this executable's path is unknown") }
    let command = ShellQuote.word(executable) + " serve --engine oracle"
    let served: [ExternalEngine]
    do { served = [try ExternalEngine(command: command), try ExternalEngine(command: command + " --case-file")] } catch {
      return Output.out("exec:        skipped: \(error)")
    }
    let share = budget.perRound(rounds)
    let measured = BenchRounds.run(rounds: rounds, [
      { round in BenchWorkload.campaign(ReferenceOracle(), share, jobs: 1, round: round) },
      { round in BenchWorkload.campaign(served[0], share, jobs: 1, round: round) },
      { round in BenchWorkload.campaign(served[1], share, jobs: 1, round: round) },
    ])
    let inProcess = measured.total(0).rate
    for (m, encoding) in [(1, "compact"), (2, "case files")] {
      let rate = measured.total(m).rate
      Output.out(
        "exec:        \(format(rate)) cases/s through the protocol (\(encoding)), \(format(inProcess)) in process (1 worker each): "
          + ratio(rate, inProcess) + measured.spread(m, to: 0))
    }
    breakdown(inProcess: inProcess, through: [measured.total(1).rate, measured.total(2).rate], budget)
  }

  /// Per case, in µs: in process and through the protocol, then the protocol's parts, each timed alone on the
  /// full-traces workload's cases: TouchCheck writing the request and reading the reply, and the served engine
  /// answering the case's two requests (its two runs, its reading of the first request and its writing of the two
  /// replies shown apart).
  static func breakdown(inProcess: Double, through: [Double], _ budget: BenchBudget) {
    let workload = BenchWorkload.all[1]
    let cases = Array(workload.pregenerated().prefix(256))
    let seconds: Double
    switch budget {
    case .seconds(let s): seconds = max(0.05, s / 8)
    case .cases: seconds = 0.05
    }
    let costs = [CaseEncoding.compact, .caseFile].map {
      ProtocolCosts.measure(cases, workload.capabilities.categories, encoding: $0, engine: ReferenceOracle(), seconds: seconds)
    }
    let perCase = [1e6 / inProcess] + through.map { 1e6 / $0 }
    let extra = (0..<2).map { perCase[$0 + 1] - perCase[0] }
    let cell = { (values: [Double]) in values.map { String(format: "%.1f", $0).leftPadded(10) }.joined(separator: " ") }
    let bytes = { (values: [Double]) in values.map { String(format: "%.0f", $0) }.joined(separator: " and ") }
    Output.out("  per case, µs                          compact case files")
    Output.out("  in process                         " + cell([perCase[0], perCase[0]]))
    Output.out("  through the protocol               " + cell(Array(perCase[1...])) + "   (" + cell(extra).trimmingLeadingSpaces + " more)")
    Output.out("    TouchCheck writes the request    " + cell(costs.map(\.request)) + "   (" + bytes(costs.map(\.requestBytes)) + " bytes)")
    Output.out("    TouchCheck reads the reply       " + cell(costs.map(\.reply)) + "   (" + bytes(costs.map(\.replyBytes)) + " bytes)")
    Output.out("    the served engine, both requests " + cell(costs.map(\.served)) + "   (its two runs " + cell(costs.map(\.runs)).trimmingLeadingSpaces + ")")
    Output.out("      reads the first request        " + cell(costs.map(\.servedRead)))
    Output.out("      writes the two replies         " + cell(costs.map(\.servedWrite)))
    Output.out("  (the engine's side runs in its own process, beside TouchCheck's work when it has a window: the parts are")
    Output.out("  each timed alone here and do not add up to the time per case; the rest is the pipe and the waits)")
  }
}

extension String {
  /// The string without its leading spaces.
  fileprivate var trimmingLeadingSpaces: String { String(drop(while: { $0 == " " })) }
}
