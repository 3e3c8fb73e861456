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
  }

  /// The reply line to one request line, reusing the last request read when only the id differs.
  func reply(to line: String, last: inout LastRequest?) -> String {
    let bytes = Array(line.utf8)
    let split = JSONLine.idAndBody(bytes)
    if let split, let kept = last, kept.body == split.body { return answer(kept.request, id: split.id, compact: kept.compact) }
    let request: JSONValue
    switch JSONLine.parse(bytes) {
    case .success(let value): request = value
    case .failure(let error): return CaseReply.error("the request \(error)").line(id: 0)
    }
    if let greeting = request.member("touchcheck") {
      guard let newest = greeting.intValue, newest >= EngineProtocol.supportedVersions.lowerBound else {
        return CaseReply.error("the greeting asks for no protocol version this engine speaks").line(id: 0)
      }
      var answer = hello
      answer.protocolVersion = min(newest, EngineProtocol.version)
      // The compact encoding when the greeting offers it (a TouchCheck that predates it sends case files).
      if asksForCompact, request.member("encodings")?.stringsValue?.contains(CaseEncoding.compact.rawValue) == true {
        answer.encoding = .compact
      }
      return answer.line
    }
    let id = request.member("id")?.intValue ?? 0
    let compact = request.member("c") != nil
    guard compact || request.member("case") != nil else {
      return CaseReply.error("unknown request (expected \"touchcheck\", \"case\" or \"c\")").line(id: id)
    }
    let caseRequest: CaseRequest
    do { caseRequest = try CaseRequest.decode(request) } catch { return CaseReply.error("case: \(error)").line(id: id) }
    if let split { last = LastRequest(body: split.body, request: caseRequest, compact: compact) }
    return answer(caseRequest, id: id, compact: compact)
  }

  /// The engine's run of a request, as a reply in the request's encoding.
  private func answer(_ request: CaseRequest, id: Int, compact: Bool) -> String {
    do {
      let run = try engine.run(request.touchCase, recording: request.categories)
      if compact { return CaseReply.compactLine(run, of: request.touchCase, id: id) }
      return CaseReply(run, of: request.touchCase).line(id: id)
    } catch {
      return CaseReply.error("\(error)").line(id: id)
    }
  }

  /// Serves standard input to standard output, one reply per request line, until end of input or a failed write.
  ///
  /// Request lines are read up to the case-file limit: a longer one is skipped to its end and answered with an error
  /// reply, never held whole in memory.
  package func serveStandardStreams() {
    var lines = BoundedLines(descriptor: 0)
    var last: LastRequest?
    while let line = lines.next() {
      let answer: String
      switch line {
      case .text(let text):
        if text.isEmpty { continue }
        answer = reply(to: text, last: &last)
      case .tooLong(let bytes):
        answer = CaseReply.error("the request line has \(bytes) bytes, more than the limit of \(lines.limit)").line(id: 0)
      }
      guard Self.writeAll(answer + "\n") else { return }
    }
  }

  /// Writes the whole text to standard output; false when it cannot.
  private static func writeAll(_ text: String) -> Bool {
    var bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeMutableBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
      if n > 0 { offset += n } else if n < 0 && errno != EINTR { return false }
    }
    return true
  }
}
