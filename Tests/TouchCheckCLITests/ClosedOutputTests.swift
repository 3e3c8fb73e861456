import Foundation
import TestSupport
import Testing

@Suite("Reliability, part two: a closed pipe and huge names (issue 22, items 9 and 13)", .waits)
struct ClosedOutputTests {
  @Test("`touchcheck fuzz … | head -n 1` ends quietly with the command's own status (1: divergences), not 'Broken pipe' and 3")
  func closedPipe() throws {
    // 300 cases (it was 1,500): the campaign's length is not what is tested. It still prints its first divergence's
    // report at case 4, and 56 KB more after it, each write after `head` has gone failing.
    let out = OutputFile("closed-pipe")
    let shell = try TestProcess("/bin/bash", ["-c", "set -o pipefail; '\(CLIRun.executable)' fuzz --engine composite --cases 300 --no-archive --no-documented --unguided --quiet 2>/tmp/touchcheck-closed-$$.err | head -n 1 >/dev/null; s=$?; cat /tmp/touchcheck-closed-$$.err; rm -f /tmp/touchcheck-closed-$$.err; exit $s"], stdout: out.path)
    #expect(shell.wait(), "the pipeline did not end")
    let text = out.text()
    #expect(shell.status == 1, "status \(shell.status): \(text)")
    #expect(!text.contains("Broken pipe"), "\(text)")
  }

  @Test("A 100,000-character unknown engine name is refused at once, without a did-you-mean search")
  func hugeName() throws {
    let start = Date()
    let run = try CLIRun.run(["fuzz", "--engine", String(repeating: "x", count: 100_000), "--cases", "1"])
    #expect(run.status == 2 && run.stderr.contains("unknown engine"))
    #expect(Date().timeIntervalSince(start) < 5, "took \(Date().timeIntervalSince(start)) s")
  }
}
