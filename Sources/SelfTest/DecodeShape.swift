/// Synthetic case files that grow in one direction, for measuring that decoding is linear in the input (`touchcheck bench decode`).
package enum DecodeShape: String, CaseIterable, Sendable {
  /// One object with many unknown keys: parsed, then rejected at the first unknown key.
  case keys
  /// A description made of `\u00e9` escapes.
  case escapes
  /// Many fingers, each beginning, moving and ending in frames of 100 touches.
  case fingers
  /// A long chain of view controllers, each the child of the one before.
  case controllerChain
  /// Many windows.
  case windows
  /// Many views in a tree eight wide.
  case views
  /// Many touch frames of two moving fingers.
  case frames

  /// What grows, for the table.
  package var unit: String {
    switch self {
    case .keys: "keys"
    case .escapes: "escapes"
    case .fingers: "fingers"
    case .controllerChain: "view controllers"
    case .windows: "windows"
    case .views: "views"
    case .frames: "frames"
    }
  }

  /// A case file with `count` units.
  package func text(count: Int) -> String {
    let window = #"{"id": "w", "kind": "window", "frame": [0, 0, 320, 480]"#
    switch self {
    case .keys:
      var out = #"{"format": 1, "scene": {"views": []}, "stream": []"#
      for i in 0..<count { out += #", "k\#(i)": 0"# }
      return out + "}"
    case .escapes:
      return #"{"format": 1, "description": ""# + String(repeating: #"\u00e9"#, count: count) + #"", "scene": {"views": []}, "stream": []}"#
    case .fingers:
      return DecodeShape.file(views: [window + "}"], windows: ["w"], stream: DecodeShape.fingerFrames(count))
    case .controllerChain:
      var views = [window + #", "subviews": ["# + (0..<count).map { "\"v\($0)\"" }.joined(separator: ", ") + "]}"]
      var controllers: [String] = []
      for i in 0..<count {
        views.append(#"{"id": "v\#(i)", "frame": [0, 0, 320, 480]}"#)
        controllers.append(#"{"id": "c\#(i)", "view": "v\#(i)""# + (i > 0 ? #", "parent": "c\#(i - 1)"}"# : "}"))
      }
      return DecodeShape.file(views: views, windows: ["w"], controllers: controllers, stream: DecodeShape.tap)
    case .windows:
      let views = (0..<count).map { #"{"id": "w\#($0)", "kind": "window", "frame": [0, 0, 320, 480]}"# }
      return DecodeShape.file(views: views, windows: (0..<count).map { "w\($0)" }, stream: DecodeShape.tap)
    case .views:
      var views = [window + (count > 0 ? #", "subviews": ["# + DecodeShape.children(of: -1, count) + "]}" : "}")]
      for i in 0..<count {
        let children = DecodeShape.children(of: i, count)
        views.append(#"{"id": "v\#(i)", "frame": [1, 1, 300, 400]"# + (children.isEmpty ? "}" : #", "subviews": [\#(children)]}"#))
      }
      return DecodeShape.file(views: views, windows: ["w"], stream: DecodeShape.tap)
    case .frames:
      var frames = [#"{"time": 0, "touches": [{"id": "a", "phase": "began", "at": [10, 10]}, {"id": "b", "phase": "began", "at": [20, 20]}]}"#]
      for i in 1..<Swift.max(2, count - 1) {
        frames.append(#"{"time": \#(i), "touches": [{"id": "a", "phase": "moved", "at": [\#(i % 300), 10]}, {"id": "b", "phase": "moved", "at": [20, \#(i % 400)]}]}"#)
      }
      frames.append(#"{"time": \#(count), "touches": [{"id": "a", "phase": "ended", "at": [1, 10]}, {"id": "b", "phase": "ended", "at": [20, 1]}]}"#)
      return DecodeShape.file(views: [window + "}"], windows: ["w"], stream: frames)
    }
  }

  private static let tap = [
    #"{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]}"#,
    #"{"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [10, 10]}]}"#,
  ]

  /// The subview list of view `parent` (-1 for the window) in a tree where view `i`'s parent is `i / 8 - 1`.
  private static func children(of parent: Int, _ count: Int) -> String {
    let first = (parent + 1) * 8
    guard first < count else { return "" }
    return (first..<Swift.min(count, first + 8)).map { "\"v\($0)\"" }.joined(separator: ", ")
  }

  /// Frames in which `count` fingers begin, move and end, 100 at a time.
  private static func fingerFrames(_ count: Int) -> [String] {
    var frames: [String] = []
    var time = 0
    for block in stride(from: 0, to: count, by: 100) {
      for phase in ["began", "moved", "ended"] {
        let samples = (block..<Swift.min(count, block + 100)).map { #"{"id": "t\#($0)", "phase": "\#(phase)", "at": [\#($0 % 300), 10]}"# }
        frames.append(#"{"time": \#(time), "touches": [\#(samples.joined(separator: ", "))]}"#)
        time += 1
      }
    }
    return frames
  }

  private static func file(views: [String], windows: [String], controllers: [String] = [], stream: [String]) -> String {
    var out = #"{"format": 1, "scene": {"windows": ["# + windows.map { "\"\($0)\"" }.joined(separator: ", ") + "],\n\"views\": [\n"
    out += views.joined(separator: ",\n")
    out += "]"
    if !controllers.isEmpty { out += ",\n\"viewControllers\": [\n" + controllers.joined(separator: ",\n") + "]" }
    out += "},\n\"stream\": [\n" + stream.joined(separator: ",\n") + "]}\n"
    return out
  }
}
