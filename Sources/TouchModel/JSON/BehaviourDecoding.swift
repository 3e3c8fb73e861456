extension JSONObjectReader {
  /// Reads `touches`, `events` and `actions` into a behaviour whose unspecified messages use `defaults`.
  mutating func behaviour(defaults: ResponderBehaviour = .forwardAll) throws(CaseError) -> ResponderBehaviour {
    var b = defaults
    if let touches = value("touches") {
      let p = path("touches")
      switch touches {
      case .string(let s):
        let h = try JSONObjectReader.choice(s, path: p, Handling.self)
        (b.began, b.moved, b.ended, b.cancelled) = (h, h, h, h)
      default:
        var r = try JSONObjectReader(touches, path: p)
        b.began = try r.choice("began", default: b.began)
        b.moved = try r.choice("moved", default: b.moved)
        b.ended = try r.choice("ended", default: b.ended)
        b.cancelled = try r.choice("cancelled", default: b.cancelled)
        try r.finish()
      }
    }
    if let events = value("events") {
      let p = path("events")
      switch events {
      case .string(let s):
        let h = try JSONObjectReader.choice(s, path: p, Handling.self)
        (b.motion, b.remoteControl, b.press) = (h, h, h)
      default:
        var r = try JSONObjectReader(events, path: p)
        b.motion = try r.choice("motion", default: b.motion)
        b.remoteControl = try r.choice("remoteControl", default: b.remoteControl)
        b.press = try r.choice("press", default: b.press)
        try r.finish()
      }
    }
    b.actions = try strings("actions")
    return b
  }
}

extension HitArea {
  /// Reads a hit-area rule: `"bounds"`, `"circle"`, `{"edgeInsets": [t,l,b,r]}`, `{"minimumSize": [w,h]}` or `{"boundsPlusSubview": "id"}`.
  static func decode(_ value: JSONValue, path: String, names: NameTable) throws(CaseError) -> HitArea {
    switch value {
    case .string("bounds"): return .bounds
    case .string("circle"): return .circle
    case .object(let members) where members.count == 1:
      let m = members[0]
      let p = path + "." + m.key
      switch m.key {
      case "edgeInsets":
        let n = try JSONObjectReader.numbers(m.value, count: 4, path: p, shape: "[top, left, bottom, right]")
        return .edgeInsets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
      case "minimumSize":
        let n = try JSONObjectReader.numbers(m.value, count: 2, path: p, shape: "[width, height]")
        return .minimumSize(Size(width: n[0], height: n[1]))
      case "boundsPlusSubview":
        guard case .string(let name) = m.value else { throw CaseError(p, "expected a view identifier") }
        return .boundsPlusSubview(try names.view(name, p))
      default: break
      }
    default: break
    }
    throw CaseError(path, "expected \"bounds\", \"circle\", {\"edgeInsets\": [t,l,b,r]}, {\"minimumSize\": [w,h]} or {\"boundsPlusSubview\": \"id\"}")
  }
}

extension Rect {
  /// Reads `[x, y, width, height]`.
  static func decode(_ value: JSONValue, path: @autoclosure () -> String) throws(CaseError) -> Rect {
    guard case .array(let n) = value, n.count == 4 else { throw CaseError(path(), "expected [x, y, width, height]") }
    func number(_ i: Int) throws(CaseError) -> Double { try JSONObjectReader.double(n[i], path: path() + "[\(i)]") }
    return Rect(x: try number(0), y: try number(1), width: try number(2), height: try number(3))
  }
}

extension Point {
  /// Reads `[x, y]`.
  static func decode(_ value: JSONValue, path: @autoclosure () -> String) throws(CaseError) -> Point {
    guard case .array(let n) = value, n.count == 2 else { throw CaseError(path(), "expected [x, y]") }
    return Point(x: try JSONObjectReader.double(n[0], path: path() + "[0]"), y: try JSONObjectReader.double(n[1], path: path() + "[1]"))
  }
}
