import Foundation
import Synchronization
import TestSupport
import Testing
import TouchCheck
import TouchCheckTesting
import DeviationCatalogue
import TouchModel

/// One campaign policy behind every front door (issue 33, items 1 and 3): the CLI, `expectConformance` and `replay`
/// give one verdict on the same engine, seed, budget and known file.
@Suite("One campaign policy: fuzz, expectConformance and replay agree (issue 33, items 1 and 3)")
struct OneCampaignPolicyTests {
  /// Known files: none, one that accepts the engine's mistake as a deviation, one that accepts it as a profile value.
  static let knownFiles: [(name: String, text: String?)] = [
    ("none", nil),
    ("deviation", #"{"format": 1, "known": [{"deviation": "alpha-at-most-0.01", "reason": "kept on purpose"}]}"#),
    ("profile", #"{"format": 1, "known": [{"profile": {"alphaStoredAsFloat": true}, "reason": "alpha is a Float"}]}"#),
  ]

  @Test("The same engine and known file give the same divergences and documented counts through fuzz and expectConformance", arguments: 0..<3)
  func sameVerdict(_ k: Int) throws {
    let (name, text) = Self.knownFiles[k]
    let folder = CLIFolder("one-policy-\(name)")
    defer { folder.remove() }
    var arguments = ["fuzz", "--engine", "alpha-at-most-0.01", "--cases", "400", "--seed", "5", "--jobs", "1", "--no-archive", "--json", folder.path + "/s.json", "--quiet"]
    var known = KnownDivergences()
    if let text {
      try folder.write(text, to: "known.json")
      arguments += ["--known", folder.path + "/known.json"]
      known = try KnownDivergences.decode(text: text)
    }
    let cli = try CLIRun.run(arguments)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/s.json"))) as? [String: Any])
    let cliSignatures = (json["divergences"] as? [[String: Any]] ?? []).compactMap { $0["signature"] as? String }
    let cliDocumented = try #require(json["documented"] as? [String: Any])

    let engine = try #require(BuiltInEngines.named("alpha-at-most-0.01"))
    var report: CampaignReport?
    withKnownIssue(isIntermittent: true) {
      report = expectConformance(of: engine, cases: 400, seed: 5, known: known)
    }
    let api = try #require(report)
    #expect(api.divergences.map(\.signature) == cliSignatures, "\(name): CLI \(cliSignatures), API \(api.divergences.map(\.signature))")
    #expect(api.passed == (cli.status == 0), "\(name): CLI exit \(cli.status), API passed \(api.passed)\n\(cli.stdout.suffix(1_500))")
    let documented = try #require(api.documented)
    #expect(documented.passed == cliDocumented["passed"] as? Int && documented.failures.count == cliDocumented["failed"] as? Int)
    #expect(documented.skipped == cliDocumented["skipped"] as? Int && documented.known == cliDocumented["known"] as? Int)
    // Every skipped file is named in the JSON with its reason.
    let skippedFiles = cliDocumented["skippedFiles"] as? [[String: String]] ?? []
    #expect(skippedFiles.count == documented.skipped && skippedFiles.allSatisfy { !($0["reason"] ?? "").isEmpty })
    // Accepting the mistake as a deviation makes both conform; without a known file both fail.
    if name == "deviation" { #expect(api.passed && cli.status == 0, "\(name)\n\(cli.stdout.suffix(1_500))") } else if name == "none" { #expect(!api.passed && cli.status == 1) }
  }

  @Test("An issue from expectConformance names its cause, a Swift replay call and the engine's own type")
  func issueNamesCause() throws {
    let engine = try #require(BuiltInEngines.named("hidden-still-hit"))
    let comments = Mutex<[String]>([])
    withKnownIssue {
      expectConformance(of: engine, cases: 300, seed: 1, documented: nil)
    } matching: { issue in
      comments.withLock { $0 += issue.comments.map(\.rawValue) }
      return true
    }
    let text = comments.withLock { $0.joined(separator: "\n") }
    #expect(text.contains("Cause: "), "\(text.prefix(2_000))")
    #expect(text.contains("Replay: expectConformance(of: engine, replaying: \""), "\(text.prefix(2_000))")
    #expect(!text.contains("/* your engine */") && !text.contains("Replay: swift run touchcheck"), "\(text.prefix(2_000))")
  }

  @Test("replay --engine and a campaign's documented replay give the same counts, every skipped file named", arguments: [false, true])
  func replayAgreesWithFuzz(_ withKnown: Bool) throws {
    let folder = CLIFolder("replay-agrees")
    defer { folder.remove() }
    try folder.write(#"{"format": 1, "known": [{"profile": {"alphaStoredAsFloat": true}, "reason": "alpha is a Float"}]}"#, to: "known.json")
    let known = withKnown ? ["--known", folder.path + "/known.json"] : []
    let fuzz = try CLIRun.run(["fuzz", "--engine", "alpha-at-most-0.01", "--cases", "1", "--no-archive", "--documented", CLIFolder.documented] + known)
    let replay = try CLIRun.run(["replay", CLIFolder.documented, "--engine", "alpha-at-most-0.01"] + known)
    let line = try #require(fuzz.stdout.split(separator: "\n").first { $0.hasPrefix("documented cases at this engine's level: ") }, "\(fuzz.stdout.suffix(1_500))")
    let summary = try #require(replay.stdout.split(separator: "\n").last)
    // "documented cases at this engine's level: P passed, F failed, S skipped[, K known]" against "replay: P passed, F failed, S skipped (…)[, K known]".
    func counts(_ text: Substring) throws -> [Int] {
      try ["passed", "failed", "skipped", "known"].map { word in
        try text.firstMatch(of: Regex<(Substring, Substring)>("([0-9]+) \(word)")).flatMap { Int($0.1) } ?? 0
      }
    }
    #expect(try counts(line) == counts(summary), "fuzz: \(line)\nreplay: \(summary)")
    #expect((fuzz.status == 0) == (replay.status == 0), "fuzz \(fuzz.status), replay \(replay.status)")
    #expect(withKnown ? replay.status == 0 : replay.status == 1)
    // Every file replay skips is named with its reason.
    let skipped = replay.stdout.split(separator: "\n").filter { $0.hasPrefix("SKIP  ") }
    #expect(try skipped.count == counts(summary)[2] && skipped.allSatisfy { $0.contains(".json: ") })
  }
}
