import Testing
import TouchModel
import UIKitOracle

@Suite("What the device reports: moves in place and the finger limit")
struct DeviceReportTests {
  let box = Fixture.window(["box"], views: #"{"id": "box", "frame": [0, 0, 300, 300], "touches": "handle", "multipleTouch": true}"#)

  @Test("DEL-011: a move that keeps its location is delivered as a move, or is stationary with the profile flag")
  func del011() throws {
    let still = "0 t1 began 10 10; 0.1 t1 moved 10 10; 0.2 t1 ended 10 10"
    #expect(try Fixture.run(box, still, [.touches]) == ["@0 touchesBegan box [t1]", "@1 touchesMoved box [t1]", "@2 touchesEnded box [t1]"])
    #expect(try Fixture.run(box, still, profile: #"{"zeroMovementMoveIsStationary": true}"#, [.touches]) == [
      "@0 touchesBegan box [t1]", "@2 touchesEnded box [t1]",
    ])
  }

  @Test("DEL-012: a finger past the limit cancels every touch; the fingers then down are ignored until they lift")
  func del012() throws {
    let stream = "0 t1 began 10 10; 0.1 t2 began 20 20; 0.2 t3 began 30 30; 0.3 t1 moved 15 15, t2 ended 20 20, t3 ended 30 30; 0.4 t4 began 40 40; 0.5 t1 ended 15 15, t4 ended 40 40"
    let lines = try Fixture.run(box, stream, profile: #"{"maximumSimultaneousTouches": 2}"#, [.hitTest, .touches])
    #expect(lines == [
      "@0 hitTest t1 box", "@0 touchesBegan box [t1]", "@1 hitTest t2 box", "@1 touchesBegan box [t2]",
      "@2 touchesCancelled box [t1,t2]", "@4 hitTest t4 box", "@4 touchesBegan box [t4]", "@5 touchesEnded box [t4]",
    ])
    // At the default limit of five the same stream is delivered in full.
    #expect(try Fixture.run(box, stream, [.touches]).contains("@5 touchesEnded box [t1,t4]"))
  }
}
