import TestSupport
import Testing
import TouchCheck
import TouchModel
import UIKitOracle

/// An engine whose responder chain ends at the window: it has no application object.
func chainEndsAtWindow(_ state: OracleState) -> OracleRules {
  var steps = Steps()
  steps.nextResponder = { rules, responder in
    if case .view(let v) = responder, rules.state.scene.views[v].kind == .window { return nil }
    return rules.literalNextResponder(responder)
  }
  return OracleRules(state: state, steps: steps)
}

@Suite("Comparison without the application")
struct ApplicationComparisonTests {
  static func engine(claiming capabilities: Capabilities) -> ReferenceOracle {
    ReferenceOracle(name: "no-application", summary: "the chain ends at the window", capabilities: capabilities) { chainEndsAtWindow($0) }
  }

  @Test("An engine without an application object conforms when it does not claim one", .heavy)
  func withoutTheClaim() {
    let engine = Self.engine(claiming: Capabilities.all.subtracting(.application))
    var configuration = Campaign.Configuration(seed: 5, cases: 600)
    configuration.stopOnFirst = true
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
    #expect(report.counterexample == nil)
  }

  @Test("The same engine claiming the application is caught")
  func withTheClaim() {
    var configuration = Campaign.Configuration(seed: 5, cases: 600)
    configuration.stopOnFirst = true
    let report = Campaign(oracle: ReferenceOracle(), engine: Self.engine(claiming: .all), configuration: configuration).run()
    #expect(report.counterexample != nil)
  }

  @Test("Messages that reach the application or the app delegate are reported only with the application")
  func reports() {
    let toApplication = TraceEvent(frame: 0, .touches(.began, .application, [0]))
    let toDelegate = TraceEvent(frame: 0, .event(.motion, .appDelegate))
    let toView = TraceEvent(frame: 0, .touches(.began, .view(0), [0]))
    let withoutIt = Capabilities.foundation.subtracting(.application)
    #expect(!withoutIt.reports(toApplication) && !withoutIt.reports(toDelegate) && withoutIt.reports(toView))
    #expect(Capabilities.foundation.reports(toApplication) && Capabilities.foundation.reports(toDelegate))
    #expect(!Capabilities.hitTesting.reports(toView))
    let run = EngineRun(trace: [toView, toApplication], ruleNames: ["DEL-005", "CHN-003"], provenanceIndices: [0, 1])
    #expect(run.projected(onto: withoutIt).trace == [toView] && run.projected(onto: withoutIt).provenance == ["DEL-005"])
  }
}
