import Testing
import TouchModel
import UIKitOracle

/// Profile constants at the extremes the validator accepts: the smallest positive number, the largest finite one, and
/// values met exactly. A comparison that squares a tiny constant underflows to 0, and "no movement" then reaches it.
@Suite("GES-010, GES-011, GES-012: thresholds hold at the extremes of their profile constants (issue 32)")
struct ProfileExtremesTests {
  static let tiny = "4.9406564584124654e-324"
  static let huge = "1.7976931348623157e308"

  func recognized(_ kind: String, _ notation: String, profile: String) throws -> Bool {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "g", "view": "view", "kind": "\#(kind)"}"#)
    return try Fixture.run(scene, notation, profile: profile, [.recognizers]).contains { $0.hasSuffix("state g began") }
  }

  /// Two fingers on a 100 pt line; the far one then moves as given, and both lift.
  func twoFingers(_ moves: String) -> String {
    "0 t1 began 100 100, t2 began 200 100; " + moves + "; 0.9 t1 ended 100 100, t2 ended 200 100"
  }

  @Test("GES-012: with the smallest positive minimum angle, sliding both fingers without turning begins no rotation; any turn does")
  func tinyRotation() throws {
    let profile = #"{"rotationMinimumAngle": \#(Self.tiny)}"#
    #expect(try !recognized("rotation", "0 t1 began 100 100, t2 began 200 100; 0.1 t1 moved 110 100, t2 moved 210 100; 0.9 t1 ended 110 100, t2 ended 210 100", profile: profile))
    #expect(try recognized("rotation", twoFingers("0.1 t2 moved 200 100.001"), profile: profile))
  }

  @Test("GES-012: a minimum angle past π is never reached; a minimum of π/2 is reached by a quarter turn, not before")
  func largeRotation() throws {
    #expect(try !recognized("rotation", twoFingers("0.1 t2 moved 0 100.0001"), profile: #"{"rotationMinimumAngle": \#(Self.huge)}"#))
    #expect(try !recognized("rotation", twoFingers("0.1 t2 moved 0 100.0001"), profile: #"{"rotationMinimumAngle": 3.2}"#))
    let quarter = #"{"rotationMinimumAngle": 1.5707963267948966}"#
    #expect(try recognized("rotation", twoFingers("0.1 t2 moved 100 200"), profile: quarter))
    #expect(try !recognized("rotation", twoFingers("0.1 t2 moved 101 200"), profile: quarter))
    // 170°: a 100° turn is not enough (a turn past 90° used to reach any minimum).
    let most = #"{"rotationMinimumAngle": 2.96}"#
    #expect(try !recognized("rotation", twoFingers("0.1 t2 moved 83 198"), profile: most))
    #expect(try recognized("rotation", twoFingers("0.1 t2 moved 2 90"), profile: most))
  }

  @Test("GES-011: with the smallest positive scale change, an unchanged distance begins no pinch; the largest is never reached")
  func pinchExtremes() throws {
    let moved = "0.1 t1 moved 100 150, t2 moved 200 150"
    #expect(try !recognized("pinch", twoFingers(moved), profile: #"{"pinchMinimumScaleChange": \#(Self.tiny)}"#))
    #expect(try recognized("pinch", twoFingers("0.1 t2 moved 200.001 100"), profile: #"{"pinchMinimumScaleChange": \#(Self.tiny)}"#))
    #expect(try !recognized("pinch", twoFingers("0.1 t2 moved 100000 100"), profile: #"{"pinchMinimumScaleChange": \#(Self.huge)}"#))
    // Exactly the minimum: 10 % of 100 pt.
    #expect(try recognized("pinch", twoFingers("0.1 t2 moved 210 100"), profile: #"{"pinchMinimumScaleChange": 0.1}"#))
  }

  @Test("GES-010: a pan's smallest positive distance is reached by a move too small to square; the largest never is")
  func panExtremes() throws {
    let scene = Fixture.gestureScene(
      recognizers: #"{"id": "g", "view": "view", "kind": "pan"}"#, views: #"{"id": "view", "frame": [0, 0, 200, 200], "touches": "handle"}"#)
    let tinyMove = "0 t1 began 0 0; 0.1 t1 moved 1e-200 0; 0.2 t1 ended 1e-200 0"
    let began = { (profile: String) in try Fixture.run(scene, tinyMove, profile: profile, [.recognizers]).contains { $0.hasSuffix("state g began") } }
    #expect(try began(#"{"panMinimumDistance": \#(Self.tiny)}"#))
    #expect(try !began(#"{"panMinimumDistance": 1e-199}"#))
    #expect(try !began(#"{"panMinimumDistance": \#(Self.huge)}"#))
  }
}
