import Testing
import TouchModel
import UIKitOracle

@Suite("Recording why")
struct DecisionRecordingTests {
  /// The oracle's explained run of a case.
  func explained(_ file: CaseFile, _ categories: TraceCategories = .standard) -> EngineRun {
    ReferenceOracle().explainedRun(file.touchCase, recording: categories)
  }

  /// The rule that decided the target or outcome of the event with this canonical line.
  func decided(_ line: String, in file: CaseFile, _ categories: TraceCategories = .standard) throws -> String? {
    let run = explained(file, categories)
    let index = try #require(TraceText(file.touchCase).lines(run.trace).firstIndex(of: line), "no line \(line)")
    return run.decidingRules[index]
  }

  /// The rule that made the event with this canonical line happen.
  func caused(_ line: String, in file: CaseFile) throws -> String? {
    let run = explained(file)
    let index = try #require(TraceText(file.touchCase).lines(run.trace).firstIndex(of: line), "no line \(line)")
    return run.causingRules[index]
  }

  /// The explanation of the first hit test, with rule names.
  func hitTest(_ file: CaseFile) throws -> (visits: [String], readings: [String]) {
    let run = explained(file, .hitTest)
    let explanation = try #require(run.hitExplanations.first)
    let names = file.touchCase.scene.views.map(\.id)
    let visits = explanation.visits.map { v in
      "\(names[v.view]) \(v.fate) \(run.ruleName(v.ruleIndex) ?? "?")" + (v.isCloseCall ? " close \(run.ruleName(v.closeCallIndex) ?? "?")" : "")
    }
    let readings = explanation.alternatives.map { "\(run.ruleName($0.ruleIndex) ?? "?") → \($0.result.map { names[$0] } ?? "none")" }
    return (visits, readings)
  }

