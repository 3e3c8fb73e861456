extension TouchStream {
  /// Reads the stream array; finger names are collected in order of first appearance.
  public static func decode(_ value: JSONValue, path: String = "stream") throws(CaseError) -> TouchStream {
    guard case .array(let list) = value else { throw CaseError(path, "expected an array, found \(value.typeName)") }
    try CaseLimits.check(list.count, atMost: CaseLimits.streamItems, "items", path: path)
    var stream = TouchStream()
    var fingers: [String: Int] = [:]
    for (f, itemValue) in list.enumerated() {
      var r = try JSONObjectReader(itemValue, path: "\(path)[\(f)]")
      let time = try JSONObjectReader.double(try r.required("time"), path: r.path("time"))
      var kinds: [StreamItem.Kind] = []
      if let touches = r.value("touches") {
        guard case .array(let samples) = touches else { throw CaseError(r.path("touches"), "expected an array") }
        try CaseLimits.check(samples.count, atMost: CaseLimits.samplesPerFrame, "touches", path: r.path("touches"))
        var result: [TouchSample] = []
        for (k, s) in samples.enumerated() {
          var sr = try JSONObjectReader(s, path: r.path("touches") + "[\(k)]")
          guard let name = try sr.string("id") else { throw CaseError(sr.path("id"), "is missing") }
          let phase = try JSONObjectReader.choice(try sr.string("phase") ?? "", path: sr.path("phase"), TouchPhase.self)
          let at = try Point.decode(try sr.required("at"), path: sr.path("at"))
          let index: Int
          if let existing = fingers[name] { index = existing } else {
            index = stream.touchNames.count
            try CaseLimits.check(index + 1, atMost: CaseLimits.fingers, "fingers", path: path)
            fingers[name] = index
            stream.touchNames.append(name)
          }
          result.append(TouchSample(touch: index, phase: phase, location: at))
          try sr.finish()
        }
        kinds.append(.touches(result))
      }
      if try r.bool("idle", default: false) { kinds.append(.idle) }
      if try r.bool("systemCancel", default: false) { kinds.append(.systemCancel) }
      if let e = try r.string("event") { kinds.append(.event(try JSONObjectReader.choice(e, path: r.path("event"), NonTouchEvent.self))) }
      try r.finish()
      guard kinds.count == 1 else {
        throw CaseError(r.path, "needs exactly one of \"touches\", \"idle\": true, \"systemCancel\": true or \"event\"")
      }
      stream.items.append(StreamItem(time: time, kind: kinds[0]))
    }
    return stream
  }
}
