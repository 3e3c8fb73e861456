import Foundation
import PropertyTesting
import TouchCheck
import TouchModel
import UIKitOracle

/// `touchcheck bench`: throughput of the property loop, as ratios against a plain oracle-against-itself loop in the same run.
enum BenchCommand: Command {
  static let name = "bench"
  static let abstract = "Measure cases per second (build with -c release), as ratios against a plain loop in the same run."
  static let valuedOptions = ["seconds", "jobs"]
  static let flags: [String] = []
  static let help = """
    USAGE: swift run -c release touchcheck bench [--seconds S] [--jobs N]

    Measures, in one run, for two workloads (the hit-test-only property, and full traces with
    gestures and controls):
      plain loop   the oracle against itself on cases generated beforehand: run twice, compare;
      property     the same check with TouchCheck's generation on recorded choice sequences;
      campaign     `touchcheck fuzz`'s whole path (statistics, rule coverage) on N workers.
    Each is reported in cases per second and as a ratio to the plain loop. Build in release mode;
    a debug build prints a warning. Tests never assert speed; this command is where it lives.

    OPTIONS:
      --seconds S   Time per measurement (default 2).
      --jobs N      Workers for the campaign measurement (default: the number of cores).
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    #if DEBUG
      Output.err("warning: this is a debug build; run `swift run -c release touchcheck bench` for meaningful numbers")
    #endif
    let seconds = Double(arguments.last("seconds") ?? "2") ?? 2
    let jobs = try arguments.int("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    for (label, capabilities) in [("hit-test-only property", Capabilities([.hitTesting, .hitAreas, .transforms])), ("full traces with gestures", Capabilities.all)] {
      let copy = ReferenceOracle(name: "oracle-copy", summary: "the oracle again", capabilities: capabilities) { LiteralOracle(state: $0) }
      let plain = plainLoop(capabilities, copy, seconds: seconds)
      let property = propertyLoop(capabilities, copy, seconds: seconds)
      let campaign = campaignRate(copy, seconds: seconds, jobs: jobs)
      Output.out("\(label):")
      Output.out("  plain loop   \(format(plain)) cases/s (1 worker)")
      Output.out("  property     \(format(property)) cases/s (1 worker), \(ratio(property, plain)) of the plain loop")
      Output.out("  campaign     \(format(campaign)) cases/s (\(jobs) workers), \(ratio(campaign, plain)) of the plain loop")
      if label.hasPrefix("hit") { Output.out("  against the 30,000 cases/s measured for swift-property-based: property \(ratio(property, 30_000)), campaign \(ratio(campaign, 30_000))") }
    }
    return 0
  }

  /// Cases generated up front, then the oracle against its copy: run both, compare traces.
  static func plainLoop(_ capabilities: Capabilities, _ copy: ReferenceOracle, seconds: Double) -> Double {
    let generator = CaseGenerator(capabilities: capabilities)
    let cases: [TouchCase] = (0..<4_096).map { i in
      var source = ChoiceSource(seed: UInt64(i), size: 100)
      return generator.generate(&source)
    }
    let oracle = ReferenceOracle()
    let categories = capabilities.categories
    return measure(seconds) { i in
      let c = cases[i & 4_095]
      return oracle.run(c, recording: categories).trace == copy.run(c, recording: categories).trace
    }
  }

  /// The property: generate from a seeded choice source, run both engines, find the first divergence.
  static func propertyLoop(_ capabilities: Capabilities, _ copy: ReferenceOracle, seconds: Double) -> Double {
    let generator = CaseGenerator(capabilities: capabilities)
    let oracle = ReferenceOracle()
    var source = ChoiceSource(seed: 0, size: 100)
    return measure(seconds) { i in
      source.reset(seed: CaseSchedule.caseSeed(run: 1, index: i), size: 100)
      return Differential.compare(oracle: oracle, engine: copy, generator.generate(&source)) == nil
    }
  }

  static func campaignRate(_ copy: ReferenceOracle, seconds: Double, jobs: Int) -> Double {
    var configuration = Campaign.Configuration(seed: 1, cases: Int.max / 2, timeLimit: .milliseconds(Int(seconds * 1000)), jobs: jobs)
    configuration.progressInterval = .seconds(3600)
    let report = Campaign(oracle: ReferenceOracle(), engine: copy, configuration: configuration).run()
    return Double(report.casesRun) / durationSeconds(report.elapsed)
  }

  static func measure(_ seconds: Double, _ body: (Int) -> Bool) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    var count = 0
    var agreed = 0
    while true {
      for _ in 0..<256 {
        if body(count) { agreed += 1 }
        count += 1
      }
      if durationSeconds(clock.now - start) >= seconds { break }
    }
    precondition(agreed == count, "the oracle disagreed with itself")
    return Double(count) / durationSeconds(clock.now - start)
  }

  static func durationSeconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
  static func format(_ rate: Double) -> String { String(Int(rate.rounded())) }
  static func ratio(_ a: Double, _ b: Double) -> String { String(format: "%.2f×", a / b) }
}
