extension CaseFile {
  /// The case file as JSON, in a fixed member order.
  public func encoded() -> JSONValue {
    var tree = JSONTreeSink()
    encode(into: &tree)
    return tree.value
  }

  /// Writes the case file on one line (as `encoded()` written on one line), without a value tree.
  package func write(into line: inout JSONLineSink) { encode(into: &line) }

  /// Writes the case file as a JSON object, in a fixed member order.
  func encode(into s: inout some JSONSink) {
    s.beginObject()
    s.member("format", Double(CaseFile.formatVersion))
    if let source { s.member("source", source) }
    if let summary { s.member("description", summary) }
    if !rules.isEmpty { s.member("rules", strings: rules) }
    let overrides = touchCase.profile.overrides
    if !overrides.isEmpty { s.member("profile") { for member in overrides { $0.key(member.key); $0.value(member.value) } } }
    if compare != .standard { s.member("compare", strings: TraceCategories.named.lazy.filter { compare.contains($0.1) }.map(\.0)) }
    if !comparesApplication { s.member("compareApplication", false) }
    s.key("scene")
    touchCase.scene.encode(into: &s)
    s.key("stream")
    touchCase.stream.encode(into: &s)
    if let expected { s.member("expected", strings: expected) }
    for member in extra {
      s.key(member.key)
      s.value(member.value)
    }
    s.endObject()
  }

  /// The case file as pretty JSON text.
  public func text() -> String { JSONWriter.write(encoded()) }
}
