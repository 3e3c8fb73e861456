import TouchCheck
import TouchEngines
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

  /// Per case, in µs: in process, through the protocol, and what the protocol adds, part by part (each timed alone on
  /// the full-traces workload's cases): TouchCheck's request and reply, the served engine's reading and writing (its
  /// answer less its run), and the rest (the pipe: system calls, wake-ups, waiting).
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
    // Each case is sent twice (the determinism check); the second request and reply reuse the first one's bytes on
    // both sides, so a case costs one request, one reply and one served answer besides the runs.
    let extra = (0..<2).map { perCase[$0 + 1] - perCase[0] }
    let io = costs.map { $0.served - $0.run }
    let rest = (0..<2).map { extra[$0] - costs[$0].request - costs[$0].reply - io[$0] }
    let cell = { (values: [Double]) in values.map { String(format: "%.1f", $0).leftPadded(10) }.joined(separator: " ") }
    Output.out("  per case, µs                          compact case files")
    Output.out("  in process                         " + cell([perCase[0], perCase[0]]))
    Output.out("  through the protocol               " + cell(Array(perCase[1...])) + "   (the protocol adds " + cell(extra).trimmingLeadingSpaces + ")")
    Output.out("    TouchCheck writes the request    " + cell(costs.map(\.request)) + "   (" + costs.map { String(format: "%.0f", $0.requestBytes) }.joined(separator: " and ") + " bytes)")
    Output.out("    TouchCheck reads the reply       " + cell(costs.map(\.reply)) + "   (" + costs.map { String(format: "%.0f", $0.replyBytes) }.joined(separator: " and ") + " bytes)")
    Output.out("    the engine reads and writes      " + cell(io) + "   (its answer, less its run of " + cell(costs.map(\.run)).trimmingLeadingSpaces + ")")
    Output.out("    the rest: pipe, wake-ups, waits  " + cell(rest))
  }
}

extension String {
  /// The string without its leading spaces.
  fileprivate var trimmingLeadingSpaces: String { String(drop(while: { $0 == " " })) }
}
