import TouchModel

/// One case sent to an engine: `{"id": N, "case": CASE FILE, "record": [CATEGORY…]}` on one line, or in the compact
/// encoding `{"id": N, "c": COMPACT CASE, "r": CATEGORY BITS}`.
package struct CaseRequest: Hashable, Sendable {
  /// The request's number on its connection, echoed by replies that want to.
  package var id: Int
  /// The case.
  package var touchCase: TouchCase
  /// The trace categories to record.
  package var categories: TraceCategories

  /// Creates a request.
  package init(id: Int, touchCase: TouchCase, categories: TraceCategories) {
    self.id = id
    self.touchCase = touchCase
    self.categories = categories
  }

  /// The request as one JSON line without its newline; the case is a case file (format 1) with the profile it runs under.
  package var line: String { line(encoding: .caseFile) }

  /// The request as one JSON line without its newline, in an encoding.
  package func line(encoding: CaseEncoding) -> String {
    var bytes = Array(#"{"id":"#.utf8)
    bytes += String(id).utf8
    bytes += Self.body(touchCase, categories, encoding)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// What follows the id in a request line (without the newline): the case and the categories in an encoding, so a case
  /// sent twice is encoded once.
  package static func body(_ touchCase: TouchCase, _ categories: TraceCategories, _ encoding: CaseEncoding) -> [UInt8] {
    switch encoding {
    case .caseFile:
      var line = JSONLineSink(capacity: 2_048)
      line.bytes += #","case":"#.utf8
      CaseFile(touchCase: touchCase, compare: categories).write(into: &line)
      line.bytes += #","record":"#.utf8
      line.beginArray()
      for (name, category) in TraceCategories.named where categories.contains(category) { line.string(name) }
      line.endArray()
      line.bytes.append(UInt8(ascii: "}"))
      return line.bytes
    case .compact:
      var w = CompactWriter(capacity: 1_024)
      w.raw(#","c":"#)
      touchCase.writeCompact(into: &w)
      w.raw(#","r":"#)
      w.int(Int(categories.rawValue))
      w.byte("}")
      return w.bytes
    }
  }

  /// Reads a request (the serving side); a bad case or category is an error naming it.
  package static func decode(_ value: JSONValue) throws(CaseError) -> CaseRequest {
    try JSONDocument(value).withRoot { (request) throws(CaseError) in try decode(request) }
  }

  /// Reads a request from its parsed line; a bad case or category is an error naming it.
  static func decode(_ request: JSONNode) throws(CaseError) -> CaseRequest {
    let id = request.member("id")?.int ?? 0
    if let compact = request.member("c") {
      let touchCase = try TouchCase.decodeCompact(compact)
      guard let bits = request.member("r") else { return CaseRequest(id: id, touchCase: touchCase, categories: .standard) }
      guard let n = bits.int, n >= 0, n <= Int(TraceCategories.all.rawValue) else {
        throw CaseError("r", "expected the categories to record as bits (0 to \(TraceCategories.all.rawValue)), found \(CompactRead.describe(bits))")
      }
      return CaseRequest(id: id, touchCase: touchCase, categories: TraceCategories(rawValue: UInt16(n)))
    }
    guard let caseValue = request.member("case") else { throw CaseError("", "the request has no \"case\"") }
    let file = try CaseFile.decode(caseValue.value)
    var categories = file.compare
    if let record = request.member("record") {
      guard let names = record.value.stringsValue else { throw CaseError("record", "expected a list of category names") }
      categories = []
      for name in names {
        guard let category = TraceCategories.named.first(where: { $0.0 == name })?.1 else {
          throw CaseError("record", "unknown category \(Quoted(name))")
        }
        categories.insert(category)
      }
    }
    return CaseRequest(id: id, touchCase: file.touchCase, categories: categories)
  }
}
