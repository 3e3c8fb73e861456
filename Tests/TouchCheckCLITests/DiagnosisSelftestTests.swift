import Foundation
import TestSupport
import Testing

@Suite("touchcheck selftest diagnosis: leave-one-out precision (issue 31, item 5)")
struct DiagnosisSelftestTests {
  @Test("It prints the counts and a precision line, and exits by --min-precision; a wrong deviation name is a usage error", .heavy)
  func precisionLine() throws {
    let run = try CLIRun.run(["selftest", "diagnosis", "--deviations", "max-edge-inclusive,pan-begins-on-first-move", "--cases", "300", "--quiet"])
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("diagnosis: 2 deviations left out, "), "\(run.stdout)")
    let line = try #require(run.stdout.split(separator: "\n").last)
    #expect(line.hasPrefix("precision ") && line.hasSuffix(" %"), "\(line)")
    let bad = try CLIRun.run(["selftest", "diagnosis", "--deviations", "max-edge-inclusiv"])
    #expect(bad.status == 2 && bad.stderr.contains("max-edge-inclusive"), "\(bad.stderr)")
  }
}
