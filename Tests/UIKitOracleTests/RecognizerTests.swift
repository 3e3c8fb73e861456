import Testing
import TouchModel
import UIKitOracle

@Suite("Gesture recognizers")
struct RecognizerTests {
  let tap = #"{"id": "tap", "view": "view", "kind": "tap"}"#
  let click = "0 t1 began 100 100; 0.1 t1 ended 100 100"

  @Test("GES-001: the hit-test view's recognizers see a touch first, then each ancestor's up to the window")
  func ges001() throws {
    let views = #"{"id": "view", "frame": [50, 50, 200, 200], "touches": "handle", "subviews": ["inner"]}, {"id": "inner", "frame": [0, 0, 100, 100]}"#
    let recognizers = #"{"id": "onWindow", "view": "window", "kind": "pan"}, {"id": "onView", "view": "view", "kind": "pan"}, {"id": "onInner", "view": "inner", "kind": "pan"}, {"id": "second", "view": "inner", "kind": "pan"}"#
    let lines = try Fixture.run(Fixture.gestureScene(recognizers: recognizers, views: views), "0 t1 began 60 60", [.recognizerTouches])
    #expect(lines == ["@0 recognizerTouchesBegan onInner [t1]", "@0 recognizerTouchesBegan second [t1]", "@0 recognizerTouchesBegan onView [t1]", "@0 recognizerTouchesBegan onWindow [t1]"])
  }

  @Test("GES-002: a disabled recognizer or one whose delegate refuses the touch sees nothing")
  func ges002() throws {
    let recognizers = #"{"id": "off", "view": "view", "kind": "tap", "enabled": false}, {"id": "no", "view": "view", "kind": "tap", "shouldReceive": false}"#
    let lines = try Fixture.run(Fixture.gestureScene(recognizers: recognizers), click)
    #expect(lines == ["@0 hitTest t1 view", "@0 touchesBegan view [t1]", "@1 touchesEnded view [t1]"])
  }

