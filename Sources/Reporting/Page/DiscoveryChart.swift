import TouchCheck
import Foundation

/// The discovery curve as inline SVG: distinct divergences found against cases run, or against seconds, on a log scale,
/// drawn as a staircase that rises at each new signature; flat at the end means the campaign has levelled off.
struct DiscoveryChart {
  /// One new divergence: where it came on the axis (cases or seconds), and its signature.
  struct Point {
    var x: Double
    var signature: String
  }

  /// The new divergences in the order of `x`.
  let points: [Point]
  /// How many were already there before the first case (archived ones replayed first).
  let start: Int
  /// The end of the axis (the cases run, the campaign's time).
  let end: Double
  /// What the axis counts (`cases`, `seconds`).
  let unit: String

  static let width = 460.0, height = 240.0
  static let left = 44.0, right = 14.0, top = 14.0, bottom = 36.0

  /// The chart.
  func svg(title: String) -> String {
    let n = SVGCanvas.number
    let e = HTMLText.escape
    let positive = points.map(\.x).filter { $0 > 0 }
    // The axis starts at 1 case, or a power of ten below the first time.
    let low = unit == "cases" ? 1 : pow(10, floor(log10(min(positive.min() ?? end, end > 0 ? end : 1, 1))))
    let high = max(end, (positive.max() ?? low) * 1.001, low * 10)
    let (x0, x1) = (Self.left, Self.width - Self.right)
    let (y0, y1) = (Self.height - Self.bottom, Self.top)
    let total = start + points.count
    let yMax = Double(max(total, 1))
    func x(_ v: Double) -> Double { x0 + (x1 - x0) * (log10(max(v, low)) - log10(low)) / (log10(high) - log10(low)) }
    func y(_ v: Int) -> Double { y0 - (y0 - y1) * Double(v) / yMax }
    var out = "<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(n(Self.width)) \(n(Self.height))\" role=\"img\">"
    out += "<title>\(e(title))</title>\n"
    out += "<rect x=\"\(n(x0))\" y=\"\(n(y1))\" width=\"\(n(x1 - x0))\" height=\"\(n(y0 - y1))\" fill=\"#fafbfc\" stroke=\"#ccd\"/>\n"
    var decade = low
    while decade <= high * 1.0001 {
      out += "<line x1=\"\(n(x(decade)))\" y1=\"\(n(y0))\" x2=\"\(n(x(decade)))\" y2=\"\(n(y1))\" stroke=\"#e3e6ea\"/>"
      out += "<text x=\"\(n(x(decade)))\" y=\"\(n(y0 + 14))\" text-anchor=\"middle\" font-size=\"10\">\(Self.label(decade))</text>\n"
      decade *= 10
    }
    for tick in Self.ticks(total) {
      out += "<line x1=\"\(n(x0 - 3))\" y1=\"\(n(y(tick)))\" x2=\"\(n(x1))\" y2=\"\(n(y(tick)))\" stroke=\"#e3e6ea\"/>"
      out += "<text x=\"\(n(x0 - 6))\" y=\"\(n(y(tick) + 3))\" text-anchor=\"end\" font-size=\"10\">\(tick)</text>\n"
    }
    out += "<text x=\"\(n((x0 + x1) / 2))\" y=\"\(n(Self.height - 6))\" text-anchor=\"middle\" font-size=\"11\">\(e(unit)) (log scale)</text>"
    out += "<text x=\"12\" y=\"\(n((y0 + y1) / 2))\" text-anchor=\"middle\" font-size=\"11\" transform=\"rotate(-90 12 \(n((y0 + y1) / 2)))\">distinct divergences</text>\n"
    var path = "M \(n(x0)) \(n(y(start)))"
    var level = start
    var dots = ""
    for p in points {
      path += " H \(n(x(p.x))) V \(n(y(level + 1)))"
      level += 1
      dots += "<circle class=\"found\" fill=\"#c0392b\" cx=\"\(n(x(p.x)))\" cy=\"\(n(y(level)))\" r=\"3\"><title>\(e(p.signature)) — \(e(Self.label(p.x, exact: true))) \(e(unit))</title></circle>"
    }
    path += " H \(n(x(high)))"
    out += "<path d=\"\(path)\" fill=\"none\" stroke=\"#c0392b\" stroke-width=\"2\"/>\n" + dots + "\n</svg>"
    return out
  }

  /// A few whole-number ticks from 0 to `total`.
  static func ticks(_ total: Int) -> [Int] {
    let magnitude = Int(pow(10, floor(log10(Double(max(total, 1))))))
    let step = total / magnitude >= 5 ? magnitude : max(1, magnitude / 2)
    return Array(stride(from: 0, through: max(total, 1), by: step))
  }

  /// `1`, `10`, `1k`, `10k`, `1M`, `0.1`, `0.01`; `exact` writes the number itself.
  static func label(_ v: Double, exact: Bool = false) -> String {
    if exact { return v == v.rounded() ? HTMLText.count(Int(v)) : String(format: "%.3f", v) }
    if v >= 1_000_000 { return SVGCanvas.number(v / 1_000_000) + "M" }
    if v >= 1000 { return SVGCanvas.number(v / 1000) + "k" }
    return SVGCanvas.number(v)
  }
}
