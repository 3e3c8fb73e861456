import Testing
import TouchCheck
import TouchModel

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

@Suite("Diffs of long traces stay linear and bounded (issue 22, items 6 and 8)")
struct LongTraceDiffTests {
  @Test("Two 30,000-line traces that differ throughout: no quadratic table, at most 400 differing lines shown")
  func longTraces() {
    let expected = (0..<30_000).map { "@\($0) hitTest t\($0) a" }
    let observed = (0..<30_000).map { "@\($0) hitTest t\($0) b" }
    let start = ContinuousClock.now
    let text = TraceDiff(expected: expected, observed: observed, rules: []).render()
    #expect(ContinuousClock.now - start < .seconds(10))
    #expect(text.split(separator: "\n").count < 420)
    #expect(text.contains("… and 59600 more differing lines, not shown"), "\(text.suffix(300))")
  }

  @Test("A long common prefix and suffix around a small change keep the exact diff")
  func prefixAndSuffix() {
    let expected = (0..<50_000).map { "line \($0)" }
    var observed = expected
    observed[25_000] = "changed"
    let text = TraceDiff(expected: expected, observed: observed, rules: []).render()
    #expect(text.contains("- [25000] line 25000") && text.contains("+ [25000] changed"))
    #expect(text.contains("first divergence at event 25000"))
  }
}
