import Testing
import DeviationCatalogue
import TouchModel
import UIKitOracle

/// Small cases where each ported gesture mistake shows, run by the oracle and by the deviation.
enum PortedFixture {
  /// A window (320×480) whose one subview `view` (200×200 at 50,50) handles touches, with recognizers.
  static func scene(_ recognizers: String) -> String {
    #"{"windows": ["window"], "recognizers": [\#(recognizers)], "views": [{"id": "window", "kind": "window", "frame": [0, 0, 320, 480], "subviews": ["view"]}, {"id": "view", "frame": [50, 50, 200, 200], "touches": "handle"}]}"#
  }

  /// A stream in a compact notation: items separated by `;`, each `TIME idle`, `TIME cancel` or `TIME ID PHASE X Y`.
  static func stream(_ notation: String) -> String {
    let items = notation.split(separator: ";").map { item -> String in
      let w = item.split(separator: " ").map(String.init)
      switch w.count {
      case 2: return w[1] == "idle" ? #"{"time": \#(w[0]), "idle": true}"# : #"{"time": \#(w[0]), "systemCancel": true}"#
      default: return #"{"time": \#(w[0]), "touches": [{"id": "\#(w[1])", "phase": "\#(w[2])", "at": [\#(w[3]), \#(w[4])]}]}"#
      }
    }
    return "[" + items.joined(separator: ", ") + "]"
  }

  /// The trace lines of the oracle (nil) or of a deviation on a case, for some categories.
  static func lines(_ deviation: String?, _ recognizers: String, _ notation: String, _ categories: TraceCategories = [.recognizers]) throws -> [String] {
    let file = try CaseFile.decode(text: #"{"format": 1, "profile": {}, "scene": \#(scene(recognizers)), "stream": \#(stream(notation))}"#)
    let engine = try deviation.map { try #require(Deviation.named($0)).engine } ?? ReferenceOracle()
    return TraceText(file.touchCase).lines(engine.run(file.touchCase, recording: categories).trace)
  }
}

@Suite("Ported gesture mistakes, each on a small case (issue 17)")
struct PortedGestureBehaviourTests {
  let tap = #"{"id": "tap", "view": "view", "kind": "tap"}"#
  let pan = #"{"id": "pan", "view": "view", "kind": "pan"}"#
  let click = "0 t1 began 100 100; 0.1 t1 ended 100 100"

  @Test("tap-begins-at-touch-down: began and its action at touch-down, the view never gets the touch; a begun tap that moves too far is cancelled")
  func tapBeginsAtTouchDown() throws {
    let lines = try PortedFixture.lines("tap-begins-at-touch-down", tap, click, [.recognizers, .touches])
    #expect(lines == ["@0 state tap began", "@0 action tap began", "@1 state tap ended", "@1 action tap ended", "@1 reset tap"])
    let moved = try PortedFixture.lines("tap-begins-at-touch-down", tap, "0 t1 began 100 100; 0.1 t1 moved 150 100; 0.2 t1 ended 150 100")
    #expect(moved == ["@0 state tap began", "@0 action tap began", "@1 state tap cancelled", "@1 action tap cancelled", "@2 reset tap"])
  }

  @Test("tap-without-movement-limit: a tap recognized after a 180-point drag that lifts inside its view")
  func tapWithoutMovementLimit() throws {
    let drag = "0 t1 began 60 60; 0.1 t1 moved 240 60; 0.2 t1 ended 240 60"
    #expect(try PortedFixture.lines(nil, tap, drag) == ["@1 state tap failed", "@2 reset tap"])
    #expect(try PortedFixture.lines("tap-without-movement-limit", tap, drag) == ["@2 state tap ended", "@2 action tap ended", "@2 reset tap"])
  }

  @Test("tap-without-maximum-duration: a three-second press is a tap")
  func tapWithoutMaximumDuration() throws {
    let press = "0 t1 began 100 100; 3 t1 ended 100 100"
    #expect(try PortedFixture.lines(nil, tap, press) == ["@1 state tap failed", "@1 reset tap"])
    #expect(try PortedFixture.lines("tap-without-maximum-duration", tap, press) == ["@1 state tap ended", "@1 action tap ended", "@1 reset tap"])
  }

  @Test("action-sent-while-possible: a recognized tap's action reports possible")
  func actionSentWhilePossible() throws {
    #expect(try PortedFixture.lines("action-sent-while-possible", tap, click) == ["@1 state tap ended", "@1 action tap possible", "@1 reset tap"])
  }

  @Test("pan-begins-on-first-move: a 2-point move begins a pan")
  func panBeginsOnFirstMove() throws {
    let nudge = "0 t1 began 100 100; 0.1 t1 moved 102 100; 0.2 t1 ended 102 100"
    #expect(try PortedFixture.lines(nil, pan, nudge) == ["@2 state pan failed", "@2 reset pan"])
    #expect(try PortedFixture.lines("pan-begins-on-first-move", pan, nudge) == [
      "@1 state pan began", "@1 action pan began", "@2 state pan ended", "@2 action pan ended", "@2 reset pan",
    ])
  }

