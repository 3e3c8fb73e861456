import TouchCheck
import TouchModel

/// The stream of `touchcheck show`: each item with its time, each finger's phase and location, and the view it is bound to.
enum ShowTimeline {
  /// One line per finger sample (the first on its item's line), `→ VIEW (x, y)` giving the bound view and the point in it.
  static func render(_ touchCase: TouchCase, bindings: TouchBindings, placement: ViewPlacement) -> String {
    let n = CaseRendering.n
    let stream = touchCase.stream
    var out = ""
    var active: [Int] = []
    let prefixes = stream.items.enumerated().map { "@\($0.offset) t=\(n($0.element.time))s" }
    let width = (prefixes.map(\.count).max() ?? 0) + 2
    for (i, item) in stream.items.enumerated() {
      let prefix = prefixes[i].padding(toLength: width, withPad: " ", startingAt: 0)
      var lines: [String] = []
      switch item.kind {
      case .touches(let samples):
        for s in samples {
          var text = "\(stream.touchNames[s.touch]) \(s.phase.rawValue) at (\(n(s.location.x)), \(n(s.location.y)))"
          text += " → " + bound(s.touch, at: s.location, touchCase.scene, bindings, placement)
          lines.append(text)
          if s.phase == .began { active.append(s.touch) }
          if s.phase == .ended { active.removeAll { $0 == s.touch } }
        }
      case .idle: lines.append("idle")
      case .systemCancel:
        lines.append("system cancel" + (active.isEmpty ? " (no finger down)" : ": " + active.map { stream.touchNames[$0] }.joined(separator: ", ")))
        active.removeAll()
      case .event(let e): lines.append("event \(e.rawValue)")
      }
      let pad = String(repeating: " ", count: prefix.count)
      out += lines.enumerated().map { ($0.offset == 0 ? prefix : pad) + $0.element + "\n" }.joined()
    }
    return out
  }

  /// The bound view and the point in its bounds coordinates, or why there is none.
  static func bound(_ touch: Int, at location: Point, _ scene: Scene, _ bindings: TouchBindings, _ placement: ViewPlacement) -> String {
    let name = bindings.describe(touch, in: scene)
    guard let view = bindings[touch]?.view else { return name }
    let local = placement.toScreen[view].inverted.apply(location)
    let n = CaseRendering.n
    let point = "(\(n(ShowTree.rounded(local.x))), \(n(ShowTree.rounded(local.y))))"
    guard let refusal = bindings[touch]?.refusal else { return "\(name) \(point)" }
    return "\(scene.views[view].id) \(point), refused: \(refusal.rawValue)"
  }
}
