import Testing
import TouchModel

@Suite("Case files and trace text")
struct CaseFileTests {
  let text = """
    {
      "format": 1,
      "source": "test",
      "rules": ["HIT-001"],
      "profile": {"alphaThreshold": 0.02},
      "compare": ["hitTest"],
      "scene": {
        "windows": ["w"],
        "firstResponder": "vc",
        "appDelegate": {"class": "object"},
        "views": [
          {"id": "w", "kind": "window", "frame": [0, 0, 320, 480], "rootViewController": "vc", "subviews": ["root"]},
          {"id": "root", "frame": [0, 0, 320, 480], "boundsOrigin": [0, 10], "transform": [1, 0, 0, 1, 5, 0], "touches": {"began": "handle", "moved": "forward", "ended": "handle", "cancelled": "handle"}, "subviews": ["b"]},
          {"id": "b", "kind": "button", "frame": [0, 0, 44, 44], "hitArea": {"minimumSize": [44, 44]}, "control": {"targets": [{"target": null, "action": "tap:", "events": ["touchUpInside"]}]}}
        ],
        "viewControllers": [{"id": "vc", "view": "root", "actions": ["tap:"]}],
        "recognizers": [{"id": "g", "view": "root", "kind": "swipe", "direction": ["left", "up"], "delaysTouchesBegan": true}]
      },
      "stream": [
        {"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]},
        {"time": 1, "event": "motion"}
      ],
      "expected": ["@0 hitTest t1 b"]
    }
    """

  @Test("A case file survives encode and decode unchanged")
  func roundTrip() throws {
    let file = try CaseFile.decode(text: text)
    let again = try CaseFile.decode(text: file.text())
    #expect(again == file)
    #expect(file.touchCase.profile.alphaThreshold == 0.02)
    #expect(file.compare == .hitTest)
  }

  @Test("Every trace line parses back to the same event")
  func traceTextRoundTrip() throws {
    let file = try CaseFile.decode(text: text)
    let scene = file.touchCase.scene
    let kinds: [TraceEvent.Kind] = [
      .firstResponder(.viewController(0)), .firstResponderRefused(.appDelegate), .hitTest(touch: 0, view: 2), .hitTest(touch: 0, view: nil),
      .visit(view: 1), .touches(.cancelled, .application, [0]), .droppedTouches(.moved, [0]), .refused(touch: 0, view: 1, .exclusiveTouch),
      .event(.remoteControl, .view(0)), .droppedEvent(.press), .recognizerTouches(recognizer: 0, .began, [0]),
      .recognizerState(recognizer: 0, .changed), .recognizerAction(recognizer: 0, .ended), .recognizerReset(recognizer: 0),
      .tracking(.beginTracking, control: 2, touch: 0), .tracking(.cancelTracking, control: 2, touch: nil),
      .controlEvent(control: 2, .touchDragExit), .actionSent(control: 2, action: "tap:", receiver: .viewController(0)),
      .actionSent(control: 2, action: "tap:", receiver: nil),
    ]
    let renderer = TraceText(file.touchCase)
    let parser = TraceParser(file.touchCase)
    for (i, kind) in kinds.enumerated() {
      let event = TraceEvent(frame: i == 0 ? TraceEvent.setup : i, kind)
      #expect(try parser.parse(renderer.line(event)) == event)
    }
    #expect(renderer.line(TraceEvent(frame: 3, .touches(.began, .view(1), [0]))) == "@3 touchesBegan root [t1]")
    _ = scene
    #expect(throws: TraceParser.Failure.self) { try parser.parse("@0 touchesBegan nobody [t1]") }
  }
}
