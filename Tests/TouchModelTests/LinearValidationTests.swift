import Testing
import TouchModel

/// Validation checks rewritten to be linear must still find the same problems (speed is measured by `touchcheck bench decode`).
@Suite("Validation of large scenes and streams")
struct LinearValidationTests {
  static let frame = Rect(x: 0, y: 0, width: 10, height: 10)

  @Test("A long view-controller chain is valid; a cycle is reported at its first view controller")
  func controllerChains() {
    let count = 20_000
    var views = [View(id: "w", kind: .window, frame: Self.frame, subviews: Array(1...count))]
    var controllers: [ViewController] = []
    for i in 0..<count {
      views.append(View(id: "v\(i)", frame: Self.frame))
      controllers.append(ViewController(id: "c\(i)", view: i + 1, presentedBy: i > 0 ? i - 1 : nil, parent: i > 0 ? i - 1 : nil))
    }
    var scene = Scene(views: views, windows: [0], viewControllers: controllers)
    #expect(throws: Never.self) { try scene.validate() }
    // c5 → c4 → … → c0 → c9 → … → c5: the smallest index on the cycle is 0, though the walk from c10 meets it later.
    scene.viewControllers[0].presentedBy = 9
    #expect(throws: CaseError("scene.viewControllers[0].presentedBy", "cycle: \"c0\" presents itself")) { try scene.validate() }
  }

  @Test("Of two view cycles, the one with the smallest view is reported, even when the other is met first")
  func viewCycles() {
    var views = [View(id: "w", kind: .window, frame: Self.frame)]
    for i in 1...7 { views.append(View(id: "v\(i)", frame: Self.frame)) }
    views[5].subviews = [6, 1]  // v1 hangs below the cycle v5 ⇄ v6, so a walk from v1 meets that cycle first
    views[6].subviews = [5]
    views[3].subviews = [7]  // the cycle v3 ⇄ v7 has the smallest view
    views[7].subviews = [3]
    let scene = Scene(views: views, windows: [0])
    #expect(throws: CaseError("scene.views[3].subviews", "cycle: \"v3\" is its own ancestor")) { try scene.validate() }
  }

  @Test("Many windows, fingers and view controllers validate, and duplicates are still found")
  func manyItems() {
    let count = 20_000
    let windows = (0..<count).map { View(id: "w\($0)", kind: .window, frame: Self.frame) }
    var scene = Scene(views: windows, windows: Array(0..<count))
    #expect(throws: Never.self) { try scene.validate() }
    scene.windows.append(count / 2)
    #expect(throws: CaseError("scene.windows[\(count)]", "\"w\(count / 2)\" is listed twice")) { try scene.validate() }

    let samples = (0..<count).map { TouchSample(touch: $0, phase: .began, location: Point(x: 1, y: 1)) }
    let frames = stride(from: 0, to: count, by: 500).map { StreamItem(time: 0, kind: .touches(Array(samples[$0..<($0 + 500)]))) }
    var stream = TouchStream(items: frames + [StreamItem(time: 1, kind: .systemCancel)], touchNames: (0..<count).map { "t\($0)" })
    #expect(throws: Never.self) { try stream.validate() }
    stream.touchNames[count - 1] = "t7"
    #expect(throws: CaseError("stream", "duplicate touch name \"t7\"")) { try stream.validate() }
  }
}
