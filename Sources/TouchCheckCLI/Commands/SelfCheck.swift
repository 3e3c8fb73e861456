import Foundation
import TouchCheck
import DeviationCatalogue
import TouchModel
import UIKitOracle
import Reporting
import CaseGeneration

/// The self-check: every mutant must be found and shrunk by a short campaign.
enum SelfCheck {
  /// The mutants a `--mutants A,B` list names (every mutant without one), or a usage error naming the unknown one.
  static func mutants(named list: String?) throws -> [Deviation] {
    guard let list else { return Deviation.mutants }
    return try list.split(separator: ",").map { name in
      guard let mutant = Deviation.named(String(name)) else {
        throw UsageError("--mutants: no mutant \"\(name)\"" + Suggestion.nearest(to: String(name), in: Deviation.catalogue.map(\.name)))
      }
      return mutant
    }
  }

  static func run(_ base: Campaign.Configuration, seeds: Int?, mutants: [Deviation] = Deviation.mutants) -> Int32 {
    var configuration = base
    configuration.stopOnFirst = true
    // Each case draws its profile among the documented alternatives, so code that runs only under one is reached.
    configuration.profilePerCase = true
    if let seeds { return runSeeds(configuration, seeds: seeds, mutants: mutants) }
    Output.out(announcement(configuration, mutants: mutants.count))
    Output.out(row("mutant", "rule", "cases to find", "time", "minimal size (views/recognizers/fingers/frames)", "signature"))
    var missed = 0
    var score = AreaScore()
    for mutant in mutants {
      let report = Campaign(oracle: ReferenceOracle(), engine: mutant.engine, configuration: configuration).run()
      if let bugs = CampaignSummary.generatorBugText(report) { Output.err("\(mutant.name): \(bugs)") }
      let time = String(format: "%.2f s", report.elapsed.inSeconds)
      if let c = report.counterexample {
        let d = c.dimensions
        score.add(mutant, found: true, ownRule: c.divergence?.rule == mutant.rule.id)
        Output.out(row(mutant.name, mutant.rule.id, "\(c.caseIndex + 1)", time, "\(d.views)/\(d.recognizers)/\(d.fingers)/\(d.frames)", signed(c.signature, mutant)))
      } else {
        missed += 1
        score.add(mutant, found: false, ownRule: false)
        Output.out(row(mutant.name, mutant.rule.id, "not found", time, "-", "-"))
      }
    }
    Output.out(profileReach(configuration))
    Output.out(score.text)
    Output.out("self-check: \(mutants.count - missed) passed, \(missed) failed" + budgetNote(configuration, missed: missed))
    return missed == 0 ? ExitStatus.conforms : ExitStatus.diverged
  }

  /// Each mutant over seeds 1…K: found count, median and worst cases to find, distinct minimal cases, how many
  /// seeds gave the most common (canonical) one, and how many seeds signed it with its own rule.
  static func runSeeds(_ configuration: Campaign.Configuration, seeds: Int, mutants: [Deviation]) -> Int32 {
    Output.out(announcement(configuration, mutants: mutants.count, seeds: seeds))
    Output.out(row("mutant", "rule", "found", "cases median/worst", "distinct minimal cases, canonical share", "own rule"))
    var missed = 0
    var score = AreaScore()
    for mutant in mutants {
      var cases: [Int] = []
      var minimal: [String] = []
      var counts: [Int] = []
      var own = 0
      for seed in 1...max(1, seeds) {
        var config = configuration
        config.seed = UInt64(seed)
        let report = Campaign(oracle: ReferenceOracle(), engine: mutant.engine, configuration: config).run()
        if let bugs = CampaignSummary.generatorBugText(report) { Output.err("\(mutant.name), seed \(seed): \(bugs)") }
        guard let c = report.counterexample else { continue }
        cases.append(c.caseIndex + 1)
        if c.divergence?.rule == mutant.rule.id { own += 1 }
        let text = CaseRendering.render(c.touchCase)
        if let k = minimal.firstIndex(of: text) { counts[k] += 1 } else {
          minimal.append(text)
          counts.append(1)
        }
      }
      cases.sort()
      if cases.count < seeds { missed += 1 }
      score.add(mutant, found: cases.count == seeds, ownRule: own == seeds)
      let median = cases.isEmpty ? "-" : "\(cases[cases.count / 2])/\(cases.last!)"
      Output.out(row(mutant.name, mutant.rule.id, "\(cases.count)/\(seeds)", median, "\(minimal.count), \(counts.max() ?? 0)/\(seeds)", "\(own)/\(seeds)"))
    }
    Output.out(profileReach(configuration))
    Output.out(score.text)
    Output.out("self-check: \(mutants.count - missed) passed, \(missed) failed" + budgetNote(configuration, missed: missed))
    return missed == 0 ? ExitStatus.conforms : ExitStatus.diverged
  }

