import Foundation
import TestSupport
import Testing

@Suite("touchcheck: exit statuses and options (issue 7)")
struct ExitStatusTests {
  @Test("Malformed options are usage errors (2) with a message naming the option", arguments: [
    (["fuzz", "--seeds", "0"], "--seeds must be at least 1"),
    (["fuzz", "--cases", "0"], "--cases must be at least 1"),
    (["fuzz", "--jobs", "0"], "--jobs must be at least 1"),
    (["fuzz", "--replay", "abc"], "--replay needs --engine"),
    (["fuzz", "--engine", "oracle", "--quiet=yes"], "--quiet is a switch and takes no value"),
    (["fuzz", "--engine", "oracle", "--time", "1e16"], "--time must be at most"),
    (["fuzz", "--engine", "oracle", "--time", "inf"], "--time expects a number of seconds"),
    (["fuzz", "--engine", "oracle", "--time", "nan"], "--time expects a number of seconds"),
    (["fuzz", "--engine", "oracel"], "did you mean oracle?"),
    (["fuzz", "--sed", "3"], "did you mean --seed?"),
    (["fuz"], "did you mean fuzz?"),
    (["fuzz", "--mutants", "max-edge-inclusiv"], "did you mean max-edge-inclusive?"),
    (["fuzz", "--engine", "oracle", "--mutants", "max-edge-inclusive"], "--mutants is for the self-check"),
  ])
  func usage(_ arguments: [String], _ message: String) throws {
    let run = try CLIRun.run(arguments)
    #expect(run.status == 2, "\(arguments): status \(run.status), stderr \(run.stderr)")
    #expect(run.stderr.contains(message), "\(arguments): \(run.stderr)")
  }

  @Test("An archive folder that cannot be written is an I/O error (3), reported before the campaign runs")
  func unwritableArchive() throws {
    let run = try CLIRun.run(["fuzz", "--engine", "oracle", "--cases", "10", "--corpus", "/dev/null/found", "--quiet"])
    #expect(run.status == 3, "\(run.stderr)")
    #expect(run.stderr.contains("the archive folder cannot be written"))
    #expect(!run.stdout.contains("cases in"))
  }

  @Test("trace of a malformed or missing case file is an input error (2) naming the file, not a divergence (1)")
  func traceBadInput() throws {
    let folder = CLIFolder("trace-bad")
    defer { folder.remove() }
    try folder.write("{\"format\": 1, \"scene\": ", to: "broken.json")
    let malformed = try CLIRun.run(["trace", folder.path + "/broken.json"])
    #expect(malformed.status == 2 && malformed.stderr.contains("broken.json: malformed JSON"), "\(malformed.stderr)")
    let missing = try CLIRun.run(["trace", folder.path + "/absent.json"])
    #expect(missing.status == 2 && missing.stderr.contains("absent.json"), "\(missing.stderr)")
  }

  @Test("A failing standard output is an I/O error (3) with a message, not a trap")
  func fullStandardOutput() throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let run = try CLIRun.run(["rules"], stdoutTo: full)
    #expect(run.status == 3, "status \(run.status): \(run.stderr)")
    #expect(run.stderr.contains("could not write to standard output"))
  }

  @Test("SIGTERM stops a campaign and still prints its summary", .waits)
  func terminated() throws {
    let run = try CLIRun.run(["fuzz", "--engine", "oracle", "--time", "120", "--no-archive", "--quiet"], signal: (after: 1.5, number: SIGTERM))
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("stopped early: terminated (SIGTERM)"), "\(run.stdout)")
    #expect(run.stdout.contains("rule coverage:"))
  }

  @Test("fuzz --mutants runs the self-check on the named mutants only")
  func selectedMutants() throws {
    let run = try CLIRun.run(["fuzz", "--mutants", "window-ends-chain,max-edge-inclusive", "--cases", "200"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("window-ends-chain") && run.stdout.contains("max-edge-inclusive") && !run.stdout.contains("hidden-still-hit"))
    #expect(run.stdout.contains("self-check: 2 passed, 0 failed"), "\(run.stdout)")
  }

  @Test("--version and help for every command exit 0")
  func versionAndHelp() throws {
    let version = try CLIRun.run(["--version"])
    #expect(version.status == 0 && version.stdout.hasPrefix("touchcheck "))
    for command in ["fuzz", "replay", "trace", "rules", "engines", "bench"] {
      let run = try CLIRun.run([command, "--help"])
      #expect(run.status == 0 && run.stdout.contains("EXIT STATUS"), "\(command)")
    }
  }
}
