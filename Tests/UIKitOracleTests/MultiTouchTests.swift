import Testing
import TouchModel
import UIKitOracle

@Suite("Multiple and exclusive touch")
struct MultiTouchTests {
  func scene(_ boxExtra: String = "", _ otherExtra: String = "") -> String {
    Fixture.window(["box", "other"], views: #"{"id": "box", "frame": [0, 0, 100, 100], "touches": "handle"\#(boxExtra)}, {"id": "other", "frame": [0, 200, 100, 100], "touches": "handle"\#(otherExtra)}"#)
  }

  let twoOnBox = """
    [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]},
     {"time": 0.1, "touches": [{"id": "t2", "phase": "began", "at": [50, 50]}]},
     {"time": 0.2, "touches": [{"id": "t1", "phase": "ended", "at": [10, 10]}, {"id": "t2", "phase": "ended", "at": [50, 50]}]}]
    """

  @Test("MTC-001: without multiple touch, a second finger on the same view is refused")
  func mtc001() throws {
    let file = try Fixture.make(scene: scene(), stream: twoOnBox)
    #expect(Fixture.trace(file, [.hitTest, .touches]) == [
      "@0 hitTest t1 box", "@0 touchesBegan box [t1]", "@1 hitTest t2 box", "@1 refused t2 box multipleTouch", "@2 touchesEnded box [t1]",
    ])
    // Literal reading: the first touch of the sequence only, even after it lifts while another finger is down.
    let stream = """
      [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}, {"id": "hold", "phase": "began", "at": [10, 210]}]},
       {"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [10, 10]}]},
       {"time": 0.2, "touches": [{"id": "t2", "phase": "began", "at": [10, 10]}]}]
      """
    #expect(Fixture.trace(try Fixture.make(scene: scene(), stream: stream), .touches).last == "@2 refused t2 box multipleTouch")
    let oneAtATime = try Fixture.make(scene: scene(), stream: stream, profile: #"{"multipleTouchFirstTouchOnly": false}"#)
    #expect(Fixture.trace(oneAtATime, .touches).last == "@2 touchesBegan box [t2]")
  }

  @Test("MTC-002: with multiple touch, every finger on the view is delivered")
  func mtc002() throws {
    let file = try Fixture.make(scene: scene(#", "multipleTouch": true"#), stream: twoOnBox)
    #expect(Fixture.trace(file, .touches) == ["@0 touchesBegan box [t1]", "@1 touchesBegan box [t2]", "@2 touchesEnded box [t1,t2]"])
  }

  let boxThenOther = """
    [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]},
     {"time": 0.1, "touches": [{"id": "t2", "phase": "began", "at": [10, 210]}]}]
    """

  @Test("MTC-003: a touch on an exclusive view is refused while another view in the window tracks a finger")
  func mtc003() throws {
    let stream = boxThenOther.replacingOccurrences(of: "[10, 10]", with: "[10, 999]").replacingOccurrences(of: "[10, 210]", with: "[10, 10]")
      .replacingOccurrences(of: "[10, 999]", with: "[10, 210]")
    let file = try Fixture.make(scene: scene(#", "exclusiveTouch": true"#), stream: stream)
    #expect(Fixture.trace(file, .touches) == ["@0 touchesBegan other [t1]", "@1 refused t2 box exclusiveTouch"])
  }

  @Test("MTC-004: a touch on a normal view is refused while an exclusive view tracks a finger")
  func mtc004() throws {
    let file = try Fixture.make(scene: scene(#", "exclusiveTouch": true"#), stream: boxThenOther)
    #expect(Fixture.trace(file, .touches) == ["@0 touchesBegan box [t1]", "@1 refused t2 other exclusiveTouch"])
    let plain = try Fixture.make(scene: scene(), stream: boxThenOther)
    #expect(Fixture.trace(plain, .touches) == ["@0 touchesBegan box [t1]", "@1 touchesBegan other [t2]"])
  }

  @Test("MTC-005: a refused touch reaches no responder for its whole life")
  func mtc005() throws {
    let stream = twoOnBox.replacingOccurrences(of: #"{"id": "t2", "phase": "ended", "at": [50, 50]}"#, with: #"{"id": "t2", "phase": "moved", "at": [60, 50]}"#)
    let file = try Fixture.make(scene: scene(), stream: stream)
    #expect(!Fixture.trace(file, .touches).contains { $0.contains("t2]") || $0.contains(",t2") })
  }
}
