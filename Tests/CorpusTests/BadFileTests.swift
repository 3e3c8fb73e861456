import Foundation
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

@Suite("Bad corpus files")
struct BadFileTests {
  @Test("A corrupt file gives one clear line naming file and field, and the other files still replay")
  func corruptFileDoesNotStopTheRun() throws {
    let folder = NSTemporaryDirectory() + "touchcheck-bad-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let good = try String(contentsOfFile: repositoryRoot + "/Corpus/documented/hit-testing/seed000-viewB1-walk.json", encoding: .utf8)
    try AtomicFile.write(good, to: folder + "/a-good.json")
    try AtomicFile.write(good.replacingOccurrences(of: #""frame": [20, 140, 280, 200]"#, with: #""frame": [20, 140, -280, 200]"#), to: folder + "/b-negative.json")
    try AtomicFile.write("{\"format\": 1, \"scene\": ", to: folder + "/c-truncated.json")
    try AtomicFile.write(good, to: folder + "/d-good.json")
    var lines: [String] = []
    let summary = ReplaySession(engine: ReferenceOracle()).run([folder, folder + "/missing.json"]) { lines.append($0) }
    #expect(summary == ReplaySession.Summary(passed: 2, failed: 0, errors: 3))
    #expect(lines.contains("ERROR \(folder)/b-negative.json: scene.views[3].frame: width -280 is negative"))
    #expect(lines.contains("ERROR \(folder)/c-truncated.json: malformed JSON at line 1, column 24: unexpected end of file, expected a value"))
    #expect(lines.contains("ERROR \(folder)/missing.json: no such file or folder"))
    #expect(summary.line == "replay: 2 passed, 3 failed")
  }

  @Test("A changed expectation fails with a diff that names the first divergence")
  func mismatch() throws {
    var file = try CorpusFiles.load(repositoryRoot + "/Corpus/documented/hit-testing/seed000-viewB1-walk.json").get()
    file.expected![6] = "@0 hitTest t1 viewB"
    guard case .mismatch(let diff) = Replay.run(file, on: ReferenceOracle()) else {
      Issue.record("expected a mismatch")
      return
    }
    #expect(diff.firstDivergence == 6)
  }
}
