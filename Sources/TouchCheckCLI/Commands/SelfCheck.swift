import Foundation
import TouchCheck
import TouchEngines
import TouchModel
import UIKitOracle

/// The self-check: every mutant must be found and shrunk by a short campaign.
enum SelfCheck {
  static func run(_ base: Campaign.Configuration, seeds: Int?) -> Int32 {
    var configuration = base
    configuration.stopOnFirst = true
    if let seeds { return runSeeds(configuration, seeds: seeds) }
    Output.out("Self-check: every mutant of the oracle against the oracle, seed \(configuration.seed), at most \(configuration.cases) cases each.")
    Output.out(row("mutant", "rule", "cases to find", "time", "minimal size (views/recognizers/fingers/frames)"))
    var missed = 0
    for mutant in Mutant.all {
      let report = Campaign(oracle: ReferenceOracle(), engine: mutant.engine, configuration: configuration).run()
      let time = String(format: "%.2f s", seconds(report.elapsed))
      if let c = report.counterexample {
        let d = c.dimensions
        Output.out(row(mutant.name, mutant.rule, "\(c.caseIndex + 1)", time, "\(d.views)/\(d.recognizers)/\(d.fingers)/\(d.frames)"))
      } else {
        missed += 1
        Output.out(row(mutant.name, mutant.rule, "not found", time, "-"))
      }
    }
    Output.out("self-check: \(Mutant.all.count - missed) passed, \(missed) failed")
    return missed == 0 ? ExitStatus.conforms : ExitStatus.diverged
  }

  /// Each mutant over seeds 1…K: found count, median and worst cases to find, distinct minimal cases, and how many
  /// seeds gave the most common (canonical) one.
  static func runSeeds(_ configuration: Campaign.Configuration, seeds: Int) -> Int32 {
    Output.out("Self-check over seeds 1…\(seeds), at most \(configuration.cases) cases per run.")
    Output.out(row("mutant", "rule", "found", "cases median/worst", "distinct minimal cases, canonical share"))
    var missed = 0
    for mutant in Mutant.all {
      var cases: [Int] = []
      var minimal: [String] = []
      var counts: [Int] = []
      for seed in 1...max(1, seeds) {
        var config = configuration
        config.seed = UInt64(seed)
        let report = Campaign(oracle: ReferenceOracle(), engine: mutant.engine, configuration: config).run()
        guard let c = report.counterexample else { continue }
        cases.append(c.caseIndex + 1)
        let text = CaseRendering.render(c.touchCase)
        if let k = minimal.firstIndex(of: text) { counts[k] += 1 } else {
          minimal.append(text)
          counts.append(1)
        }
      }
      cases.sort()
      if cases.count < seeds { missed += 1 }
      let median = cases.isEmpty ? "-" : "\(cases[cases.count / 2])/\(cases.last!)"
      Output.out(row(mutant.name, mutant.rule, "\(cases.count)/\(seeds)", median, "\(minimal.count), \(counts.max() ?? 0)/\(seeds)"))
    }
    Output.out("self-check: \(Mutant.all.count - missed) passed, \(missed) failed")
    return missed == 0 ? ExitStatus.conforms : ExitStatus.diverged
  }

  static func row(_ columns: String...) -> String {
    let widths = [36, 8, 14, 18]
    return columns.enumerated().map { i, c in i < widths.count ? c.padding(toLength: widths[i], withPad: " ", startingAt: 0) : c }.joined(separator: " ")
  }

  static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
}
