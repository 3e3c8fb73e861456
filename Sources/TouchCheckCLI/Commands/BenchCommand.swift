import Foundation
import PropertyTesting
import TouchCheck
import TouchEngines
import TouchModel
import UIKitOracle

/// `touchcheck bench`: throughput of the property loop, as ratios against a plain oracle-against-itself loop in the same run.
enum BenchCommand: Command {
  static let name = "bench"
  static let abstract = "Measure cases per second, decode time against input size (bench decode), or oracle time at the case limits (bench oracle); build with -c release."
  static let valuedOptions = ["seconds", "jobs", "max-mb"]
  static let flags: [String] = []
  static let help = """
    USAGE: swift run -c release touchcheck bench [--seconds S] [--jobs N]
           swift run -c release touchcheck bench decode [--max-mb N]
           swift run -c release touchcheck bench oracle

    Measures, in one run, for two workloads (the hit-test-only property, and full traces with
    gestures and controls):
      plain loop   the oracle against itself on cases generated beforehand: run twice, compare;
      property     the same check with TouchCheck's generation on recorded choice sequences;
      campaign     `touchcheck fuzz`'s whole path (statistics, rule coverage) on N workers, with
                   this process's resident size at its start and end (--seconds 60 for a long run).
    Each is reported in cases per second and as a ratio to the plain loop. Then:
      exec:        the oracle served through the engine protocol (this executable's `serve
                   --engine oracle`, one process) against the oracle in process, campaigns of
                   full traces on one worker;
      shrinking    a 2,000-case campaign of the composite engine (seed 1, one worker): the time
                   to shrink and diagnose each distinct divergence, median and worst.
    Build in release mode; a debug build prints a warning. Tests never assert speed; this
    command is where it lives.

    `bench decode` times CaseFile.decode (parse, decode, validate) on synthetic case files of
    1, 10 and 100 MB (up to --max-mb) for shapes that used to be slow: many keys in one object
    (rejected after parsing), a string of \\u00e9 escapes, many fingers, a long view-controller
    chain, many windows, many views, many frames. It prints the decoding thread's CPU time, the
    fastest of three runs (one at 100 MB), per size and the ratio of each size's time to the
    previous one: linear decoding gives about 10 (a little more as the data outgrows the CPU's
    caches). Wall-clock times follow the table. A size past a case limit (see CaseLimits) is
    shown as "limit".

    `bench oracle` runs the oracle on synthetic cases that grow where its work grows fastest
    (many recognizers on one view, delaying recognizers failing in turn, fingers landing one per
    frame, fingers down together, taps on many views, a chain of failure requirements) at a
    hundredth, a tenth and all of the case limit (Corpus/README.md, "Limits"), and prints the
    CPU time of each and how it grows.

    OPTIONS:
      --seconds S   Time per measurement (default 2).
      --jobs N      Workers for the campaign measurement (default: the number of cores).
      --max-mb N    bench decode: the largest file size in MB (default 100).
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    #if DEBUG
      Output.err("warning: this is a debug build; run `swift run -c release touchcheck bench` for meaningful numbers")
    #endif
    if arguments.positionals == ["decode"] { return try decode(maxMegabytes: arguments.int("max-mb", atLeast: 1) ?? 100) }
    if arguments.positionals == ["oracle"] { return try oracle() }
    guard arguments.positionals.isEmpty else { throw UsageError("unknown bench mode \(Quoted(arguments.positionals.joined(separator: " "))) (expected: decode, oracle, or nothing)") }
    let seconds = Double(arguments.last("seconds") ?? "2") ?? 2
    let jobs = try arguments.int("jobs") ?? ProcessInfo.processInfo.activeProcessorCount
    for (label, capabilities) in [("hit-test-only property", Capabilities([.hitTesting, .hitAreas, .transforms])), ("full traces with gestures", Capabilities.all)] {
      let copy = ReferenceOracle(name: "oracle-copy", summary: "the oracle again", capabilities: capabilities) { LiteralOracle(state: $0) }
      let plain = plainLoop(capabilities, copy, seconds: seconds)
      let property = propertyLoop(capabilities, copy, seconds: seconds)
      let residentBefore = ProcessMemory.ownResidentBytes()
      let campaign = campaignRate(copy, seconds: seconds, jobs: jobs)
      let resident = [residentBefore, ProcessMemory.ownResidentBytes()].map { $0.map { "\($0 / 1_048_576) MB" } ?? "unknown" }
      Output.out("\(label):")
      Output.out("  plain loop   \(format(plain)) cases/s (1 worker)")
      Output.out("  property     \(format(property)) cases/s (1 worker), \(ratio(property, plain)) of the plain loop")
      Output.out("  campaign     \(format(campaign)) cases/s (\(jobs) workers), \(ratio(campaign, plain)) of the plain loop; resident \(resident[0]) at the start, \(resident[1]) at the end")
    }
    Output.out("(the property and the campaign also run the engine a second time on each case, the determinism check, so they")
    Output.out(" do three oracle-sized runs a case where the plain loop does two: with free generation their ratio would be 0.67×)")
    try execLine(seconds: seconds)
    shrinkLine()
    return 0
  }

  /// The oracle through the protocol in one process against the oracle in process, one worker each.
  static func execLine(seconds: Double) throws {
    guard let executable = EngineResolver.ownExecutable() else { return Output.out("exec:        skipped: this executable's path is unknown") }
    let served: ExternalEngine
    do { served = try ExternalEngine(command: ShellQuote.word(executable) + " serve --engine oracle") } catch {
      return Output.out("exec:        skipped: \(error)")
    }
    let inProcess = campaignRate(ReferenceOracle(), seconds: seconds, jobs: 1)
    let throughProtocol = campaignRate(served, seconds: seconds, jobs: 1)
    Output.out("exec:        \(format(throughProtocol)) cases/s through the protocol, \(format(inProcess)) in process (1 worker each): \(ratio(throughProtocol, inProcess))")
  }

  /// The time to shrink each distinct divergence of a fixed composite campaign.
  static func shrinkLine() {
    let configuration = Campaign.Configuration(seed: 1, cases: 2_000, jobs: 1)
    let report = Campaign(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, configuration: configuration).run()
    let times = report.divergences.compactMap { $0.counterexample?.shrinkSeconds }.sorted()
    guard let worst = times.last else { return Output.out("shrinking    no divergence to shrink") }
    let median = times[times.count / 2]
    Output.out(String(format: "shrinking    %d divergences of the composite engine (2,000 cases, seed 1): median %.3f s, worst %.3f s each", times.count, median, worst))
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

  static func campaignRate(_ copy: any TouchEngine, seconds: Double, jobs: Int) -> Double {
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

extension BenchCommand {
  /// `bench decode`: decode time per shape and size, and the ratio between consecutive sizes.
  static func decode(maxMegabytes: Int) throws -> Int32 {
    let sizes = [1, 10, 100].filter { $0 <= maxMegabytes }
    guard !sizes.isEmpty else { throw UsageError("--max-mb must be at least 1") }
    let column = { (text: String) in text.padding(toLength: 12, withPad: " ", startingAt: 0) }
    Output.out("decode time (CaseFile.decode: parse, decode, validate), CPU seconds of the decoding thread, fastest of 3 runs (1 at 100 MB):")
    Output.out(column("shape") + "    " + sizes.map { column("\($0) MB") }.joined() + sizes.dropFirst().map { column("×\($0 / 10)→×\($0)") }.joined())
    var notes: [String] = []
    for shape in DecodeShape.allCases {
      var cells: [String] = []
      var times: [Double?] = []
      for megabytes in sizes {
        let file = DecodeBenchmark.file(shape, bytes: megabytes * 1_000_000)
        let m = DecodeBenchmark.measure(file.text, count: file.count, repeats: megabytes >= 100 ? 1 : 3)
        let overLimit = m.rejection?.contains("more than the limit") == true
        cells.append(overLimit ? "limit" : String(format: "%.3f s", m.cpuSeconds))
        times.append(overLimit ? nil : m.cpuSeconds)
        let what = "\(shape.rawValue) \(megabytes) MB (\(m.count) \(shape.unit), \(m.bytes) bytes)"
        let wall = String(format: "%.3f s wall-clock", m.seconds)
        notes.append(what + ", " + wall + ": " + (m.rejection.map { "rejected: \($0)" } ?? "accepted"))
      }
      let ratios = zip(times, times.dropFirst()).map { pair -> String in
        guard let a = pair.0, let b = pair.1, a > 0 else { return "–" }
        return String(format: "%.1f", b / a)
      }
      Output.out(column(shape.rawValue) + "    " + cells.map(column).joined() + ratios.map(column).joined())
    }
    Output.out("")
    for note in notes { Output.out(note) }
    return ExitStatus.conforms
  }
}
