import Foundation
import PropertyTesting
import TouchCheck
import ExternalEngines
import TouchModel
import UIKitOracle
import CaseGeneration

/// One of `touchcheck bench`'s workloads: the engines' capabilities, measured as a plain loop, a property and a campaign.
struct BenchWorkload {
  /// The line that names the workload.
  var label: String
  /// What the engine claims, so what is generated and compared.
  var capabilities: Capabilities

  /// The name `--only` picks it by.
  var name: String

  /// The two workloads: the hit-test-only property and full traces with gestures and controls.
  static let all = [
    BenchWorkload(label: "hit-test-only property", capabilities: Capabilities([.hitTesting, .hitAreas, .transforms]), name: "hit-test"),
    BenchWorkload(label: "full traces with gestures", capabilities: .all, name: "full"),
  ]

  /// The oracle again under another name, as the engine under test.
  var copy: ReferenceOracle {
    ReferenceOracle(name: "oracle-copy", summary: "the oracle again", capabilities: capabilities) { OracleRules(state: $0) }
  }

  /// Measures the workload's rows, the single-worker ones in `rounds` interleaved rounds, and prints them with their
  /// ratios to the plain loop (with the lowest and highest ratio within one round).
  func report(_ budget: BenchBudget, jobs: Int, rounds: Int) {
    let cases = pregenerated()
    let share = budget.perRound(rounds)
    let measured = BenchRounds.run(rounds: rounds, [
      { _ in plainLoop(cases, share) },
      { round in propertyLoop(share, round: round) },
      { round in Self.campaign(copy, share, jobs: 1, round: round) },
      { _ in oracleTwiceLoop(cases, share) },
      { round in Self.campaign(copy, share, jobs: 1, round: round, guided: true) },
    ])
    let (plain, property, one, oracleTwice) = (measured.total(0).rate, measured.total(1).rate, measured.total(2).rate, measured.total(3).rate)
    let guided = measured.total(4).rate
    let residentBefore = ProcessMemory.ownResidentBytes()
    let several = jobs > 1 ? Self.campaign(copy, budget, jobs: jobs, round: 0).rate : one
    let resident = [residentBefore, ProcessMemory.ownResidentBytes()].map { $0.map { "\($0 / 1_048_576) MB" } ?? "unknown" }
    let costs = costs(cases, budget)
    let row = { (name: String, rate: Double, rest: String) in
      Output.out("  " + name.padding(toLength: 18, withPad: " ", startingAt: 0) + BenchCommand.format(rate).leftPadded(7) + " cases/s" + rest)
    }
    let ofPlain = { (m: Int, rate: Double) in "\(BenchCommand.ratio(rate, plain)) of the plain loop" + measured.spread(m, to: 0) }
    Output.out("\(label):")
    row("plain loop", plain, "  (1 worker; cases made beforehand: the oracle once, the engine twice, compare)")
    row("property", property, "  (1 worker) " + ofPlain(1, property))
    row("campaign, 1 job", one, "  " + ofPlain(2, one))
    row("  guided", guided, "  " + ofPlain(4, guided) + " (guidance on, as `fuzz --engine` runs by default)")
    if jobs > 1 {
      row("campaign, \(jobs) jobs", several, "  \(BenchCommand.ratio(several, plain)) of the plain loop, \(BenchCommand.ratio(several, one)) of 1 job")
    }
    Output.out("  resident \(resident[0]) at the start of the \(jobs)-job campaign, \(resident[1]) at its end")
    row("oracle twice", oracleTwice, "  (1 worker; for reference: the loop without the determinism run, no generation)")
    let us = { (x: Double) in String(format: "%.2f", x) }
    Output.out(
      "  own work per case  generation \(us(costs.generation)) µs, validation \(us(costs.validation)) µs, statistics \(us(costs.statistics)) µs: "
        + "\(us(costs.total)) µs against \(us(1e6 / plain)) µs for the plain loop's check (\(String(format: "%.0f", 100 * costs.total * plain / 1e6)) %)")
  }

  /// The property's check on each of `cases` (generated up front) in turn: the oracle once, the engine twice, compare.
  func plainLoop(_ cases: [TouchCase], _ budget: BenchBudget) -> BenchSample {
    let oracle = ReferenceOracle()
    let copy = copy
    return Self.measure(budget) { i in Differential.compare(oracle: oracle, engine: copy, cases[i & 4_095]) == nil }
  }

  /// The oracle and its copy once each on `cases` (generated up front): the cost of the comparison alone.
  func oracleTwiceLoop(_ cases: [TouchCase], _ budget: BenchBudget) -> BenchSample {
    let oracle = ReferenceOracle()
    let copy = copy
    let categories = capabilities.categories
    return Self.measure(budget) { i in
      let c = cases[i & 4_095]
      return oracle.run(c, recording: categories).trace == copy.run(c, recording: categories).trace
    }
  }

  /// The property: generate from a seeded choice source, then the same check as the plain loop; each round's cases
  /// are new ones.
  func propertyLoop(_ budget: BenchBudget, round: Int) -> BenchSample {
    let generator = CaseGenerator(capabilities: capabilities)
    let oracle = ReferenceOracle()
    let copy = copy
    var source = ChoiceSource(seed: 0, size: 100)
    return Self.measure(budget) { i in
      source.reset(seed: CaseSchedule.caseSeed(run: 1, index: round << 32 | i), size: 100)
      return Differential.compare(oracle: oracle, engine: copy, generator.generate(&source)) == nil
    }
  }

  /// 4,096 cases of the workload, made before any clock starts.
  func pregenerated() -> [TouchCase] {
    let generator = CaseGenerator(capabilities: capabilities)
    return (0..<4_096).map { i in
      var source = ChoiceSource(seed: UInt64(i), size: 100)
      return generator.generate(&source)
    }
  }

  /// The cases and seconds of `touchcheck fuzz`'s whole path against `engine` over the budget (seed 1 + `round`),
  /// unguided unless asked.
  static func campaign(_ engine: any TouchEngine, _ budget: BenchBudget, jobs: Int, round: Int, guided: Bool = false) -> BenchSample {
    var configuration = Campaign.Configuration(seed: 1 + UInt64(round), cases: Int.max / 2, jobs: jobs)
    configuration.guided = guided
    switch budget {
    case .seconds(let seconds): configuration.timeLimit = .milliseconds(Int(seconds * 1000))
    case .cases(let n): configuration.cases = n
    }
    configuration.progressInterval = .seconds(3600)
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
    return BenchSample(count: report.casesRun, seconds: report.elapsed.inSeconds)
  }

  /// Calls `body` with 0, 1, 2… in runs of 256 until the budget is spent; the calls made and the seconds they took.
  static func measure(_ budget: BenchBudget, _ body: (Int) -> Bool) -> BenchSample {
    let clock = ContinuousClock()
    let start = clock.now
    var count = 0
    var agreed = 0
    loop: while true {
      for _ in 0..<256 {
        if body(count) { agreed += 1 }
        count += 1
      }
      switch budget {
      case .seconds(let seconds): if (clock.now - start).inSeconds >= seconds { break loop }
      case .cases(let n): if count >= n { break loop }
      }
    }
    precondition(agreed == count, "the oracle disagreed with itself")
    return BenchSample(count: count, seconds: (clock.now - start).inSeconds)
  }
}

extension String {
  /// The string with spaces before it up to `width` characters.
  func leftPadded(_ width: Int) -> String { String(repeating: " ", count: Swift.max(0, width - count)) + self }
}
