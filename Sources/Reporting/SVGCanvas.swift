import TouchCheck
import TouchModel

/// Builds SVG 1.1 text by hand: shapes in screen points, strokes and text sized in pixels whatever the scale, and labels
/// nudged down until they no longer overlap one another.
struct SVGCanvas {
  /// A stroke: colour, width in pixels, and an optional dash pattern in pixels.
  struct Stroke {
    var color: String
    var width: Double
    var dash: [Double] = []
  }

  /// How many user units (screen points) one pixel of the picture spans.
  let unit: Double
  /// The elements written so far.
  private(set) var body = ""
  /// The boxes of the labels placed so far, in user units.
  private var labelBoxes: [Rect] = []

  /// A canvas where one pixel spans `unit` points.
  init(unit: Double) { self.unit = unit }

  /// A number as SVG text, rounded to a thousandth (no exponent below 1e15, never `-0`).
  static func number(_ x: Double) -> String { JSONWriter.numberText((x * 1000).rounded() / 1000 + 0) }

  /// Text escaped for an XML attribute or element (`&`, `<`, `>`, `"`; characters XML cannot hold become U+FFFD).
  static func escape(_ text: String) -> String { JUnitReport.escape(text).replacingApostrophes() }

  /// Appends raw markup.
  mutating func append(_ markup: String) { body += markup + "\n" }

  /// A rectangle given in the coordinates `transform` takes to the screen.
  mutating func rect(_ r: Rect, transform: Transform, stroke: Stroke, fill: String = "none", fillOpacity: Double = 1, kind: String, title: String? = nil) {
    let n = Self.number
    shape("rect", "x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.size.width))\" height=\"\(n(r.size.height))\"",
      translatedBy: { t in "x=\"\(n(r.minX + t.x))\" y=\"\(n(r.minY + t.y))\" width=\"\(n(r.size.width))\" height=\"\(n(r.size.height))\"" },
      transform: transform, stroke: stroke, fill: fill, fillOpacity: fillOpacity, kind: kind, title: title)
  }

  /// A circle given in the coordinates `transform` takes to the screen.
  mutating func circle(centre c: Point, radius: Double, transform: Transform, stroke: Stroke, fill: String = "none", fillOpacity: Double = 1, kind: String, title: String? = nil) {
    let n = Self.number
    shape("circle", "cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(radius))\"",
      translatedBy: { t in "cx=\"\(n(c.x + t.x))\" cy=\"\(n(c.y + t.y))\" r=\"\(n(radius))\"" },
      transform: transform, stroke: stroke, fill: fill, fillOpacity: fillOpacity, kind: kind, title: title)
  }

  /// One shape: in screen coordinates when the transform only moves it, else in its own with a `matrix` (strokes kept to pixels).
  private mutating func shape(
    _ element: String, _ local: String, translatedBy moved: (Point) -> String, transform t: Transform,
    stroke: Stroke, fill: String, fillOpacity: Double, kind: String, title: String?
  ) {
    let n = Self.number
    let onlyMoves = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
    let scale = onlyMoves ? 1 : max(abs(t.determinant).squareRoot(), 1e-9)
    var attributes = onlyMoves ? moved(Point(x: t.tx, y: t.ty)) : local + " transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(n).joined(separator: " ")))\""
    attributes += " class=\"\(kind)\" fill=\"\(fill)\"" + (fill != "none" && fillOpacity != 1 ? " fill-opacity=\"\(n(fillOpacity))\"" : "")
    attributes += strokeAttributes(stroke, scale: scale)
    if let title { append("<\(element) \(attributes)><title>\(Self.escape(title))</title></\(element)>") } else { append("<\(element) \(attributes)/>") }
  }

  /// The stroke attributes, in user units divided by the shape's own scale.
  func strokeAttributes(_ stroke: Stroke, scale: Double = 1) -> String {
    let n = Self.number
    var text = " stroke=\"\(stroke.color)\" stroke-width=\"\(n(stroke.width * unit / scale))\""
    if !stroke.dash.isEmpty { text += " stroke-dasharray=\"\(stroke.dash.map { n($0 * unit / scale) }.joined(separator: ","))\"" }
    return text
  }

  /// A label with its top-left corner at the first of `at` and `alternatives` where it overlaps no earlier label, else
  /// moved down from `at` a line at a time until it does not, on a pale backing of this opacity (none when 0) so it
  /// reads over lines; `size` is in pixels.
  mutating func label(
    _ text: String, at point: Point, alternatives: [Point] = [], color: String, size: Double = 11, bold: Bool = false, backing: Double = 0.75
  ) {
    let n = Self.number
    let height = size * 1.25 * unit
    let width = (Double(text.count) * size * (bold ? 0.68 : 0.62) + 6) * unit
    let boxes = ([point] + alternatives).map { Rect(x: $0.x, y: $0.y, width: width, height: height) }
    var box = boxes.first { candidate in !labelBoxes.contains { Self.overlap($0, candidate) } } ?? boxes[0]
    var tries = 0
    while tries < 40, labelBoxes.contains(where: { Self.overlap($0, box) }) {
      box.origin.y += height
      tries += 1
    }
    labelBoxes.append(box)
    if backing > 0 {
      append("<rect class=\"label-backing\" x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.size.width))\" height=\"\(n(box.size.height))\" fill=\"white\" fill-opacity=\"\(n(backing))\"/>")
    }
    append("<text x=\"\(n(box.minX + 2 * unit))\" y=\"\(n(box.minY + size * unit))\" font-family=\"sans-serif\" font-size=\"\(n(size * unit))\""
      + (bold ? " font-weight=\"bold\"" : "") + " fill=\"\(color)\">\(Self.escape(text))</text>")
  }

  /// The smallest box holding every label placed so far, if any.
  var labelExtent: Rect? {
    guard let first = labelBoxes.first else { return nil }
    return labelBoxes.dropFirst().reduce(first) { a, b in
      let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
      return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }
  }

  /// Whether two boxes overlap with some area.
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }
}

extension String {
  /// The text with `'` as a character reference, so it is safe in either kind of attribute quote.
  func replacingApostrophes() -> String { contains("'") ? split(separator: "'", omittingEmptySubsequences: false).joined(separator: "&#39;") : self }
}
