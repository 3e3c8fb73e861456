import TouchCheck
import TouchModel

extension TouchBindings {
  /// Reads the bindings from a trace given as canonical lines (an engine's, as archived): the lines that parse for the
  /// case are read, any other line is ignored, so a garbled trace still shows what it did bind.
  package init(lines: [String], in touchCase: TouchCase) {
    let parser = TraceParser(touchCase)
    let trace = lines.compactMap { line -> TraceEvent? in try? parser.parse(line) }
    self.init(trace: trace, touchCount: touchCase.stream.touchNames.count)
  }

  /// Whether the trace hit-tested any touch at all (an engine that does not record hit tests binds none).
  package var isEmpty: Bool { byTouch.allSatisfy { $0 == nil } }
}
