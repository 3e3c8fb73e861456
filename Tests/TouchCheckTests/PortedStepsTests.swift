import TestSupport
import Testing
import TouchCheck
@testable import TouchEngines
import TouchModel
import UIKitOracle

/// The literal rules rebuilt from the mutants' ported steps, with no bug: it must never part from the oracle.
func portedLiteral(_ state: OracleState) -> OracleRules {
  var steps = Steps()
  steps.deliver = { $0.portedDeliver($1, $2, to: $3) }
  steps.cancelAllTouches = { $0.portedCancelAllTouches(.none) }
  steps.pointInside = { $0.portedPointInside($1, $2) }
  steps.controlRefuses = { $0.portedControlRefuses($1, recognizer: $2) }
  return OracleRules(state: state, steps: steps)
}

@Suite("The mutants' ported steps")
struct PortedStepsTests {
  @Test("Delivery, controls, system cancellation, hit areas and control refusals ported without a bug equal the oracle's", .heavy)
  func portedStepsAreLiteral() {
    let engine = ReferenceOracle(name: "ported", summary: "the oracle through the mutants' ported steps") { portedLiteral($0) }
    var configuration = Campaign.Configuration(seed: 5, cases: 1_500, jobs: 2)
    configuration.profilePerCase = true
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
    #expect(report.divergences.isEmpty, "\(report.divergences.map(\.signature))")
  }
}
