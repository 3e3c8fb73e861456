import Testing
import TouchModel
import UIKitOracle

@Suite("Hit testing")
struct HitTestingTests {
  let box = #"{"id": "box", "frame": [100, 100, 100, 100]}"#

  @Test("HIT-001: windows are asked last first; no window hit means no view")
  func hit001() throws {
    let scene = """
      {"windows": ["back", "front"], "views": [
        {"id": "back", "kind": "window", "frame": [0, 0, 320, 480]},
        {"id": "front", "kind": "window", "frame": [0, 0, 160, 480]}]}
      """
    let front = try Fixture.make(scene: scene, stream: Fixture.tap(10, 10))
    #expect(Fixture.trace(front, [.hitTest, .visits]) == ["@0 visit front", "@0 hitTest t1 front"])
    let back = try Fixture.make(scene: scene, stream: Fixture.tap(200, 10))
    #expect(Fixture.trace(back, [.hitTest, .visits]) == ["@0 visit front", "@0 visit back", "@0 hitTest t1 back"])
    let none = try Fixture.make(scene: scene, stream: Fixture.tap(400, 10))
    #expect(Fixture.trace(none, .hitTest) == ["@0 hitTest t1 none"])
  }

  @Test("HIT-002: a hidden view and its subviews are skipped")
  func hit002() throws {
    let views = #"{"id": "box", "frame": [100, 100, 100, 100], "hidden": true, "subviews": ["child"]}, {"id": "child", "frame": [0, 0, 50, 50]}"#
    #expect(try Fixture.hit(110, 110, top: ["box"], views: views) == "window")
    #expect(try Fixture.hit(110, 110, top: ["box"], views: views.replacingOccurrences(of: "true", with: "false")) == "child")
  }

  @Test("HIT-003: a view with user interaction disabled and its subviews are skipped")
  func hit003() throws {
    let views = #"{"id": "box", "frame": [100, 100, 100, 100], "userInteraction": false, "subviews": ["child"]}, {"id": "child", "frame": [0, 0, 50, 50]}"#
    #expect(try Fixture.hit(110, 110, top: ["box"], views: views) == "window")
    #expect(try Fixture.hit(110, 110, top: ["box"], views: views.replacingOccurrences(of: "false", with: "true")) == "child")
  }

