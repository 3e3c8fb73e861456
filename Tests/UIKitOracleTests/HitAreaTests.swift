import Testing
import TouchModel
import UIKitOracle

@Suite("Hit areas")
struct HitAreaTests {
  @Test("HIT-011: edge insets enlarge (or shrink) the hit area, half-open")
  func hit011() throws {
    let views = #"{"id": "bg", "frame": [100, 500, 100, 100], "subviews": ["button"]}, {"id": "button", "kind": "button", "frame": [20, 20, 20, 20], "hitArea": {"edgeInsets": [-20, -20, -20, -20]}}"#
    let scene = Fixture.window(["bg"], views: views).replacingOccurrences(of: "[0, 0, 320, 480]", with: "[0, 0, 320, 640]")
    func hit(_ x: Double, _ y: Double) throws -> String {
      let file = try Fixture.make(scene: scene, stream: Fixture.tap(x, y))
      return String(Fixture.trace(file, .hitTest)[0].split(separator: " ").last!)
    }
    #expect(try hit(100, 500) == "button")
    #expect(try hit(159.5, 559.5) == "button")
    #expect(try hit(160, 550) == "bg")
  }

  @Test("HIT-012: a minimum size grows a small button to 44×44 about its centre")
  func hit012() throws {
    let views = #"{"id": "bg", "frame": [100, 100, 100, 100], "subviews": ["button"]}, {"id": "button", "kind": "button", "frame": [20, 20, 20, 20], "hitArea": {"minimumSize": [44, 44]}}"#
    #expect(try Fixture.hit(108, 108, top: ["bg"], views: views) == "button")
    #expect(try Fixture.hit(107.9, 130, top: ["bg"], views: views) == "bg")
    #expect(try Fixture.hit(151.9, 151.9, top: ["bg"], views: views) == "button")
    #expect(try Fixture.hit(152, 130, top: ["bg"], views: views) == "bg")
  }

  @Test("HIT-013: a circle hit area includes its edge and excludes the corners")
  func hit013() throws {
    let views = #"{"id": "bg", "frame": [100, 300, 100, 100], "subviews": ["circle"]}, {"id": "circle", "kind": "button", "frame": [0, 0, 100, 100], "hitArea": "circle"}"#
    #expect(try Fixture.hit(150, 350, top: ["bg"], views: views) == "circle")
    #expect(try Fixture.hit(150, 300, top: ["bg"], views: views) == "circle")
    #expect(try Fixture.hit(105, 305, top: ["bg"], views: views) == "bg")
  }

  @Test("HIT-014: a tab bar with bounds plus its bulging button lets the bulge be hit")
  func hit014() throws {
    let views = """
      {"id": "tabBar", "frame": [0, 431, 320, 49], "hitArea": {"boundsPlusSubview": "centre"}, "subviews": ["centre"]},
      {"id": "centre", "kind": "button", "frame": [130, -20, 60, 60], "hitArea": "circle"}
      """
    #expect(try Fixture.hit(160, 415, top: ["tabBar"], views: views) == "centre")
    #expect(try Fixture.hit(131, 412, top: ["tabBar"], views: views) == "window")
    let plain = views.replacingOccurrences(of: #""hitArea": {"boundsPlusSubview": "centre"}, "#, with: "")
    #expect(try Fixture.hit(160, 415, top: ["tabBar"], views: plain) == "window")
    #expect(try Fixture.hit(20, 450, top: ["tabBar"], views: views) == "tabBar")
  }
}
