import Testing
import TouchModel
import UIKitOracle

@Suite("Recognizers among themselves")
struct RecognizerConflictTests {
  let nested = #"{"id": "view", "frame": [50, 50, 200, 200], "touches": "handle", "subviews": ["inner"]}, {"id": "inner", "frame": [0, 0, 150, 150], "touches": "handle"}"#
  let drag = "0 t1 began 100 100; 0.1 t1 moved 120 100; 0.2 t1 ended 120 100"

  @Test("GRC-001: by default the first recognition blocks the other recognizers on the same touch")
  func grc001() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "outer", "view": "view", "kind": "pan"}, {"id": "innerPan", "view": "inner", "kind": "pan"}"#, views: nested)
    let lines = try Fixture.run(scene, drag, [.recognizers])
    #expect(lines.prefix(3) == ["@1 state innerPan began", "@1 action innerPan began", "@1 state outer failed"])
  }

  @Test("GRC-002: a simultaneous answer from either delegate lets both recognize")
  func grc002() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "outer", "view": "view", "kind": "pan"}, {"id": "innerPan", "view": "inner", "kind": "pan", "simultaneousWith": ["outer"]}"#, views: nested)
    let lines = try Fixture.run(scene, drag, [.recognizers])
    #expect(lines.prefix(4) == ["@1 state innerPan began", "@1 action innerPan began", "@1 state outer began", "@1 action outer began"])
  }

  @Test("GRC-003: require(toFail:) holds a recognizer until the other fails, and fails it if the other recognizes")
  func grc003() throws {
    let recognizers = #"{"id": "single", "view": "view", "kind": "tap", "requiresFailureOf": ["double"]}, {"id": "double", "view": "view", "kind": "tap", "taps": 2}"#
    let scene = Fixture.gestureScene(recognizers: recognizers)
    let once = try Fixture.run(scene, "0 t1 began 100 100; 0.1 t1 ended 100 100; 0.5 idle", [.recognizers])
    #expect(once == ["@2 state double failed", "@2 state single ended", "@2 action single ended", "@2 reset single", "@2 reset double"])
    let twice = try Fixture.run(scene, "0 t1 began 100 100; 0.1 t1 ended 100 100; 0.2 t2 began 100 100; 0.25 t2 ended 100 100", [.recognizers])
    #expect(twice == ["@3 state double ended", "@3 action double ended", "@3 state single failed", "@3 reset single", "@3 reset double"])
    // Held since its tap ended, single still receives the next finger's touches; it only no longer analyses them.
    let held = try Fixture.run(scene, "0 t1 began 100 100; 0.1 t1 ended 100 100; 0.2 t2 began 100 100; 0.25 t2 ended 100 100", [.recognizerTouches])
    #expect(held.contains("@2 recognizerTouchesBegan single [t2]") && held.contains("@3 recognizerTouchesEnded single [t2]"))
  }

  @Test("GRC-004: a delegate that answers no to shouldBegin makes the recognizer fail")
  func grc004() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "tap", "view": "view", "kind": "tap", "shouldBegin": false}"#)
    #expect(try Fixture.run(scene, "0 t1 began 100 100; 0.1 t1 ended 100 100", [.recognizers, .touches]) == [
      "@0 touchesBegan view [t1]", "@1 state tap failed", "@1 touchesEnded view [t1]", "@1 reset tap",
    ])
  }

  @Test("GRC-005: a view between the hit-test view and the recognizer's view can refuse it")
  func grc005() throws {
    let views = nested.replacingOccurrences(of: #""id": "inner", "frame": [0, 0, 150, 150], "touches": "handle""#, with: #""id": "inner", "frame": [0, 0, 150, 150], "touches": "handle", "refusesRecognizers": ["tap"]"#)
    let scene = Fixture.gestureScene(recognizers: #"{"id": "tap", "view": "view", "kind": "tap"}"#, views: views)
    #expect(try Fixture.run(scene, "0 t1 began 100 100; 0.1 t1 ended 100 100", [.recognizers]) == ["@1 state tap failed", "@1 reset tap"])
    #expect(try Fixture.run(scene, "0 t1 began 240 240; 0.1 t1 ended 240 240", [.recognizers]) == ["@1 state tap ended", "@1 action tap ended", "@1 reset tap"])
  }
}
