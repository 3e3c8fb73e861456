import TestSupport
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

/// An engine that stores alpha as a 32-bit float whatever the case says, as CALayer.opacity does.
struct FloatAlphaEngine: TouchEngine {
  var name = "float-alpha"
  var summary = "stores alpha as a Float"
  var capabilities: Capabilities = [.hitTesting]

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    var own = touchCase
    own.profile.alphaStoredAsFloat = true
    return ReferenceOracle().run(own, recording: categories)
  }
}

/// The same engine, declaring its decision in its profile.
struct DeclaredFloatAlphaEngine: ProfiledTouchEngine {
  var name = "declared-float-alpha"
  var summary = "stores alpha as a Float, and says so"
  var capabilities: Capabilities = [.hitTesting]
  var profile: Profile {
    var p = Profile.default
    p.alphaStoredAsFloat = true
    return p
  }

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun { FloatAlphaEngine().run(touchCase, recording: categories) }
}

@Suite("Engines that declare their profile")
struct DeclaredProfileTests {
  @Test("An undeclared Float alpha diverges; declared in the engine's profile, generation and comparison follow it", .heavy)
  func declared() {
    let undeclared = Campaign(oracle: ReferenceOracle(), engine: FloatAlphaEngine(), configuration: .init(seed: 1, cases: 2_000)).run()
    #expect(!undeclared.passed)
    let declared = Campaign(oracle: ReferenceOracle(), engine: DeclaredFloatAlphaEngine(), configuration: .init(seed: 1, cases: 2_000)).run()
    #expect(declared.passed, "\(declared.divergences.map(\.signature))")
  }
}
