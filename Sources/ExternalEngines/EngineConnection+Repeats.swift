import TouchModel

/// The determinism check sends every case twice: the second request is the first one's bytes under a new id, and an
/// engine that answers the same again is read once.
extension EngineConnection {
  /// A request line with its newline, in the encoding the engine asked for.
  func requestLine(id: Int, _ touchCase: TouchCase, _ categories: TraceCategories) -> [UInt8] {
    let body: [UInt8]
    if let last = lastBody, last.categories == categories, last.touchCase == touchCase { body = last.bytes } else {
      body = CaseRequest.body(touchCase, categories, hello.encoding)
      lastBody = (touchCase, categories, body)
    }
    return Self.requestLine(id: id, body: body)
  }

  /// A request line with its newline: the id, then the body (the rest of the request's JSON object).
  static func requestLine(id: Int, body: [UInt8]) -> [UInt8] {
    var line = Array(#"{"id":"#.utf8)
    line.reserveCapacity(body.count + 24)
    line += String(id).utf8
    line += body
    line.append(0x0A)
    return line
  }

  /// The engine's run of a reply (`CaseReply.engineRun`): a reply whose bytes after its id equal the last reply's, to the
  /// same case and categories, is that reply's run.
  func engineRun(_ bytes: [UInt8], id: Int, of touchCase: TouchCase, _ categories: TraceCategories, requiresID: Bool) throws -> EngineRun {
    let split = JSONLine.idAndBody(bytes)
    if let split, split.id == id, let last = repeatedReply, last.body == split.body, last.categories == categories, last.touchCase == touchCase {
      return last.run
    }
    let run = try CaseReply.engineRun(bytes, id: id, of: touchCase, requiresID: requiresID)
    if let split { repeatedReply = (split.body, touchCase, categories, run) }
    return run
  }
}
