import Testing
import TouchModel
import UIKitOracle

@Suite("The iOS 6 control rule")
struct OverlappingControlTests {
  func scene(kind: String, recognizer: String, knob: String = "") -> String {
    let views = #"{"id": "parent", "frame": [0, 0, 320, 480], "subviews": ["control"]}, {"id": "control", "kind": "\#(kind)", "frame": [50, 100, 200, 40]\#(knob)}"#
    return Fixture.window(["parent"], views: views, extra: #""recognizers": [\#(recognizer)], "#)
  }
  let parentTap = #"{"id": "tap", "view": "parent", "kind": "tap"}"#
  let click = "0 t1 began 100 120; 0.1 t1 ended 100 120"

  @Test("IOS-001: a button, switch, stepper, segmented or page control refuses the parent's single tap")
  func ios001() throws {
    for kind in ["button", "switch", "stepper", "segmentedControl", "pageControl"] {
      let lines = try Fixture.run(scene(kind: kind, recognizer: parentTap), click, [.recognizers, .controls])
      #expect(lines.contains("@1 state tap failed"), "\(kind)")
      #expect(lines.contains("@1 controlEvent control touchUpInside"), "\(kind)")
    }
  }

  @Test("IOS-002: a slider refuses a parallel swipe that starts on its knob, not one across it")
  func ios002() throws {
    let knob = #", "control": {"knob": [0, 0, 40, 40]}"#
    let swipe = #"{"id": "swipe", "view": "parent", "kind": "swipe", "direction": ["right", "down"]}"#
    let parallel = try Fixture.run(scene(kind: "slider", recognizer: swipe, knob: knob), "0 t1 began 60 120; 0.1 t1 moved 130 120", [.recognizers])
    #expect(parallel == ["@1 state swipe failed"])
    let across = try Fixture.run(scene(kind: "slider", recognizer: swipe, knob: knob), "0 t1 began 60 105; 0.1 t1 moved 60 170", [.recognizers])
    #expect(across == ["@1 state swipe ended", "@1 action swipe ended"])
    let offKnob = try Fixture.run(scene(kind: "slider", recognizer: swipe, knob: knob), "0 t1 began 150 120; 0.1 t1 moved 220 120", [.recognizers])
    #expect(offKnob == ["@1 state swipe ended", "@1 action swipe ended"])
  }

  @Test("IOS-003: a switch refuses a parallel single-finger pan that starts on its knob")
  func ios003() throws {
    let pan = #"{"id": "pan", "view": "parent", "kind": "pan"}"#
    let lines = try Fixture.run(scene(kind: "switch", recognizer: pan), "0 t1 began 100 120; 0.1 t1 moved 130 122", [.recognizers])
    #expect(lines == ["@1 state pan failed"])
    let across = try Fixture.run(scene(kind: "switch", recognizer: pan), "0 t1 began 100 120; 0.1 t1 moved 102 150", [.recognizers])
    #expect(across == ["@1 state pan began", "@1 action pan began"])
  }

  @Test("IOS-004: a recognizer on the control itself wins (seed 002's button with its own tap)")
  func ios004() throws {
    let own = #"{"id": "tap", "view": "control", "kind": "tap"}"#
    let lines = try Fixture.run(scene(kind: "button", recognizer: own), click, [.recognizers, .controls])
    #expect(lines == [
      "@0 beginTracking control t1", "@0 controlEvent control touchDown", "@1 state tap ended", "@1 action tap ended",
      "@1 cancelTracking control", "@1 controlEvent control touchCancel", "@1 reset tap",
    ])
  }

  @Test("IOS-005: a custom control gets no protection, and a double tap on the parent is not overlapping")
  func ios005() throws {
    let custom = try Fixture.run(scene(kind: "customControl", recognizer: parentTap), click, [.recognizers, .controls])
    #expect(custom.contains("@1 state tap ended") && custom.contains("@1 controlEvent control touchCancel"))
    let double = #"{"id": "double", "view": "parent", "kind": "tap", "taps": 2}"#
    let lines = try Fixture.run(scene(kind: "button", recognizer: double), click + "; 0.2 t2 began 100 120; 0.3 t2 ended 100 120", [.recognizers])
    #expect(lines.contains("@3 state double ended"))
  }
}
