import Foundation
import TouchCheck
import TouchModel
import SelfTest

/// `touchcheck selftest decoder|outputs|diagnosis`: fuzzes the case-file decoder; checks how special output paths are
/// written; measures how often diagnosis names the right cause.
enum SelftestCommand: Command {
  static let name = "selftest"
  static let abstract = "Check TouchCheck itself: fuzz the decoder; check special output paths; measure diagnosis."
  static let valuedOptions = ["cases", "seed", "jobs", "corpus", "show", "sample", "min-precision", "deviations"]
  static let flags = ["quiet", "verbose"]
  static let help = """
    USAGE: touchcheck selftest decoder [--cases N] [--seed N] [--jobs N] [--corpus DIR] [--quiet]
           touchcheck selftest decoder --show INDEX [--seed N] [--corpus DIR]
           touchcheck selftest outputs
           touchcheck selftest diagnosis [--sample N | --deviations A,B] [--cases N] [--seed N] [--jobs N]
                                         [--min-precision PERCENT]

    diagnosis: leave-one-out over the catalogue of deviations. Each deviation alone is an
    engine, checked by a campaign (--cases, default 600) whose diagnosis knows every deviation
    but that one, so every cause it names is a guess about a mistake it has not catalogued. A
    named cause is right when the oracle with it equals the engine on 300 generated cases (an
    equivalent deviation or profile value); "unexplained" is never wrong. Prints each wrong
    name with its deviation and signature, then "precision NN %" (right names / names) and how
    many divergences were left unexplained; exits 1 when the precision is under
    --min-precision (default 95). --sample N takes N deviations spread over the catalogue;
    --deviations A,B names them; --verbose also prints every right name and every unexplained
    divergence with its leads.

    outputs: on this machine's file system, writes reports the way every command does to a
    regular file, a link, /dev/null, a FIFO nobody reads, a folder and beside a link planted at
    the temporary file's name, and checks each is handled safely (one line each; exit 1 if any
    check fails).

    decoder:

    Mutates the documented corpus files (byte flips, insertions and deletions, truncations,
    splices of two files, hostile numbers such as 1e400, -0, 01 and 1., hostile escapes such
    as lone or mismatched surrogates, \\u0000 and terminal escape sequences, deep nesting,
    huge repetition of a member, duplicate and unknown keys, values of the wrong kind) and
    decodes each input as `replay` would. Every input must be decoded without a crash; every
    rejection must be one line of at most \(DecoderFuzzer.maximumMessageLength) characters with no control character; every
    accepted file must encode and decode again to an equal case. Prints the counts and the
    first failures, each with the command that prints its input. Input number I of seed S is
    the same on every machine and for every --jobs. A crash stops the process, so a finished
    run means no input crashed the decoder.

    OPTIONS:
      --cases N      The number of mutated inputs (default 10000).
      --seed N       The run seed (default 1).
      --jobs N       Parallel workers (default: the number of cores); the counts do not depend on it.
      --corpus DIR   The seed files (default Corpus/documented).
      --show INDEX   Print input number INDEX of the seed, exactly as it is decoded, and exit.
      --quiet        No progress line.
    """

  static func run(_ arguments: Arguments) throws -> Int32 {
    if arguments.positionals == ["outputs"] {
      let checks = OutputPathChecks.run()
      for c in checks { Output.out((c.failure == nil ? "OK    " : "FAIL  ") + c.name + (c.failure.map { ": \($0)" } ?? "")) }
      let failed = checks.filter { $0.failure != nil }.count
      Output.out("outputs: \(checks.count - failed) of \(checks.count) checks passed")
      return failed == 0 ? ExitStatus.conforms : ExitStatus.diverged
    }
    if arguments.positionals == ["diagnosis"] { return try DiagnosisSelftest.run(arguments) }
    guard arguments.positionals == ["decoder"] else {
      throw UsageError(arguments.positionals.isEmpty ? "selftest needs a target: decoder, outputs or diagnosis" : "unknown selftest target \(Quoted(arguments.positionals.joined(separator: " "))) (expected: decoder, outputs or diagnosis)")
    }
    let seed = try seedOption(arguments)
    let folder = arguments.last("corpus") ?? "Corpus/documented"
    let seeds = FuzzSeeds.load(folder: folder)
    guard !seeds.isEmpty else { throw UsageError("no .json case files under \(Quoted(folder)) to mutate (see --corpus)") }
    let fuzzer = DecoderFuzzer(seeds: seeds)
    if let index = try arguments.int("show", atLeast: 0) {
      Output.out(fuzzer.input(index, seed: seed))
      return ExitStatus.conforms
    }
    let count = try arguments.int("cases", atLeast: 1) ?? 10_000
    let jobs = try arguments.int("jobs", atLeast: 1) ?? ProcessInfo.processInfo.activeProcessorCount
    let quiet = arguments.flag("quiet")
    let clock = ContinuousClock()
    let start = clock.now
    let report = fuzzer.run(count: count, seed: seed, jobs: jobs) { done in
      if !quiet { Output.progress("decoder fuzz: \(done)/\(count) inputs") }
    }
    if !quiet { Output.endProgress() }
    let elapsed = clock.now - start
    let seconds = elapsed.inSeconds
    for line in report.lines { Output.out(line) }
    Output.out("crashes: 0 (all \(report.inputs) inputs decoded in this process, \(seeds.count) seed files, \(String(format: "%.1f", seconds)) s)")
    return report.failureCount == 0 ? ExitStatus.conforms : ExitStatus.diverged
  }

  /// `--seed N`: any 64-bit unsigned whole number.
  static func seedOption(_ arguments: Arguments) throws(UsageError) -> UInt64 {
    guard let text = arguments.last("seed") else { return 1 }
    guard let seed = UInt64(text) else { throw UsageError("--seed expects a whole number from 0 to \(UInt64.max), found \(Quoted(text))") }
    return seed
  }
}
