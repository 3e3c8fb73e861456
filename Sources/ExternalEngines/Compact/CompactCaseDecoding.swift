import TouchModel

extension TouchCase {
  /// Reads and validates a case in the compact encoding given as a value tree (`decodeCompact` of its node).
  static func decodeCompact(_ value: JSONValue) throws(CaseError) -> TouchCase {
    try JSONDocument(value).withRoot { (root) throws(CaseError) in try decodeCompact(root) }
  }

  /// Reads and validates a case in the compact encoding; every error names the field as a case file would
  /// (`scene.views[3].alpha`) and the problem.
  static func decodeCompact(_ value: JSONNode) throws(CaseError) -> TouchCase {
    let parts = try CompactRead.array(value, "", count: 5...7, shape: "views, windows, stream, view IDs, touch names, profile, scene")
    let members = parts.count > 6 ? try CompactRead.members(parts[6], "scene", known: "kfadcg") : nil
    func list(_ key: String, _ path: @autoclosure () -> String) throws(CaseError) -> JSONNode.Elements? {
      guard let member = members?.first(where: { $0.key == key }) else { return nil }
      return try CompactRead.array(member.value, path())
    }
    let viewValues = try CompactRead.array(parts[0], "scene.views")
    let controllerValues = try list("c", "scene.viewControllers")
    let recognizerValues = try list("g", "scene.recognizers")
    let controllerCount = controllerValues?.count ?? 0, recognizerCount = recognizerValues?.count ?? 0
    try CaseLimits.check(viewValues.count, atMost: CaseLimits.views, "views", path: "scene.views")
    try CaseLimits.check(controllerCount, atMost: CaseLimits.viewControllers, "view controllers", path: "scene.viewControllers")
    try CaseLimits.check(recognizerCount, atMost: CaseLimits.recognizers, "recognizers", path: "scene.recognizers")
    let reader = CompactSceneReader(views: viewValues.count, controllers: controllerCount, recognizers: recognizerCount)
    let ids = try CompactRead.names(parts[3], "scene.viewIDs", count: viewValues.count, "view IDs")
    var scene = Scene()
    scene.views.reserveCapacity(viewValues.count)
    for (i, v) in viewValues.enumerated() { scene.views.append(try reader.view(v, id: ids[i], path: "scene.views[\(i)]")) }
    scene.windows = try CompactRead.indices(parts[1], "scene.windows", below: viewValues.count, "a view index")
    if let controllerValues {
      for (j, c) in controllerValues.enumerated() { scene.viewControllers.append(try reader.controller(c, path: "scene.viewControllers[\(j)]")) }
    }
    if let recognizerValues {
      for (g, r) in recognizerValues.enumerated() { scene.recognizers.append(try reader.recognizer(r, path: "scene.recognizers[\(g)]")) }
    }
    if let members { try reader.sceneMembers(members, into: &scene) }
    let touchNames = try CompactRead.names(parts[4], "stream.touchNames", count: nil, "touch names")
    try CaseLimits.check(touchNames.count, atMost: CaseLimits.fingers, "fingers", path: "stream.touchNames")
    var stream = TouchStream(touchNames: touchNames)
    let items = try CompactRead.array(parts[2], "stream")
    try CaseLimits.check(items.count, atMost: CaseLimits.streamItems, "items", path: "stream")
    stream.items.reserveCapacity(items.count)
    for (f, item) in items.enumerated() { stream.items.append(try Self.compactItem(item, path: "stream[\(f)]", fingers: touchNames.count)) }
    var profile = Profile()
    if parts.count > 5 { try profile.apply(parts[5].value) }
    let touchCase = TouchCase(scene: scene, stream: stream, profile: profile)
    try touchCase.validate()
    return touchCase
  }

  private static func compactItem(_ value: JSONNode, path: @autoclosure () -> String, fingers: Int) throws(CaseError) -> StreamItem {
    typealias Code = CompactCodes.ItemCode
    let parts = try CompactRead.array(value, path(), count: 2...3, shape: "time, kind, touches or event")
    let time = try CompactRead.number(parts[0], path() + ".time")
    let kind = try CompactRead.int(parts[1], path() + ".kind", 0..<4, "an item kind")
    guard parts.count == (kind == Code.touches || kind == Code.event ? 3 : 2) else {
      throw CaseError(path(), "an item of kind \(kind) has \(kind == Code.touches || kind == Code.event ? 3 : 2) elements, found \(parts.count)")
    }
    switch kind {
    case Code.touches:
      let samples = try CompactRead.array(parts[2], path() + ".touches")
      if samples.count > CaseLimits.samplesPerFrame {
        try CaseLimits.check(samples.count, atMost: CaseLimits.samplesPerFrame, "touches", path: path() + ".touches")
      }
      var result: [TouchSample] = []
      result.reserveCapacity(samples.count)
      for (k, s) in samples.enumerated() {
        var p: String { "\(path()).touches[\(k)]" }
        let fields = try CompactRead.array(s, p, count: 4...4, shape: "touch, phase, x, y")
        let touch = try CompactRead.int(fields[0], p + ".id", 0..<fingers, "a touch index")
        let phase = try CompactRead.code(fields[1], p + ".phase", CompactCodes.phases, "a phase code")
        let at = Point(x: try CompactRead.number(fields[2], p + ".at[0]"), y: try CompactRead.number(fields[3], p + ".at[1]"))
        result.append(TouchSample(touch: touch, phase: phase, location: at))
      }
      return StreamItem(time: time, kind: .touches(result))
    case Code.idle: return StreamItem(time: time, kind: .idle)
    case Code.systemCancel: return StreamItem(time: time, kind: .systemCancel)
    default: return StreamItem(time: time, kind: .event(try CompactRead.code(parts[2], path() + ".event", CompactCodes.nonTouchEvents, "an event code")))
    }
  }
}
