import Testing
import TouchModel

@testable import TouchCheck
import Reporting

@Suite("The engine's binding of each touch, read from its trace lines, and drawn (issue 21)")
struct TouchBindingsLinesTests {
  static let name = "hit-testing/hidden-view-and-its-subviews-are-skipped-but-its-visible-twin-is-hit.json"

  @Test("Hit-test lines bind the touches as the oracle's events do; lines that do not parse for the case are left out")
  func lines() throws {
    let file = try ShowSupport.documented(Self.name)
    let oracle = ShowSupport.run(file.touchCase)
    let lines = TraceText(file.touchCase).lines(oracle.trace)
    #expect(TouchBindings(lines: lines, in: file.touchCase) == TouchBindings(trace: oracle.trace, touchCount: file.touchCase.stream.touchNames.count))
    let garbled = TouchBindings(lines: ["@0 hitTest t1 <script>", "not a line", "@0 hitTest t1 none"], in: file.touchCase)
    #expect(garbled[0]?.view == nil && garbled[0] != nil, "the parsable line binds t1 to no view")
    #expect(TouchBindings(lines: [], in: file.touchCase).isEmpty)
  }

  @Test("The picture of an archived counterexample outlines the engine's view for each touch, dashed, and says so in the legend and labels")
  func drawn() throws {
    let file = try ShowSupport.documented(Self.name)
    let scene = file.touchCase.scene
    let other = try #require(scene.views.last?.id)
    let engine = TouchBindings(lines: ["@0 hitTest t1 \(other)"], in: file.touchCase)
    let svg = CaseSVG.render(file.touchCase, run: ShowSupport.run(file.touchCase), title: "t", engine: engine)
    let parsed = try #require(SVGElements.parse(svg), "not well-formed XML")
    let bound = parsed.elements.filter { $0.attributes["class"] == "engine-bound" }
    #expect(bound.count == 1)
    #expect(bound.first?.attributes["stroke-dasharray"] != nil)
    #expect(parsed.text.contains("the engine bound t1 to \(other)"))
    #expect(parsed.text.contains("inset dashed in a finger's colour: the view the engine bound it to;"))
    #expect(parsed.text.contains("engine → \(other)"))
    let plain = CaseSVG.render(file.touchCase, run: ShowSupport.run(file.touchCase), title: "t")
    #expect(!plain.contains("engine-bound"), "a documented case draws the oracle's binding alone")
  }
}
