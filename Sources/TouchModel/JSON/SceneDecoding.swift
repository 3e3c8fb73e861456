extension Scene {
  /// Reads a scene object, resolving every identifier; structural checks follow in `validate()`.
  public static func decode(_ value: JSONValue, path: String = "scene") throws(CaseError) -> Scene {
    var r = try JSONObjectReader(value, path: path)
    let viewList = try r.array("views")
    let controllerList = try r.array("viewControllers")
    let recognizerList = try r.array("recognizers")
    try CaseLimits.check(viewList.count, atMost: CaseLimits.views, "views", path: r.path("views"))
    try CaseLimits.check(controllerList.count, atMost: CaseLimits.viewControllers, "view controllers", path: r.path("viewControllers"))
    try CaseLimits.check(recognizerList.count, atMost: CaseLimits.recognizers, "recognizers", path: r.path("recognizers"))
    var names = NameTable()
    try NameTable.collect(viewList, path: r.path("views"), into: &names.views)
    try NameTable.collect(controllerList, path: r.path("viewControllers"), into: &names.viewControllers, earlier: [(names.views, r.path("views"))])
    try NameTable.collect(
      recognizerList, path: r.path("recognizers"), into: &names.recognizers,
      earlier: [(names.views, r.path("views")), (names.viewControllers, r.path("viewControllers"))])

    var scene = Scene()
    for (i, v) in viewList.enumerated() { scene.views.append(try View.decode(v, path: r.path("views") + "[\(i)]", names: names)) }
    for (i, v) in controllerList.enumerated() {
      scene.viewControllers.append(try ViewController.decode(v, path: r.path("viewControllers") + "[\(i)]", names: names))
    }
    for (i, v) in recognizerList.enumerated() {
      scene.recognizers.append(try Recognizer.decode(v, path: r.path("recognizers") + "[\(i)]", names: names))
    }
    for (i, name) in try r.strings("windows").enumerated() { scene.windows.append(try names.view(name, r.path("windows") + "[\(i)]")) }
    if let key = try r.string("keyWindow") { scene.keyWindow = try names.view(key, r.path("keyWindow")) }
    if let app = r.value("application") {
      var a = try JSONObjectReader(app, path: r.path("application"))
      scene.application = try a.behaviour()
      try a.finish()
    }
    if let delegate = r.value("appDelegate") {
      var d = try JSONObjectReader(delegate, path: r.path("appDelegate"))
      let kind = try d.choice("class", default: AppDelegate.Class.responder)
      scene.appDelegate = AppDelegate(class: kind, behaviour: try d.behaviour())
      try d.finish()
    }
    if let first = try r.string("firstResponder") { scene.firstResponder = try names.responder(first, r.path("firstResponder")) }
    try r.finish()
    return scene
  }
}

extension View {
  static func decode(_ value: JSONValue, path: String, names: NameTable) throws(CaseError) -> View {
    var r = try JSONObjectReader(value, path: path)
    let kind = try r.choice("kind", default: ViewKind.view)
    var view = View(id: try r.string("id") ?? "", kind: kind, frame: try Rect.decode(try r.required("frame"), path: r.path("frame")))
    if let b = r.value("boundsOrigin") { view.boundsOrigin = try Point.decode(b, path: r.path("boundsOrigin")) }
    if let t = r.value("transform") {
      let n = try JSONObjectReader.numbers(t, count: 6, path: r.path("transform"), shape: "[a, b, c, d, tx, ty]")
      view.transform = Transform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    view.isHidden = try r.bool("hidden", default: false)
    view.alpha = try r.double("alpha", default: 1)
    view.userInteraction = try r.optionalBool("userInteraction")
    view.isMultipleTouchEnabled = try r.bool("multipleTouch", default: false)
    view.isExclusiveTouch = try r.bool("exclusiveTouch", default: false)
    view.clipsToBounds = try r.bool("clipsToBounds", default: false)
    if let h = r.value("hitArea") { view.hitArea = try HitArea.decode(h, path: r.path("hitArea"), names: names) }
    view.behaviour = try r.behaviour(defaults: kind.isControl ? .touches(.handle) : .forwardAll)
    for (i, name) in try r.strings("subviews").enumerated() { view.subviews.append(try names.view(name, r.path("subviews") + "[\(i)]")) }
    if let root = try r.string("rootViewController") { view.rootViewController = try names.viewController(root, r.path("rootViewController")) }
    if let c = r.value("control") { view.control = try Control.decode(c, path: r.path("control"), names: names) }
    if kind.isControl && view.control == nil { view.control = Control() }
    for (i, name) in try r.strings("refusesRecognizers").enumerated() {
      view.refusesRecognizers.append(try names.recognizer(name, r.path("refusesRecognizers") + "[\(i)]"))
    }
    view.scroll = try r.scrollBehaviour(kind: kind, names: names)
    try r.finish()
    return view
  }
}

extension Control {
  static func decode(_ value: JSONValue, path: String, names: NameTable) throws(CaseError) -> Control {
    var r = try JSONObjectReader(value, path: path)
    var control = Control(isEnabled: try r.bool("enabled", default: true))
    if let k = r.value("knob") { control.knob = try Rect.decode(k, path: r.path("knob")) }
    for (i, t) in try r.array("targets").enumerated() {
      var tr = try JSONObjectReader(t, path: r.path("targets") + "[\(i)]")
      let target = try tr.string("target").map { (name) throws(CaseError) in try names.responder(name, tr.path("target")) }
      guard let action = try tr.string("action") else { throw CaseError(tr.path("action"), "is missing") }
      var events: [ControlEvent] = []
      for (k, e) in try tr.strings("events").enumerated() {
        events.append(try JSONObjectReader.choice(e, path: tr.path("events") + "[\(k)]", ControlEvent.self))
      }
      if events.isEmpty { throw CaseError(tr.path("events"), "must name at least one control event") }
      control.targets.append(TargetAction(target: target, action: action, events: events))
      try tr.finish()
    }
    try r.finish()
    return control
  }
}

extension ViewController {
  static func decode(_ value: JSONValue, path: String, names: NameTable) throws(CaseError) -> ViewController {
    var r = try JSONObjectReader(value, path: path)
    let id = try r.string("id") ?? ""
    guard let viewName = try r.string("view") else { throw CaseError(r.path("view"), "is missing") }
    var vc = ViewController(id: id, view: try names.view(viewName, r.path("view")))
    if let p = try r.string("presentedBy") { vc.presentedBy = try names.viewController(p, r.path("presentedBy")) }
    if let p = try r.string("parent") { vc.parent = try names.viewController(p, r.path("parent")) }
    vc.behaviour = try r.behaviour()
    try r.finish()
    return vc
  }
}
