import Testing
import TouchModel
import UIKitOracle

@Suite("Recognizers and the view's touches")
struct RecognizerDeliveryTests {
  let tap = #"{"id": "tap", "view": "view", "kind": "tap"}"#
  let click = "0 t1 began 100 100; 0.1 t1 ended 100 100"

  @Test("GRD-001: recognizers get each frame before the view (seed 004's log)")
  func grd001() throws {
    let lines = try Fixture.run(Fixture.gestureScene(recognizers: tap), "0 t1 began 100 100", [.recognizerTouches, .touches])
    #expect(lines == ["@0 recognizerTouchesBegan tap [t1]", "@0 touchesBegan view [t1]"])
  }

  @Test("GRD-002: recognition cancels the view's touches after the action, or before it with cancelBeforeAction")
  func grd002() throws {
    let scene = Fixture.gestureScene(recognizers: tap)
    #expect(try Fixture.run(scene, click).suffix(4) == ["@1 state tap ended", "@1 action tap ended", "@1 touchesCancelled view [t1]", "@1 reset tap"])
    #expect(try Fixture.run(scene, click, profile: #"{"cancelBeforeAction": true}"#).suffix(4) == [
      "@1 state tap ended", "@1 touchesCancelled view [t1]", "@1 action tap ended", "@1 reset tap",
    ])
    let kept = Fixture.gestureScene(recognizers: #"{"id": "tap", "view": "view", "kind": "tap", "cancelsTouchesInView": false}"#)
    #expect(try Fixture.run(kept, click).suffix(4) == ["@1 state tap ended", "@1 action tap ended", "@1 touchesEnded view [t1]", "@1 reset tap"])
  }

  @Test("GRD-003: delaysTouchesBegan withholds the view's touches until failure, then delivers began and a follow-up move")
  func grd003() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "tap", "view": "view", "kind": "tap", "delaysTouchesBegan": true}"#)
    let failing = try Fixture.run(scene, "0 t1 began 100 100; 0.1 t1 moved 105 100; 0.2 t1 moved 120 100; 0.3 t1 ended 120 100", [.touches, .recognizers])
    #expect(failing == [
      "@2 state tap failed", "@2 touchesBegan view [t1]", "@2 touchesMoved view [t1]", "@3 touchesEnded view [t1]", "@3 reset tap",
    ])
    let recognized = try Fixture.run(scene, click, [.touches, .recognizers])
    #expect(recognized == ["@1 state tap ended", "@1 action tap ended", "@1 reset tap"])
    // Recognized with cancelsTouchesInView off: nothing withholds them any more, so the view gets them (issue 32).
    let kept = Fixture.gestureScene(recognizers: #"{"id": "tap", "view": "view", "kind": "tap", "delaysTouchesBegan": true, "cancelsTouchesInView": false}"#)
    #expect(try Fixture.run(kept, click, [.touches, .recognizers]) == [
      "@1 state tap ended", "@1 action tap ended", "@1 touchesBegan view [t1]", "@1 touchesEnded view [t1]", "@1 reset tap",
    ])
  }

  @Test("GRD-004: delaysTouchesEnded withholds the view's end until the recognizer fails")
  func grd004() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "double", "view": "view", "kind": "tap", "taps": 2}"#)
    let lines = try Fixture.run(scene, click + "; 0.3 idle; 0.5 idle", [.touches, .recognizers])
    #expect(lines == ["@0 touchesBegan view [t1]", "@3 state double failed", "@3 touchesEnded view [t1]", "@3 reset double"])
    let undelayed = Fixture.gestureScene(recognizers: #"{"id": "double", "view": "view", "kind": "tap", "taps": 2, "delaysTouchesEnded": false}"#)
    #expect(try Fixture.run(undelayed, click + "; 0.5 idle", [.touches]) == ["@0 touchesBegan view [t1]", "@1 touchesEnded view [t1]"])
  }

  @Test("GRD-005: a pan that begins with its finger down cancels the view first; a tap, once lifted, sends its action first")
  func grd005() throws {
    let pan = Fixture.gestureScene(recognizers: #"{"id": "pan", "view": "view", "kind": "pan"}"#)
    let drag = "0 t1 began 100 100; 0.1 t1 moved 130 100; 0.2 t1 ended 130 100"
    #expect(try Fixture.run(pan, drag, [.touches, .recognizers]).prefix(4) == [
      "@0 touchesBegan view [t1]", "@1 state pan began", "@1 touchesCancelled view [t1]", "@1 action pan began",
    ])
    #expect(try Fixture.run(Fixture.gestureScene(recognizers: tap), click, [.touches, .recognizers]) == [
      "@0 touchesBegan view [t1]", "@1 state tap ended", "@1 action tap ended", "@1 touchesCancelled view [t1]", "@1 reset tap",
    ])
    // The header's order for both with cancelBeforeAction.
    #expect(try Fixture.run(Fixture.gestureScene(recognizers: tap), click, profile: #"{"cancelBeforeAction": true}"#, [.touches, .recognizers]) == [
      "@0 touchesBegan view [t1]", "@1 state tap ended", "@1 touchesCancelled view [t1]", "@1 action tap ended", "@1 reset tap",
    ])
  }
}
