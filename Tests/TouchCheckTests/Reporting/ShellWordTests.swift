import Foundation
import TestSupport
import Testing
import TouchModel

@testable import TouchCheck
import Reporting

@Suite("Printed commands are safe to paste (issue 36, item 7)")
struct ShellWordTests {
  @Test("Plain words stay as they are; anything else is one single-quoted word", arguments: [
    ("Corpus/found/composite/HIT-004_hitTest_otherView.json", "Corpus/found/composite/HIT-004_hitTest_otherView.json"),
    ("my corpus/a.json", "'my corpus/a.json'"),
    ("$(touch pwned)/a.json", "'$(touch pwned)/a.json'"),
    ("it's", "'it'\\''s'"),
    ("", "''"),
  ])
  func quoting(_ word: String, _ expected: String) {
    #expect(ShellWord.quoted(word) == expected)
  }

  @Test("A quoted word comes back whole from a real shell, running nothing")
  func throughTheShell() throws {
    let folder = NSTemporaryDirectory() + "shellword-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let word = "a b/$(touch \(folder)/ran)/`touch \(folder)/ran2`/it's \"x\"\\;|&"
    let out = OutputFile("shell-word")
    let process = try TestProcess("/bin/sh", ["-c", "printf '%s' " + ShellWord.quoted(word)], stdout: out.path)
    #expect(process.wait())
    let echoed = out.text()
    #expect(echoed == word)
    #expect(!FileManager.default.fileExists(atPath: folder + "/ran") && !FileManager.default.fileExists(atPath: folder + "/ran2"))
  }

  @Test("A failure report quotes the archived path in its replay and show commands")
  func failureReport() throws {
    let file = try ShowSupport.documented("hit-testing/hidden-view-and-its-subviews-are-skipped-but-its-visible-twin-is-hit.json")
    let c = Counterexample(
      touchCase: file.touchCase, original: file.touchCase, engine: "e", categories: .all, divergence: nil, signature: "s",
      expected: [], expectedRules: [], observed: [], firedRules: [], seed: 1, caseIndex: 0, replayToken: "t", size: 1, shrinkCalls: 0,
      shrinkStoppedEarly: false)
    let text = FailureReport.render(c, archivedAt: "my corpus/$(x)/s.json")
    #expect(text.contains("replay --engine e 'my corpus/$(x)/s.json')") && text.contains("show 'my corpus/$(x)/s.json' --svg 'my corpus/$(x)/s.svg'"), "\(text)")
  }
}
