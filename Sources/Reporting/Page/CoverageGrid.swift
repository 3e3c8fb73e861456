import TouchCheck
import Foundation

/// Rule coverage as a grid: one row per rule area in catalogue order, one cell per rule with how many cases made it
/// fire (shaded on a log scale), rules that never fired marked, and rules outside the engine's claims greyed as such.
enum CoverageGrid {
  /// The grid; `fired` holds each rule's count (rules absent never fired), `rules` the catalogue in order.
  static func html(rules: [ReportRule], fired: [ReportSummary.NamedCount], notClaimed: [String] = []) -> String {
    let e = HTMLText.escape
    let top = Double(fired.map(\.count).max() ?? 1)
    var areas: [String] = []
    for rule in rules where !areas.contains(rule.area) { areas.append(rule.area) }
    var rows: [(area: String, cells: [(id: String, statement: String)])] = areas.map { area in
      (area, rules.filter { $0.area == area }.map { ($0.id, $0.statement) })
    }
    // Rules a summary counts that the catalogue given does not hold (another version of the oracle) still show.
    let others = fired.filter { f in !rules.contains { $0.id == f.name } }.map { ($0.name, "not in this version's catalogue") }
    if !others.isEmpty { rows.append(("Other rules", others)) }
    var out = "<div class=\"coverage\">\n"
    for row in rows {
      let count = row.cells.filter { cell in fired.contains { $0.name == cell.id } }.count
      out += "<div class=\"area\"><h4>\(e(row.area)) <span class=\"muted\">\(count) of \(row.cells.count) fired</span></h4><div class=\"cells\">"
      for cell in row.cells {
        let hits = fired.first { $0.name == cell.id }?.count
        if let hits {
          let shade = top > 1 ? log(Double(hits) + 1) / log(top + 1) : 1
          out += "<div class=\"cell fired\" style=\"--shade:\(SVGCanvas.number((shade * 100).rounded()))%\" title=\"\(e(cell.id)): \(e(cell.statement))\">"
          out += "<b>\(e(cell.id))</b><span>\(HTMLText.count(hits))</span></div>"
        } else if notClaimed.contains(cell.id) {
          out += "<div class=\"cell unclaimed\" title=\"\(e(cell.id)) is outside the engine's claims: \(e(cell.statement))\"><b>\(e(cell.id))</b><span>not claimed</span></div>"
        } else {
          out += "<div class=\"cell never\" title=\"\(e(cell.id)) never fired: \(e(cell.statement))\"><b>\(e(cell.id))</b><span>never</span></div>"
        }
      }
      out += "</div></div>\n"
    }
    return out + "</div>\n"
  }
}
