import TouchModel

/// Properties every correct engine's trace has, whatever the case; checked on the oracle too.
package enum Invariants {
  /// One broken invariant: its name and the trace line that broke it.
  package struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// The invariant's name, such as `moved-without-began`.
    package var name: String
    /// The offending trace line and what is wrong with it.
    package var message: String
    /// The index of the offending event in the trace.
    package var index: Int
    /// `name: message`.
    package var description: String { "\(name): \(message)" }
  }

  /// The violations in a trace of a case (empty when every invariant holds); only the categories present are checked.
  package static func violations(_ trace: Trace, in touchCase: TouchCase) -> [Violation] {
    var problems: [Violation] = []
    var index = 0
    func problem(_ name: String, _ message: String) { problems.append(Violation(name: name, message: message, index: index)) }
    let scene = touchCase.scene
    let parents = scene.superviews()
    let text = TraceText(touchCase)
    var hitView: [Int: Int] = [:]
    var missed: Set<Int> = []  // touches whose hit test found no view (DEL-008: nothing is delivered for them)
    var life: [Int: Int] = [:]  // per touch at its hit-test view: 1 began, 2 ended or cancelled
    var states: [Int: RecognizerState] = [:]
    func isSelfOrAncestor(_ a: Int, of b: Int) -> Bool {
      var current: Int? = b
      while let c = current {
        if c == a { return true }
        current = parents[c]
      }
      return false
    }
    for (position, event) in trace.enumerated() {
      index = position
      var line: String { text.line(event) }
      switch event.kind {
      case .hitTest(let t, nil):
        missed.insert(t)
        hitView[t] = nil
      case .hitTest(let t, let v?):
        hitView[t] = v
        missed.remove(t)
        // Nothing is delivered by hit testing to a hidden, non-interactive or transparent view (or one inside such a view).
        var current: Int? = v
        while let c = current {
          let view = scene.views[c]
          let interactive = view.userInteraction ?? (view.kind != .imageView && view.kind != .label)
          let alpha = touchCase.profile.alphaStoredAsFloat ? Double(Float(view.alpha)) : view.alpha
          if view.isHidden || !interactive || alpha < touchCase.profile.alphaThreshold {
            problem("hit-skipped-view", "\(line): hit a view inside \(view.id), which hit testing must skip")
          }
          current = parents[c]
        }
      case .touches(let message, .view(let v), let touches):
        for t in touches {
          if missed.contains(t) {
            problem("missed-touch-delivered", "\(line): the touch's hit test found no view, so nothing is delivered for it")
            continue
          }
          guard let hit = hitView[t] else { continue }
          // A touch keeps its view: every view it reaches is its hit-test view or an ancestor.
          if !isSelfOrAncestor(v, of: hit) { problem("touch-keeps-view", "\(line): \(text.scene.views[v].id) is not \(scene.views[hit].id) or an ancestor") }
          guard v == hit else { continue }
          // At the hit-test view: began once, then at most one ended or cancelled, nothing after it.
          let state = life[t, default: 0]
          switch message {
          case .began where state != 0: problem("began-once", "\(line): began twice at its view")
          case .began: life[t] = 1
          case .moved where state != 1, .ended where state != 1, .cancelled where state != 1:
            problem(message == .moved ? "moved-without-began" : "end-without-began", "\(line): \(message.methodName) without a live began at its view")
          case .ended, .cancelled: life[t] = 2
          default: break
          }
        }
      case .recognizerState(let g, let new):
        // Recognizer states follow only legal transitions.
        let old = states[g, default: .possible]
        let legal: Bool
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed), (.began, .changed), (.began, .ended),
          (.began, .cancelled), (.changed, .changed), (.changed, .ended), (.changed, .cancelled):
          legal = true
        default: legal = false
        }
        if !legal { problem("legal-transition", "\(line): illegal transition \(old.rawValue) → \(new.rawValue)") }
        states[g] = new
      case .recognizerTouches(_, _, let touches) where touches.contains(where: missed.contains):
        problem("missed-touch-delivered", "\(line): the touch's hit test found no view, so no recognizer sees it")
      case .recognizerReset(let g):
        states[g] = .possible
      default:
        break
      }
    }
    return problems
  }
}
