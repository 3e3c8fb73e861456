import Foundation
import PropertyTesting
import TouchCheck
import DeviationCatalogue
import ExternalEngines
import TouchModel
import UIKitOracle
import SelfTest

/// `touchcheck bench`: throughput of the property loop, as ratios against a plain oracle-against-itself loop in the same run.
enum BenchCommand: Command {
  static let name = "bench"
  static let abstract = "Measure cases per second, decode time against input size (bench decode), or oracle time at the case limits (bench oracle); build with -c release."
  static let valuedOptions = ["seconds", "cases", "rounds", "only", "jobs", "max-mb"]
  static let flags: [String] = []
  static let help = """
    USAGE: swift run -c release touchcheck bench [--seconds S | --cases N] [--rounds R] [--only PART] [--jobs N]
           swift run -c release touchcheck bench decode [--max-mb N]
           swift run -c release touchcheck bench oracle

    Measures, in one run, for two workloads (the hit-test-only property, and full traces with
    gestures and controls), the oracle checked against a copy of itself:
      plain loop   the property's check on cases generated beforehand: the oracle once, the engine
                   twice (the determinism check), compare;
      property     the same check on cases TouchCheck generates from seeded choice sequences;
      campaign     `touchcheck fuzz`'s whole path (statistics, rule coverage, guidance off) on one
                   worker and on N, with this process's resident size at the start and the end of
                   the N-worker run (--seconds 60 for a long run); and on one worker with guidance
                   on, as `fuzz --engine` runs by default;
      oracle twice the oracle and its copy once each on the pregenerated cases, for reference;
      own work     TouchCheck's own cost per case, each part timed alone: generating a case (and
                   freeing it), validating it as its file would be, counting it in the statistics;
                   and their sum against the plain loop's check (the share the ratios leave out).
    Each is reported in cases per second and as a ratio to the plain loop, so the ratios are the
    share of time left to the engines once generation and bookkeeping are paid. The plain loop,
    the property, the 1-worker campaigns and the oracle twice run in turn, in rounds (each round
    a share of the budget, the order rotated), so that a busy spell of the machine slows them
    alike; each ratio is of the totals, followed by the lowest and highest ratio within one
    round. Then:
      exec:        the oracle served through the engine protocol (this executable's `serve
                   --engine oracle`, one process) against the oracle in process, campaigns of
                   full traces on one worker, in rounds as above, in the compact encoding and
                   in case files (`serve --case-file`); then, per case in µs, the parts of
                   the path, each timed alone here: TouchCheck writing the request and
                   reading the reply, and the served engine answering the case's two
                   requests (its two runs, its reading of the first request and its
                   writing of the two replies shown apart; it runs in its own process, so
                   with a window its side overlaps TouchCheck's);
      workers      a 30,000-case campaign of the composite engine (divergences shrunk as found) on
                   one worker and on N: the speed-up;
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
      --seconds S   Time per measurement, over all its rounds (default 2).
      --cases N     Run each measurement for N cases instead, over all its rounds (a fixed workload
                    for profilers such as valgrind --tool=callgrind).
      --rounds R    Rounds the interleaved measurements are split into (default 5 with --seconds, 1
                    with --cases).
      --only PART   Measure one part: hit-test, full, exec, workers or shrinking.
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
    let budget: BenchBudget
    if let cases = try arguments.int("cases", atLeast: 1) { budget = .cases(cases) } else {
      guard let seconds = Double(arguments.last("seconds") ?? "2"), seconds > 0, seconds.isFinite else {
        throw UsageError("--seconds expects a positive number of seconds")
      }
      budget = .seconds(seconds)
    }
    let rounds = try arguments.int("rounds", atLeast: 1) ?? budget.defaultRounds
    let jobs = try arguments.int("jobs", atLeast: 1) ?? ProcessInfo.processInfo.activeProcessorCount
    let parts = ["hit-test", "full", "exec", "workers", "shrinking"]
    let only = arguments.last("only")
    if let only, !parts.contains(only) {
      throw UsageError("unknown part \(Quoted(only)) for --only (expected one of: \(parts.joined(separator: ", ")))")
    }
    let runs = { (part: String) in only == nil || only == part }
    for workload in BenchWorkload.all where runs(workload.name) { workload.report(budget, jobs: jobs, rounds: rounds) }
    if runs("exec") { try execLine(budget, rounds: rounds) }
    if runs("workers") { scalingLine(jobs: jobs) }
    if runs("shrinking") { shrinkLine() }
    return 0
  }

  /// A fixed composite campaign (its divergences shrunk as found) on one worker and on `jobs`: the speed-up.
  static func scalingLine(jobs: Int) {
    guard jobs > 1 else { return Output.out("workers      skipped: one core") }
    let elapsed = [1, jobs].map { n in
      let configuration = Campaign.Configuration(seed: 1, cases: 30_000, jobs: n)
      let report = Campaign(oracle: ReferenceOracle(), engine: BuiltInEngines.composite, configuration: configuration).run()
      return (report.elapsed.inSeconds, report.divergences.count)
    }
    Output.out(
      String(format: "workers      the composite engine, 30,000 cases (seed 1, %d divergences): 1 job %.2f s, %d jobs %.2f s: ", elapsed[1].1, elapsed[0].0, jobs, elapsed[1].0)
        + ratio(elapsed[0].0, elapsed[1].0))
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
