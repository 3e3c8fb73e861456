import Testing

@testable import TouchCheck
@testable import Reporting

@Suite("The discovery curve: distinct divergences against cases and time, log scale (issue 21)")
struct DiscoveryChartTests {
  @Test("A dot per new divergence on a staircase that starts at the archived ones and ends at the campaign's end; decades labelled")
  func staircase() {
    let chart = DiscoveryChart(points: [.init(x: 1, signature: "a"), .init(x: 40, signature: "b<c>"), .init(x: 900, signature: "d")], start: 2, end: 10_000, unit: "cases")
    let svg = chart.svg(title: "t")
    #expect(svg.components(separatedBy: "<circle class=\"found\"").count == 4)
    for label in [">1<", ">10<", ">100<", ">1k<", ">10k<"] { #expect(svg.contains(label), "\(label)") }
    #expect(svg.contains("b&lt;c&gt; — 40 cases"))
    // The staircase rises once per divergence from the archived level: 2 → 5 of 5.
    let path = svg.components(separatedBy: "<path d=\"")[1].prefix { $0 != "\"" }
    #expect(path.components(separatedBy: " V ").count == 4)
    #expect(path.hasSuffix("H \(SVGCanvas.number(DiscoveryChart.width - DiscoveryChart.right))"))
  }

  @Test("The x axis is logarithmic: equal ratios are equal distances")
  func logarithmic() throws {
    let svg = DiscoveryChart(points: [.init(x: 10, signature: "a"), .init(x: 100, signature: "b"), .init(x: 1000, signature: "c")], start: 0, end: 1000, unit: "cases").svg(title: "t")
    let xs = svg.components(separatedBy: "<circle class=\"found\" fill=\"#c0392b\" cx=\"").dropFirst().compactMap { Double($0.prefix { $0 != "\"" }) }
    #expect(xs.count == 3)
    #expect(abs((xs[1] - xs[0]) - (xs[2] - xs[1])) < 0.01)
  }

  @Test("Whole-number ticks on the count axis", arguments: [(0, [0, 1]), (3, [0, 1, 2, 3]), (29, [0, 5, 10, 15, 20, 25]), (200, [0, 50, 100, 150, 200])])
  func ticks(_ total: Int, _ expected: [Int]) {
    #expect(DiscoveryChart.ticks(total) == expected)
  }
}
