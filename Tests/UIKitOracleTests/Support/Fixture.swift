import TouchModel
import UIKitOracle

/// Builds small cases from JSON fragments in the case-file format and runs the oracle on them.
enum Fixture {
  /// A case from scene and stream JSON.
  static func make(scene: String, stream: String, profile: String = "{}") throws -> CaseFile {
    try CaseFile.decode(text: """
      {"format": 1, "profile": \(profile), "scene": \(scene), "stream": \(stream)}
      """)
  }

  /// A single window (320×480) whose subviews are `top`, with extra views; returns the scene JSON.
  static func window(_ top: [String], views: String, extra: String = "") -> String {
    let list = top.map { "\"\($0)\"" }.joined(separator: ", ")
    let more = views.isEmpty ? "" : ", " + views
    return """
      {"windows": ["window"], \(extra) "views": [{"id": "window", "kind": "window", "frame": [0, 0, 320, 480], "subviews": [\(list)]}\(more)]}
      """
  }

  /// A one-finger tap (began, ended) at a point.
  static func tap(_ x: Double, _ y: Double) -> String {
    """
    [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [\(x), \(y)]}]},
     {"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [\(x), \(y)]}]}]
    """
  }

  /// The oracle's trace lines of a case, for the given categories.
  static func trace(_ file: CaseFile, _ categories: TraceCategories = .standard) -> [String] {
    let run = ReferenceOracle().run(file.touchCase, recording: categories)
    return TraceText(file.touchCase).lines(run.trace)
  }

  /// The rules that fired when the oracle ran a case.
  static func fired(_ file: CaseFile) -> [String] { ReferenceOracle().run(file.touchCase, recording: .all).firedRules }

  /// The name of the view a tap at a point hits (or "none").
  static func hit(_ x: Double, _ y: Double, top: [String], views: String, profile: String = "{}") throws -> String {
    let file = try make(scene: window(top, views: views), stream: tap(x, y), profile: profile)
    let line = trace(file, .hitTest).first ?? ""
    return String(line.split(separator: " ").last ?? "")
  }
}

extension Fixture {
  /// A stream from a compact notation: items separated by `;`, each `TIME idle`, `TIME cancel`, `TIME event KIND`,
  /// or `TIME` followed by comma-separated `ID PHASE X Y` samples, e.g. `0 t1 began 10 10; 0.1 t1 ended 10 10`.
  static func frames(_ notation: String) -> String {
    let items = notation.split(separator: ";").map { item -> String in
      let words = item.split(separator: " ").map(String.init)
      let time = words[0]
      let rest = words.dropFirst().joined(separator: " ")
      switch rest {
      case "idle": return #"{"time": \#(time), "idle": true}"#
      case "cancel": return #"{"time": \#(time), "systemCancel": true}"#
      default:
        if rest.hasPrefix("event ") { return #"{"time": \#(time), "event": "\#(rest.dropFirst(6))"}"# }
        let samples = rest.split(separator: ",").map { sample -> String in
          let s = sample.split(separator: " ").map(String.init)
          return #"{"id": "\#(s[0])", "phase": "\#(s[1])", "at": [\#(s[2]), \#(s[3])]}"#
        }
        return #"{"time": \#(time), "touches": [\#(samples.joined(separator: ", "))]}"#
      }
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// A window whose only subview is `view` (a 200×200 plain view at 50,50 handling its touches) plus recognizers.
  static func gestureScene(recognizers: String, views: String = #"{"id": "view", "frame": [50, 50, 200, 200], "touches": "handle"}"#, top: [String] = ["view"], extra: String = "") -> String {
    window(top, views: views, extra: #""recognizers": [\#(recognizers)], \#(extra)"#)
  }

  /// The oracle's trace of a scene and a stream in the compact notation.
  static func run(_ scene: String, _ notation: String, profile: String = "{}", _ categories: TraceCategories = .standard) throws -> [String] {
    trace(try make(scene: scene, stream: frames(notation), profile: profile), categories)
  }
}
