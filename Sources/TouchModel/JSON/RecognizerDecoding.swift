extension Recognizer {
  static func decode(_ value: JSONValue, path: String, names: NameTable) throws(CaseError) -> Recognizer {
    var r = try JSONObjectReader(value, path: path)
    let id = try r.string("id") ?? ""
    guard let viewName = try r.string("view") else { throw CaseError(r.path("view"), "is missing") }
    let view = try names.view(viewName, r.path("view"))
    guard let kindName = try r.string("kind") else { throw CaseError(r.path("kind"), "is missing") }
    let kind: RecognizerKind
    switch kindName {
    case "tap": kind = .tap(taps: try r.int("taps", default: 1), touches: try r.int("touches", default: 1))
    case "longPress":
      kind = .longPress(
        duration: try r.double("duration", default: 0.5), movement: try r.double("movement", default: 10),
        touches: try r.int("touches", default: 1), taps: try r.int("taps", default: 0))
    case "swipe":
      kind = .swipe(directions: try swipeDirections(r.value("direction"), path: r.path("direction")), touches: try r.int("touches", default: 1))
    case "pan": kind = .pan(minimumTouches: try r.int("minimumTouches", default: 1), maximumTouches: try r.int("maximumTouches", default: Int.max))
    case "pinch": kind = .pinch
    case "rotation": kind = .rotation
    default: throw CaseError(r.path("kind"), "unknown value \(Quoted(kindName)) (expected one of: tap, longPress, swipe, pan, pinch, rotation)")
    }
    var g = Recognizer(id: id, view: view, kind: kind)
    g.isEnabled = try r.bool("enabled", default: true)
    g.cancelsTouchesInView = try r.bool("cancelsTouchesInView", default: true)
    g.delaysTouchesBegan = try r.bool("delaysTouchesBegan", default: false)
    g.delaysTouchesEnded = try r.bool("delaysTouchesEnded", default: true)
    g.shouldBegin = try r.bool("shouldBegin", default: true)
    g.shouldReceive = try r.bool("shouldReceive", default: true)
    for (i, name) in try r.strings("requiresFailureOf").enumerated() {
      g.requiresFailureOf.append(try names.recognizer(name, r.path("requiresFailureOf") + "[\(i)]"))
    }
    for (i, name) in try r.strings("simultaneousWith").enumerated() {
      g.simultaneousWith.append(try names.recognizer(name, r.path("simultaneousWith") + "[\(i)]"))
    }
    try r.finish()
    return g
  }

  private static func swipeDirections(_ value: JSONValue?, path: String) throws(CaseError) -> SwipeDirections {
    guard let value else { return .right }
    var list: [String] = []
    switch value {
    case .string(let s): list = [s]
    case .array(let a):
      for (i, e) in a.enumerated() {
        guard case .string(let s) = e else { throw CaseError(path + "[\(i)]", "expected a direction name") }
        list.append(s)
      }
    default: throw CaseError(path, "expected a direction or a list of directions")
    }
    var result: SwipeDirections = []
    for name in list {
      guard let d = SwipeDirections.named.first(where: { $0.0 == name })?.1 else {
        throw CaseError(path, "unknown direction \(Quoted(name)) (expected right, left, up or down)")
      }
      result.insert(d)
    }
    return result
  }
}
