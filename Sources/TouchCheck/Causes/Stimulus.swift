import TouchModel

/// The input an event answers, in words, for a `Symptom`: "when a finger touches down", "when another finger touches
/// down", "when a finger touches down again", "when the last finger lifts", "when time passes with no input".
enum Stimulus {
  /// The stimulus of the stream item in whose frame the event happened; the fingers the event names come first.
  static func of(_ event: TraceEvent, in touchCase: TouchCase) -> String {
    let items = touchCase.stream.items
    guard event.frame >= 0 else { return "while the scene is set up" }
    guard event.frame < items.count else { return "after the last input" }
    switch items[event.frame].kind {
    case .idle: return "when time passes with no input"
    case .systemCancel: return "when the system cancels every touch"
    case .event(let e): return "when a \(e.rawValue) event arrives"
    case .touches(let samples):
      return touches(samples, named: event.touchesNamed, before: items[..<event.frame])
    }
  }

  /// A touch frame: what its focus finger does, against the fingers already down and those lifted before.
  static func touches(_ samples: [TouchSample], named: [Int], before: ArraySlice<StreamItem>) -> String {
    var down: [Int] = []
    var lifted = false
    for item in before {
      guard case .touches(let earlier) = item.kind else {
        if case .systemCancel = item.kind, !down.isEmpty { down = []; lifted = true }
        continue
      }
      for s in earlier {
        switch s.phase {
        case .began: if !down.contains(s.touch) { down.append(s.touch) }
        case .ended: down.removeAll { $0 == s.touch }; lifted = true
        case .moved, .stationary: break
        }
      }
    }
    let changing = samples.filter { $0.phase != .stationary }
    guard let focus = changing.first(where: { named.contains($0.touch) }) ?? changing.first else { return "when the fingers stay still" }
    let alike = changing.filter { $0.phase == focus.phase }.count
    switch focus.phase {
    case .began:
      if alike > 1 { return down.isEmpty ? "when \(alike) fingers touch down together" : "when \(alike) more fingers touch down" }
      if !down.isEmpty { return "when another finger touches down" }
      return lifted ? "when a finger touches down again" : "when a finger touches down"
    case .moved: return alike > 1 ? "when \(alike) fingers move" : "when a finger moves"
    case .ended:
      let lifting = changing.filter { $0.phase == .ended }.map(\.touch)
      let staying = down.filter { !lifting.contains($0) }
      if !staying.isEmpty { return "when a finger lifts while another stays down" }
      return alike > 1 ? "when the last fingers lift" : "when the last finger lifts"
    case .stationary: return "when the fingers stay still"
    }
  }
}
