import Testing
import TouchModel
import UIKitOracle

@Suite("Scroll views")
struct ScrollViewTests {
  let row = #"{"id": "row", "frame": [0, 100, 320, 60], "touches": "handle"}"#

  /// A full-screen scroll view `list` (with extra fields) holding `content`, whose first view is `row`.
  func scene(_ fields: String = "", content: String? = nil, subviews: String = #""row""#) -> String {
    Fixture.window(["list"], views: #"{"id": "list", "kind": "scrollView", "frame": [0, 0, 320, 480]\#(fields), "subviews": [\#(subviews)]}, \#(content ?? row)"#)
  }

  let quickTap = "0 t1 began 50 120; 0.1 t1 ended 50 120"
  let quickDrag = "0 t1 began 50 120; 0.05 t1 moved 50 135; 0.1 t1 ended 50 135"
  let lateDrag = "0 t1 began 50 120; 0.2 idle; 0.3 t1 moved 50 135; 0.4 t1 ended 50 135"

  @Test("SCR-001: the content offset is the bounds origin: a point reaches the content shifted by it")
  func scr001() throws {
    let scrolled = scene(#", "boundsOrigin": [0, 100]"#)
    #expect(try Fixture.run(scrolled, "0 t1 began 50 20", [.hitTest]) == ["@0 hitTest t1 row"])
    #expect(try Fixture.run(scene(), "0 t1 began 50 20", [.hitTest]) == ["@0 hitTest t1 list"])
  }

  @Test("SCR-002: delaysContentTouches holds the began for 150 ms, then delivers it with a follow-up move")
  func scr002() throws {
    #expect(try Fixture.run(scene(), "0 t1 began 50 120; 0.1 idle; 0.15 idle; 0.3 t1 ended 50 120", [.touches]) == [
      "@2 touchesBegan row [t1]", "@3 touchesEnded row [t1]",
    ])
    #expect(try Fixture.run(scene(), "0 t1 began 50 120; 0.1 t1 moved 53 120; 0.2 idle", [.touches]) == [
      "@2 touchesBegan row [t1]", "@2 touchesMoved row [t1]",
    ])
    #expect(try Fixture.run(scene(#", "delaysContentTouches": false"#), quickTap, [.touches]) == ["@0 touchesBegan row [t1]", "@1 touchesEnded row [t1]"])
    #expect(try Fixture.run(scene(), quickTap, profile: #"{"scrollDelayDuration": 0.05}"#, [.touches]) == ["@1 touchesBegan row [t1]", "@1 touchesEnded row [t1]"])
  }

  @Test("SCR-003: a lift during the delay delivers the held began, then the end, in the lift's frame")
  func scr003() throws {
    #expect(try Fixture.run(scene(), quickTap, [.touches]) == ["@1 touchesBegan row [t1]", "@1 touchesEnded row [t1]"])
    #expect(try Fixture.run(scene(), "0 t1 began 50 120; 0.1 t1 ended 53 120", [.touches]) == [
      "@1 touchesBegan row [t1]", "@1 touchesMoved row [t1]", "@1 touchesEnded row [t1]",
    ])
  }

  @Test("SCR-004: touchesShouldBegin answering no keeps the touch from the view, and the scroll view still scrolls")
  func scr004() throws {
    let refusing = scene(#", "touchesShouldBegin": {"row": false}"#)
    #expect(try Fixture.run(refusing, quickTap, [.touches]) == [])
    #expect(try Fixture.run(scene(#", "delaysContentTouches": false, "touchesShouldBegin": false"#), quickTap, [.touches]) == [])
    #expect(try Fixture.run(refusing, lateDrag, [.touches, .scrolls]) == ["@2 scroll list began", "@3 scroll list ended"])
  }

  @Test("SCR-005: scrolling starts at 10 pt along the scroll view's axes, ends at the lift, and is cancelled by the system")
  func scr005() throws {
    let vertical = scene(#", "scrollAxes": "vertical""#)
    #expect(try Fixture.run(vertical, "0 t1 began 50 120; 0.05 t1 moved 50 130; 0.1 t1 ended 50 130", [.scrolls]) == ["@1 scroll list began", "@2 scroll list ended"])
    #expect(try Fixture.run(vertical, "0 t1 began 50 120; 0.05 t1 moved 50 129.9; 0.1 t1 ended 50 129.9", [.scrolls]) == [])
    #expect(try Fixture.run(vertical, "0 t1 began 50 120; 0.05 t1 moved 80 120; 0.1 t1 ended 80 120", [.scrolls]) == [])
    #expect(try Fixture.run(scene(), "0 t1 began 50 120; 0.05 t1 moved 56 128; 0.1 cancel", [.scrolls]) == ["@1 scroll list began", "@2 scroll list cancelled"])
    // A touch on the scroll view itself is held and then cancelled like content, without asking touchesShouldCancel.
    #expect(try Fixture.run(scene(#", "touches": "handle""#), "0 t1 began 50 20; 0.2 idle; 0.3 t1 moved 50 35", [.touches, .scrolls]) == [
      "@1 touchesBegan list [t1]", "@2 scroll list began", "@2 touchesCancelled list [t1]",
    ])
  }

  @Test("SCR-006: scrolling during the delay discards the held began: the content never sees the touch")
  func scr006() throws {
    #expect(try Fixture.run(scene(), quickDrag, [.touches, .scrolls]) == ["@1 scroll list began", "@2 scroll list ended"])
  }

  @Test("SCR-007: with canCancelContentTouches off, a scroll view whose content tracks the touch does not scroll")
  func scr007() throws {
    let kept = scene(#", "canCancelContentTouches": false"#)
    #expect(try Fixture.run(kept, lateDrag, [.touches, .scrolls]) == [
      "@1 touchesBegan row [t1]", "@2 touchesMoved row [t1]", "@3 touchesEnded row [t1]",
    ])
    #expect(try Fixture.run(kept, quickDrag, [.touches, .scrolls]) == ["@1 scroll list began", "@2 scroll list ended"])
  }

  @Test("SCR-008: touchesShouldCancel spares controls (buttons too) and cancels other views, unless overridden")
  func scr008() throws {
    let button = #"{"id": "button", "kind": "button", "frame": [0, 100, 320, 60]}"#
    #expect(try Fixture.run(scene(content: button, subviews: #""button""#), lateDrag, [.touches, .scrolls]) == [
      "@1 touchesBegan button [t1]", "@2 touchesMoved button [t1]", "@3 touchesEnded button [t1]",
    ])
    let overridden = scene(#", "touchesShouldCancel": {"button": true}"#, content: button, subviews: #""button""#)
    #expect(try Fixture.run(overridden, lateDrag, [.touches, .scrolls]) == [
      "@1 touchesBegan button [t1]", "@2 scroll list began", "@2 touchesCancelled button [t1]", "@3 scroll list ended",
    ])
    #expect(try Fixture.run(scene(), lateDrag, [.touches, .scrolls]) == [
      "@1 touchesBegan row [t1]", "@2 scroll list began", "@2 touchesCancelled row [t1]", "@3 scroll list ended",
    ])
  }

  @Test("SCR-009: a finger landing while the scroll view scrolls is the scroll's")
  func scr009() throws {
    let multiple = #"{"id": "row", "frame": [0, 100, 320, 60], "touches": "handle", "multipleTouch": true}"#
    let lines = try Fixture.run(scene(content: multiple), "0 t1 began 50 120; 0.05 t1 moved 50 140; 0.1 t2 began 100 120; 0.5 t2 ended 100 120, t1 ended 50 140", [.touches, .scrolls])
    #expect(lines == ["@1 scroll list began", "@3 scroll list ended"])
  }

  @Test("SCR-010: scrolling fails the undecided recognizers on its touches, and a recognized one keeps it from scrolling")
  func scr010() throws {
    let press = scene(#", "delaysContentTouches": false"#).replacingOccurrences(of: #""views":"#, with: #""recognizers": [{"id": "press", "view": "row", "kind": "longPress"}], "views":"#)
    #expect(try Fixture.run(press, "0 t1 began 50 120; 0.1 t1 moved 50 130; 0.7 t1 ended 50 130", [.recognizers, .scrolls]) == [
      "@1 scroll list began", "@1 state press failed", "@2 scroll list ended", "@2 reset press",
    ])
    let pan = scene().replacingOccurrences(of: #""views":"#, with: #""recognizers": [{"id": "pan", "view": "row", "kind": "pan"}], "views":"#)
    #expect(try Fixture.run(pan, quickDrag, [.recognizers, .scrolls]) == [
      "@1 state pan began", "@1 action pan began", "@2 state pan ended", "@2 action pan ended", "@2 reset pan",
    ])
  }

  @Test("SCR-011: nested scroll views try innermost first; crossed axes let the outer one take its own direction")
  func scr011() throws {
    func nested(_ outer: String, _ inner: String) -> String {
      Fixture.window(["outer"], views: #"""
        {"id": "outer", "kind": "scrollView", "frame": [0, 0, 320, 480]\#(outer), "subviews": ["inner"]},
        {"id": "inner", "kind": "scrollView", "frame": [0, 80, 320, 160]\#(inner), "subviews": ["row"]},
        {"id": "row", "frame": [0, 20, 320, 60], "touches": "handle"}
        """#)
    }
    #expect(try Fixture.run(nested("", ""), quickDrag, [.scrolls]) == ["@1 scroll inner began", "@2 scroll inner ended"])
    let crossed = nested(#", "scrollAxes": "vertical""#, #", "scrollAxes": "horizontal""#)
    #expect(try Fixture.run(crossed, quickDrag, [.scrolls]) == ["@1 scroll outer began", "@2 scroll outer ended"])
    #expect(try Fixture.run(crossed, "0 t1 began 50 120; 0.05 t1 moved 65 120; 0.1 t1 ended 65 120", [.scrolls]) == ["@1 scroll inner began", "@2 scroll inner ended"])
  }
}