  @Test("GES-003: discrete recognizers go possible → ended or failed; continuous ones began → changed → ended")
  func ges003() throws {
    let discrete = try Fixture.run(Fixture.gestureScene(recognizers: tap), click, [.recognizers])
    #expect(discrete == ["@1 state tap ended", "@1 action tap ended", "@1 reset tap"])
    let failed = try Fixture.run(Fixture.gestureScene(recognizers: tap), "0 t1 began 100 100; 0.1 t1 ended 150 100", [.recognizers])
    #expect(failed == ["@1 state tap failed", "@1 reset tap"])
    let pan = #"{"id": "pan", "view": "view", "kind": "pan"}"#
    let continuous = try Fixture.run(Fixture.gestureScene(recognizers: pan), "0 t1 began 100 100; 0.1 t1 moved 120 100; 0.2 t1 moved 130 100; 0.3 t1 ended 130 100", [.recognizers])
    #expect(continuous == [
      "@1 state pan began", "@1 action pan began", "@2 state pan changed", "@2 action pan changed", "@3 state pan ended", "@3 action pan ended", "@3 reset pan",
    ])
  }

  @Test("GES-004: actions on began, changed, ended and the final cancelled, none on failed")
  func ges004() throws {
    let pan = #"{"id": "pan", "view": "view", "kind": "pan"}"#
    let lines = try Fixture.run(Fixture.gestureScene(recognizers: pan), "0 t1 began 100 100; 0.1 t1 moved 120 100; 0.2 cancel", [.recognizers])
    #expect(lines == ["@1 state pan began", "@1 action pan began", "@2 state pan cancelled", "@2 action pan cancelled", "@2 reset pan"])
  }

  @Test("GES-005: undecided recognizers fail when the last finger lifts; participants reset once none is undecided")
  func ges005() throws {
    let recognizers = #"{"id": "pan", "view": "view", "kind": "pan"}, {"id": "double", "view": "view", "kind": "tap", "taps": 2}"#
    let lines = try Fixture.run(Fixture.gestureScene(recognizers: recognizers), click + "; 1 idle", [.recognizers])
    #expect(lines == ["@1 state pan failed", "@2 state double failed", "@2 reset pan", "@2 reset double"])
  }

  @Test("GES-006: timers run on the stream's clock and fire at the first item that reaches them")
  func ges006() throws {
    let press = #"{"id": "press", "view": "view", "kind": "longPress"}"#
    let lines = try Fixture.run(Fixture.gestureScene(recognizers: press), "0 t1 began 100 100; 0.3 idle; 0.7 idle; 0.9 t1 ended 100 100", [.recognizers])
    #expect(lines == ["@2 state press began", "@2 action press began", "@3 state press ended", "@3 action press ended", "@3 reset press"])
  }

  @Test("GES-007: a tap fails when the finger moves too far, stays down too long, or taps with the wrong finger count")
  func ges007() throws {
    let scene = Fixture.gestureScene(recognizers: tap)
    #expect(try Fixture.run(scene, "0 t1 began 100 100; 0.1 t1 ended 109 100", [.recognizers]).first == "@1 state tap ended")
    #expect(try Fixture.run(scene, "0 t1 began 100 100; 0.1 t1 ended 111 100", [.recognizers]).first == "@1 state tap failed")
    #expect(try Fixture.run(scene, "0 t1 began 100 100; 0.8 t1 ended 100 100", [.recognizers]).first == "@1 state tap failed")
    #expect(try Fixture.run(scene, "0 t1 began 100 100, t2 began 150 150; 0.1 t1 ended 100 100, t2 ended 150 150", [.recognizers]).first == "@0 state tap failed")
    let double = Fixture.gestureScene(recognizers: #"{"id": "tap", "view": "view", "kind": "tap", "taps": 2}"#)
    #expect(try Fixture.run(double, "0 t1 began 100 100; 0.1 t1 ended 100 100; 0.3 t2 began 110 100; 0.35 t2 ended 110 100", [.recognizers]).first == "@3 state tap ended")
    #expect(try Fixture.run(double, "0 t1 began 100 100; 0.1 t1 ended 100 100; 0.5 t2 began 110 100; 0.55 t2 ended 110 100", [.recognizers]).first == "@2 state tap failed")
    #expect(try Fixture.run(double, "0 t1 began 100 100; 0.1 t1 ended 100 100; 0.3 t2 began 140 100; 0.35 t2 ended 140 100", [.recognizers]).first == "@2 state tap failed")
  }

  @Test("GES-008: a long press begins after 0.5 s within 10 pt, changes with moves and ends on the lift")
  func ges008() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "press", "view": "view", "kind": "longPress"}"#)
    #expect(try Fixture.run(scene, "0 t1 began 100 100; 0.49 t1 ended 100 100", [.recognizers]) == ["@1 state press failed", "@1 reset press"])
    #expect(try Fixture.run(scene, "0 t1 began 100 100; 0.2 t1 moved 111 100", [.recognizers]) == ["@1 state press failed"])
    #expect(try Fixture.run(scene, "0 t1 began 100 100; 0.51 t1 moved 150 100; 0.6 t1 ended 150 100", [.recognizers]) == [
      "@1 state press began", "@1 action press began", "@1 state press changed", "@1 action press changed",
      "@2 state press ended", "@2 action press ended", "@2 reset press",
    ])
  }

  @Test("GES-009: a swipe needs its direction, 50 pt within 0.5 s and little sideways travel")
  func ges009() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "swipe", "view": "view", "kind": "swipe", "direction": ["left", "right"]}"#)
    #expect(try Fixture.run(scene, "0 t1 began 60 100; 0.1 t1 moved 110 110", [.recognizers]) == ["@1 state swipe ended", "@1 action swipe ended"])
    #expect(try Fixture.run(scene, "0 t1 began 60 100; 0.1 t1 moved 110 130", [.recognizers]) == ["@1 state swipe failed"])
    #expect(try Fixture.run(scene, "0 t1 began 100 60; 0.1 t1 moved 100 120", [.recognizers]) == ["@1 state swipe failed"])
    #expect(try Fixture.run(scene, "0 t1 began 60 100; 0.6 t1 moved 130 100", [.recognizers]) == ["@1 state swipe failed"])
  }

  @Test("GES-010: a pan begins after 10 pt with an allowed finger count")
  func ges010() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "pan", "view": "view", "kind": "pan", "minimumTouches": 2}"#)
    #expect(try Fixture.run(scene, "0 t1 began 100 100; 0.1 t1 moved 130 100; 0.2 t1 ended 130 100", [.recognizers]) == ["@2 state pan failed", "@2 reset pan"])
    #expect(try Fixture.run(scene, "0 t1 began 100 100, t2 began 150 100; 0.1 t1 moved 109 100, t2 moved 159 100; 0.2 t1 moved 111 100, t2 moved 161 100", [.recognizers]) == [
      "@2 state pan began", "@2 action pan began",
    ])
  }

  @Test("GES-011: a pinch begins when the finger distance changes by 10%")
  func ges011() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "pinch", "view": "view", "kind": "pinch"}"#)
    let lines = try Fixture.run(scene, "0 t1 began 100 100, t2 began 200 100; 0.1 t2 moved 209 100; 0.2 t2 moved 211 100; 0.3 t2 moved 230 100; 0.4 t2 ended 230 100; 0.5 t1 ended 100 100", [.recognizers])
    #expect(lines == ["@2 state pinch began", "@2 action pinch began", "@3 state pinch changed", "@3 action pinch changed", "@5 state pinch ended", "@5 action pinch ended", "@5 reset pinch"])
  }

  @Test("GES-011, GES-012: after one finger lifts, a pinch changes on the other's moves, a rotation waits; both end at the last lift and take a finger landing again")
  func oneFingerStretch() throws {
    let lift = "0 t1 began 100 100, t2 began 200 100; 0.1 t2 moved 230 130; 0.2 t2 ended 230 130; 0.3 t1 moved 90 100; 0.4 t3 began 200 150; 0.5 t3 moved 220 170; 0.6 t1 ended 90 100, t3 ended 220 170"
    let pinch = try Fixture.run(Fixture.gestureScene(recognizers: #"{"id": "g", "view": "view", "kind": "pinch"}"#), lift, [.recognizers])
    #expect(pinch == [
      "@1 state g began", "@1 action g began", "@3 state g changed", "@3 action g changed", "@5 state g changed", "@5 action g changed",
      "@6 state g ended", "@6 action g ended", "@6 reset g",
    ])
    let rotation = try Fixture.run(Fixture.gestureScene(recognizers: #"{"id": "g", "view": "view", "kind": "rotation"}"#), lift, [.recognizers])
    #expect(rotation == ["@1 state g began", "@1 action g began", "@5 state g changed", "@5 action g changed", "@6 state g ended", "@6 action g ended", "@6 reset g"])
  }

  @Test("GES-012: a rotation begins when the line between two fingers turns by 0.1 rad")
  func ges012() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "turn", "view": "view", "kind": "rotation"}"#)
    // tan(0.1) ≈ 0.1003: a 100 pt line needs the far finger to move about 10.03 pt sideways.
    let lines = try Fixture.run(scene, "0 t1 began 100 100, t2 began 200 100; 0.1 t2 moved 200 110; 0.2 t2 moved 200 110.1; 0.3 t1 ended 100 100, t2 ended 200 110.1", [.recognizers])
    #expect(lines == ["@2 state turn began", "@2 action turn began", "@3 state turn ended", "@3 action turn ended", "@3 reset turn"])
  }

  @Test("GES-013: a failed recognizer gets no more touches; the view keeps them")
  func ges013() throws {
    let lines = try Fixture.run(Fixture.gestureScene(recognizers: tap), "0 t1 began 100 100; 0.1 t1 moved 130 100; 0.2 t1 moved 140 100; 0.3 t1 ended 140 100", [.recognizerTouches, .recognizers, .touches])
    #expect(lines == [
      "@0 recognizerTouchesBegan tap [t1]", "@0 touchesBegan view [t1]", "@1 recognizerTouchesMoved tap [t1]", "@1 state tap failed",
      "@1 touchesMoved view [t1]", "@2 touchesMoved view [t1]", "@3 touchesEnded view [t1]", "@3 reset tap",
    ])
  }
}