  @Test("pan-began-to-failed and pan-ended-action-never-sent: how a pan that began ends")
  func panEnds() throws {
    let drag = "0 t1 began 100 100; 0.1 t1 moved 120 100; 0.2 t1 ended 120 100"
    #expect(try PortedFixture.lines("pan-began-to-failed", pan, drag) == ["@1 state pan began", "@1 action pan began", "@2 state pan failed", "@2 reset pan"])
    #expect(try PortedFixture.lines("pan-ended-action-never-sent", pan, drag) == ["@1 state pan began", "@1 action pan began", "@2 state pan ended", "@2 reset pan"])
  }

  @Test("pan-ignores-system-cancel: a changed pan is neither cancelled nor told")
  func panIgnoresSystemCancel() throws {
    let lines = try PortedFixture.lines("pan-ignores-system-cancel", pan, "0 t1 began 100 100; 0.1 t1 moved 120 100; 0.2 cancel")
    #expect(lines == ["@1 state pan began", "@1 action pan began", "@2 reset pan"])
  }

  @Test("long-press-cancelled-by-movement: a begun long press that moves 40 points is cancelled")
  func longPressCancelledByMovement() throws {
    let press = #"{"id": "press", "view": "view", "kind": "longPress"}"#
    let lines = try PortedFixture.lines("long-press-cancelled-by-movement", press, "0 t1 began 100 100; 0.7 t1 moved 140 100; 0.8 t1 ended 140 100")
    #expect(lines == ["@1 state press began", "@1 action press began", "@1 state press cancelled", "@1 action press cancelled", "@2 reset press"])
  }

  @Test("view-touches-dropped-without-cancel and cancels-touches-in-view-always-on: what the view hears of a recognized tap")
  func viewTouches() throws {
    #expect(try PortedFixture.lines("view-touches-dropped-without-cancel", tap, click, [.touches]) == ["@0 touchesBegan view [t1]"])
    let keeps = #"{"id": "tap", "view": "view", "kind": "tap", "cancelsTouchesInView": false}"#
    #expect(try PortedFixture.lines(nil, keeps, click, [.touches]) == ["@0 touchesBegan view [t1]", "@1 touchesEnded view [t1]"])
    #expect(try PortedFixture.lines("cancels-touches-in-view-always-on", keeps, click, [.touches]) == ["@0 touchesBegan view [t1]", "@1 touchesCancelled view [t1]"])
  }

  @Test("window-recognizers-never-see-touches: a tap on the window does not see the touch")
  func windowRecognizers() throws {
    let onWindow = #"{"id": "tap", "view": "window", "kind": "tap"}"#
    #expect(try PortedFixture.lines("window-recognizers-never-see-touches", onWindow, click, [.recognizerTouches, .recognizers]) == [])
  }

  @Test("implicit-single-tap-delay and tap-count-ignored: a single and a double tap on one view")
  func singleAndDoubleTap() throws {
    let both = #"{"id": "single", "view": "view", "kind": "tap"}, {"id": "double", "view": "view", "kind": "tap", "taps": 2}"#
    let once = click + "; 1 idle"
    #expect(try PortedFixture.lines(nil, both, once) == ["@1 state single ended", "@1 action single ended", "@1 state double failed", "@1 reset single", "@1 reset double"])
    #expect(try PortedFixture.lines("implicit-single-tap-delay", both, once) == [
      "@2 state double failed", "@2 state single ended", "@2 action single ended", "@2 reset single", "@2 reset double",
    ])
    let double = #"{"id": "double", "view": "view", "kind": "tap", "taps": 2}"#
    #expect(try PortedFixture.lines("tap-count-ignored", double, click) == ["@1 state double ended", "@1 action double ended", "@1 reset double"])
  }

  @Test("no-cross-kind-exclusion: a long press and a pan on one view both recognize")
  func noCrossKindExclusion() throws {
    let both = #"{"id": "press", "view": "view", "kind": "longPress"}, {"id": "pan", "view": "view", "kind": "pan"}"#
    let lines = try PortedFixture.lines("no-cross-kind-exclusion", both, "0 t1 began 100 100; 0.7 t1 moved 130 100; 0.8 t1 ended 130 100")
    #expect(lines.contains("@1 state press began") && lines.contains("@1 state pan began"))
  }
}