  @Test("HIT-004: alpha below 0.01 is skipped, exactly 0.01 is hittable, and 0.01 as a Float is not")
  func hit004() throws {
    func hit(_ alpha: String, profile: String = "{}") throws -> String {
      try Fixture.hit(150, 150, top: ["box"], views: #"{"id": "box", "frame": [100, 100, 100, 100], "alpha": \#(alpha)}"#, profile: profile)
    }
    #expect(try hit("0") == "window")
    #expect(try hit("0.0099") == "window")
    #expect(try hit("0.01") == "box")
    #expect(try hit("0.0101") == "box")
    #expect(try hit("0.01", profile: #"{"alphaStoredAsFloat": true}"#) == "window")
    #expect(try hit("0.02", profile: #"{"alphaThreshold": 0.05}"#) == "window")
  }

  @Test("HIT-005: image views and labels are not interactive unless set explicitly")
  func hit005() throws {
    for kind in ["imageView", "label"] {
      let views = #"{"id": "box", "kind": "\#(kind)", "frame": [100, 100, 100, 100], "subviews": ["button"]}, {"id": "button", "kind": "button", "frame": [0, 0, 50, 50]}"#
      #expect(try Fixture.hit(110, 110, top: ["box"], views: views) == "window")
      let enabled = views.replacingOccurrences(of: #""kind": "\#(kind)","#, with: #""kind": "\#(kind)", "userInteraction": true,"#)
      #expect(try Fixture.hit(110, 110, top: ["box"], views: enabled) == "button")
    }
  }

  @Test("HIT-006: a point outside a view never reaches its subviews, whatever clipsToBounds says")
  func hit006() throws {
    for clips in ["true", "false"] {
      let views = #"{"id": "box", "frame": [100, 100, 100, 100], "clipsToBounds": \#(clips), "subviews": ["out"]}, {"id": "out", "frame": [80, 80, 60, 60]}"#
      #expect(try Fixture.hit(190, 190, top: ["box"], views: views) == "out")
      #expect(try Fixture.hit(210, 210, top: ["box"], views: views) == "window")
    }
  }

  @Test("HIT-007: subviews are asked front-most first and the first hit wins")
  func hit007() throws {
    let views = #"{"id": "back", "frame": [0, 0, 200, 200]}, {"id": "front", "frame": [100, 100, 200, 200]}"#
    #expect(try Fixture.hit(150, 150, top: ["back", "front"], views: views) == "front")
    #expect(try Fixture.hit(150, 150, top: ["front", "back"], views: views) == "back")
    #expect(try Fixture.hit(50, 50, top: ["back", "front"], views: views) == "back")
  }

  @Test("HIT-008: the point is converted through frame, bounds origin and transform")
  func hit008() throws {
    let scrolled = #"{"id": "scroll", "frame": [0, 0, 320, 200], "boundsOrigin": [0, 100], "subviews": ["row"]}, {"id": "row", "frame": [0, 150, 320, 40]}"#
    #expect(try Fixture.hit(10, 60, top: ["scroll"], views: scrolled) == "row")
    #expect(try Fixture.hit(10, 160, top: ["scroll"], views: scrolled) == "scroll")
    // Scaled 2× about its centre (150, 150): the 100×100 box covers 100…200 scaled to 50…250.
    let scaled = #"{"id": "box", "frame": [100, 100, 100, 100], "transform": [2, 0, 0, 2, 0, 0]}"#
    #expect(try Fixture.hit(60, 60, top: ["box"], views: scaled) == "box")
    #expect(try Fixture.hit(40, 60, top: ["box"], views: scaled) == "window")
  }

  @Test("HIT-009: a view whose subviews are all missed returns itself")
  func hit009() throws {
    let views = #"{"id": "box", "frame": [100, 100, 100, 100], "subviews": ["child"]}, {"id": "child", "frame": [0, 0, 10, 10]}"#
    #expect(try Fixture.hit(150, 150, top: ["box"], views: views) == "box")
  }

  @Test("HIT-010: the bounds are half-open: min edges inside, max edges outside")
  func hit010() throws {
    #expect(try Fixture.hit(100, 100, top: ["box"], views: box) == "box")
    #expect(try Fixture.hit(199.999, 199.999, top: ["box"], views: box) == "box")
    #expect(try Fixture.hit(200, 150, top: ["box"], views: box) == "window")
    #expect(try Fixture.hit(150, 200, top: ["box"], views: box) == "window")
    #expect(try Fixture.hit(99.999, 150, top: ["box"], views: box) == "window")
  }

  @Test("HIT-015: every hitTest call is a visit, in call order (seed 004's A–F walk)")
  func hit015() throws {
    let views = """
      {"id": "A", "frame": [0, 0, 320, 480], "subviews": ["B", "C"]},
      {"id": "B", "frame": [0, 0, 320, 200], "subviews": ["D"]}, {"id": "D", "frame": [0, 0, 100, 100]},
      {"id": "C", "frame": [0, 240, 320, 240], "subviews": ["E", "F"]},
      {"id": "E", "frame": [0, 0, 150, 100]}, {"id": "F", "frame": [160, 0, 150, 100]}
      """
    let file = try Fixture.make(scene: Fixture.window(["A"], views: views), stream: Fixture.tap(50, 280))
    #expect(Fixture.trace(file, [.visits, .hitTest]) == [
      "@0 visit window", "@0 visit A", "@0 visit C", "@0 visit F", "@0 visit E", "@0 hitTest t1 E",
    ])
  }
}
