import Testing
import TouchModel
import UIKitOracle

@Suite("Responder chain")
struct ResponderChainTests {
  /// The responders that receive touchesBegan for a tap on `target`, then the drop if any.
  func beganChain(_ scene: String, at x: Double = 10, _ y: Double = 10) throws -> [String] {
    let file = try Fixture.make(scene: scene, stream: Fixture.tap(x, y))
    return Fixture.trace(file, .touches).filter { $0.hasPrefix("@0") }.map { String($0.dropFirst(3)) }
  }

  let controllerScene = """
    {"windows": ["window"], "appDelegate": {"class": "responder"}, "views": [
      {"id": "window", "kind": "window", "frame": [0, 0, 320, 480], "rootViewController": "vc", "subviews": ["root"]},
      {"id": "root", "frame": [0, 0, 320, 480], "subviews": ["container"]},
      {"id": "container", "frame": [0, 0, 200, 200], "subviews": ["textField"]},
      {"id": "textField", "frame": [0, 0, 100, 30]}],
     "viewControllers": [{"id": "vc", "view": "root"}]}
    """

  @Test("CHN-001: a view controller's root view passes messages to the view controller")
  func chn001() throws {
    #expect(try beganChain(controllerScene).contains("touchesBegan vc [t1]"))
    #expect(try beganChain(controllerScene)[2...3] == ["touchesBegan root [t1]", "touchesBegan vc [t1]"])
  }

  @Test("CHN-002: any other view passes messages to its superview; a detached view ends the chain")
  func chn002() throws {
    #expect(try beganChain(controllerScene)[0...2] == ["touchesBegan textField [t1]", "touchesBegan container [t1]", "touchesBegan root [t1]"])
  }

  @Test("CHN-003: a window passes messages to the application")
  func chn003() throws {
    #expect(try beganChain(Fixture.window([], views: "")) == ["touchesBegan window [t1]", "touchesBegan application [t1]", "dropped touchesBegan [t1]"])
  }

  @Test("CHN-004: a window's root view controller passes messages to the window")
  func chn004() throws {
    #expect(try beganChain(controllerScene)[3...4] == ["touchesBegan vc [t1]", "touchesBegan window [t1]"])
  }

  @Test("CHN-005: a presented view controller passes messages to its presenter")
  func chn005() throws {
    let scene = controllerScene
      .replacingOccurrences(of: #""subviews": ["root"]}"#, with: #""subviews": ["root", "sheet"]}, {"id": "sheet", "frame": [0, 0, 320, 480]}"#)
      .replacingOccurrences(of: #"[{"id": "vc", "view": "root"}]"#, with: #"[{"id": "vc", "view": "root"}, {"id": "modal", "view": "sheet", "presentedBy": "vc"}]"#)
    #expect(try beganChain(scene) == [
      "touchesBegan sheet [t1]", "touchesBegan modal [t1]", "touchesBegan vc [t1]", "touchesBegan window [t1]",
      "touchesBegan application [t1]", "touchesBegan appDelegate [t1]", "dropped touchesBegan [t1]",
    ])
  }

  @Test("CHN-006: a child view controller passes messages to its view's superview")
  func chn006() throws {
    let scene = controllerScene.replacingOccurrences(
      of: #"[{"id": "vc", "view": "root"}]"#, with: #"[{"id": "vc", "view": "root"}, {"id": "child", "view": "container", "parent": "vc"}]"#)
    #expect(try beganChain(scene)[0...3] == [
      "touchesBegan textField [t1]", "touchesBegan container [t1]", "touchesBegan child [t1]", "touchesBegan root [t1]",
    ])
  }

  @Test("CHN-007: the application passes messages to the app delegate only when it is a plain responder")
  func chn007() throws {
    #expect(try beganChain(controllerScene).suffix(3) == ["touchesBegan application [t1]", "touchesBegan appDelegate [t1]", "dropped touchesBegan [t1]"])
    for kind in ["object", "view", "viewController", "application"] {
      let scene = controllerScene.replacingOccurrences(of: #""class": "responder""#, with: #""class": "\#(kind)""#)
      #expect(try beganChain(scene).suffix(2) == ["touchesBegan application [t1]", "dropped touchesBegan [t1]"])
    }
  }

  @Test("CHN-008: a message forwarded by the last responder is dropped, and the drop is traced")
  func chn008() throws {
    #expect(try beganChain(controllerScene).last == "dropped touchesBegan [t1]")
    let handled = controllerScene.replacingOccurrences(of: #""class": "responder"}"#, with: #""class": "responder", "touches": "handle"}"#)
    #expect(try beganChain(handled).last == "touchesBegan appDelegate [t1]")
  }
}
