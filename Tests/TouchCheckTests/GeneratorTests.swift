import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import TouchModel
import CaseGeneration

@Suite("Case generator")
struct GeneratorTests {
  static let capabilitySets: [(String, Capabilities)] = [
    ("hit testing", [.hitTesting, .hitAreas, .transforms]), ("foundation", .foundation), ("everything", .all),
    ("one finger, no application", Capabilities.all.subtracting([.severalFingers, .application])),
    ("several fingers, no multiple touch", Capabilities.foundation.subtracting(.multipleTouch)),
  ]

  /// The cases generated for each capability set: 500 in the fast tier, 1,500 (as before the tiers) in the long one
  /// (`TestTier`). Five hundred cases still ramp through every size up to the largest, as a campaign's do, so each set's
  /// cases hold the scene and stream features the checks below forbid or require many times over; the validity of
  /// generated cases is also checked on thousands of cases per capability subset by `GeneratedCasesValidateTests`.
  static let validCases = TestTier.pick(fast: 500, long: 1_500)

  @Test("Generated cases are valid, stay inside the engine's capabilities and read back from their files unchanged", .heavy, arguments: 0..<5)
  func validAndInside(_ which: Int) throws {
    let (name, capabilities) = Self.capabilitySets[which]
    let generator = CaseGenerator(capabilities: capabilities)
    for i in 0..<Self.validCases {
      var source = ChoiceSource(seed: CaseSchedule.caseSeed(run: 7, index: i), size: CaseSchedule.size(forCase: i, of: Self.validCases, maxSize: 100))
      let c = generator.generate(&source)
      do { try c.validate() } catch { Issue.record("\(name) case \(i) is invalid: \(error)") }
      // A case is its file: written and read back it is the same case (fingers in the same order, so the same trace).
      let back = try CaseFile.decode(text: CaseFile(touchCase: c).text()).touchCase
      #expect(back == c, "\(name) case \(i) changes when written to its file and read back")
      if !capabilities.contains(.controls) { #expect(!c.scene.views.contains { $0.kind.isControl }) }
      if capabilities.intersection(.recognizerKinds).isEmpty { #expect(c.scene.recognizers.isEmpty) }
      if !capabilities.contains(.viewControllers) { #expect(c.scene.viewControllers.isEmpty) }
      if !capabilities.contains(.severalWindows) { #expect(c.scene.windows.count == 1) }
      if !capabilities.contains(.application) { #expect(c.scene.appDelegate == nil && c.scene.application == .forwardAll) }
      if capabilities.contains(.severalFingers), !capabilities.contains(.multipleTouch) { #expect(c.scene.views.allSatisfy { $0.isMultipleTouchEnabled }) }
      if !capabilities.contains(.delivery) {
        for item in c.stream.items {
          guard case .touches(let samples) = item.kind else { Issue.record("hit-test streams hold only touches"); continue }
          #expect(samples.allSatisfy { $0.phase == .began || $0.phase == .ended })
        }
      }
    }
  }

  @Test("The same seed gives the same case; another seed another case")
  func deterministic() {
    let generator = CaseGenerator(capabilities: .all)
    func make(_ seed: UInt64) -> TouchCase {
      var source = ChoiceSource(seed: seed, size: 80)
      return generator.generate(&source)
    }
    #expect(make(42) == make(42))
    #expect(make(42) != make(43))
  }

  @Test("Replaying a case's recorded choices regenerates it exactly")
  func replay() {
    let generator = CaseGenerator(capabilities: .all)
    for seed in UInt64(1)...50 {
      var source = ChoiceSource(seed: seed, size: 60)
      let original = generator.generate(&source)
      var again = ChoiceSource(replaying: source.recorded, size: 60)
      #expect(generator.generate(&again) == original)
    }
  }

  @Test("Without several fingers, a hit-test stream lifts each finger where it is before the next one lands")
  func fingersLiftInTurn() throws {
    let generator = CaseGenerator(capabilities: .hitTesting)
    let c = try #require((UInt64(1)...200).lazy.map { seed -> TouchCase in
      var source = ChoiceSource(seed: seed, size: 80)
      return generator.generate(&source)
    }.first { $0.stream.touchNames.count >= 2 })
    let phases = c.stream.items.map { item -> [TouchPhase] in
      guard case .touches(let samples) = item.kind else { return [] }
      return samples.map(\.phase)
    }
    #expect(Array(phases.prefix(3)) == [[.began], [.ended], [.began]])
    guard case .touches(let down) = c.stream.items[0].kind, case .touches(let up) = c.stream.items[1].kind else { return }
    #expect(up[0].touch == down[0].touch && up[0].location == down[0].location)
  }

  @Test("The simplest choices give the simplest case: one window, one touch at the origin")
  func simplest() {
    var source = ChoiceSource(replaying: ChoiceSequence([]), size: 0)
    let c = CaseGenerator(capabilities: .all).generate(&source)
    #expect(c.scene.views.count == 1 && c.scene.recognizers.isEmpty)
    #expect(c.stream.items == [StreamItem(time: 0, kind: .touches([TouchSample(touch: 0, phase: .began, location: .zero)]))])
  }
}
