import Testing
import TouchCheck
import TouchModel
import Reporting

@Suite("touchcheck show: the text of a case (issue 11, item 6)")
struct CaseShowTests {
  @Test("A rotated view's tree line gives its transform and where it lands on screen; the timeline gives each touch's view and point")
  func rotatedView() throws {
    let text = try ShowSupport.text("hit-testing/view-rotated-a-quarter-turn-is-hit-where-it-is-drawn.json")
    #expect(text.contains("windows, back to front: window\n"))
    #expect(text.contains("\n      bar (view) frame [60 340 200 50], transform [0 1 -1 0 0 0], on screen [135 265 50 200], alpha 1, visible, interactive, multipleTouch off, exclusiveTouch off\n"))
    #expect(text.contains("@0 t=0s    t1 began at (160, 280) → bar (15, 25)\n"))
    #expect(text.contains("@2 t=1s    t2 began at (100, 365) → root (100, 365)\n"))
    #expect(text.contains("oracle trace (hitTest):\n  @0 hitTest t1 bar   ← DEL-001\n  @2 hitTest t2 root   ← DEL-001\n"))
    #expect(text.contains("the file's expected trace: the same as the oracle's\n"))
  }

  @Test("A hidden view is marked with its reason and its subviews with it; a bounds origin moves the subviews on screen")
  func skippedViews() throws {
    let text = try ShowSupport.text("hit-testing/hidden-view-and-its-subviews-are-skipped-but-its-visible-twin-is-hit.json")
    #expect(text.contains("cover (view) frame [20 20 280 200], alpha 1, hidden, interactive, multipleTouch off, exclusiveTouch off — skipped by hit testing: hidden\n"))
    #expect(text.contains("coverButton (view) frame [20 20 100 44], on screen [40 40 100 44], alpha 1, visible, interactive, multipleTouch off, exclusiveTouch off — skipped by hit testing with cover\n"))
    let scrolled = try ShowSupport.text("hit-testing/scrolled-container-hits-the-subview-at-the-converted-point.json")
    #expect(scrolled.contains("container (view) frame [0 100 320 200], bounds origin (0, 100),"))
    #expect(scrolled.contains("t1 began at (160, 150) → row1 (160, 50)\n"))
  }

  @Test("Recognizers show their kind, settings and delegate answers; controls their state and targets")
  func recognizersAndControls() throws {
    let text = try ShowSupport.text("ios6-rule/seed004-button-under-a-tap-on-its-parent-refuses-the-single-tap-and-sends-its-action.json")
    #expect(text.contains("⟡ tap: tap (taps 1, touches 1), enabled; cancelsTouchesInView on, delaysTouchesBegan off, delaysTouchesEnded on; delegate: shouldBegin yes, shouldReceive yes\n"))
    #expect(text.contains("⊡ control enabled, target vc.clickControl: on touchUpInside\n"))
    #expect(text.contains("controller vc: view root\n"))
  }

  @Test("A refused finger names its view and why, on every frame of its life; frames with several fingers align")
  func refusedFinger() throws {
    let text = try ShowSupport.text("multi-touch/second-finger-on-a-single-touch-view-is-refused-and-reaches-no-responder.json")
    #expect(text.contains("@1 t=0.1s  t2 began at (200, 200) → pad (140, 140), refused: multipleTouch\n"))
    #expect(text.contains("@2 t=0.2s  t1 moved at (110, 110) → pad (50, 50)\n           t2 moved at (210, 210) → pad (150, 150), refused: multipleTouch\n"))
  }

  @Test("An archived counterexample shows its engine and its trace against the oracle's")
  func archivedCounterexample() throws {
    var file = try ShowSupport.documented("hit-testing/alpha-exactly-0.01-is-hittable.json")
    file.extra = [JSONMember("found", .object([
      JSONMember("engine", .string("alpha-at-most-0.01")), JSONMember("signature", .string("HIT-004 hitTest:otherView")),
      JSONMember("observed", .array([.string("@0 hitTest t1 nowhere")])),
    ]))]
    let text = CaseShow.render(file, run: ShowSupport.run(file.touchCase), path: "found.json")
    #expect(text.contains("found: engine alpha-at-most-0.01, signature HIT-004 hitTest:otherView\n"))
    #expect(text.contains("alpha-at-most-0.01's archived trace against the oracle's:\n"))
    #expect(text.contains("+ [0] @0 hitTest t1 nowhere\n"))
  }
}
