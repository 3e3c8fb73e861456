import Foundation
import TestSupport
import Testing

@Suite("The command line applies a known file's deviation entries (issue 36, item 10)")
struct KnownDeviationEntriesTests {
  @Test("With its own mistake accepted as a deviation, a mutant conforms in fuzz and its archived case passes in replay")
  func deviationAccepted() throws {
    let folder = CLIFolder("known-deviation")
    defer { folder.remove() }
    try folder.write(#"{"format": 1, "known": [{"deviation": "hidden-still-hit", "reason": "hidden views stay hittable here"}]}"#, to: "known.json")
    let known = folder.path + "/known.json"
    let found = folder.path + "/found"
    let plain = try CLIRun.run(["fuzz", "--engine", "hidden-still-hit", "--cases", "400", "--corpus", found, "--no-documented", "--quiet"])
    #expect(plain.status == 1, "without the known file the mutant diverges: \(plain.stdout.suffix(400))")
    let accepted = try CLIRun.run([
      "fuzz", "--engine", "hidden-still-hit", "--known", known, "--cases", "400", "--no-archive", "--no-documented", "--quiet",
      "--json", folder.path + "/s.json",
    ])
    #expect(accepted.status == 0, "status \(accepted.status): \(accepted.stdout.suffix(600))")
    #expect(accepted.stdout.contains("Reference: the oracle with the accepted deviations hidden-still-hit"))
    let summary = try String(contentsOfFile: folder.path + "/s.json", encoding: .utf8)
    #expect(summary.contains("\"divergences\": []") || summary.contains("\"divergences\":[]"), "\(summary.prefix(400))")
    let replayed = try CLIRun.run(["replay", found, "--engine", "hidden-still-hit", "--known", known])
    #expect(replayed.status == 0, "status \(replayed.status): \(replayed.stdout.suffix(600))")
    let unaccepted = try CLIRun.run(["replay", found, "--engine", "hidden-still-hit"])
    #expect(unaccepted.status == 1, "status \(unaccepted.status): \(unaccepted.stdout.suffix(400))")
  }
}