  /// The signature, marked when its rule is not the mutant's own.
  static func signed(_ signature: String, _ mutant: Deviation) -> String {
    signature.hasPrefix(mutant.rule.id + " ") ? signature : signature + "  (not \(mutant.rule.id))"
  }

  static func row(_ columns: String...) -> String {
    let widths = [36, 8, 14, 18, 40]
    return columns.enumerated().map { i, c in i < widths.count ? c.padding(toLength: widths[i], withPad: " ", startingAt: 0) : c }.joined(separator: " ")
  }
}

/// The mutation score per rule area: mutants found, and found under their own rule, out of the area's mutants.
struct AreaScore {
  private var areas: [String] = []
  private var counts: [(total: Int, found: Int, own: Int)] = []

  mutating func add(_ mutant: Deviation, found: Bool, ownRule: Bool) {
    if !areas.contains(mutant.area) {
      areas.append(mutant.area)
      counts.append((0, 0, 0))
    }
    let k = areas.firstIndex(of: mutant.area)!
    counts[k].total += 1
    if found { counts[k].found += 1 }
    if found && ownRule { counts[k].own += 1 }
  }

  /// `mutation score by area (found, signed with its own rule): HIT 16/16 16, …`.
  var text: String {
    let parts = zip(areas, counts).map { "\($0) \($1.found)/\($1.total) \($1.own)" }
    return "mutation score by area (found/mutants, signed with its own rule): " + parts.joined(separator: ", ")
  }
}

extension SelfCheck {
  /// The budget the self-check is measured at: every mutant is found within it (Docs/CAMPAIGNS.md, "Guidance").
  static let calibratedCases = 1_000

  /// The first line: what runs, why (no `--engine`), and how to check an engine instead.
  static func announcement(_ configuration: Campaign.Configuration, mutants: Int, seeds: Int? = nil) -> String {
    let runs = seeds.map { "over seeds 1…\($0)" } ?? "seed \(configuration.seed)"
    var line = "No --engine given, so this is TouchCheck's self-check: each of \(mutants) mutants of the oracle must be found "
      + "within \(configuration.cases) cases (\(runs)). To check an engine, pass --engine NAME (see `touchcheck engines`) "
      + "or --engine exec:'COMMAND'."
    if configuration.cases < calibratedCases {
      line += "\nnote: --cases \(configuration.cases) is under the \(calibratedCases) cases the self-check is measured at; some mutants may not be found."
    }
    return line
  }

  /// The line that shows the per-case profiles reach every documented alternative (issue 20): the profiles of as many
  /// cases as the budget, generated for an engine that claims everything, from the run's seed.
  static func profileReach(_ configuration: Campaign.Configuration) -> String {
    ProfileReach(capabilities: .all, cases: configuration.cases, seed: configuration.seed).text
  }

  /// After the count of failed mutants: whether the budget, not the generator, may explain the misses.
  static func budgetNote(_ configuration: Campaign.Configuration, missed: Int) -> String {
    guard missed > 0, configuration.cases < calibratedCases else { return "" }
    return " (with --cases \(configuration.cases), under the \(calibratedCases) the self-check is measured at)"
  }
}
