import Testing
import TouchModel
import UIKitOracle

@Suite("Touch delivery")
struct DeliveryTests {
  let handler = Fixture.window(["box", "other"], views: #"{"id": "box", "frame": [0, 0, 100, 100], "touches": "handle"}, {"id": "other", "frame": [0, 200, 100, 100], "touches": "handle"}"#)

  @Test("DEL-001: each new touch is hit-tested once, when it begins")
  func del001() throws {
    let stream = """
      [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]},
       {"time": 0.1, "touches": [{"id": "t1", "phase": "moved", "at": [10, 250]}]},
       {"time": 0.2, "touches": [{"id": "t1", "phase": "ended", "at": [10, 250]}]}]
      """
    let file = try Fixture.make(scene: handler, stream: stream)
    #expect(Fixture.trace(file, .hitTest) == ["@0 hitTest t1 box"])
  }

  @Test("DEL-002: a touch keeps its view after moving outside it and ending over another view")
  func del002() throws {
    let stream = """
      [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]},
       {"time": 0.1, "touches": [{"id": "t1", "phase": "moved", "at": [10, 250]}]},
       {"time": 0.2, "touches": [{"id": "t1", "phase": "ended", "at": [10, 250]}]}]
      """
    let file = try Fixture.make(scene: handler, stream: stream)
    #expect(Fixture.trace(file, .touches) == ["@0 touchesBegan box [t1]", "@1 touchesMoved box [t1]", "@2 touchesEnded box [t1]"])
  }

  @Test("DEL-003: per frame, began then moved then ended, one message per view with all its touches")
  func del003() throws {
    let scene = handler.replacingOccurrences(of: #""id": "box", "frame": [0, 0, 100, 100]"#, with: #""id": "box", "frame": [0, 0, 100, 100], "multipleTouch": true"#)
    let stream = """
      [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]},
       {"time": 0.1, "touches": [{"id": "t1", "phase": "moved", "at": [12, 10]}, {"id": "t2", "phase": "began", "at": [10, 210]}, {"id": "t3", "phase": "began", "at": [50, 50]}]},
       {"time": 0.2, "touches": [{"id": "t3", "phase": "ended", "at": [50, 50]}, {"id": "t1", "phase": "ended", "at": [12, 10]}, {"id": "t2", "phase": "ended", "at": [10, 210]}]}]
      """
    let file = try Fixture.make(scene: scene, stream: stream)
    #expect(Fixture.trace(file, .touches) == [
      "@0 touchesBegan box [t1]",
      "@1 touchesBegan other [t2]", "@1 touchesBegan box [t3]", "@1 touchesMoved box [t1]",
      "@2 touchesEnded box [t1,t3]", "@2 touchesEnded other [t2]",
    ])
  }

  @Test("DEL-004: stationary touches are not delivered")
  func del004() throws {
    let stream = """
      [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}, {"id": "t2", "phase": "began", "at": [10, 210]}]},
       {"time": 0.1, "touches": [{"id": "t1", "phase": "stationary", "at": [10, 10]}, {"id": "t2", "phase": "moved", "at": [12, 210]}]},
       {"time": 0.2, "touches": [{"id": "t1", "phase": "stationary", "at": [10, 10]}]}]
      """
    let file = try Fixture.make(scene: handler, stream: stream)
    #expect(Fixture.trace(file, .touches) == ["@0 touchesBegan box [t1]", "@0 touchesBegan other [t2]", "@1 touchesMoved other [t2]"])
  }

  @Test("DEL-005, DEL-006, DEL-007: forward passes on, handle stops, handle-and-forward handles and passes on")
  func del005to007() throws {
    func chain(_ handling: String) throws -> [String] {
      let scene = Fixture.window(["outer"], views: #"{"id": "outer", "frame": [0, 0, 200, 200], "touches": "handle", "subviews": ["inner"]}, {"id": "inner", "frame": [0, 0, 100, 100], "touches": "\#(handling)"}"#)
      let file = try Fixture.make(scene: scene, stream: Fixture.tap(10, 10))
      return Fixture.trace(file, .touches).filter { $0.hasPrefix("@0") }
    }
    #expect(try chain("forward") == ["@0 touchesBegan inner [t1]", "@0 touchesBegan outer [t1]"])
    #expect(try chain("handle") == ["@0 touchesBegan inner [t1]"])
    #expect(try chain("handleAndForward") == ["@0 touchesBegan inner [t1]", "@0 touchesBegan outer [t1]"])
    let run = try Fixture.make(scene: Fixture.window(["a"], views: #"{"id": "a", "frame": [0, 0, 100, 100], "touches": "handleAndForward"}"#), stream: Fixture.tap(1, 1))
    #expect(Fixture.fired(run).contains("DEL-007"))
  }

  @Test("DEL-008: a touch that hits no view is delivered to no one")
  func del008() throws {
    let file = try Fixture.make(scene: handler, stream: Fixture.tap(400, 10))
    #expect(Fixture.trace(file) == ["@0 hitTest t1 none"])
  }

  @Test("DEL-009: a system cancellation cancels every active touch at its view and up the chain")
  func del009() throws {
    let scene = Fixture.window(["outer"], views: #"{"id": "outer", "frame": [0, 0, 200, 200], "touches": "handle", "subviews": ["inner"]}, {"id": "inner", "frame": [0, 0, 100, 100], "touches": {"began": "handleAndForward", "cancelled": "handleAndForward"}}"#)
    let stream = """
      [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}, {"id": "t2", "phase": "began", "at": [150, 150]}]},
       {"time": 0.1, "systemCancel": true}]
      """
    let file = try Fixture.make(scene: scene, stream: stream)
    #expect(Fixture.trace(file, .touches).filter { $0.hasPrefix("@1") } == [
      "@1 touchesCancelled inner [t1]", "@1 touchesCancelled outer [t1]", "@1 touchesCancelled outer [t2]",
    ])
  }

  @Test("DEL-010: a sequence ends when the last finger lifts, so a view without multiple touch is free again")
  func del010() throws {
    let scene = Fixture.window(["box"], views: #"{"id": "box", "frame": [0, 0, 100, 100], "touches": "handle"}"#)
    let stream = """
      [{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [10, 10]}]},
       {"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [10, 10]}]},
       {"time": 0.5, "touches": [{"id": "t2", "phase": "began", "at": [10, 10]}]}]
      """
    let file = try Fixture.make(scene: scene, stream: stream)
    #expect(Fixture.trace(file, .touches).last == "@2 touchesBegan box [t2]")
  }
}
