@testable import ExternalEngines
import TouchModel

/// The protocol's case-file messages built as value trees and written on one line, as they were written before the
/// byte writers: the reference those writers are checked against.
enum TreeMessages {
  /// A case-file request: `{"id": N, "case": CASE FILE, "record": [CATEGORY…]}`.
  static func request(_ request: CaseRequest) -> String {
    let file = CaseFile(touchCase: request.touchCase, compare: request.categories)
    let record = TraceCategories.named.filter { request.categories.contains($0.1) }.map { JSONValue.string($0.0) }
    return JSONLine.text(.object([
      JSONMember("id", .number(Double(request.id))), JSONMember("case", file.encoded()), JSONMember("record", .array(record)),
    ]))
  }

  /// The trace reply of a run: its lines and, when it names a rule for every event, those rules.
  static func reply(_ run: EngineRun, of touchCase: TouchCase) -> CaseReply {
    let text = TraceText(touchCase)
    let rules = run.provenanceIndices.count == run.trace.count && !run.trace.isEmpty ? run.provenance : nil
    return .trace(lines: run.trace.map(text.line), rules: rules)
  }
}
