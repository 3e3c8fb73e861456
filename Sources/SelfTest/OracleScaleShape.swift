import TouchCheck
import TouchModel

/// Synthetic cases that grow in the directions where the oracle's work grows fastest, up to the case limits
/// (`touchcheck bench oracle`).
package enum OracleScaleShape: String, CaseIterable, Sendable {
  /// Tap recognizers on one view, one tap: the first recognizes and blocks every other (GRC-001).
  case recognizers
  /// Tap recognizers with delaysTouchesBegan, one drag: each fails in turn and the withheld touch asks the rest (GRD-003).
  case delayingRecognizers
  /// Fingers landing one per frame and never lifting (DEL-012 past the device's limit).
  case staggeredFingers
  /// Fingers landing one per frame on a multiple-touch view with the device's limit raised, all lifting at the end.
  case fingersDown
  /// A thousand taps on views side by side under one root (HIT-007 asks each).
  case hitTests
  /// Taps each requiring the failure of the next (GRC-003): settling nests once per link.
  case failureChain

  /// What grows, for the table.
  package var unit: String {
    switch self {
    case .recognizers, .delayingRecognizers, .failureChain: "recognizers"
    case .staggeredFingers, .fingersDown: "fingers"
    case .hitTests: "views"
    }
  }

  /// The largest count the case limits allow.
  package var limit: Int {
    switch self {
    case .recognizers, .delayingRecognizers: CaseLimits.recognizers
    case .staggeredFingers, .fingersDown: CaseLimits.fingers
    case .hitTests: CaseLimits.hitTestWork / 1_000 - 3
    case .failureChain: CaseLimits.failureRequirers + 1
    }
  }

  /// A case file with `count` units.
  package func text(count: Int) -> String {
    switch self {
    case .recognizers:
      return Self.file(recognizers: (0..<count).map { #"{"id": "g\#($0)", "view": "v", "kind": "tap"}"# }, stream: Self.tap)
    case .delayingRecognizers:
      let recognizers = (0..<count).map { #"{"id": "g\#($0)", "view": "v", "kind": "tap", "delaysTouchesBegan": true}"# }
      return Self.file(recognizers: recognizers, stream: Self.drag)
    case .staggeredFingers:
      return Self.file(stream: (0..<count).map { Self.frame($0, [Self.sample($0, "began")]) })
    case .fingersDown:
      var frames = (0..<count).map { Self.frame($0, [Self.sample($0, "began")]) }
      for start in stride(from: 0, to: count, by: CaseLimits.samplesPerFrame) {
        frames.append(Self.frame(count + start, (start..<Swift.min(count, start + CaseLimits.samplesPerFrame)).map { Self.sample($0, "ended") }))
      }
      return Self.file(multipleTouch: true, recognizers: [#"{"id": "g", "view": "root", "kind": "pan"}"#], stream: frames, profile: #", "profile": {"maximumSimultaneousTouches": \#(count + 1)}"#)
    case .hitTests:
      let siblings = (0..<count).map { #"{"id": "s\#($0)", "frame": [\#($0 % 310), \#(($0 * 7) % 470), 10, 10]}"# }
      let taps = (0..<1_000).flatMap { [Self.frame(2 * $0, [Self.sample($0, "began")]), Self.frame(2 * $0 + 1, [Self.sample($0, "ended")])] }
      return Self.file(extraViews: siblings, stream: taps)
    case .failureChain:
      let recognizers = (0..<count).map { g in #"{"id": "g\#(g)", "view": "v", "kind": "tap""# + (g + 1 < count ? #", "requiresFailureOf": ["g\#(g + 1)"]}"# : "}") }
      return Self.file(recognizers: recognizers, stream: Self.tap)
    }
  }

  private static let tap = [frame(0, [sample(0, "began")]), frame(1, [sample(0, "ended")])]
  private static let drag = [frame(0, [sample(0, "began")]), frame(1, [sample(0, "moved", x: 60)]), frame(2, [sample(0, "ended", x: 60)])]

  private static func sample(_ finger: Int, _ phase: String, x: Int? = nil) -> String {
    #"{"id": "t\#(finger)", "phase": "\#(phase)", "at": [\#(x ?? (10 + finger % 300)), \#(10 + (finger * 13) % 460)]}"#
  }

  private static func frame(_ index: Int, _ samples: [String]) -> String {
    #"{"time": \#(Double(index) / 100), "touches": [\#(samples.joined(separator: ", "))]}"#
  }

  private static func file(multipleTouch: Bool = false, extraViews: [String] = [], recognizers: [String] = [], stream: [String], profile: String = "") -> String {
    let root = #"{"id": "root", "frame": [0, 0, 320, 480], "subviews": [\#((["\"v\""] + extraViews.indices.map { "\"s\($0)\"" }).joined(separator: ", "))]}"#
    let views = [
      #"{"id": "w", "kind": "window", "frame": [0, 0, 320, 480], "subviews": ["root"]}"#, root,
      #"{"id": "v", "frame": [0, 0, 320, 480]\#(multipleTouch ? #", "multipleTouch": true"# : "")}"#,
    ] + extraViews
    return #"{"format": 1\#(profile), "scene": {"windows": ["w"], "views": [\#(views.joined(separator: ",\n"))], "recognizers": [\#(recognizers.joined(separator: ",\n"))]}, "stream": [\#(stream.joined(separator: ",\n"))]}"#
  }
}
