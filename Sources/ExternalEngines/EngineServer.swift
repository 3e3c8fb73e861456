#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TouchModel

/// The serving side of the engine protocol: answers the greeting and runs each case on an in-process engine.
package struct EngineServer: Sendable {
  /// The engine served.
  package let engine: any TouchEngine
  /// Whether it asks for the compact encoding when the greeting offers it (else it takes case files).
  package let asksForCompact: Bool

  /// Creates a server for an engine; `compact: false` takes case files even when the compact encoding is offered.
  package init(engine: any TouchEngine, compact: Bool = true) {
    self.engine = engine
    asksForCompact = compact
  }

  /// The handshake answer: the engine's name, summary, capabilities and declared profile.
  package var hello: EngineHello {
    var hello = EngineHello(name: engine.name, summary: engine.summary, capabilities: engine.capabilities, profile: engine.declaredProfile)
    hello.deviations = engine.declaredDeviations
    // Requests are read and answered one after another, so any number may wait in the pipe.
    hello.window = 16
    return hello
  }

  /// The reply line (without its newline) to one request line.
  package func reply(to line: String) -> String {
    var last: LastRequest?
    return reply(to: line, last: &last)
  }

  /// A case request read, with the bytes that followed its id: the same bytes again (the determinism check sends each
  /// case twice) are the same case, which is run again without being read again.
  struct LastRequest {
    var body: ArraySlice<UInt8>
    var request: CaseRequest
    var compact: Bool
    /// The last run of the request and its reply after the id: a run the same again gets the same reply, unwritten.
    var answered: (run: EngineRun, body: ArraySlice<UInt8>)?
  }

  /// The reply line to one request line, reusing the last request read when only the id differs.
  func reply(to line: String, last: inout LastRequest?) -> String {
    let bytes = Array(line.utf8)
    let split = JSONLine.idAndBody(bytes)
    if let split, let kept = last, kept.body == split.body { return answerKept(split.id, &last!) }
    let document: JSONDocument
    switch JSONLine.document(bytes) {
    case .success(let parsed): document = parsed
    case .failure(let error): return CaseReply.error("the request \(error)").line(id: 0)
    }
    return document.withRoot { request in
      if let greeting = request.member("touchcheck") { return answer(greeting: greeting, request) }
      let id = request.member("id")?.int ?? 0
      let compact = request.member("c") != nil
      guard compact || request.member("case") != nil else {
        return CaseReply.error("unknown request (expected \"touchcheck\", \"case\" or \"c\")").line(id: id)
      }
      let caseRequest: CaseRequest
      do { caseRequest = try CaseRequest.decode(request) } catch { return CaseReply.error("case: \(error)").line(id: id) }
      guard let split else { return answer(caseRequest, id: id, compact: compact) }
      last = LastRequest(body: split.body, request: caseRequest, compact: compact)
      return answerKept(id, &last!)
    }
  }

  /// The handshake's answer to a greeting.
  private func answer(greeting: JSONNode, _ request: JSONNode) -> String {
    guard let newest = greeting.int, newest >= EngineProtocol.supportedVersions.lowerBound else {
      return CaseReply.error("the greeting asks for no protocol version this engine speaks").line(id: 0)
    }
    var answer = hello
    answer.protocolVersion = min(newest, EngineProtocol.version)
    // The compact encoding when the greeting offers it (a TouchCheck that predates it sends case files).
    if asksForCompact, request.member("encodings")?.value.stringsValue?.contains(CaseEncoding.compact.rawValue) == true {
      answer.encoding = .compact
    }
    return answer.line
  }

  /// The engine's run of a request, as a reply in the request's encoding.
  private func answer(_ request: CaseRequest, id: Int, compact: Bool) -> String {
    do {
      return Self.reply(try engine.run(request.touchCase, recording: request.categories), of: request.touchCase, id: id, compact: compact)
    } catch {
      return CaseReply.error("\(error)").line(id: id)
    }
  }

  /// The reply line of a run of a case, in the compact encoding or as trace lines.
  static func reply(_ run: EngineRun, of touchCase: TouchCase, id: Int, compact: Bool) -> String {
    compact ? CaseReply.compactLine(run, of: touchCase, id: id) : CaseReply.traceLine(run, of: touchCase, id: id)
  }

  /// The engine's run of the request kept in `last` (read once, run for each of the determinism check's two requests):
  /// a run equal to the one before is answered with that run's reply under the new id, the bytes writing it would give.
  private func answerKept(_ id: Int, _ last: inout LastRequest) -> String {
    let run: EngineRun
    do { run = try engine.run(last.request.touchCase, recording: last.request.categories) } catch {
      return CaseReply.error("\(error)").line(id: id)
    }
    if let same = Self.reply(run, as: last.answered, id: id) { return same }
    let text = Self.reply(run, of: last.request.touchCase, id: id, compact: last.compact)
    last.answered = JSONLine.idAndBody(Array(text.utf8)).map { (run, $0.body) }
    return text
  }

  /// The reply to `run` when it equals an answered run: that run's reply after its id, under `id`; else nil.
  static func reply(_ run: EngineRun, as answered: (run: EngineRun, body: ArraySlice<UInt8>)?, id: Int) -> String? {
    guard let answered, answered.run == run else { return nil }
    var line = Array(#"{"id":"#.utf8)
    JSONBytes.appendInt(id, to: &line)
    line += answered.body
    return String(decoding: line, as: UTF8.self)
  }

  /// Serves standard input to standard output, one reply per request line, until end of input or a failed write.
  ///
  /// Request lines are read up to the case-file limit: a longer one is skipped to its end and answered with an error
  /// reply, never held whole in memory. Each reply is written before the next request is run, so a crash is blamed on
  /// the case that caused it.
  package func serveStandardStreams() {
    var lines = BoundedLines(descriptor: 0)
    var last: LastRequest?
    var out: [UInt8] = []
    while let line = lines.next() {
      let answer: String
      switch line {
      case .text(let text):
        if text.isEmpty { continue }
        answer = reply(to: text, last: &last)
      case .tooLong(let bytes):
        answer = CaseReply.error("the request line has \(bytes) bytes, more than the limit of \(lines.limit)").line(id: 0)
      }
      out.removeAll(keepingCapacity: true)
      out += answer.utf8
      out.append(0x0A)
      guard Self.writeAll(out) else { return }
    }
  }

  /// Writes the whole of `bytes` to standard output; false when it cannot.
  private static func writeAll(_ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
      if n > 0 { offset += n } else if n < 0 && errno != EINTR { return false }
    }
    return true
  }
}
