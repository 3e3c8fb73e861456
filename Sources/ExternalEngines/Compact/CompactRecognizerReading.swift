import TouchModel

extension CompactSceneReader {
  /// `[ID, VIEW, KIND, PARAMETERS, FLAGS, REQUIRES_FAILURE_OF, SIMULTANEOUS_WITH]`.
  func recognizer(_ value: JSONNode, path: @autoclosure () -> String) throws(CaseError) -> Recognizer {
    typealias Code = CompactCodes.RecognizerCode
    typealias Flag = CompactCodes.RecognizerFlag
    let parts = try CompactRead.array(value, path(), count: 7...7, shape: "id, view, kind, parameters, flags, requiresFailureOf, simultaneousWith")
    let kindCode = try CompactRead.int(parts[2], path() + ".kind", 0..<6, "a recognizer kind code")
    let counts = [Code.tap: 2, Code.longPress: 4, Code.swipe: 2, Code.pan: 2, Code.pinch: 0, Code.rotation: 0]
    let names = [
      Code.tap: "taps, touches", Code.longPress: "duration, movement, touches, taps", Code.swipe: "directions, touches",
      Code.pan: "minimumTouches, maximumTouches", Code.pinch: "", Code.rotation: "",
    ]
    let count = counts[kindCode]!
    let p = try CompactRead.array(parts[3], path() + ".parameters", count: count...count, shape: names[kindCode]!)
    func whole(_ k: Int, _ name: String, from low: Int = 0) throws(CaseError) -> Int {
      try CompactRead.int(p[k], "\(path()).\(name)", low..<Int(Int32.max), "a count")
    }
    let kind: RecognizerKind
    switch kindCode {
    case Code.tap: kind = .tap(taps: try whole(0, "taps"), touches: try whole(1, "touches"))
    case Code.longPress:
      kind = .longPress(
        duration: try CompactRead.number(p[0], path() + ".duration"), movement: try CompactRead.number(p[1], path() + ".movement"),
        touches: try whole(2, "touches"), taps: try whole(3, "taps"))
    case Code.swipe:
      let bits = try CompactRead.int(p[0], path() + ".direction", 0..<16, "a set of swipe directions")
      kind = .swipe(directions: SwipeDirections(rawValue: UInt8(bits)), touches: try whole(1, "touches"))
    case Code.pan:
      let maximum = try whole(1, "maximumTouches", from: -1)
      kind = .pan(minimumTouches: try whole(0, "minimumTouches"), maximumTouches: maximum == -1 ? .max : maximum)
    case Code.pinch: kind = .pinch
    default: kind = .rotation
    }
    let flags = try CompactRead.int(parts[4], path() + ".flags", 0..<(Flag.all + 1), "a set of recognizer flags")
    return Recognizer(
      id: try CompactRead.string(parts[0], path() + ".id"), view: try CompactRead.int(parts[1], path() + ".view", 0..<views, "a view index"), kind: kind,
      isEnabled: flags & Flag.disabled == 0, cancelsTouchesInView: flags & Flag.keepsTouchesInView == 0,
      delaysTouchesBegan: flags & Flag.delaysTouchesBegan != 0, delaysTouchesEnded: flags & Flag.passesTouchesEnded == 0,
      requiresFailureOf: try CompactRead.indices(parts[5], path() + ".requiresFailureOf", below: recognizers, "a recognizer index"),
      simultaneousWith: try CompactRead.indices(parts[6], path() + ".simultaneousWith", below: recognizers, "a recognizer index"),
      shouldBegin: flags & Flag.shouldNotBegin == 0, shouldReceive: flags & Flag.shouldNotReceive == 0)
  }
}
