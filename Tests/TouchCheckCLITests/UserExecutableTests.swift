import Foundation
import TestSupport
import Testing

@Suite("A user's own executable: TouchCheckCommand.main(engines:) (issue 10)", .waits)
struct UserExecutableTests {
  let binary = CLIRun.built("MyEngineCheck")

  /// The arguments of the command printed after `marker` on a report line (without its program: `swift run NAME` or a path).
  func command(after marker: String, in text: String) throws -> [String] {
    let line = try #require(text.split(separator: "\n").first { $0.contains(marker) }, "no line with \(marker)")
    var rest = String(line[line.range(of: marker)!.upperBound...])
    if rest.hasSuffix(")") { rest.removeLast() }
    let words = rest.split(separator: " ").map(String.init)
    let program = (words.firstIndex { $0.hasSuffix("MyEngineCheck") } ?? 0) + 1
    return Array(words[program...])
  }

  @Test("fuzz, replay and trace run on the registered engine, and the printed replay commands reproduce the failure")
  func registeredEngine() throws {
    let folder = NSTemporaryDirectory() + "touchcheck-user-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let engines = try CLIRun.run(["engines"], executable: binary)
    #expect(engines.stdout.hasPrefix("my-engine\t"))
    let fuzz = try CLIRun.run(["fuzz", "--engine", "my-engine", "--cases", "2000", "--corpus", folder, "--quiet"], executable: binary)
    #expect(fuzz.status == 1, "\(fuzz.stderr)")
    #expect(fuzz.stdout.contains("HIT-002"), "\(fuzz.stdout.prefix(2000))")
    // Issue 18, item 7: the regression test names the engine, and commands run where they are printed (not `swift run`
    // outside the package).
    #expect(fuzz.stdout.contains("let engine = MyEngine()"), "\(fuzz.stdout.prefix(3000))")
    #expect(!fuzz.stdout.contains("swift run MyEngineCheck") && fuzz.stdout.contains("Replay: \(binary) fuzz"))
    let replayToken = try command(after: "Replay: ", in: fuzz.stdout)
    #expect(replayToken.first == "fuzz")
    let again = try CLIRun.run(replayToken, executable: binary)
    #expect(again.status == 1 && again.stdout.contains("Diverges at event"), "\(replayToken): \(again.stdout) \(again.stderr)")
    let replayFile = try command(after: "(replay: ", in: fuzz.stdout)
    let file = try #require(replayFile.last)
    let replay = try CLIRun.run(replayFile, executable: binary)
    #expect(replay.status == 1 && replay.stdout.contains("FAIL"), "\(replay.stdout)")
    let trace = try CLIRun.run(["trace", "--engine", "my-engine", file], executable: binary)
    #expect(trace.status == 0 && trace.stdout.contains("hitTest"), "\(trace.stdout) \(trace.stderr)")
    let fixed = try CLIRun.run(["fuzz", "--engine", "my-engine", "--cases", "2000", "--no-archive", "--quiet"], executable: binary, environment: ["MY_ENGINE_FIXED": "1"])
    #expect(fixed.status == 0, "\(fixed.stdout.suffix(1500))")
  }
}

@Suite("A user's engine runs isolated: its traps are divergences (issue 18, item 3)", .waits)
struct IsolatedUserEngineTests {
  let binary = CLIRun.built("MyEngineCheck")

  @Test("An engine that traps on some cases runs its whole budget, every trap one archived crash divergence")
  func trapsAreArchived() throws {
    let folder = NSTemporaryDirectory() + "touchcheck-isolated-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let environment = ["MY_ENGINE_FIXED": "1", "MY_ENGINE_TRAPS": "1"]
    let fuzz = try CLIRun.run(
      ["fuzz", "--engine", "my-engine", "--cases", "600", "--corpus", folder, "--json", folder + "/summary.json", "--quiet"],
      executable: binary, environment: environment)
    #expect(fuzz.status == 1, "\(fuzz.stdout.suffix(1_500)) \(fuzz.stderr)")
    #expect(fuzz.stdout.contains("600 cases") && fuzz.stdout.contains("whole budget run"), "\(fuzz.stdout.suffix(1_500))")
    let summary = try #require(FileManager.default.contents(atPath: folder + "/summary.json"))
    let json = try #require(try JSONSerialization.jsonObject(with: summary) as? [String: Any])
    let divergences = try #require(json["divergences"] as? [[String: Any]])
    #expect(divergences.map { $0["signature"] as? String } == ["crash"], "\(divergences)")
    #expect((divergences.first?["cases"] as? Int ?? 0) > 1)
    let archived = folder + "/my-engine/crash.json"
    #expect(FileManager.default.fileExists(atPath: archived))
    let replay = try CLIRun.run(["replay", "--engine", "my-engine", archived], executable: binary, environment: environment)
    #expect(replay.status == 1 && replay.stdout.contains("FAIL"), "\(replay.stdout) \(replay.stderr)")
    #expect(replay.stdout.contains("Fatal error: my-engine: a transparent view"), "the engine's own message is quoted: \(replay.stdout)")
    let inProcess = try CLIRun.run(
      ["fuzz", "--engine", "my-engine", "--cases", "600", "--no-archive", "--quiet", "--in-process"], executable: binary, environment: environment)
    #expect(inProcess.status != 0 && inProcess.status != 1, "--in-process: the trap ends the process (status \(inProcess.status))")
  }
}
