import Foundation
import Testing
import TouchCheck
@testable import ExternalEngines
import TouchModel
import UIKitOracle

/// An engine whose every other run drops the trace's last event: not deterministic.
private final class AlternatingEngine: TouchEngine, @unchecked Sendable {
  let name = "alternating"
  let summary = "drops the last event on every other run"
  let capabilities = Capabilities.all
  private let lock = NSLock()
  private var runs = 0

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    let odd = lock.withLock { runs += 1; return runs % 2 == 0 }
    var trace = ReferenceOracle().run(touchCase, recording: categories).trace
    if odd && !trace.isEmpty { trace.removeLast() }
    return EngineRun(trace: trace)
  }
}

/// The server answers the determinism check's second request with the first reply's bytes only when its runs agree.
@Suite("Serving a case twice (issue 35)")
struct EngineServerRepeatTests {
  /// The two request lines the determinism check sends for each of the first generated cases.
  static func requests(_ count: Int) -> [(String, String)] {
    CompactEncodingTests.generated(count).enumerated().map { i, touchCase in
      let first = CaseRequest(id: 2 * i + 1, touchCase: touchCase, categories: .all)
      var second = first
      second.id += 1
      return (first.line(encoding: .compact), second.line(encoding: .compact))
    }
  }

  @Test("A deterministic engine's second reply is its first under the next id, and the same as a reply written afresh")
  func deterministic() {
    let server = EngineServer(engine: ReferenceOracle())
    for (first, second) in Self.requests(300) {
      var last: EngineServer.LastRequest?
      let replies = (server.reply(to: first, last: &last), server.reply(to: second, last: &last))
      #expect(replies.1 == server.reply(to: second), "\(second)")
      #expect(replies.0.drop { $0 != "," } == replies.1.drop { $0 != "," })
    }
  }

  @Test("A second run that differs is written afresh, so the campaign sees the difference")
  func nondeterministic() {
    let server = EngineServer(engine: AlternatingEngine())
    var differing = 0
    for (first, second) in Self.requests(300) {
      var last: EngineServer.LastRequest?
      let replies = (server.reply(to: first, last: &last), server.reply(to: second, last: &last))
      if replies.0.drop(while: { $0 != "," }) != replies.1.drop(while: { $0 != "," }) { differing += 1 }
    }
    #expect(differing > 250, "\(differing) of 300 second replies differ")
  }
}
