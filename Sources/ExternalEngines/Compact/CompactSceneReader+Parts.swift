import TouchModel

extension CompactSceneReader {
  /// `[ENABLED, [[TARGET, ACTION, [EVENT…]]…], KNOB]`, the knob optional, -1 for a nil target.
  func control(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> Control {
    let parts = try CompactRead.array(value, path(), count: 2...3, shape: "enabled, targets, knob")
    var c = Control(isEnabled: try CompactRead.flag(parts[0], path() + ".enabled"))
    for (k, t) in try CompactRead.array(parts[1], path() + ".targets").enumerated() {
      var p: String { "\(path()).targets[\(k)]" }
      let fields = try CompactRead.array(t, p, count: 3...3, shape: "target, action, events")
      let target: ResponderRef? = fields[0].number == -1 ? nil : try responder(fields[0], p + ".target")
      var events: [ControlEvent] = []
      for (e, event) in try CompactRead.array(fields[2], p + ".events").enumerated() {
        events.append(try CompactRead.code(event, "\(p).events[\(e)]", CompactCodes.controlEvents, "a control event code"))
      }
      c.targets.append(TargetAction(target: target, action: try CompactRead.string(fields[1], p + ".action"), events: events))
    }
    if parts.count > 2 {
      let k = try numbers(parts[2], path() + ".knob", count: 4, shape: "x, y, width, height")
      c.knob = Rect(x: k[0], y: k[1], width: k[2], height: k[3])
    }
    return c
  }

  /// `[AXES, DELAYS_CONTENT_TOUCHES, CAN_CANCEL_CONTENT_TOUCHES, TOUCHES_SHOULD_BEGIN, TOUCHES_SHOULD_CANCEL]`.
  func scroll(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> ScrollBehaviour {
    let parts = try CompactRead.array(value, path(), count: 5...5, shape: "axes, delaysContentTouches, canCancelContentTouches, touchesShouldBegin, touchesShouldCancel")
    return ScrollBehaviour(
      axes: try CompactRead.code(parts[0], path() + ".scrollAxes", CompactCodes.scrollAxes, "a scroll-axes code"),
      delaysContentTouches: try CompactRead.flag(parts[1], path() + ".delaysContentTouches"),
      canCancelContentTouches: try CompactRead.flag(parts[2], path() + ".canCancelContentTouches"),
      touchesShouldBegin: try answers(parts[3], path() + ".touchesShouldBegin"), touchesShouldCancel: try answers(parts[4], path() + ".touchesShouldCancel"))
  }

  /// `null` (UIKit's answers), `true`/`false` for every content view, or `[[VIEW, ANSWER]…]`.
  private func answers(_ value: JSONNode, _ path: @autoclosure () -> String) throws(CaseError) -> ContentAnswers {
    if value.isNull { return .documented }
    if let answer = value.bool { return .always(answer) }
    do {
      var list: [ViewAnswer] = []
      for (k, pair) in try CompactRead.array(value, path()).enumerated() {
        var p: String { "\(path())[\(k)]" }
        let fields = try CompactRead.array(pair, p, count: 2...2, shape: "view, answer")
        list.append(ViewAnswer(view: try CompactRead.int(fields[0], p + "[0]", 0..<views, "a view index"), answer: try CompactRead.bool(fields[1], p + "[1]")))
      }
      return .perView(list)
    }
  }

  /// `[ID, VIEW, PRESENTED_BY, PARENT, BEHAVIOUR]`, -1 for none, the behaviour optional.
  func controller(_ value: JSONNode, path: @autoclosure () -> String) throws(CaseError) -> ViewController {
    let parts = try CompactRead.array(value, path(), count: 4...5, shape: "id, view, presentedBy, parent, behaviour")
    return ViewController(
      id: try CompactRead.string(parts[0], path() + ".id"), view: try CompactRead.int(parts[1], path() + ".view", 0..<views, "a view index"),
      presentedBy: try CompactRead.optionalIndex(parts[2], path() + ".presentedBy", below: controllers, "a view controller index"),
      parent: try CompactRead.optionalIndex(parts[3], path() + ".parent", below: controllers, "a view controller index"),
      behaviour: parts.count > 4 ? try behaviour(parts[4], path() + ".touches") : .forwardAll)
  }

  /// The scene's object: `k` key window, `f` first responder, `a` application, `d` app delegate (the lists `c` and `g`
  /// are read by the caller).
  func sceneMembers(_ members: JSONNode.Members, into scene: inout Scene) throws(CaseError) {
    for member in members {
      switch member.key {
      case "k": scene.keyWindow = try CompactRead.int(member.value, "scene.keyWindow", 0..<views, "a view index")
      case "f": scene.firstResponder = try responder(member.value, "scene.firstResponder")
      case "a": scene.application = try behaviour(member.value, "scene.application")
      case "d":
        let parts = try CompactRead.array(member.value, "scene.appDelegate", count: 1...2, shape: "class, behaviour")
        scene.appDelegate = AppDelegate(
          class: try CompactRead.code(parts[0], "scene.appDelegate.class", CompactCodes.delegateClasses, "an app-delegate class code"),
          behaviour: parts.count > 1 ? try behaviour(parts[1], "scene.appDelegate") : .forwardAll)
      default: break
      }
    }
  }
}
