import Testing
import TouchModel
import UIKitOracle

@Suite("Controls")
struct ControlTests {
  func button(_ control: String = "", extra: String = "", kind: String = "button") -> String {
    let views = #"{"id": "root", "frame": [0, 0, 320, 480], "actions": ["tapped:"], "subviews": ["button"]}, {"id": "button", "kind": "\#(kind)", "frame": [100, 100, 100, 40]\#(control)}"#
    return Fixture.window(["root"], views: views, extra: extra)
  }
  let targets = #", "control": {"targets": [{"target": null, "action": "tapped:", "events": ["touchUpInside"]}]}"#
  let click = "0 t1 began 150 120; 0.1 t1 ended 150 120"

  @Test("CTL-001: a control tracks its touch inside the touch methods and does not forward")
  func ctl001() throws {
    #expect(try Fixture.run(button(), click, [.touches, .controls]) == [
      "@0 touchesBegan button [t1]", "@0 beginTracking button t1", "@0 controlEvent button touchDown",
      "@1 touchesEnded button [t1]", "@1 endTracking button t1", "@1 controlEvent button touchUpInside", "@1 controlEvent button primaryActionTriggered",
    ])
  }

  @Test("CTL-002: touchDown, and touchDownRepeat for a quick second tap")
  func ctl002() throws {
    let lines = try Fixture.run(button(), click + "; 0.2 t2 began 152 120; 0.3 t2 ended 152 120", [.controls])
    #expect(lines.filter { $0.hasPrefix("@2 controlEvent") } == ["@2 controlEvent button touchDown", "@2 controlEvent button touchDownRepeat"])
  }

  @Test("CTL-003: one drag event per move, inside meaning within 70 pt of the bounds")
  func ctl003() throws {
    let lines = try Fixture.run(button(), "0 t1 began 150 120; 0.1 t1 moved 150 200; 0.2 t1 moved 150 300; 0.3 t1 moved 150 310; 0.4 t1 moved 150 150", [.controls])
    #expect(lines.filter { $0.contains("Drag") } == [
      "@1 controlEvent button touchDragInside", "@2 controlEvent button touchDragExit", "@3 controlEvent button touchDragOutside", "@4 controlEvent button touchDragEnter",
    ])
  }

  @Test("CTL-004: touchUpInside inside the grown bounds, touchUpOutside beyond")
  func ctl004() throws {
    #expect(try Fixture.run(button(), "0 t1 began 150 120; 0.1 t1 ended 150 209.9", [.controls]).contains("@1 controlEvent button touchUpInside"))
    #expect(try Fixture.run(button(), "0 t1 began 150 120; 0.1 t1 ended 150 210", [.controls]).last == "@1 controlEvent button touchUpOutside")
  }

  @Test("CTL-005: a cancelled touch sends cancelTracking and touchCancel")
  func ctl005() throws {
    #expect(try Fixture.run(button(), "0 t1 began 150 120; 0.1 cancel", [.controls]).suffix(2) == ["@1 cancelTracking button", "@1 controlEvent button touchCancel"])
  }

  @Test("CTL-006: value and primary events follow each control's default action")
  func ctl006() throws {
    #expect(try Fixture.run(button(kind: "switch"), click, [.controls]).last == "@1 controlEvent button valueChanged")
    #expect(try Fixture.run(button(kind: "stepper"), click, [.controls])[2] == "@0 controlEvent button valueChanged")
    #expect(try Fixture.run(button(kind: "slider"), "0 t1 began 150 120; 0.1 t1 moved 160 120", [.controls]).last == "@1 controlEvent button valueChanged")
    #expect(try Fixture.run(button(), click, [.controls]).last == "@1 controlEvent button primaryActionTriggered")
  }

  @Test("CTL-007: actions go to their targets in the order the targets were added")
  func ctl007() throws {
    let control = #", "control": {"targets": [{"target": "root", "action": "second:", "events": ["touchDown", "touchUpInside"]}, {"target": "window", "action": "first:", "events": ["touchUpInside"]}]}"#
    let lines = try Fixture.run(button(control), click, [.controls]).filter { $0.contains("sendAction") }
    #expect(lines == ["@0 sendAction button second: root", "@1 sendAction button second: root", "@1 sendAction button first: window"])
  }

  @Test("CTL-008: a nil target walks the chain from the first responder, else from the control")
  func ctl008() throws {
    #expect(try Fixture.run(button(targets), click, [.controls]).contains("@1 sendAction button tapped: root"))
    let fromFirst = try Fixture.run(button(targets, extra: #""firstResponder": "window", "#), click, [.controls])
    #expect(fromFirst.contains("@1 sendAction button tapped: unhandled"))
  }

  @Test("CTL-009: a disabled control does not track; its touches travel on up the chain")
  func ctl009() throws {
    let disabled = #", "control": {"enabled": false}"#
    #expect(try Fixture.run(button(disabled), "0 t1 began 150 120", [.touches, .controls]) == [
      "@0 touchesBegan button [t1]", "@0 touchesBegan root [t1]", "@0 touchesBegan window [t1]", "@0 touchesBegan application [t1]", "@0 dropped touchesBegan [t1]",
    ])
  }

  @Test("CTL-010: a touch that begins soon and near the last one on the same view counts one more tap")
  func ctl010() throws {
    let late = try Fixture.run(button(), click + "; 0.5 t2 began 150 120", [.controls])
    #expect(!late.contains("@2 controlEvent button touchDownRepeat"))
    let far = try Fixture.run(button(), click + "; 0.2 t2 began 190 135", [.controls])
    #expect(!far.contains("@2 controlEvent button touchDownRepeat"))
  }

  @Test("CTL-011: a target and action added twice are sent once, at the place of the last add")
  func ctl011() throws {
    let twice = #", "control": {"targets": [{"target": null, "action": "tapped:", "events": ["touchUpInside"]}, {"target": "root", "action": "changed:", "events": ["touchUpInside"]}, {"target": null, "action": "tapped:", "events": ["touchUpInside"]}]}"#
    let sent = { (profile: String) in try Fixture.run(self.button(twice), self.click, profile: profile, [.controls]).filter { $0.contains("sendAction") } }
    #expect(try sent("{}") == ["@1 sendAction button changed: root", "@1 sendAction button tapped: root"])
    #expect(try sent(#"{"repeatedTargetActionSentTwice": true}"#) == [
      "@1 sendAction button tapped: root", "@1 sendAction button changed: root", "@1 sendAction button tapped: root",
    ])
  }

  @Test("CTL-010: a new touch's tap count above one is traced right after its hit test (category tapCounts)")
  func ctl010Traced() throws {
    let taps = click + "; 0.2 t2 began 152 120; 0.3 t2 ended 152 120; 0.4 t3 began 152 120; 0.5 t3 ended 152 120"
    #expect(try Fixture.run(button(), taps, [.hitTest, .tapCounts]) == [
      "@0 hitTest t1 button", "@2 hitTest t2 button", "@2 tapCount t2 2", "@4 hitTest t3 button", "@4 tapCount t3 3",
    ])
    #expect(try Fixture.run(button(), taps).allSatisfy { !$0.contains("tapCount") })
  }
}
