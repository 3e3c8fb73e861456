extension TouchStream {
  /// The stream as a JSON array.
  public func encoded() -> JSONValue {
    .array(items.map { item in
      var m: [JSONMember] = [JSONMember("time", .number(item.time))]
      switch item.kind {
      case .touches(let samples):
        m.append(JSONMember("touches", .array(samples.map { s in
          .object([
            JSONMember("id", .string(touchNames[s.touch])), JSONMember("phase", .string(s.phase.rawValue)),
            JSONMember("at", .array([.number(s.location.x), .number(s.location.y)])),
          ])
        })))
      case .idle: m.append(JSONMember("idle", .bool(true)))
      case .systemCancel: m.append(JSONMember("systemCancel", .bool(true)))
      case .event(let e): m.append(JSONMember("event", .string(e.rawValue)))
      }
      return .object(m)
    })
  }
}
