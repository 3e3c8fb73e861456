import Testing
import TouchCheck
import TouchModel
import UIKitOracle
import CaseGeneration

/// An engine with one hit-testing bug: hidden views are hit.
func hiddenViewsHit(_ state: OracleState) -> OracleRules {
  var steps = Steps()
  steps.isHiddenForHitTest = { _, _ in false }
  return OracleRules(state: state, steps: steps)
}

@Suite("Partial engines replay the documented corpus")
struct PartialEngineReplayTests {
  static let documented = repositoryRoot + "/Corpus/documented"
  static let hitTestOnly: Capabilities = [.hitTesting, .hitAreas, .transforms]

  static func engine(_ capabilities: Capabilities, rules: @escaping @Sendable (OracleState) -> OracleRules = { OracleRules(state: $0) }) -> ReferenceOracle {
    ReferenceOracle(name: "partial", summary: "the oracle claiming less", capabilities: capabilities, rules: rules)
  }

  @Test("A hit-testing-only engine whose hit tests agree passes every file it can run; the others are skipped naming what they need")
  func hitTestingOnly() throws {
    var lines: [String] = []
    let summary = ReplaySession(engine: Self.engine(Self.hitTestOnly)).run([Self.documented]) { lines.append($0) }
    let total = corpusFiles.filter { $0.hasPrefix("Corpus/documented/") }.count
    #expect(summary.failed == 0 && summary.errors == 0)
    #expect(summary.passed >= 10 && summary.skipped > 0 && summary.passed + summary.skipped == total)
    #expect(summary.line.hasPrefix("replay: \(summary.passed) passed, 0 failed, \(summary.skipped) skipped (needs "))
    #expect(summary.line.contains("delivery ") && !summary.line.contains("hitAreas") && !summary.line.contains("transforms"))
    for line in lines where line.hasPrefix("SKIP") { #expect(line.contains(": needs "), "\(line)") }
    for line in lines where line.hasPrefix("PASS") {
      let path = String(line.dropFirst(6).prefix { $0 != " " })
      let file = try CorpusFiles.load(path).get()
      #expect(Self.hitTestOnly.isSuperset(of: FeatureChecker.features(of: file.touchCase)), "\(path)")
    }
  }

  @Test("Expected lines the engine does not emit are left out on both sides")
  func onlyClaimedLinesCompared() throws {
    let file = try CorpusFiles.load(Self.documented + "/hit-testing/seed000-viewB1-walk.json").get()
    let hitTests = file.expected?.filter { $0.contains(" hitTest ") }.count ?? 0
    #expect(hitTests == 1 && file.expected?.count == 7)
    for (capabilities, events) in [(Self.hitTestOnly, hitTests), (Self.hitTestOnly.union(.visits), 7)] {
      guard case .passed(let compared) = Replay.run(file, on: Self.engine(capabilities)) else {
        Issue.record("the file does not replay on an engine claiming \(capabilities.names)")
        continue
      }
      #expect(compared == events)
    }
  }

  @Test("A case that uses unclaimed capabilities is skipped with exactly those named")
  func skipped() throws {
    let file = try CorpusFiles.load(Self.documented + "/hit-testing/hidden-front-window-lets-the-back-window-be-hit.json").get()
    guard case .skipped(let needs) = Replay.run(file, on: Self.engine(Self.hitTestOnly)) else {
      Issue.record("expected a skip")
      return
    }
    #expect(needs == .severalWindows)
    guard case .passed = Replay.run(file, on: Self.engine(Self.hitTestOnly.union(.severalWindows))) else {
      Issue.record("expected a pass once several windows are claimed")
      return
    }
  }

  @Test("A partial engine that diverges in a category it claims is still caught, on the files that show the bug")
  func divergenceCaught() {
    var failures: [String] = []
    let engine = Self.engine(Self.hitTestOnly) { hiddenViewsHit($0) }
    let summary = ReplaySession(engine: engine).run([Self.documented], quiet: true) { line in
      if line.hasPrefix("FAIL") { failures.append(line) }
    }
    #expect(summary.failed >= 1 && summary.failed == failures.count)
    #expect(failures.allSatisfy { $0.contains("hidden") }, "\(failures)")
  }
}
