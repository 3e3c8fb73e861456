import PropertyTesting
import Testing
import TouchCheck
import TouchModel
import UIKitOracle
import CaseGeneration

@Suite("Scroll views in generated cases")
struct ScrollGenerationTests {
  /// The oracle's fired rules over the cases of a seed for an engine with these capabilities.
  static func coverage(_ capabilities: Capabilities, cases: Int) -> (fired: Set<String>, scenes: [Scene]) {
    let generator = CaseGenerator(capabilities: capabilities)
    var fired: Set<String> = []
    var scenes: [Scene] = []
    for i in 0..<cases {
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: 5, index: i), size: CaseSchedule.size(forCase: i, of: cases, maxSize: 100))
      let c = generator.generate(&source)
      fired.formUnion(ReferenceOracle().run(c, recording: .standard).firedRules)
      scenes.append(c.scene)
    }
    return (fired, scenes)
  }

  @Test("Claiming scroll views with controls, fingers and recognizers, generated cases make every scroll rule fire")
  func everyRuleFires() {
    let claimed: Capabilities = Capabilities([.hitTesting, .delivery, .transforms, .controls, .severalFingers, .scrollViews]).union(.recognizerKinds)
    let (fired, scenes) = Self.coverage(claimed, cases: 400)
    let missing = RuleID.allCases.map(\.id).filter { $0.hasPrefix("SCR-") && !fired.contains($0) }
    #expect(missing.isEmpty, "never fired: \(missing.joined(separator: ", "))")
    let nested = scenes.contains { scene in
      let parents = scene.superviews()
      return scene.views.indices.contains { v in scene.views[v].kind == .scrollView && parents[v].map { scene.views[$0].kind == .scrollView } == true }
    }
    #expect(nested, "no nested scroll views")
  }

  @Test("Without the claim no scroll view is generated; claiming it alone with hit testing, scroll views still appear")
  func claim() {
    #expect(!Self.coverage(Capabilities.all.subtracting(.scrollViews), cases: 200).scenes.contains { $0.views.contains { $0.kind == .scrollView } })
    #expect(Self.coverage([.hitTesting, .scrollViews], cases: 200).scenes.contains { $0.views.contains { $0.kind == .scrollView } })
  }
}
