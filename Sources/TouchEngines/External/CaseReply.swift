import TouchModel

/// An engine's answer to one case: `{"trace": [LINE…], "rules": [RULE or null…]}` or `{"error": "…"}`, on one line.
public enum CaseReply: Hashable, Sendable {
  /// The trace as canonical lines, and optionally the rule behind each line (parallel, null where the engine does not say).
  case trace(lines: [String], rules: [String?]?)
  /// The engine could not run the case; the message says why.
  case error(String)

  /// The reply as one JSON line without its newline, echoing the request's id.
  public func line(id: Int) -> String {
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

  /// The reply of an engine's run: its trace lines and the rules behind them, if it says.
  public init(_ run: EngineRun, of touchCase: TouchCase) {
    let text = TraceText(touchCase)
    let rules = run.provenanceIndices.count == run.trace.count && !run.trace.isEmpty ? run.provenance : nil
    self = .trace(lines: run.trace.map(text.line), rules: rules)
  }

  /// Reads a reply line to a request; a reply that breaks the protocol is a problem named by one word. An engine with a
  /// window must echo the id (`requiresID`): it is how a skipped or repeated reply is told apart.
  static func decode(_ bytes: [UInt8], id: Int, requiresID: Bool = false) throws(ReplyProblem) -> CaseReply {
    let value: JSONValue
    switch JSONLine.parse(bytes) {
    case .success(let v): value = v
    case .failure(let error): throw ReplyProblem("not-json", "the reply \(error): \(Quoted(String(decoding: bytes.prefix(200), as: UTF8.self)))")
    }
    guard case .object = value else { throw ReplyProblem("bad-reply", "the reply is \(value.typeName), not an object") }
    if let echoed = value.member("id"), echoed.intValue != id {
      throw ReplyProblem("wrong-id", "the reply answers request \(JSONLine.text(echoed).prefix(40)), not \(id)")
    }
    if requiresID && value.member("id") == nil {
      throw ReplyProblem("bad-reply", "the reply has no \"id\"; an engine that declares a window must echo each request's id")
    }
    if let error = value.member("error") {
      guard let message = error.stringValue else { throw ReplyProblem("bad-reply", "\"error\" is \(error.typeName), not a string") }
      return .error(message)
    }
    guard let trace = value.member("trace") else { throw ReplyProblem("bad-reply", "the reply has neither \"trace\" nor \"error\"") }
    guard let lines = trace.stringsValue else { throw ReplyProblem("bad-reply", "\"trace\" is not a list of strings") }
    guard let rulesValue = value.member("rules"), rulesValue != .null else { return .trace(lines: lines, rules: nil) }
    guard case .array(let elements) = rulesValue, elements.count == lines.count else {
      throw ReplyProblem("bad-reply", "\"rules\" is not a list as long as \"trace\"")
    }
    var rules: [String?] = []
    for element in elements {
      if element == .null { rules.append(nil); continue }
      guard let rule = element.stringValue else { throw ReplyProblem("bad-reply", "\"rules\" holds \(element.typeName), not a string or null") }
      rules.append(rule)
    }
    return .trace(lines: lines, rules: rules)
  }

  /// The engine's run of a reply line to a request: an `ExternalEngineError` for an error reply, a `ReplyProblem` for
  /// one that breaks the protocol.
  static func engineRun(_ bytes: [UInt8], id: Int, of touchCase: TouchCase, requiresID: Bool = false) throws -> EngineRun {
    switch try CaseReply.decode(bytes, id: id, requiresID: requiresID) {
    case .error(let message): throw ExternalEngineError(message: Quoted.printableLine(message))
    case .trace(let lines, let rules): return try CaseReply.run(lines: lines, rules: rules, of: touchCase)
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
    guard let rules else { return EngineRun(trace: trace) }
    var names: [String] = []
    var indices: [Int16] = []
    for rule in rules {
      guard let rule = rule.map(Quoted.printableLine) else { indices.append(-1); continue }
      if let k = names.firstIndex(of: rule) { indices.append(Int16(k)); continue }
      guard names.count < Int(Int16.max) else { indices.append(-1); continue }
      names.append(rule)
      indices.append(Int16(names.count - 1))
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
