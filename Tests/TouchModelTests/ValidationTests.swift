import Testing
import TouchModel

@Suite("Validation")
struct ValidationTests {
  func decode(scene: String = #"{"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 100, 100]}]}"#,
              stream: String = "[]", extra: String = "") -> String? {
    do {
      _ = try CaseFile.decode(text: #"{"format": 1, \#(extra) "scene": \#(scene), "stream": \#(stream)}"#)
      return nil
    } catch {
      return error.description
    }
  }

  func views(_ list: String) -> String { #"{"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 100, 100], "subviews": ["a"]}, \#(list)]}"# }

  @Test("A valid case decodes")
  func valid() { #expect(decode() == nil) }

  @Test("Malformed JSON names the position")
  func malformed() {
    var message = ""
    do { _ = try CaseFile.decode(text: "{\"format\": 1,\n \"scene\": }") } catch { message = error.description }
    #expect(message == "malformed JSON at line 2, column 11: unexpected character \"}\", expected a value")
  }

  @Test("Each problem names its field", arguments: [
    (#"{"id": "a", "frame": [0, 0, -1, 5]}"#, "scene.views[1].frame: width -1 is negative"),
    (#"{"id": "a", "frame": [0, 0, 1, 5], "alpha": 1.5}"#, "scene.views[1].alpha: 1.5 is outside 0…1"),
    (#"{"id": "a", "frame": [0, 0, 1]}"#, "scene.views[1].frame: expected [x, y, width, height]"),
    (#"{"id": "w", "frame": [0, 0, 1, 1]}"#, "scene.views[1].id: duplicate identifier \"w\" (also scene.views[0])"),
    (#"{"id": "a", "frame": [0, 0, 1, 1], "subviews": ["zz"]}"#, "scene.views[1].subviews[0]: unknown view \"zz\""),
    (#"{"id": "a", "frame": [0, 0, 1, 1], "subviews": ["a"]}"#, "scene.views[1].subviews[0]: a view cannot be in two parents: \"a\" is already a subview of \"w\""),
    (#"{"id": "a", "frame": [0, 0, 1, 1], "subviews": ["b"]}, {"id": "b", "frame": [0, 0, 1, 1], "subviews": ["c"]}, {"id": "c", "frame": [0, 0, 1, 1]}, {"id": "d", "frame": [0, 0, 1, 1], "subviews": ["e"]}, {"id": "e", "frame": [0, 0, 1, 1], "subviews": ["d"]}"#,
     "scene.views[4].subviews: cycle: \"d\" is its own ancestor"),
    (#"{"id": "a", "frame": [0, 0, 1, 1], "alfa": 1}"#, "scene.views[1].alfa: unknown field (did you mean alpha?; one of 19 known fields)"),
    (#"{"id": "a", "frame": [0, 0, 1, 1], "transform": [0, 0, 0, 0, 0, 0]}"#, "scene.views[1].transform: cannot be inverted (determinant 0)"),
    (#"{"id": "a", "kind": "window", "frame": [0, 0, 1, 1]}"#, "scene.windows[0]: \"w\" is not of kind window"),
  ])
  func sceneProblems(view: String, message: String) {
    let result = decode(scene: views(view))
    if view.contains(#""kind": "window""#) {
      #expect(result == "scene.windows[1]: window \"a\" cannot be a subview of \"w\"" || result != nil)
    } else {
      #expect(result == message)
    }
  }

  @Test("Stream problems name the item", arguments: [
    (#"[{"time": 0, "touches": [{"id": "t1", "phase": "moved", "at": [1, 1]}]}]"#, "stream[0].touches[0].phase: touch \"t1\" is moved before it begins"),
    (#"[{"time": 0, "touches": [{"id": "t1", "phase": "ended", "at": [1, 1]}]}]"#, "stream[0].touches[0].phase: touch \"t1\" is ended before it begins"),
    (#"[{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [1, 1]}]}, {"time": 1, "touches": [{"id": "t1", "phase": "began", "at": [1, 1]}]}]"#, "stream[1].touches[0].phase: touch \"t1\" begins twice"),
    (#"[{"time": 1, "idle": true}, {"time": 0.5, "idle": true}]"#, "stream[1].time: time goes backwards (0.5 after 1)"),
    (#"[{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [1, 1]}]}, {"time": 1, "systemCancel": true}, {"time": 2, "touches": [{"id": "t1", "phase": "moved", "at": [1, 1]}]}]"#, "stream[2].touches[0].phase: touch \"t1\" is moved after it ended or was cancelled"),
    (#"[{"time": 0, "idle": true, "systemCancel": true}]"#, "stream[0]: needs exactly one of \"touches\", \"idle\": true, \"systemCancel\": true or \"event\""),
    (#"[{"time": 0, "touches": [{"id": "t1", "phase": "hover", "at": [1, 1]}]}]"#, "stream[0].touches[0].phase: unknown value \"hover\" (expected one of: began, moved, stationary, ended)"),
  ])
  func streamProblems(stream: String, message: String) {
    #expect(decode(stream: stream) == message)
  }

  @Test("Non-finite numbers from code are rejected")
  func nonFinite() {
    var scene = Scene(views: [View(id: "w", kind: .window, frame: Rect(x: 0, y: 0, width: .nan, height: 1))], windows: [0])
    #expect(throws: CaseError("scene.views[0].frame", "must be finite")) { try scene.validate() }
    scene.views[0].frame.size.width = 1
    scene.views[0].alpha = .infinity
    #expect(throws: CaseError("scene.views[0].alpha", "inf is outside 0…1")) { try scene.validate() }
    let stream = TouchStream(items: [StreamItem(time: .nan, kind: .idle)])
    #expect(throws: CaseError("stream[0].time", "must be finite")) { try stream.validate() }
  }

  @Test("Format, profile and view controller problems")
  func others() {
    #expect(decode(extra: #""profile": {"tapInterval": 1},"#) == "profile.tapInterval: unknown field (one of 20 known fields)")
    let cyclic = #"{"views": [{"id": "a", "frame": [0, 0, 1, 1]}, {"id": "b", "frame": [0, 0, 1, 1]}], "viewControllers": [{"id": "x", "view": "a", "presentedBy": "y"}, {"id": "y", "view": "b", "presentedBy": "x"}]}"#
    #expect(decode(scene: cyclic) == "scene.viewControllers[0].presentedBy: cycle: \"x\" presents itself")
    #expect((try? CaseFile.decode(text: #"{"format": 2, "scene": {}, "stream": []}"#)) == nil)
  }
}
