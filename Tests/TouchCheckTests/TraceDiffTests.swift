import Testing
import TouchCheck

@Suite("Trace diff")
struct TraceDiffTests {
  @Test("Equal traces have no divergence")
  func equal() {
    #expect(TraceDiff(expected: ["a", "b"], observed: ["a", "b"]).firstDivergence == nil)
  }

  @Test("Unchanged runs collapse, changes are marked with the rule behind the expected line")
  func rendering() {
    let expected = (0..<8).map { "@0 visit v\($0)" } + ["@0 hitTest t1 v7", "@1 touchesEnded v7 [t1]"]
    var observed = expected
    observed[8] = "@0 hitTest t1 v6"
    let rules: [String?] = Array(repeating: "HIT-015", count: 8) + ["DEL-001", "DEL-005"]
    let text = TraceDiff(expected: expected, observed: observed, rules: rules).render(expectedName: "oracle", observedName: "engine")
    #expect(text == """
        … (6 unchanged)
        [6] @0 visit v6
        [7] @0 visit v7
      - [8] @0 hitTest t1 v7   ← DEL-001
      + [8] @0 hitTest t1 v6
        [9] @1 touchesEnded v7 [t1]
      (oracle: −, engine: +; first divergence at event 8)

      """)
  }

  @Test("A missing tail is a divergence at the end of the shorter trace")
  func shorter() {
    #expect(TraceDiff(expected: ["a", "b", "c"], observed: ["a", "b"]).firstDivergence == 2)
  }
}
