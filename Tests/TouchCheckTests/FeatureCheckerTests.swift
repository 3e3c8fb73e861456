import Testing
import TouchCheck
import TouchModel
import CaseGeneration

@Suite("Feature checker")
struct FeatureCheckerTests {
  /// The features of a one-window case with these extra views, recognizers and stream items.
  func features(window: String = "", views: String = "", recognizers: String = "", scene: String = "", stream: String) throws -> Capabilities {
    let subviews = views.isEmpty ? "" : #", "subviews": ["a"]"#
    let text = """
      {"format": 1, "scene": {"windows": ["w"], \(scene) "views": [{"id": "w", "kind": "window", "frame": [0, 0, 320, 480]\(window)\(subviews)}\(views.isEmpty ? "" : ", " + views)],
       "recognizers": [\(recognizers)]}, "stream": [\(stream)]}
      """
    return FeatureChecker.features(of: try CaseFile.decode(text: text).touchCase)
  }

  static let tap = #"{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [5, 5]}]}, {"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [5, 5]}]}"#
  static let twoDown = #"{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [5, 5]}]}, {"time": 0.1, "touches": [{"id": "t2", "phase": "began", "at": [5, 5]}]}"#

  @Test("A tap on a plain view uses hit testing only")
  func plain() throws {
    #expect(try features(views: #"{"id": "a", "frame": [0, 0, 10, 10]}"#, stream: Self.tap) == .hitTesting)
  }

  @Test("A finger landing while another is down uses several fingers, and multiple touch unless every view enables it")
  func fingers() throws {
    #expect(try features(stream: Self.twoDown) == [.hitTesting, .severalFingers, .multipleTouch])
    let enabled = #"{"id": "a", "frame": [0, 0, 10, 10], "multipleTouch": true}"#
    #expect(try features(window: #", "multipleTouch": true"#, views: enabled, stream: Self.twoDown) == [.hitTesting, .severalFingers])
    let exclusive = #"{"id": "a", "frame": [0, 0, 10, 10], "multipleTouch": true, "exclusiveTouch": true}"#
    #expect(try features(window: #", "multipleTouch": true"#, views: exclusive, stream: Self.twoDown) == [.hitTesting, .severalFingers, .exclusiveTouch])
    #expect(try features(views: exclusive, stream: Self.tap) == .hitTesting)
    let sameFrame = #"{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [5, 5]}]}, {"time": 0.1, "touches": [{"id": "t1", "phase": "ended", "at": [5, 5]}, {"id": "t2", "phase": "began", "at": [5, 5]}]}"#
    #expect(try features(stream: sameFrame).contains(.severalFingers))
    let cancelled = #"{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [5, 5]}]}, {"time": 0.1, "systemCancel": true}, {"time": 0.2, "touches": [{"id": "t2", "phase": "began", "at": [5, 5]}]}"#
    #expect(try features(stream: cancelled) == [.hitTesting, .systemCancel])
  }

  @Test("A default tap recognizer uses its kind and the two flags that are on by default")
  func recognizers() throws {
    #expect(try features(recognizers: #"{"id": "g", "view": "w", "kind": "tap"}"#, stream: Self.tap) == [.hitTesting, .tap, .cancelsTouchesInView, .delaysTouchesEnded])
    let quiet = #"{"id": "g", "view": "w", "kind": "tap", "taps": 2, "cancelsTouchesInView": false, "delaysTouchesEnded": false}"#
    #expect(try features(recognizers: quiet, stream: Self.tap) == [.hitTesting, .tap, .tapCount])
    let pan = #"{"id": "g", "view": "w", "kind": "pan", "minimumTouches": 2, "cancelsTouchesInView": false, "delaysTouchesEnded": false, "shouldReceive": false}"#
    #expect(try features(recognizers: pan, stream: Self.tap) == [.hitTesting, .pan, .touchCount, .delegateShouldReceive])
  }

  @Test("Touch handling needs delivery, event handling events, actions controls, and an app delegate the application")
  func responders() throws {
    #expect(try features(views: #"{"id": "a", "frame": [0, 0, 10, 10], "touches": "handle"}"#, stream: Self.tap) == [.hitTesting, .delivery])
    #expect(try features(views: #"{"id": "a", "frame": [0, 0, 10, 10], "actions": ["tapped:"]}"#, stream: Self.tap) == [.hitTesting, .controls])
    #expect(try features(views: #"{"id": "a", "kind": "button", "frame": [0, 0, 10, 10]}"#, stream: Self.tap) == [.hitTesting, .controls])
    #expect(try features(scene: #""appDelegate": {"class": "object"},"#, stream: Self.tap) == [.hitTesting, .application])
    #expect(try features(scene: #""firstResponder": "w","#, stream: Self.tap) == [.hitTesting, .events])
  }

  @Test("Moves and idle time need delivery; a lift alone does not")
  func stream() throws {
    let moved = #"{"time": 0, "touches": [{"id": "t1", "phase": "began", "at": [5, 5]}]}, {"time": 0.1, "touches": [{"id": "t1", "phase": "moved", "at": [9, 5]}]}, {"time": 0.2, "idle": true}"#
    #expect(try features(stream: moved) == [.hitTesting, .delivery])
    #expect(try features(stream: Self.tap) == .hitTesting)
  }

  @Test("A scroll view uses scroll views, and its content offset transforms")
  func scrollViews() throws {
    #expect(try features(views: #"{"id": "a", "kind": "scrollView", "frame": [0, 0, 10, 10]}"#, stream: Self.tap) == [.hitTesting, .scrollViews])
    let scrolled = #"{"id": "a", "kind": "scrollView", "frame": [0, 0, 10, 10], "boundsOrigin": [0, 5], "delaysContentTouches": false}"#
    #expect(try features(views: scrolled, stream: Self.tap) == [.hitTesting, .transforms, .scrollViews])
  }
}
