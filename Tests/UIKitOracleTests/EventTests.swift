import Testing
import TouchModel
import UIKitOracle

@Suite("First responder and other events")
struct EventTests {
  func scene(first: String) -> String {
    Fixture.window(["field"], views: #"{"id": "field", "frame": [0, 0, 100, 30], "events": {"press": "handle"}}, {"id": "loose", "frame": [0, 0, 10, 10]}"#, extra: #""firstResponder": "\#(first)", "#)
  }

  let motion = #"[{"time": 0, "event": "motion"}, {"time": 0.1, "event": "press"}]"#

  @Test("EVT-001: non-touch events go to the first responder and up its chain")
  func evt001() throws {
    let file = try Fixture.make(scene: scene(first: "field"), stream: motion)
    #expect(Fixture.trace(file) == [
      "@setup firstResponder field", "@0 motion field", "@0 motion window", "@0 motion application", "@0 dropped motion", "@1 press field",
    ])
  }

  @Test("EVT-002: without a first responder, a non-touch event starts at the key window")
  func evt002() throws {
    let file = try Fixture.make(scene: Fixture.window([], views: ""), stream: motion)
    #expect(Fixture.trace(file).prefix(3) == ["@0 motion window", "@0 motion application", "@0 dropped motion"])
  }

  @Test("EVT-003: a responder outside any window cannot become first responder")
  func evt003() throws {
    let file = try Fixture.make(scene: scene(first: "loose"), stream: motion)
    #expect(Fixture.trace(file).prefix(2) == ["@setup firstResponderRefused loose", "@0 motion window"])
    let app = try Fixture.make(scene: scene(first: "application"), stream: motion)
    #expect(Fixture.trace(app).first == "@setup firstResponderRefused application")
  }

  @Test("EVT-004: touches go to the hit-test view, not to the first responder")
  func evt004() throws {
    let scene = Fixture.window(["field", "box"], views: #"{"id": "field", "frame": [0, 0, 100, 30]}, {"id": "box", "frame": [0, 100, 100, 100], "touches": "handle"}"#, extra: #""firstResponder": "field", "#)
    let file = try Fixture.make(scene: scene, stream: Fixture.tap(10, 110))
    #expect(Fixture.trace(file, .touches) == ["@0 touchesBegan box [t1]", "@1 touchesEnded box [t1]"])
  }
}
