import TouchCheck
import TouchModel

/// A case drawn to scale as SVG 1.1 (`touchcheck show --svg`): windows and views in screen coordinates, skipped views
/// greyed and dashed, views a clipping ancestor hides dotted, hit areas outlined where they differ from the bounds, each
/// finger's path with its frames numbered, and the view each touch was bound to outlined in the finger's colour (for a
/// counterexample, the view the engine bound it to too, dashed and inset).
package enum CaseSVG {
  /// The colours of the fingers, in stream order (repeating after eight).
  static let fingerColors = ["#d62728", "#2ca02c", "#1f77b4", "#e377c2", "#8c564b", "#17becf", "#9467bd", "#bcbd22"]
  /// The outline colour of hit areas.
  static let hitAreaColor = "#ff7f0e"

  /// The picture; `run` is the oracle's run of the case (its hit tests bind the touches), `title` heads it, and
  /// `engine`, for a counterexample, is how the engine bound the touches (read from its trace).
  /// With `closeUp`, only where the fingers are (with their threshold rings and a margin) is drawn, at a larger scale.
  package static func render(_ touchCase: TouchCase, run: EngineRun, title: String, engine: TouchBindings? = nil, closeUp: Bool = false) -> String {
    let scene = touchCase.scene
    let placement = ViewPlacement(scene, profile: touchCase.profile)
    let bindings = TouchBindings(trace: run.trace, touchCount: touchCase.stream.touchNames.count)
    let engine = engine.flatMap { $0.byTouch.count == bindings.byTouch.count ? $0 : nil }
    let whole = extent(touchCase, placement)
    let extent = closeUp ? fingerExtent(touchCase) ?? whole : whole
    let longest = max(extent.size.width, extent.size.height, 1)
    let scale = min(max(720 / longest, 0.02), 4)
    let unit = 1 / scale
    var canvas = SVGCanvas(unit: unit)
    var legend = [
      "drawn to scale in screen points; each finger's path in its colour,",
      "its frames numbered at each sample (dot: began, ring: ended);",
      "thick outline in a finger's colour: the view its touch was bound to;",
      "grey dashed: skipped by hit testing; orange dashed: a hit area;",
      "dotted: clipped away by an ancestor that clips to its bounds.",
    ]
    let rings = ThresholdRings(touchCase)
    if !rings.rings.isEmpty, touchCase.stream.items.count > 1 {
      legend.append("thin dashed rings where a finger landed: the movement thresholds (tap tolerance, pan distance…).")
    }
    if let engine {
      legend[2] = "thick outline in a finger's colour: the view the oracle bound it to;"
      legend.insert(engine.isEmpty ? "(the engine's trace holds no hit test to draw its binding from)"
        : "inset dashed in a finger's colour: the view the engine bound it to;", at: 3)
    }
    let heading = wrap(title, width: max(extent.size.width * scale, 440) / (13 * 0.68))
    let top = (Double(heading.count) * 17 + 12) * unit, bottom = (Double(legend.count) * 15 + 12) * unit, side = 24 * unit
    let textWidth = max(Double(heading.map(\.count).max() ?? 0) * 13 * 0.68, Double(legend.map(\.count).max() ?? 0) * 10 * 0.6) + 16
    var box = Rect(x: extent.minX - side, y: extent.minY - top, width: extent.size.width + 2 * side, height: extent.size.height + top + bottom)
    box.size.width = max(box.size.width, textWidth * unit)
    let n = SVGCanvas.number
    let order = drawingOrder(scene, placement)
    for v in order { drawView(v, scene, placement, &canvas) }
    drawBindings(touchCase, bindings, placement, &canvas)
    if let engine { drawEngineBindings(touchCase, engine, placement, &canvas) }
    for v in order { drawHitArea(v, scene, placement, &canvas) }
    for v in order where !placement.skipReasons[v].isEmpty {
      canvas.rect(scene.views[v].bounds, transform: placement.toScreen[v], stroke: .init(color: "#8a8a8a", width: 1.2, dash: [6, 4]), kind: "skipped")
    }
    for (i, line) in heading.enumerated() { canvas.label(line, at: Point(x: box.minX + 4 * unit, y: box.minY + (6 + 17 * Double(i)) * unit), color: "#000", size: 13, bold: true) }
    for v in order { labelView(v, scene, placement, &canvas) }
    let fingers = FingerPaths(touchCase.stream)
    rings.draw(fingers, &canvas)
    fingers.draw(&canvas)
    fingers.label(touchCase, bindings, engine: engine, &canvas)
    for (i, line) in legend.enumerated() {
      canvas.label(line, at: Point(x: box.minX + 4 * unit, y: box.maxY - (Double(legend.count - i) * 15 + 4) * unit), color: "#555", size: 10)
    }
    // Labels of fingers near an edge may stick out: the picture grows to hold them.
    if let labels = canvas.labelExtent {
      let minX = min(box.minX, labels.minX - 4 * unit), minY = min(box.minY, labels.minY - 4 * unit)
      box = Rect(x: minX, y: minY, width: max(box.maxX, labels.maxX + 4 * unit) - minX, height: max(box.maxY, labels.maxY + 4 * unit) - minY)
    }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(n((box.size.width * scale).rounded(.up)))\" height=\"\(n((box.size.height * scale).rounded(.up)))\""
    out += " viewBox=\"\(n(box.minX)) \(n(box.minY)) \(n(box.size.width)) \(n(box.size.height))\">\n"
    out += "<title>\(SVGCanvas.escape(title))</title>\n"
    out += "<rect class=\"background\" x=\"\(n(box.minX))\" y=\"\(n(box.minY))\" width=\"\(n(box.size.width))\" height=\"\(n(box.size.height))\" fill=\"white\"/>\n"
    out += canvas.body + "</svg>\n"
    return out
  }

  /// Text cut into lines of at most `width` characters, after a `/` or `-` where there is one.
  static func wrap(_ text: String, width: Double) -> [String] {
    let most = max(Int(width), 20)
    var lines: [String] = []
    var rest = Substring(text)
    while rest.count > most {
      let chunk = rest.prefix(most)
      let cut = chunk.lastIndex(where: { $0 == "/" || $0 == "-" }).map { chunk.index(after: $0) } ?? chunk.endIndex
      lines.append(String(rest[..<cut]))
      rest = rest[cut...]
    }
    return lines + [String(rest)]
  }

  /// The screen box holding every view and every finger sample.
  static func extent(_ touchCase: TouchCase, _ placement: ViewPlacement) -> Rect {
    var xs: [Double] = [], ys: [Double] = []
    for (v, view) in touchCase.scene.views.enumerated() {
      let b = placement.screenBox(of: view.bounds, in: v)
      xs += [b.minX, b.maxX]
      ys += [b.minY, b.maxY]
    }
    for item in touchCase.stream.items { if case .touches(let samples) = item.kind { for s in samples { xs.append(s.location.x); ys.append(s.location.y) } } }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return Rect(x: 0, y: 0, width: 100, height: 100) }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// Where the fingers are: their samples with the largest threshold ring and a margin of a tenth of that, at least
  /// 8 pt; nil without a finger.
  static func fingerExtent(_ touchCase: TouchCase) -> Rect? {
    var xs: [Double] = [], ys: [Double] = []
    for item in touchCase.stream.items { if case .touches(let samples) = item.kind { for s in samples { xs.append(s.location.x); ys.append(s.location.y) } } }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
    let ring = ThresholdRings(touchCase).rings.map(\.radius).max() ?? 0
    let margin = ring + max(8, ring / 10)
    return Rect(x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
  }

  /// Whether a close-up shows more than the whole picture: the fingers' extent is under a quarter of the case's in
  /// both directions.
  package static func worthCloseUp(_ touchCase: TouchCase) -> Bool {
    guard let fingers = fingerExtent(touchCase) else { return false }
    let whole = extent(touchCase, ViewPlacement(touchCase.scene, profile: touchCase.profile))
    return fingers.size.width * 4 < whole.size.width && fingers.size.height * 4 < whole.size.height
  }

  /// Windows back to front, each view before its subviews (back-most first), then views in no window.
  static func drawingOrder(_ scene: Scene, _ placement: ViewPlacement) -> [Int] {
    var order: [Int] = []
    func walk(_ v: Int) {
      order.append(v)
      for s in scene.views[v].subviews { walk(s) }
    }
    for w in scene.windows { walk(w) }
    for v in scene.views.indices where placement.superviews[v] == nil && !scene.windows.contains(v) { walk(v) }
    return order
  }

  /// One view's bounds: coloured by kind, or grey (dashed when the view itself is skipped) when hit testing cannot reach it.
  static func drawView(_ v: Int, _ scene: Scene, _ placement: ViewPlacement, _ canvas: inout SVGCanvas) {
    let view = scene.views[v]
    let color = view.kind == .window ? "#222222" : view.kind.isControl ? "#7b3fb0" : view.kind == .view ? "#56606e" : "#2e7d6e"
    let title = view.id + " (" + view.kind.rawValue + ")"
    if placement.clippedBy[v] != nil {
      canvas.rect(view.bounds, transform: placement.toScreen[v], stroke: .init(color: "#9a9a9a", width: 1, dash: [1.5, 3]), kind: "view", title: title + ", clipped away")
      return
    }
    guard placement.isReachable(v) else {
      let own = !placement.skipReasons[v].isEmpty
      canvas.rect(view.bounds, transform: placement.toScreen[v], stroke: .init(color: "#9a9a9a", width: 1.2, dash: own ? [6, 4] : []),
        fill: "#bbbbbb", fillOpacity: own ? 0.12 : 0.06, kind: "view", title: title)
      return
    }
    canvas.rect(view.bounds, transform: placement.toScreen[v], stroke: .init(color: color, width: view.kind == .window ? 2 : 1.2),
      fill: view.kind == .window ? "#f7f8fb" : color, fillOpacity: view.kind == .window ? 1 : 0.06, kind: "view", title: title)
  }

  /// The hit area, where it differs from the bounds.
  static func drawHitArea(_ v: Int, _ scene: Scene, _ placement: ViewPlacement, _ canvas: inout SVGCanvas) {
    let view = scene.views[v]
    let stroke = SVGCanvas.Stroke(color: hitAreaColor, width: 1.5, dash: [3, 3])
    let title = "hit area of " + view.id
    let b = view.bounds
    switch view.hitArea {
    case .bounds: return
    case .edgeInsets(let e):
      canvas.rect(e.inset(b), transform: placement.toScreen[v], stroke: stroke, kind: "hit-area", title: title)
    case .minimumSize(let m):
      let dw = max(m.width - b.size.width, 0), dh = max(m.height - b.size.height, 0)
      guard dw > 0 || dh > 0 else { return }
      canvas.rect(Rect(x: b.minX - dw / 2, y: b.minY - dh / 2, width: b.size.width + dw, height: b.size.height + dh), transform: placement.toScreen[v], stroke: stroke, kind: "hit-area", title: title)
    case .circle:
      canvas.circle(centre: b.mid, radius: min(b.size.width, b.size.height) / 2, transform: placement.toScreen[v], stroke: stroke, kind: "hit-area", title: title)
    case .boundsPlusSubview(let sub):
      canvas.rect(scene.views[sub].bounds, transform: placement.toScreen[sub], stroke: stroke, kind: "hit-area", title: title + " (its bounds plus \(scene.views[sub].id))")
    }
  }

  /// Each touch's bound view, outlined thick in the finger's colour.
  static func drawBindings(_ touchCase: TouchCase, _ bindings: TouchBindings, _ placement: ViewPlacement, _ canvas: inout SVGCanvas) {
    let scene = touchCase.scene
    for t in touchCase.stream.touchNames.indices {
      guard let v = bindings[t]?.view else { continue }
      let color = fingerColors[t % fingerColors.count]
      canvas.rect(scene.views[v].bounds, transform: placement.toScreen[v], stroke: .init(color: color, width: 3, dash: bindings[t]?.refusal == nil ? [] : [8, 4]),
        kind: "bound", title: "\(touchCase.stream.touchNames[t]) bound to \(bindings.describe(t, in: scene))")
    }
  }

  /// Each touch's view as the engine bound it: dashed in the finger's colour and inset a few pixels, so it shows
  /// beside the oracle's outline of the same view.
  static func drawEngineBindings(_ touchCase: TouchCase, _ engine: TouchBindings, _ placement: ViewPlacement, _ canvas: inout SVGCanvas) {
    let scene = touchCase.scene
    for t in touchCase.stream.touchNames.indices {
      guard let v = engine[t]?.view else { continue }
      let b = scene.views[v].bounds
      let t2 = placement.toScreen[v]
      let scale = max(abs(t2.determinant).squareRoot(), 1e-9)
      let stroke = SVGCanvas.Stroke(color: fingerColors[t % fingerColors.count], width: 2.5, dash: [5, 3])
      let title = "the engine bound \(touchCase.stream.touchNames[t]) to \(engine.describe(t, in: scene))"
      // A view too small to show an outline (a zero-size one) gets a dashed ring around where it is.
      if min(b.size.width, b.size.height) * scale < 6 * canvas.unit {
        canvas.circle(centre: b.mid, radius: 9 * canvas.unit / scale, transform: t2, stroke: stroke, kind: "engine-bound", title: title)
        continue
      }
      let d = min(5 * canvas.unit / scale, b.size.width / 4, b.size.height / 4)
      let inset = Rect(x: b.minX + d, y: b.minY + d, width: b.size.width - 2 * d, height: b.size.height - 2 * d)
      canvas.rect(inset, transform: t2, stroke: stroke, kind: "engine-bound", title: title)
    }
  }

  /// A view's name at the top-left of its box, with why hit testing skips it and its recognizers.
  static func labelView(_ v: Int, _ scene: Scene, _ placement: ViewPlacement, _ canvas: inout SVGCanvas) {
    let view = scene.views[v]
    let box = placement.screenBox(of: view.bounds, in: v)
    var text = view.id + (view.kind == .view ? "" : " (\(view.kind.rawValue))")
    if !placement.skipReasons[v].isEmpty { text += ": " + placement.skipReasons[v].joined(separator: ", ") }
    let recognizers = scene.recognizers.filter { $0.view == v }.map { "\($0.id) (\($0.kind.name))" }
    if !recognizers.isEmpty { text += "; recognizers " + recognizers.joined(separator: ", ") }
    if placement.superviews[v] == nil && !scene.windows.contains(v) { text += " (not in a window)" }
    if let clipper = placement.clippedBy[v] { text += " (clipped away by \(scene.views[clipper].id))" }
    canvas.label(text, at: Point(x: box.minX + 2 * canvas.unit, y: box.minY + 2 * canvas.unit), color: placement.isReachable(v) && placement.clippedBy[v] == nil ? "#222" : "#888", size: 10, backing: 0)
  }
}
