import TouchCheck
/// The case distribution as bar rows: views, nesting depth, fingers and recognizers per case (the last bucket holds
/// every larger count), and the cases holding each scenario template's combination.
enum DistributionBars {
  /// The four histograms and the template list.
  static func html(_ d: ReportSummary.Distribution) -> String {
    var out = "<div class=\"distribution\">\n"
    out += histogram("views per case", d.views)
    out += histogram("nesting depth", d.depth)
    out += histogram("fingers per case", d.fingers)
    out += histogram("recognizers per case", d.recognizers)
    out += "</div>\n"
    let touches = d.touchesHit + d.touchesMissed
    out += "<p>\(HTMLText.count(touches)) new touches, \(touches == 0 ? 0 : 100 * d.touchesHit / touches)% hit a view.</p>\n"
    if !d.templates.isEmpty {
      out += "<h3>Scenario templates <span class=\"muted\">(cases holding each combination, whoever generated them)</span></h3>\n"
      out += bars(d.templates.map { ($0.name, $0.count) }, wide: true)
    }
    return out
  }

  /// One histogram: a bar per bucket, the last labelled `N+`.
  static func histogram(_ title: String, _ counts: [Int]) -> String {
    let rows = counts.enumerated().map { ($0.offset == counts.count - 1 && counts.count > 1 ? "\($0.offset)+" : "\($0.offset)", $0.element) }
    return "<div><h3>\(HTMLText.escape(title))</h3>\n" + bars(rows, wide: false) + "</div>\n"
  }

  /// Labelled bars scaled to the largest count.
  static func bars(_ rows: [(String, Int)], wide: Bool) -> String {
    let top = max(rows.map(\.1).max() ?? 1, 1)
    var out = "<table class=\"bars\(wide ? " wide" : "")\">"
    for (label, count) in rows {
      let width = SVGCanvas.number((100 * Double(count) / Double(top) * 10).rounded() / 10)
      out += "<tr><th>\(HTMLText.escape(label))</th><td class=\"n\">\(HTMLText.count(count))</td>"
      out += "<td class=\"bar\"><span style=\"width:\(width)%\"></span></td></tr>"
    }
    return out + "</table>\n"
  }
}
