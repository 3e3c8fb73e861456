import Foundation
import PropertyTesting
import TouchCheck
import TouchEngines
import TouchModel
import UIKitOracle

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
    ReferenceOracle(name: "oracle-copy", summary: "the oracle again", capabilities: capabilities) { LiteralOracle(state: $0) }
  }

  /// Measures the workload's rows and prints them with their ratios to the plain loop.
  func report(_ budget: BenchBudget, jobs: Int) {
    let cases = pregenerated()
    let plain = plainLoop(cases, budget)
    let oracleTwice = oracleTwiceLoop(cases, budget)
    let property = propertyLoop(budget)
    let one = Self.campaignRate(copy, budget, jobs: 1)
    let residentBefore = ProcessMemory.ownResidentBytes()
    let several = jobs > 1 ? Self.campaignRate(copy, budget, jobs: jobs) : one
    let resident = [residentBefore, ProcessMemory.ownResidentBytes()].map { $0.map { "\($0 / 1_048_576) MB" } ?? "unknown" }
    let costs = costs(cases, budget)
    let row = { (name: String, rate: Double, rest: String) in
      Output.out("  " + name.padding(toLength: 18, withPad: " ", startingAt: 0) + BenchCommand.format(rate).leftPadded(7) + " cases/s" + rest)
    }
    Output.out("\(label):")
    row("plain loop", plain, "  (1 worker; cases made beforehand: the oracle once, the engine twice, compare)")
    row("property", property, "  (1 worker) \(BenchCommand.ratio(property, plain)) of the plain loop")
    row("campaign, 1 job", one, "  \(BenchCommand.ratio(one, plain)) of the plain loop")
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
  func plainLoop(_ cases: [TouchCase], _ budget: BenchBudget) -> Double {
    let oracle = ReferenceOracle()
    let copy = copy
    return Self.measure(budget) { i in Differential.compare(oracle: oracle, engine: copy, cases[i & 4_095]) == nil }
  }

  /// The oracle and its copy once each on `cases` (generated up front): the cost of the comparison alone.
  func oracleTwiceLoop(_ cases: [TouchCase], _ budget: BenchBudget) -> Double {
    let oracle = ReferenceOracle()
    let copy = copy
    let categories = capabilities.categories
    return Self.measure(budget) { i in
      let c = cases[i & 4_095]
      return oracle.run(c, recording: categories).trace == copy.run(c, recording: categories).trace
    }
  }

  /// The property: generate from a seeded choice source, then the same check as the plain loop.
  func propertyLoop(_ budget: BenchBudget) -> Double {
    let generator = CaseGenerator(capabilities: capabilities)
    let oracle = ReferenceOracle()
    let copy = copy
    var source = ChoiceSource(seed: 0, size: 100)
    return Self.measure(budget) { i in
      source.reset(seed: CaseSchedule.caseSeed(run: 1, index: i), size: 100)
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

  /// Cases per second of `touchcheck fuzz`'s whole path against `engine` over the budget.
  static func campaignRate(_ engine: any TouchEngine, _ budget: BenchBudget, jobs: Int) -> Double {
    var configuration = Campaign.Configuration(seed: 1, cases: Int.max / 2, jobs: jobs)
    switch budget {
    case .seconds(let seconds): configuration.timeLimit = .milliseconds(Int(seconds * 1000))
    case .cases(let n): configuration.cases = n
    }
    configuration.progressInterval = .seconds(3600)
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
    return Double(report.casesRun) / BenchCommand.durationSeconds(report.elapsed)
  }

  /// Calls `body` with 0, 1, 2… in rounds of 256 until the budget is spent; the calls per second.
  static func measure(_ budget: BenchBudget, _ body: (Int) -> Bool) -> Double {
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
      case .seconds(let seconds): if BenchCommand.durationSeconds(clock.now - start) >= seconds { break loop }
      case .cases(let n): if count >= n { break loop }
      }
    }
    precondition(agreed == count, "the oracle disagreed with itself")
    return Double(count) / BenchCommand.durationSeconds(clock.now - start)
  }
}

extension String {
  /// The string with spaces before it up to `width` characters.
  func leftPadded(_ width: Int) -> String { String(repeating: " ", count: Swift.max(0, width - count)) + self }
}

/// How long each of `touchcheck bench`'s measurements runs: for a time, or (for profilers) for a number of cases.
enum BenchBudget {
  case seconds(Double)
  case cases(Int)
}
