#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TouchModel

/// The serving side of the engine protocol: answers the greeting and runs each case on an in-process engine.
public struct EngineServer: Sendable {
  /// The engine served.
  public let engine: any TouchEngine

  /// Creates a server for an engine.
  public init(engine: any TouchEngine) { self.engine = engine }

  /// The handshake answer: the engine's name, summary, capabilities and declared profile.
  public var hello: EngineHello {
    var hello = EngineHello(name: engine.name, summary: engine.summary, capabilities: engine.capabilities, profile: engine.declaredProfile)
    hello.deviations = engine.declaredDeviations
    // Requests are read and answered one after another, so any number may wait in the pipe.
    hello.window = 16
    return hello
  }

  /// The reply line (without its newline) to one request line.
  public func reply(to line: String) -> String {
    let request: JSONValue
    switch JSONLine.parse(Array(line.utf8)) {
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
      if request.member("encodings")?.stringsValue?.contains(CaseEncoding.compact.rawValue) == true {
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
    do {
      let run = try engine.run(caseRequest.touchCase, recording: caseRequest.categories)
      if compact { return CaseReply.compactLine(run, of: caseRequest.touchCase, id: id) }
      return CaseReply(run, of: caseRequest.touchCase).line(id: id)
    } catch {
      return CaseReply.error("\(error)").line(id: id)
    }
  }

  /// Serves standard input to standard output, one reply per request line, until end of input or a failed write.
  ///
  /// Request lines are read up to the case-file limit: a longer one is skipped to its end and answered with an error
  /// reply, never held whole in memory.
  public func serveStandardStreams() {
    var lines = BoundedLines(descriptor: 0)
    while let line = lines.next() {
      let answer: String
      switch line {
      case .text(let text):
        if text.isEmpty { continue }
        answer = reply(to: text)
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