  @Test("HIT-004: alpha exactly 0.01 is hit at a boundary; reading it as skipped returns the window")
  func alphaAtTheThreshold() throws {
    let file = try Fixture.make(scene: Fixture.window(["box"], views: #"{"id": "box", "frame": [20, 20, 100, 100], "alpha": 0.01}"#), stream: Fixture.tap(50, 50))
    let explanation = try hitTest(file)
    #expect(explanation.visits == ["window inside HIT-009", "box inside HIT-009 close HIT-004"])
    #expect(explanation.readings.contains("HIT-004 → window"))
  }

  @Test("HIT-010: a point on a max edge is outside at a boundary; reading the edge as inside returns the view")
  func pointOnTheMaxEdge() throws {
    let file = try Fixture.make(scene: Fixture.window(["box"], views: #"{"id": "box", "frame": [20, 20, 100, 100]}"#), stream: Fixture.tap(120, 50))
    let explanation = try hitTest(file)
    #expect(explanation.visits == ["window inside HIT-009", "box outside HIT-010 close HIT-010"])
    #expect(explanation.readings.first == "HIT-010 → box")
  }

  @Test("CHN-001…007 decide where a forwarded message goes; DEL-003 and DEL-002 where it starts")
  func chainSteps() throws {
    let scene = #"""
      {"windows": ["window"], "appDelegate": {"class": "object"}, "viewControllers": [{"id": "vc", "view": "root"}],
       "views": [{"id": "window", "kind": "window", "frame": [0, 0, 320, 480], "rootViewController": "vc", "subviews": ["root"]},
                 {"id": "root", "frame": [0, 0, 320, 480]}]}
      """#
    let file = try Fixture.make(scene: scene, stream: Fixture.tap(100, 100))
    #expect(try decided("@0 touchesBegan root [t1]", in: file) == "DEL-003")
    #expect(try decided("@0 touchesBegan vc [t1]", in: file) == "CHN-001")
    #expect(try decided("@0 touchesBegan window [t1]", in: file) == "CHN-004")
    #expect(try decided("@0 touchesBegan application [t1]", in: file) == "CHN-003")
    #expect(try decided("@0 dropped touchesBegan [t1]", in: file) == "CHN-007")
    #expect(try decided("@1 touchesEnded root [t1]", in: file) == "DEL-002")
    // The default touchesBegan forwards (DEL-005); the drop itself is CHN-008's.
    #expect(try caused("@0 touchesBegan vc [t1]", in: file) == "DEL-005")
    #expect(try caused("@0 dropped touchesBegan [t1]", in: file) == "CHN-008")
  }

  @Test("MTC-001 decides a refusal; GRC-001 a blocked recognizer's failure; IOS-001 a control's refusal; IOS-005 a recognition it let through")
  func refusalsAndTransitions() throws {
    let box = Fixture.window(["box"], views: #"{"id": "box", "frame": [0, 0, 100, 100], "touches": "handle"}"#)
    let twoOnBox = Fixture.frames("0 t1 began 10 10; 0.1 t2 began 50 50; 0.2 t1 ended 10 10, t2 ended 50 50")
    #expect(try decided("@1 refused t2 box multipleTouch", in: try Fixture.make(scene: box, stream: twoOnBox)) == "MTC-001")

    let nested = #"{"id": "view", "frame": [50, 50, 200, 200], "subviews": ["inner"]}, {"id": "inner", "frame": [0, 0, 150, 150]}"#
    let pans = Fixture.gestureScene(recognizers: #"{"id": "outer", "view": "view", "kind": "pan"}, {"id": "innerPan", "view": "inner", "kind": "pan"}"#, views: nested)
    let drag = try Fixture.make(scene: pans, stream: Fixture.frames("0 t1 began 100 100; 0.1 t1 moved 120 100; 0.2 t1 ended 120 100"))
    #expect(try decided("@1 state innerPan began", in: drag) == "GES-010")
    #expect(try decided("@1 state outer failed", in: drag) == "GRC-001")

    func control(_ kind: String) -> String {
      let views = #"{"id": "parent", "frame": [0, 0, 320, 480], "subviews": ["control"]}, {"id": "control", "kind": "\#(kind)", "frame": [50, 100, 200, 40]}"#
      return Fixture.window(["parent"], views: views, extra: #""recognizers": [{"id": "tap", "view": "parent", "kind": "tap"}], "#)
    }
    let click = Fixture.frames("0 t1 began 100 120; 0.1 t1 ended 100 120")
    #expect(try decided("@1 state tap failed", in: try Fixture.make(scene: control("button"), stream: click)) == "IOS-001")
    #expect(try decided("@1 state tap ended", in: try Fixture.make(scene: control("customControl"), stream: click)) == "IOS-005")
  }

  @Test("GRD-003 and DEL-004 record what they hold back from the view")
  func omissions() throws {
    let scene = Fixture.gestureScene(recognizers: #"{"id": "tap", "view": "view", "kind": "tap", "delaysTouchesBegan": true}"#)
    let run = explained(try Fixture.make(scene: scene, stream: Fixture.frames("0 t1 began 100 100; 0.1 t1 ended 100 100")))
    #expect(run.omissions.contains { $0.frame == 0 && $0.touch == 0 && run.ruleName($0.ruleIndex) == "GRD-003" && $0.categories == .touches })

    let multi = Fixture.window(["box"], views: #"{"id": "box", "frame": [0, 0, 200, 200], "multipleTouch": true}"#)
    let stream = Fixture.frames("0 t1 began 10 10, t2 began 50 50; 0.1 t1 moved 20 10, t2 stationary 50 50; 0.2 t1 ended 20 10, t2 ended 50 50")
    let still = explained(try Fixture.make(scene: multi, stream: stream))
    #expect(still.omissions.contains { $0.frame == 1 && $0.touch == 1 && still.ruleName($0.ruleIndex) == "DEL-004" })
  }

  @Test("A plain run (the oracle's or a mutant's) records no explanations; recording why leaves the trace and the fired rules alone")
  func recordingLeavesTracesAlone() throws {
    let file = try Fixture.make(scene: Fixture.window(["box"], views: #"{"id": "box", "frame": [20, 20, 100, 100], "alpha": 0.01}"#), stream: Fixture.tap(50, 50))
    let copy = ReferenceOracle(name: "copy", summary: "the oracle's rules as a mutant") { OracleRules(state: $0) }
    let plain = copy.run(file.touchCase, recording: .all)
    #expect(plain.decidingIndices.isEmpty && plain.orderingIndices.isEmpty && plain.omissions.isEmpty && plain.hitExplanations.isEmpty)
    let why = copy.explainedRun(file.touchCase, recording: .all)
    #expect(why.trace == plain.trace && why.provenanceIndices == plain.provenanceIndices && why.firedIndices == plain.firedIndices)
    #expect(why.decidingIndices.count == why.trace.count && why.orderingIndices.count == why.trace.count)
    #expect(ReferenceOracle().run(file.touchCase, recording: .all) == plain)
    #expect(ReferenceOracle().explainedRun(file.touchCase, recording: .all) == why)
  }
}
