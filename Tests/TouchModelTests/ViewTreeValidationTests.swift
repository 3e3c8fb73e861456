import Testing
import TouchModel

/// Validation finds depths in one pass when every view comes after its superview (as generated scenes are) and walks
/// the links otherwise; both must give the same verdicts.
@Suite("View tree validation in either order")
struct ViewTreeValidationTests {
  static let frame = Rect(x: 0, y: 0, width: 10, height: 10)

  /// A window and a chain below it, `depth` levels in all, listed root first or deepest first.
  func chain(_ depth: Int, deepestFirst: Bool) -> Scene {
    let position = { (level: Int) in deepestFirst ? depth - 1 - level : level }
    var views = [View](repeating: View(id: "", frame: Self.frame), count: depth)
    for level in 0..<depth {
      var view = View(id: level == 0 ? "w" : "v\(level)", kind: level == 0 ? .window : .view, frame: Self.frame)
      if level + 1 < depth { view.subviews = [position(level + 1)] }
      views[position(level)] = view
    }
    return Scene(views: views, windows: [position(0)])
  }

  @Test("A chain at the depth limit is valid, listed either way", arguments: [false, true])
  func atLimit(deepestFirst: Bool) throws {
    try chain(CaseLimits.viewDepth, deepestFirst: deepestFirst).validate()
  }

  @Test("A chain one level deeper is rejected naming its deepest view, listed either way", arguments: [false, true])
  func tooDeep(deepestFirst: Bool) {
    let deeper = CaseLimits.viewDepth + 1
    let index = deepestFirst ? 0 : deeper - 1
    #expect(throws: CaseError("scene.views[\(index)]", "view \"v\(deeper - 1)\" is \(deeper) levels deep; the view tree may be at most \(CaseLimits.viewDepth) levels deep")) {
      try chain(deeper, deepestFirst: deepestFirst).validate()
    }
  }

  @Test("A cycle among views listed after their window is still found")
  func cycle() {
    var views = [View(id: "w", kind: .window, frame: Self.frame), View(id: "a", frame: Self.frame), View(id: "b", frame: Self.frame)]
    views[1].subviews = [2]
    views[2].subviews = [1]
    #expect(throws: CaseError("scene.views[1].subviews", "cycle: \"a\" is its own ancestor")) {
      try Scene(views: views, windows: [0]).validate()
    }
  }
}
