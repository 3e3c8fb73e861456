import Testing
import TouchCheck
import TouchModel
import Reporting

@Suite("Where views land on screen, as show draws them")
struct ViewPlacementTests {
  @Test("A quarter turn about the centre, a bounds origin and a scale place views as the documented cases say")
  func documentedPlacements() throws {
    let rotated = try ShowSupport.documented("hit-testing/view-rotated-a-quarter-turn-is-hit-where-it-is-drawn.json").touchCase.scene
    let placement = ViewPlacement(rotated)
    #expect(placement.screenBox(of: rotated.views[2].bounds, in: 2) == Rect(x: 135, y: 265, width: 50, height: 200))
    let scrolled = try ShowSupport.documented("hit-testing/scrolled-container-hits-the-subview-at-the-converted-point.json").touchCase.scene
    let rows = ViewPlacement(scrolled)
    #expect(rows.screenBox(of: scrolled.views[4].bounds, in: 4) == Rect(x: 0, y: 100, width: 320, height: 100))
  }

  @Test("On every documented case, each touch's point converted into its bound view lies in the view's bounds (plain hit areas)")
  func boundPointsLieInTheirViews() throws {
    let root = "\(ExternalScripts.packageRoot)/Corpus/documented"
    var checked = 0
    for path in CorpusFiles.list([root]).files {
      let touchCase = try CorpusFiles.load(path).get().touchCase
      let placement = ViewPlacement(touchCase.scene, profile: touchCase.profile)
      let bindings = TouchBindings(trace: ShowSupport.run(touchCase).trace, touchCount: touchCase.stream.touchNames.count)
      for item in touchCase.stream.items {
        guard case .touches(let samples) = item.kind else { continue }
        for s in samples where s.phase == .began {
          guard let v = bindings[s.touch]?.view, touchCase.scene.views[v].hitArea == .bounds else { continue }
          let local = placement.toScreen[v].inverted.apply(s.location)
          let b = touchCase.scene.views[v].bounds
          #expect(local.x >= b.minX - 1e-9 && local.x < b.maxX + 1e-9 && local.y >= b.minY - 1e-9 && local.y < b.maxY + 1e-9, "\(path): \(touchCase.stream.touchNames[s.touch])")
          checked += 1
        }
      }
    }
    #expect(checked > 100)
  }
}
