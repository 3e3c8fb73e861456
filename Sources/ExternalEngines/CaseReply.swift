import TouchModel

/// An engine's answer to one case: `{"trace": [LINE…], "rules": [RULE or null…]}`, the compact
/// `{"e": [[FRAME, KIND, ARGUMENT…]…], "rules": […]}` or `{"error": "…"}`, on one line.
package enum CaseReply: Hashable, Sendable {
  /// The trace as canonical lines, and optionally the rule behind each line (parallel, null where the engine does not say).
  case trace(lines: [String], rules: [String?]?)
  /// The engine could not run the case; the message says why.
  case error(String)

  /// The reply as one JSON line without its newline, echoing the request's id.
  package func line(id: Int) -> String {
    var members = [JSONMember("id", .number(Double(id)))]
    switch self {
    case .trace(let lines, let rules):
      members.append(JSONMember("trace", .array(lines.map { .string($0) })))
      if let rules { members.append(JSONMember("rules", .array(rules.map { $0.map { .string($0) } ?? .null }))) }
    case .error(let message):
      members.append(JSONMember("error", .string(message)))
    }
    return JSONLine.text(.object(members))
  }

  /// The reply line (without its newline) of an engine's run as trace lines and the rules behind them (when it says
  /// them all), echoing the request's id, written without making the lines as strings.
  package static func traceLine(_ run: EngineRun, of touchCase: TouchCase, id: Int) -> String {
    let text = TraceText(touchCase)
    var bytes = Array(#"{"id":"#.utf8)
    bytes.reserveCapacity(64 + 40 * run.trace.count)
    JSONBytes.appendInt(id, to: &bytes)
    bytes += #","trace":["#.utf8
    var line: [UInt8] = []
    for (k, event) in run.trace.enumerated() {
      if k > 0 { bytes.append(UInt8(ascii: ",")) }
      line.removeAll(keepingCapacity: true)
      text.append(event, to: &line)
      bytes.append(UInt8(ascii: "\""))
      line.withUnsafeBufferPointer { JSONBytes.appendEscaped($0, to: &bytes) }
      bytes.append(UInt8(ascii: "\""))
    }
    bytes.append(UInt8(ascii: "]"))
    if run.provenanceIndices.count == run.trace.count && !run.trace.isEmpty {
      bytes += #","rules":["#.utf8
      for (k, rule) in run.provenance.enumerated() {
        if k > 0 { bytes.append(UInt8(ascii: ",")) }
        if let rule { JSONBytes.appendQuoted(rule, to: &bytes) } else { bytes += "null".utf8 }
      }
      bytes.append(UInt8(ascii: "]"))
    }
    bytes.append(UInt8(ascii: "}"))
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The compact reply line (without its newline) of an engine's run, echoing the request's id.
  package static func compactLine(_ run: EngineRun, of touchCase: TouchCase, id: Int) -> String {
    var w = CompactWriter(capacity: 64 + 24 * run.trace.count)
    w.raw(#"{"id":"#)
    w.int(id)
    w.raw(#","e":"#)
    w.list(run.trace) { w, event in touchCase.scene.writeCompact(event, into: &w) }
    if run.provenanceIndices.count == run.trace.count && !run.trace.isEmpty {
      w.raw(#","rules":"#)
      w.list(run.provenance) { w, rule in if let rule { w.string(rule) } else { w.raw("null") } }
    }
    w.byte("}")
    return String(decoding: w.bytes, as: UTF8.self)
  }

  /// Reads a reply line to a request; a reply that breaks the protocol is a problem named by one word. An engine with a
  /// window must echo the id (`requiresID`): it is how a skipped or repeated reply is told apart.
  static func decode(_ bytes: [UInt8], id: Int, requiresID: Bool = false) throws -> CaseReply {
    try withReply(bytes, id: id, requiresID: requiresID) { (reply) throws(ReplyProblem) in try decode(reply) }
  }

  /// Reads the reply line as JSON and gives it to `body` once it is an object with the right id.
  private static func withReply<R, E: Error>(
    _ bytes: [UInt8], id: Int, requiresID: Bool, _ body: (JSONNode) throws(E) -> R
  ) throws -> R {
    let document: JSONDocument
    switch JSONLine.document(bytes) {
    case .success(let d): document = d
    case .failure(let error): throw ReplyProblem("not-json", "the reply \(error): \(Quoted(String(decoding: bytes.prefix(200), as: UTF8.self)))")
    }
    return try document.withRoot { (reply) throws -> R in
      guard reply.isObject else { throw ReplyProblem("bad-reply", "the reply is \(reply.typeName), not an object") }
      let echoed = reply.member("id")
      if let echoed, echoed.int != id {
        throw ReplyProblem("wrong-id", "the reply answers request \(JSONLine.text(echoed.value).prefix(40)), not \(id)")
      }
      if requiresID && echoed == nil {
        throw ReplyProblem("bad-reply", "the reply has no \"id\"; an engine that declares a window must echo each request's id")
      }
      return try body(reply)
    }
  }

  /// An error reply or a reply with trace lines.
  private static func decode(_ reply: JSONNode) throws(ReplyProblem) -> CaseReply {
    if let error = reply.member("error") {
      guard let message = error.string else { throw ReplyProblem("bad-reply", "\"error\" is \(error.typeName), not a string") }
      return .error(message)
    }
    guard let trace = reply.member("trace") else { throw ReplyProblem("bad-reply", "the reply has neither \"trace\", \"e\" nor \"error\"") }
    guard let elements = trace.elements else { throw ReplyProblem("bad-reply", "\"trace\" is not a list of strings") }
    var lines: [String] = []
    lines.reserveCapacity(elements.count)
    for element in elements {
      guard let line = element.string else { throw ReplyProblem("bad-reply", "\"trace\" is not a list of strings") }
      lines.append(line)
    }
    return .trace(lines: lines, rules: try rules(reply, count: lines.count, of: "trace"))
  }

  /// The optional `rules` member: as many entries as the trace, each a rule name or null.
  private static func rules(_ reply: JSONNode, count: Int, of trace: String) throws(ReplyProblem) -> [String?]? {
    guard let rulesValue = reply.member("rules"), !rulesValue.isNull else { return nil }
    guard let elements = rulesValue.elements, elements.count == count else {
      throw ReplyProblem("bad-reply", "\"rules\" is not a list as long as \"\(trace)\"")
    }
    var rules: [String?] = []
    rules.reserveCapacity(count)
    for element in elements {
      if element.isNull { rules.append(nil); continue }
      guard let rule = element.string else { throw ReplyProblem("bad-reply", "\"rules\" holds \(element.typeName), not a string or null") }
      rules.append(rule)
    }
    return rules
  }

  /// The engine's run of a reply line to a request: an `ExternalEngineError` for an error reply, a `ReplyProblem` for
  /// one that breaks the protocol. The trace comes as canonical lines (`trace`) or compact events (`e`).
  package static func engineRun(_ bytes: [UInt8], id: Int, of touchCase: TouchCase, requiresID: Bool = false) throws -> EngineRun {
    try withReply(bytes, id: id, requiresID: requiresID) { (reply) throws -> EngineRun in
      guard reply.member("error") == nil, let events = reply.member("e") else {
        switch try decode(reply) {
        case .error(let message): throw ExternalEngineError(message: Quoted.printableLine(message))
        case .trace(let lines, let rules): return try CaseReply.run(lines: lines, rules: rules, of: touchCase)
        }
      }
      guard let list = events.elements else { throw ReplyProblem("bad-reply", "\"e\" is \(events.typeName), not a list of events") }
      let reader = CompactTraceReader(touchCase)
      var trace: Trace = []
      trace.reserveCapacity(list.count)
      for (i, event) in list.enumerated() {
        do { trace.append(try reader.event(event, path: "e[\(i)]")) } catch { throw ReplyProblem("bad-trace", "\(error)") }
      }
      return run(trace, rules: try rules(reply, count: list.count, of: "e"))
    }
  }

  /// The engine run of a trace reply: each line parsed against the case, rule names shared in first-seen order.
  static func run(lines: [String], rules: [String?]?, of touchCase: TouchCase) throws(ReplyProblem) -> EngineRun {
    let parser = TraceParser(touchCase)
    var trace: Trace = []
    trace.reserveCapacity(lines.count)
    for (i, line) in lines.enumerated() {
      do { trace.append(try parser.parse(line)) } catch { throw ReplyProblem("bad-trace", "trace[\(i)]: \(error)") }
    }
    return run(trace, rules: rules)
  }

  /// The engine run of a trace and the rules behind its events: names shared in first-seen order, each made printable once.
  private static func run(_ trace: Trace, rules: [String?]?) -> EngineRun {
    guard let rules else { return EngineRun(trace: trace) }
    var given: [String] = []
    var names: [String] = []
    var indices: [Int16] = []
    indices.reserveCapacity(rules.count)
    for rule in rules {
      guard let rule else { indices.append(-1); continue }
      if let k = given.firstIndex(of: rule) { indices.append(Int16(k)); continue }
      guard given.count < Int(Int16.max) else { indices.append(-1); continue }
      given.append(rule)
      names.append(Quoted.printableLine(rule))
      indices.append(Int16(given.count - 1))
    }
    return EngineRun(trace: trace, ruleNames: names, provenanceIndices: indices)
  }
}

/// A reply that breaks the protocol: a word for the signature (`protocol:WORD`) and a message.
struct ReplyProblem: Error {
  var what: String
  var message: String
  init(_ what: String, _ message: String) {
    self.what = what
    self.message = message
  }
}
