import TestSupport
import Testing
import TouchCheck
@testable import TouchEngines
import TouchModel
import UIKitOracle

/// The literal rules rebuilt from the mutants' ported steps, with no bug: it must never part from the oracle.
final class PortedLiteral: OracleRules {
  let state: OracleState
  init(state: OracleState) { self.state = state }
  func deliver(_ message: TouchMessage, _ touches: [Int], to start: ResponderRef) {
    portedDeliver(message, touches, to: start)
  }
  func cancelAllTouches() { portedCancelAllTouches(.none) }
  func pointInside(_ view: Int, _ point: Point) -> Bool { portedPointInside(view, point) }
  func controlRefuses(_ control: Int, recognizer g: Int) -> Bool { portedControlRefuses(control, recognizer: g) }
}

@Suite("The mutants' ported steps")
struct PortedStepsTests {
  @Test("Delivery, controls, system cancellation, hit areas and control refusals ported without a bug equal the oracle's", .heavy)
  func portedStepsAreLiteral() {
    let engine = ReferenceOracle(name: "ported", summary: "the oracle through the mutants' ported steps") { PortedLiteral(state: $0) }
    var configuration = Campaign.Configuration(seed: 5, cases: 1_500, jobs: 2)
    configuration.profilePerCase = true
    let report = Campaign(oracle: ReferenceOracle(), engine: engine, configuration: configuration).run()
    #expect(report.divergences.isEmpty, "\(report.divergences.map(\.signature))")
  }
}
