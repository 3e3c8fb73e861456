import TouchModel

/// One case sent to an engine: `{"id": N, "case": CASE FILE, "record": [CATEGORY…]}` on one line.
public struct CaseRequest: Hashable, Sendable {
  /// The request's number on its connection, echoed by replies that want to.
  public var id: Int
  /// The case.
  public var touchCase: TouchCase
  /// The trace categories to record.
  public var categories: TraceCategories

  /// Creates a request.
  public init(id: Int, touchCase: TouchCase, categories: TraceCategories) {
    self.id = id
    self.touchCase = touchCase
    self.categories = categories
  }

  /// The request as one JSON line without its newline; the case is a case file (format 1) with the profile it runs under.
  public var line: String { JSONLine.text(value) }

  /// The request as JSON.
  var value: JSONValue {
    let file = CaseFile(touchCase: touchCase, compare: categories)
    let record = TraceCategories.named.filter { categories.contains($0.1) }.map { JSONValue.string($0.0) }
    return .object([JSONMember("id", .number(Double(id))), JSONMember("case", file.encoded()), JSONMember("record", .array(record))])
  }

  /// Reads a request (the serving side); a bad case or category is an error naming it.
  public static func decode(_ value: JSONValue) throws(CaseError) -> CaseRequest {
    guard let caseValue = value.member("case") else { throw CaseError("", "the request has no \"case\"") }
    let file = try CaseFile.decode(caseValue)
    var categories = file.compare
    if let record = value.member("record") {
      guard let names = record.stringsValue else { throw CaseError("record", "expected a list of category names") }
      categories = []
      for name in names {
        guard let category = TraceCategories.named.first(where: { $0.0 == name })?.1 else {
          throw CaseError("record", "unknown category \(Quoted(name))")
        }
        categories.insert(category)
      }
    }
    return CaseRequest(id: value.member("id")?.intValue ?? 0, touchCase: file.touchCase, categories: categories)
  }
}
