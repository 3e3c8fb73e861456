extension CaseFile {
  /// The case file as JSON, in a fixed member order.
  public func encoded() -> JSONValue {
    var m: [JSONMember] = [JSONMember("format", .number(Double(CaseFile.formatVersion)))]
    if let source { m.append(JSONMember("source", .string(source))) }
    if let summary { m.append(JSONMember("description", .string(summary))) }
    if !rules.isEmpty { m.append(JSONMember("rules", .array(rules.map { .string($0) }))) }
    let overrides = touchCase.profile.overrides
    if !overrides.isEmpty { m.append(JSONMember("profile", .object(overrides))) }
    if compare != .standard {
      m.append(JSONMember("compare", .array(TraceCategories.named.filter { compare.contains($0.1) }.map { .string($0.0) })))
    }
    if !comparesApplication { m.append(JSONMember("compareApplication", .bool(false))) }
    m.append(JSONMember("scene", touchCase.scene.encoded()))
    m.append(JSONMember("stream", touchCase.stream.encoded()))
    if let expected { m.append(JSONMember("expected", .array(expected.map { .string($0) }))) }
    m += extra
    return .object(m)
  }

  /// The case file as pretty JSON text.
  public func text() -> String { JSONWriter.write(encoded()) }
}
