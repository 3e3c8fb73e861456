import Foundation
import TestSupport
import Testing

@Suite("Two campaigns on one corpus (issue 22, item 3)")
struct CampaignLockTests {
  @Test("A second campaign on a corpus whose campaign is running is refused, naming the holder's PID; afterwards it runs")
  func secondRefused() throws {
    let folder = CLIFolder("campaign-lock")
    defer { folder.remove() }
    let first = try TestProcess(
      CLIRun.executable, ["fuzz", "--engine", "oracle", "--cases", "100000000", "--corpus", folder.path, "--no-documented", "--quiet"])
    defer { first.wait(within: 0) }
    let lock = folder.path + "/oracle/.campaign-state.lock"
    for _ in 0..<500 where !FileManager.default.fileExists(atPath: folder.path + "/oracle/.campaign-state") { Thread.sleep(forTimeInterval: 0.02) }
    #expect(FileManager.default.fileExists(atPath: lock))
    let second = try CLIRun.run(["fuzz", "--engine", "oracle", "--cases", "10", "--corpus", folder.path, "--no-documented"])
    #expect(second.status == 2, "\(second.stderr)")
    #expect(second.stderr.contains("another campaign (PID \(first.pid)) is running on"), "\(second.stderr)")
    first.signal(SIGTERM)
    #expect(first.wait(), "the first campaign did not end on SIGTERM")
    let third = try CLIRun.run(["fuzz", "--engine", "oracle", "--cases", "10", "--corpus", folder.path, "--no-documented", "--quiet"])
    #expect(third.status == 0, "the lock went with its holder: \(third.stderr)")
  }
}
