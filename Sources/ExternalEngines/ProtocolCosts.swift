import Foundation
import TouchModel

/// Where a case's time goes on the engine protocol's path, each part timed alone on the same cases in this process
/// (`touchcheck bench`): what the campaign pays to write a request and read its reply, and what a served Swift engine
/// pays to read a case's requests, run them and write the replies. The two sides run in two processes, which overlap
/// when the engine has a window, so the parts do not add up to the campaign's time per case.
package struct ProtocolCosts: Sendable {
  /// Microseconds to encode a request line (the case and the categories to record).
  package var request: Double
  /// Microseconds to read a reply line back into the engine's run (parse, decode, check).
  package var reply: Double
  /// Microseconds for a served engine to answer a case's two requests (the determinism check sends each case twice; the
  /// second reuses the first one's parsed request but is run and written again), its two runs included.
  package var served: Double
  /// Microseconds of that for the engine's two runs alone.
  package var runs: Double
  /// Microseconds of that for reading the first request (parsing and checking the case).
  package var servedRead: Double
  /// Microseconds of that for writing the two replies (the second as the first's bytes when the runs are the same).
  package var servedWrite: Double
  /// The mean request and reply line lengths, in bytes.
  package var requestBytes: Double
  package var replyBytes: Double

  /// Times each part over `cases` (cycled) for about `seconds` each, in `encoding`, with `engine` served.
  package static func measure(
    _ cases: [TouchCase], _ categories: TraceCategories, encoding: CaseEncoding, engine: any TouchEngine, seconds: Double
  ) -> ProtocolCosts {
    precondition(!cases.isEmpty)
    let server = EngineServer(engine: engine, compact: encoding == .compact)
    let requests = cases.enumerated().map { i, c in String(decoding: Self.line(id: i + 1, c, categories, encoding), as: UTF8.self) }
    let replies = requests.map { Array(server.reply(to: $0).utf8) }
    var sink = 0
    let request = Self.time(seconds, count: cases.count) { i in sink &+= Self.line(id: i + 1, cases[i], categories, encoding).count }
    let reply = Self.time(seconds, count: cases.count) { i in
      sink &+= ((try? CaseReply.engineRun(replies[i], id: i + 1, of: cases[i])) != nil) ? 1 : 0
    }
    let again = cases.indices.map { i in String(decoding: Self.line(id: cases.count + i + 1, cases[i], categories, encoding), as: UTF8.self) }
    let served = Self.time(seconds, count: cases.count) { i in
      var last: EngineServer.LastRequest?
      sink &+= server.reply(to: requests[i], last: &last).utf8.count + server.reply(to: again[i], last: &last).utf8.count
    }
    let runs = Self.time(seconds, count: cases.count) { i in
      for _ in 0..<2 { sink &+= (try? engine.run(cases[i], recording: categories)) != nil ? 1 : 0 }
    }
    let servedRead = Self.time(seconds, count: cases.count) { i in
      if case .success(let document) = JSONLine.document(Array(requests[i].utf8)) {
        sink &+= document.withRoot { (try? CaseRequest.decode($0))?.id ?? 0 }
      }
    }
    let answers = cases.map { try? engine.run($0, recording: categories) }
    let answersAgain = cases.map { try? engine.run($0, recording: categories) }
    let servedWrite = Self.time(seconds, count: cases.count) { i in
      guard let run = answers[i], let runAgain = answersAgain[i] else { return }
      let first = EngineServer.reply(run, of: cases[i], id: i + 1, compact: encoding == .compact)
      // The second run is the same, so the server sends the first reply after its id under the next id.
      let answered = JSONLine.idAndBody(Array(first.utf8)).map { (run, $0.body) }
      sink &+= first.utf8.count + (EngineServer.reply(runAgain, as: answered, id: cases.count + i + 1)?.utf8.count ?? 0)
    }
    precondition(sink != 0)
    return ProtocolCosts(
      request: request, reply: reply, served: served, runs: runs, servedRead: servedRead, servedWrite: servedWrite,
      requestBytes: Double(requests.map(\.utf8.count).reduce(0, +)) / Double(cases.count) + 1,
      replyBytes: Double(replies.map(\.count).reduce(0, +)) / Double(cases.count) + 1)
  }

  /// A request line as a connection writes it (without its newline).
  static func line(id: Int, _ touchCase: TouchCase, _ categories: TraceCategories, _ encoding: CaseEncoding) -> [UInt8] {
    EngineConnection.requestLine(id: id, body: CaseRequest.body(touchCase, categories, encoding)).dropLast()
  }

  /// Microseconds per call of `body(i)`, cycling `i` over `0..<count`, for about `seconds`.
  static func time(_ seconds: Double, count: Int, _ body: (Int) -> Void) -> Double {
    let clock = ContinuousClock()
    let start = clock.now
    var calls = 0
    repeat {
      for i in 0..<count { body(i) }
      calls += count
    } while (clock.now - start) < .seconds(seconds)
    let elapsed = clock.now - start
    return (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18) * 1e6 / Double(calls)
  }
}
