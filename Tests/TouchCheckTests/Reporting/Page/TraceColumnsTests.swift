import Testing

@testable import TouchCheck
@testable import Reporting
import TouchModel

@Suite("The traces side by side on the page, aligned on their common lines (issue 21)")
struct TraceColumnsTests {
  @Test("Common lines share a row; a removed run and the added run after it share rows; the first differing row is marked")
  func alignment() {
    let diff = TraceDiff(expected: ["a", "b", "c", "d"], observed: ["a", "x", "y", "c", "d"], rules: [nil, "HIT-001", nil, nil])
    let rows = TraceColumns(diff: diff).rows()
    #expect(rows == [.init(expected: 0, observed: 0), .init(expected: 1, observed: 1), .init(expected: nil, observed: 2),
      .init(expected: 2, observed: 3), .init(expected: 3, observed: 4)])
    let html = TraceColumns(diff: diff).html(engineName: "eng<ine>")
    #expect(html.components(separatedBy: "<tr class=\"changed first\"").count == 2)
    #expect(html.contains("<td class=\"n\">≠ 1</td><td class=\"oracle\">b</td><td class=\"rule\">HIT-001</td><td class=\"n\">1</td><td class=\"engine\">x</td>"))
    #expect(html.contains("<th>eng&lt;ine&gt;</th>"))
  }

  @Test("Long runs of equal lines fold to one row, leaving a few lines around each difference")
  func folding() {
    let same = (0..<100).map { "line \($0)" }
    let diff = TraceDiff(expected: same + ["end"], observed: same + ["END"])
    let html = TraceColumns(diff: diff).html(engineName: "engine")
    #expect(html.contains("… 96 equal lines …"))
    #expect(html.components(separatedBy: "<tr class=\"same\"").count == 5)
    #expect(html.contains("<td class=\"oracle\">end</td>") && html.contains("<td class=\"engine\">END</td>"))
  }

  @Test("Past the shown limit the remaining differing rows are counted, so a huge trace keeps the page small")
  func bounded() {
    let diff = TraceDiff(expected: (0..<1000).map { "e\($0)" }, observed: (0..<1000).map { "o\($0)" })
    let html = TraceColumns(diff: diff).html(engineName: "engine")
    #expect(html.contains("… and 700 more differing rows, not shown"))
    #expect(html.components(separatedBy: "<tr class=\"changed").count == 301)
  }
}
