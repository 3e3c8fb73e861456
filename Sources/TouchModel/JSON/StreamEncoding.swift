extension TouchStream {
  /// The stream as a JSON array.
  public func encoded() -> JSONValue {
    var tree = JSONTreeSink()
    encode(into: &tree)
    return tree.value
  }

  /// Writes the stream as a JSON array.
  func encode(into s: inout some JSONSink) {
    s.beginArray()
    for item in items {
      s.beginObject()
      s.member("time", item.time)
      switch item.kind {
      case .touches(let samples):
        s.key("touches")
        s.beginArray()
        for sample in samples {
          s.beginObject()
          s.member("id", touchNames[sample.touch])
          s.member("phase", sample.phase.rawValue)
          s.member("at", numbers: sample.location.x, sample.location.y)
          s.endObject()
        }
        s.endArray()
      case .idle: s.member("idle", true)
      case .systemCancel: s.member("systemCancel", true)
      case .event(let e): s.member("event", e.rawValue)
      }
      s.endObject()
    }
    s.endArray()
  }
}
