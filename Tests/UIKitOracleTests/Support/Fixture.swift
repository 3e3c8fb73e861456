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
    let run = UIKitOracle().run(file.touchCase, recording: categories)
    return TraceText(file.touchCase).lines(run.trace)
  }

  /// The rules that fired when the oracle ran a case.
  static func fired(_ file: CaseFile) -> [String] { UIKitOracle().run(file.touchCase, recording: .all).firedRules }

  /// The name of the view a tap at a point hits (or "none").
  static func hit(_ x: Double, _ y: Double, top: [String], views: String, profile: String = "{}") throws -> String {
    let file = try make(scene: window(top, views: views), stream: tap(x, y), profile: profile)
    let line = trace(file, .hitTest).first ?? ""
    return String(line.split(separator: " ").last ?? "")
  }
}
