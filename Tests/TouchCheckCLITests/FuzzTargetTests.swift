import Foundation
import TestSupport
import Testing

@Suite("touchcheck-fuzz-target without libFuzzer: it checks the input files it is given")
struct FuzzTargetTests {
  static var target: String { CLIRun.built("touchcheck-fuzz-target") }

  /// The bytes a replay token's choices are (its payload is the LEB128 varints a fuzz input is read as).
  func bytes(ofToken token: String) throws -> Data {
    var text = String(try #require(token.split(separator: ":").last)).replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
    while text.count % 4 != 0 { text += "=" }
    return try #require(Data(base64Encoded: text))
  }

  @Test("The bytes of a mutant's counterexample make it diverge: exit 1 and the shrunk case written; the oracle passes", .waits)
  func divergence() throws {
    let folder = NSTemporaryDirectory() + "touchcheck-fuzz-target-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let campaign = try CLIRun.run(["fuzz", "--engine", "alpha-at-most-0.01", "--cases", "1000", "--no-archive", "--quiet", "--json", folder + "/summary.json"])
    #expect(campaign.status == 1)
    let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/summary.json"))) as? [String: Any]
    let divergence = try #require((summary?["divergences"] as? [[String: Any]])?.first)
    let token = try #require(divergence["replayToken"] as? String)
    let signature = try #require(divergence["signature"] as? String)
    try bytes(ofToken: token).write(to: URL(fileURLWithPath: folder + "/input"))
    let environment = ["TOUCHCHECK_FUZZ_ENGINE": "alpha-at-most-0.01", "TOUCHCHECK_FUZZ_OUTPUT": folder + "/out"]
    let run = try CLIRun.run([folder + "/input"], executable: Self.target, environment: environment)
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("divergence \(signature)"), "\(run.stderr)")
    let written = try #require(FileManager.default.subpaths(atPath: folder + "/out")?.filter { $0.hasSuffix(".json") })
    #expect(written.count == 1)
    let replay = try CLIRun.run(["replay", "--engine", "alpha-at-most-0.01", folder + "/out/" + written[0]])
    #expect(replay.status == 1, "\(replay.stdout)")
    let oracle = try CLIRun.run([folder + "/input"], executable: Self.target, environment: ["TOUCHCHECK_FUZZ_ENGINE": "oracle"])
    #expect(oracle.status == 0, "\(oracle.stderr)")
  }

  @Test("Without an engine named, or without inputs, it says how to use it")
  func usage() throws {
    let noEngine = try CLIRun.run(["/dev/null"], executable: Self.target, environment: ["TOUCHCHECK_FUZZ_ENGINE": ""])
    #expect(noEngine.status == 2 && noEngine.stderr.contains("set TOUCHCHECK_FUZZ_ENGINE to a built-in engine"), "\(noEngine.stderr)")
    let noInput = try CLIRun.run([], executable: Self.target)
    #expect(noInput.status == 2 && noInput.stdout.contains("-sanitize=fuzzer"), "\(noInput.stdout)")
  }
}
