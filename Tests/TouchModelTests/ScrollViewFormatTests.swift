import Testing
import TouchModel

@Suite("Scroll views in the case format")
struct ScrollViewFormatTests {
  func scene(_ list: String, _ content: String = #"{"id": "row", "frame": [0, 0, 10, 10]}, {"id": "other", "frame": [0, 0, 10, 10]}"#) -> String {
    #"{"windows": ["w"], "views": [{"id": "w", "kind": "window", "frame": [0, 0, 100, 100], "subviews": ["list", "other"]}, \#(list), \#(content)]}"#
  }

  func decode(_ scene: String) -> String? {
    do {
      _ = try CaseFile.decode(text: #"{"format": 1, "scene": \#(scene), "stream": []}"#)
      return nil
    } catch {
      return error.description
    }
  }

  let full = #"{"id": "list", "kind": "scrollView", "frame": [0, 0, 100, 100], "boundsOrigin": [0, 40], "scrollAxes": "vertical", "delaysContentTouches": false, "canCancelContentTouches": false, "touchesShouldBegin": {"row": false}, "touchesShouldCancel": true, "subviews": ["row"]}"#

  @Test("A scroll view's fields decode, default as UIKit's, and survive encode and decode")
  func roundTrip() throws {
    let file = try CaseFile.decode(text: #"{"format": 1, "scene": \#(scene(full)), "stream": []}"#)
    let list = file.touchCase.scene.views[1]
    #expect(list.kind == .scrollView && list.boundsOrigin == Point(x: 0, y: 40))
    #expect(list.scroll == ScrollBehaviour(axes: .vertical, delaysContentTouches: false, canCancelContentTouches: false,
                                           touchesShouldBegin: .perView([ViewAnswer(view: 2, answer: false)]), touchesShouldCancel: .always(true)))
    #expect(try CaseFile.decode(text: file.text()) == file)
    let plain = try CaseFile.decode(text: #"{"format": 1, "scene": \#(scene(#"{"id": "list", "kind": "scrollView", "frame": [0, 0, 100, 100], "subviews": ["row"]}"#)), "stream": []}"#)
    #expect(plain.touchCase.scene.views[1].scroll == ScrollBehaviour())
    #expect(!plain.text().contains("delaysContentTouches"))
  }

  @Test("Scroll trace lines parse back to the same event")
  func traceLines() throws {
    let file = try CaseFile.decode(text: #"{"format": 1, "scene": \#(scene(full)), "stream": []}"#)
    for phase in ScrollPhase.allCases {
      let event = TraceEvent(frame: 2, .scroll(view: 1, phase))
      let line = TraceText(file.touchCase).line(event)
      #expect(line == "@2 scroll list \(phase.rawValue)")
      #expect(try TraceParser(file.touchCase).parse(line) == event)
      #expect(event.category == .scrolls)
    }
  }

  @Test("Scroll fields name their problem", arguments: [
    (#"{"id": "list", "frame": [0, 0, 1, 1], "delaysContentTouches": false, "subviews": ["row"]}"#,
     #"scene.views[1].delaysContentTouches: only scroll views have delaysContentTouches (kind is view); use "kind": "scrollView""#),
    (#"{"id": "list", "kind": "scrollView", "frame": [0, 0, 1, 1], "scrollAxes": "diagonal", "subviews": ["row"]}"#,
     #"scene.views[1].scrollAxes: unknown value "diagonal" (expected one of: both, horizontal, vertical)"#),
    (#"{"id": "list", "kind": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldBegin": {"nowhere": false}, "subviews": ["row"]}"#,
     #"scene.views[1].touchesShouldBegin.nowhere: unknown view "nowhere""#),
    (#"{"id": "list", "kind": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldCancel": {"row": "yes"}, "subviews": ["row"]}"#,
     #"scene.views[1].touchesShouldCancel.row: expected true or false, found a string"#),
    (#"{"id": "list", "kind": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldBegin": 0, "subviews": ["row"]}"#,
     #"scene.views[1].touchesShouldBegin: expected true, false or an object of answers per content view ({"viewId": false}), found a number"#),
    (#"{"id": "list", "kind": "scrollView", "frame": [0, 0, 1, 1], "touchesShouldCancel": {"other": true}, "subviews": ["row"]}"#,
     #"scene.views[1].touchesShouldCancel: "other" is not in the content of scroll view "list""#),
  ])
  func problems(list: String, message: String) {
    #expect(decode(scene(list)) == message)
  }

  @Test("A scroll part on another kind, made in code, is rejected")
  func scrollPartOnPlainView() {
    var scene = Scene(views: [View(id: "w", kind: .window, frame: Rect(x: 0, y: 0, width: 10, height: 10), scroll: ScrollBehaviour())], windows: [0])
    #expect(throws: CaseError.self) { try scene.validate() }
    scene.views[0].scroll = nil
    #expect(throws: Never.self) { try scene.validate() }
  }
}
