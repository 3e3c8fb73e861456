import TouchCheck
import TouchModel
/// Two traces side by side as an HTML table, aligned on their common lines (the diff's edit script, linear in space
/// past its size limit): a removed run and the added run after it share rows, the first differing row is marked, and
/// long runs of equal lines fold to one row.
struct TraceColumns {
  /// One row: the oracle's line and the engine's, by index, either missing.
  struct Row: Equatable {
    var expected: Int?
    var observed: Int?
  }

  let diff: TraceDiff
  /// Equal lines kept on each side of a difference; longer runs fold.
  var context = 4
  /// The most differing rows shown; the rest are counted.
  var shownChanges = 300

  /// The rows of the alignment, in order.
  func rows() -> [Row] {
    var rows: [Row] = []
    var removed: [Int] = [], added: [Int] = []
    func flush() {
      for k in 0..<max(removed.count, added.count) {
        rows.append(Row(expected: k < removed.count ? removed[k] : nil, observed: k < added.count ? added[k] : nil))
      }
      removed = []
      added = []
    }
    for step in diff.editScript() {
      switch step {
      case .same(let e, let o):
        flush()
        rows.append(Row(expected: e, observed: o))
      case .removed(let e): removed.append(e)
      case .added(let o): added.append(o)
      }
    }
    flush()
    return rows
  }

  /// The table: a header naming both sides, one `<tr>` per row (`same`, `changed`; the first changed also `first`),
  /// folded runs as one `fold` row.
  func html(engineName: String) -> String {
    let rows = rows()
    let changed = rows.indices.filter { !isSame(rows[$0]) }
    let first = changed.first
    var keep = [Bool](repeating: rows.count <= 2 * context + 8, count: rows.count)
    for k in changed { for j in max(0, k - context)...min(rows.count - 1, k + context) { keep[j] = true } }
    let e = HTMLText.escape
    var out = "<table class=\"traces\"><thead><tr><th class=\"n\">#</th><th>oracle</th><th class=\"rule\">rule</th>"
    out += "<th class=\"n\">#</th><th>\(e(engineName))</th></tr></thead><tbody>\n"
    var folded = 0
    var shown = 0
    for (k, row) in rows.enumerated() {
      guard keep[k] else { folded += 1; continue }
      if folded > 0 { out += fold(folded); folded = 0 }
      let same = isSame(row)
      if !same {
        shown += 1
        if shown > shownChanges {
          out += "<tr class=\"fold\"><td colspan=\"5\">… and \(HTMLText.count(changed.count - shownChanges)) more differing rows, not shown</td></tr>\n"
          break
        }
      }
      let kind = same ? "same" : k == first ? "changed first" : "changed"
      let rule = row.expected.flatMap { $0 < diff.rules.count ? diff.rules[$0] : nil }
      out += "<tr class=\"\(kind)\"\(k == first ? " title=\"the first differing line\"" : "")>"
      out += "<td class=\"n\">\(row.expected.map { (k == first ? "≠ " : "") + String($0) } ?? "")</td><td class=\"oracle\">\(row.expected.map { e(diff.expected[$0]) } ?? "")</td>"
      out += "<td class=\"rule\">\(same ? "" : rule.map(e) ?? "")</td>"
      out += "<td class=\"n\">\(row.observed.map(String.init) ?? "")</td><td class=\"engine\">\(row.observed.map { e(diff.observed[$0]) } ?? "")</td></tr>\n"
    }
    if folded > 0 { out += fold(folded) }
    if diff.expected.isEmpty && diff.observed.isEmpty { out += "<tr class=\"fold\"><td colspan=\"5\">(both traces are empty)</td></tr>\n" }
    return out + "</tbody></table>\n"
  }

  private func isSame(_ row: Row) -> Bool {
    guard let e = row.expected, let o = row.observed else { return false }
    return diff.expected[e] == diff.observed[o]
  }

  private func fold(_ n: Int) -> String {
    "<tr class=\"fold\"><td colspan=\"5\">… \(HTMLText.count(n)) equal line\(n == 1 ? "" : "s") …</td></tr>\n"
  }
}
