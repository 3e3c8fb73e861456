import TouchModel

/// Reads the parts of a compact scene, knowing how many views, view controllers and recognizers it has so every index
/// is checked where it is read.
struct CompactSceneReader {
  let views: Int
  let controllers: Int
  let recognizers: Int

  /// A view: `[KIND, FLAGS, X, Y, WIDTH, HEIGHT, ALPHA, SUBVIEWS, MORE]`.
  func view(_ value: JSONNode, id: String, path: @autoclosure () -> String) throws(CaseError) -> View {
    typealias Flag = CompactCodes.ViewFlag
    let parts = try CompactRead.array(value, path(), count: 8...9, shape: "kind, flags, x, y, width, height, alpha, subviews, more")
    let kind = try CompactRead.code(parts[0], path() + ".kind", CompactCodes.viewKinds, "a view kind code")
    let flags = try CompactRead.int(parts[1], path() + ".flags", 0..<(Flag.all + 1), "a set of view flags")
    if flags & Flag.interactionOn != 0 && flags & Flag.interactionOff != 0 {
      throw CaseError(path() + ".flags", "sets user interaction both off (2) and on (4)")
    }
    let x = try CompactRead.number(parts[2], path() + ".frame[0]"), y = try CompactRead.number(parts[3], path() + ".frame[1]")
    let width = try CompactRead.number(parts[4], path() + ".frame[2]"), height = try CompactRead.number(parts[5], path() + ".frame[3]")
    let alpha = try CompactRead.number(parts[6], path() + ".alpha")
    var v = View(
      id: id, kind: kind, frame: Rect(x: x, y: y, width: width, height: height), isHidden: flags & Flag.hidden != 0,
      alpha: alpha, userInteraction: flags & Flag.interactionOn != 0 ? true : flags & Flag.interactionOff != 0 ? false : nil,
      isMultipleTouchEnabled: flags & Flag.multipleTouch != 0, isExclusiveTouch: flags & Flag.exclusiveTouch != 0,
      clipsToBounds: flags & Flag.clipsToBounds != 0, behaviour: kind.isControl ? .touches(.handle) : .forwardAll,
      subviews: try CompactRead.indices(parts[7], path() + ".subviews", below: views, "a view index"))
    guard parts.count > 8 else { return v }
    for member in try CompactRead.members(parts[8], path(), known: "othbrcgs") {
      var p: String { path() + "." + Self.memberNames[member.key, default: member.key] }
      switch member.key {
      case "o":
        let xy = try numbers(member.value, p, count: 2, shape: "x, y")
        v.boundsOrigin = Point(x: xy[0], y: xy[1])
      case "t":
        let t = try numbers(member.value, p, count: 6, shape: "a, b, c, d, tx, ty")
        v.transform = Transform(a: t[0], b: t[1], c: t[2], d: t[3], tx: t[4], ty: t[5])
      case "h": v.hitArea = try hitArea(member.value, p)
      case "b": v.behaviour = try behaviour(member.value, p)
      case "r": v.rootViewController = try CompactRead.int(member.value, p, 0..<controllers, "a view controller index")
      case "c": v.control = try control(member.value, p)
      case "g": v.refusesRecognizers = try CompactRead.indices(member.value, p, below: recognizers, "a recognizer index")
      default: v.scroll = try scroll(member.value, p)
      }
    }
    return v
  }

  /// The case-file names of a view's optional members, for messages.
  static let memberNames = [
    "o": "boundsOrigin", "t": "transform", "h": "hitArea", "b": "touches", "r": "rootViewController", "c": "control",
    "g": "refusesRecognizers", "s": "scroll",
  ]

  /// An array of exactly `count` numbers.
  func numbers(_ value: JSONNode, _ path: @autoclosure () -> String, count: Int, shape: String) throws(CaseError) -> [Double] {
    var result: [Double] = []
    for (k, n) in try CompactRead.array(value, path(), count: count...count, shape: shape).enumerated() {
      result.append(try CompactRead.number(n, "\(path())[\(k)]"))
    }
    return result
  }

  /// `[1]` circle, `[2, TOP, LEFT, BOTTOM, RIGHT]` edge insets, `[3, WIDTH, HEIGHT]` minimum size, `[4, SUBVIEW]`.
  func hitArea(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> HitArea {
    typealias Code = CompactCodes.HitAreaCode
    let parts = try CompactRead.array(value, path(), count: 1...5, shape: "kind, parameters")
    let kind = try CompactRead.int(parts[0], path() + "[0]", 1..<5, "a hit-area code")
    let expected = [Code.circle: 1, Code.edgeInsets: 5, Code.minimumSize: 3, Code.boundsPlusSubview: 2][kind]!
    guard parts.count == expected else { throw CaseError(path(), "a hit area of kind \(kind) has \(expected) elements, found \(parts.count)") }
    var n: [Double] = []
    for k in parts.indices.dropFirst() where kind != Code.boundsPlusSubview { n.append(try CompactRead.number(parts[k], "\(path())[\(k)]")) }
    switch kind {
    case Code.circle: return .circle
    case Code.edgeInsets: return .edgeInsets(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
    case Code.minimumSize: return .minimumSize(Size(width: n[0], height: n[1]))
    default: return .boundsPlusSubview(try CompactRead.int(parts[1], path() + "[1]", 0..<views, "a view index"))
    }
  }

  /// `[BEGAN, MOVED, ENDED, CANCELLED, MOTION, REMOTE_CONTROL, PRESS, ACTIONS]`, the actions optional.
  func behaviour(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> ResponderBehaviour {
    let parts = try CompactRead.array(value, path(), count: 7...8, shape: "began, moved, ended, cancelled, motion, remoteControl, press, actions")
    var h: [Handling] = []
    for (k, name) in ["began", "moved", "ended", "cancelled", "motion", "remoteControl", "press"].enumerated() {
      h.append(try CompactRead.code(parts[k], path() + "." + name, CompactCodes.handlings, "a handling code"))
    }
    var actions: [String] = []
    if parts.count > 7 {
      for (k, a) in try CompactRead.array(parts[7], path() + ".actions").enumerated() { actions.append(try CompactRead.string(a, "\(path()).actions[\(k)]")) }
    }
    return ResponderBehaviour(began: h[0], moved: h[1], ended: h[2], cancelled: h[3], motion: h[4], remoteControl: h[5], press: h[6], actions: actions)
  }

  /// A responder's number: views, then view controllers, then the application, then the app delegate.
  func responder(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> ResponderRef {
    let n = try CompactRead.int(value, path(), 0..<(views + controllers + 2), "a responder number")
    if n < views { return .view(n) }
    if n < views + controllers { return .viewController(n - views) }
    return n == views + controllers ? .application : .appDelegate
  }
}
