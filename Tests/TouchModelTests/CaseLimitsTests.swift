import Testing
import TouchModel

@Suite("Case limits")
struct CaseLimitsTests {
  static let frame = Rect(x: 0, y: 0, width: 10, height: 10)
  static let window = View(id: "w", kind: .window, frame: frame)

  /// `count` distinct plain views.
  static func views(_ count: Int) -> [View] { (0..<count).map { View(id: "v\($0)", frame: frame) } }

  @Test("Too many views, view controllers or recognizers are rejected by validation, naming the list")
  func sceneCounts() {
    let many = Scene(views: Self.views(CaseLimits.views + 1))
    #expect(throws: CaseError("scene.views", "has \(CaseLimits.views + 1) views, more than the limit of \(CaseLimits.views)")) {
      try many.validate()
    }
    let controllers = Scene(views: [Self.window], windows: [0], viewControllers: Array(repeating: ViewController(id: "c", view: 0), count: CaseLimits.viewControllers + 1))
    #expect(throws: CaseError("scene.viewControllers", "has \(CaseLimits.viewControllers + 1) view controllers, more than the limit of \(CaseLimits.viewControllers)")) {
      try controllers.validate()
    }
    let recognizers = Scene(views: [Self.window], windows: [0], recognizers: Array(repeating: Recognizer(id: "g", view: 0, kind: .pinch), count: CaseLimits.recognizers + 1))
    #expect(throws: CaseError("scene.recognizers", "has \(CaseLimits.recognizers + 1) recognizers, more than the limit of \(CaseLimits.recognizers)")) {
      try recognizers.validate()
    }
  }

  @Test("Decoding rejects an oversized list before decoding its members")
  func decodeCounts() {
    let tooMany = JSONValue.array(Array(repeating: .object([]), count: CaseLimits.views + 1))
    #expect(throws: CaseError("scene.views", "has \(CaseLimits.views + 1) views, more than the limit of \(CaseLimits.views)")) {
      try Scene.decode(.object([JSONMember("views", tooMany)]))
    }
    let items = JSONValue.array(Array(repeating: .object([]), count: CaseLimits.streamItems + 1))
    #expect(throws: CaseError("stream", "has \(CaseLimits.streamItems + 1) items, more than the limit of \(CaseLimits.streamItems)")) {
      try TouchStream.decode(items)
    }
  }

  @Test("Too many stream items, fingers or touches in one frame are rejected")
  func streamCounts() {
    let idle = TouchStream(items: Array(repeating: StreamItem(time: 0, kind: .idle), count: CaseLimits.streamItems + 1))
    #expect(throws: CaseError("stream", "has \(CaseLimits.streamItems + 1) items, more than the limit of \(CaseLimits.streamItems)")) {
      try idle.validate()
    }
    let fingers = TouchStream(touchNames: (0...CaseLimits.fingers).map { "t\($0)" })
    #expect(throws: CaseError("stream", "has \(CaseLimits.fingers + 1) fingers, more than the limit of \(CaseLimits.fingers)")) {
      try fingers.validate()
    }
    let count = CaseLimits.samplesPerFrame + 1
    let samples = (0..<count).map { TouchSample(touch: $0, phase: .began, location: Point(x: 1, y: 1)) }
    let frame = TouchStream(items: [StreamItem(time: 0, kind: .touches(samples))], touchNames: (0..<count).map { "t\($0)" })
    #expect(throws: CaseError("stream[0].touches", "has \(count) touches, more than the limit of \(CaseLimits.samplesPerFrame)")) {
      try frame.validate()
    }
    let atLimit = TouchStream(items: [StreamItem(time: 0, kind: .touches(Array(samples.dropLast())))], touchNames: (0..<count - 1).map { "t\($0)" })
    #expect(throws: Never.self) { try atLimit.validate() }
  }

  @Test("A file over the size limit is rejected before it is parsed")
  func fileSize() {
    let text = String(repeating: " ", count: CaseLimits.fileBytes + 1)
    #expect(throws: CaseError("", "the file has \(CaseLimits.fileBytes + 1) bytes, more than the limit of \(CaseLimits.fileBytes) (128 MiB)")) {
      try CaseFile.decode(text: text)
    }
    #expect(CaseLimits.fileBytes >= 128 * 1_024 * 1_024)
  }

  @Test("A view tree exactly at the depth limit is valid; one level deeper is rejected naming the view")
  func depth() {
    func chain(_ depth: Int) -> Scene {
      var views = [Self.window]
      for level in 1..<depth {
        views[level - 1].subviews = [level]
        views.append(View(id: "v\(level)", frame: Self.frame))
      }
      return Scene(views: views, windows: [0])
    }
    #expect(throws: Never.self) { try chain(CaseLimits.viewDepth).validate() }
    let deeper = CaseLimits.viewDepth + 1
    #expect(throws: CaseError("scene.views[\(deeper - 1)]", "view \"v\(deeper - 1)\" is \(deeper) levels deep; the view tree may be at most \(CaseLimits.viewDepth) levels deep")) {
      try chain(deeper).validate()
    }
  }

  @Test("JSON nesting deeper than the limit is rejected")
  func nesting() {
    let deep = String(repeating: "[", count: CaseLimits.jsonDepth + 1) + String(repeating: "]", count: CaseLimits.jsonDepth + 1)
    #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(deep) }
    let ok = String(repeating: "[", count: CaseLimits.jsonDepth) + String(repeating: "]", count: CaseLimits.jsonDepth)
    #expect(throws: Never.self) { try JSONParser.parse(ok) }
  }
}

/// The limits that keep the oracle's own work (pairwise conflicts, nested settling, hit tests per finger) in seconds.
@Suite("Case limits on the oracle's work")
struct OracleWorkLimitsTests {
  /// Taps on a window, each of the first `requirers` requiring the failure of the next.
  static func chained(_ count: Int, requirers: Int) -> Scene {
    var recognizers = (0..<count).map { Recognizer(id: "g\($0)", view: 0, kind: .tap(taps: 1, touches: 1)) }
    for g in 0..<requirers { recognizers[g].requiresFailureOf = [g + 1] }
    return Scene(views: [CaseLimitsTests.window], windows: [0], recognizers: recognizers)
  }

  @Test("More recognizers requiring another's failure than the limit are rejected; the limit itself is valid")
  func failureRequirers() {
    #expect(throws: Never.self) { try Self.chained(CaseLimits.failureRequirers + 1, requirers: CaseLimits.failureRequirers).validate() }
    let count = CaseLimits.failureRequirers + 1
    #expect(throws: CaseError("scene.recognizers", "has \(count) recognizers that require another's failure, more than the limit of \(CaseLimits.failureRequirers)")) {
      try Self.chained(count + 1, requirers: count).validate()
    }
  }

  @Test("More requiresFailureOf and simultaneousWith entries than the limit are rejected")
  func relationships() {
    var scene = Self.chained(101, requirers: 0)
    for g in 0..<100 { scene.recognizers[g].simultaneousWith = Array(0...100).filter { $0 != g } }
    #expect(throws: Never.self) { try scene.validate() }
    scene.recognizers[100].simultaneousWith = [0]
    #expect(throws: CaseError("scene.recognizers", "has \(100 * 100 + 1) requiresFailureOf and simultaneousWith entries, more than the limit of \(CaseLimits.relationships)")) {
      try scene.validate()
    }
  }

  @Test("Views times fingers past the limit are rejected naming both counts")
  func hitTestWork() {
    let views = 10_000
    let fingers = CaseLimits.hitTestWork / views
    let scene = Scene(views: [View(id: "w", kind: .window, frame: CaseLimitsTests.frame, subviews: Array(1..<views))] + CaseLimitsTests.views(views - 1), windows: [0])
    let stream = { (count: Int) in TouchStream(touchNames: (0..<count).map { "t\($0)" }) }
    #expect(throws: Never.self) { try TouchCase(scene: scene, stream: stream(fingers)).validate() }
    #expect(throws: CaseError("stream", "has \(fingers + 1) fingers on \(views) views, more than the limit of \(CaseLimits.hitTestWork) views times fingers")) {
      try TouchCase(scene: scene, stream: stream(fingers + 1)).validate()
    }
  }
}
