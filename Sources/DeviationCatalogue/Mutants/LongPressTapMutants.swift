import TouchModel
import UIKitOracle

// Mistakes in the taps a long press takes before its press (GES-008, numberOfTapsRequired).

/// GES-008: a long press reads no taps required: its press starts at the first touch-down.
enum LongPressTapsIgnored {
  /// The case as the engine reads it: every long press takes no tap before its press.
  static func misread(_ c: TouchCase) -> TouchCase {
    c.changingRecognizers { g in
      if case .longPress(let duration, let movement, let fingers, _) = g.kind { g.kind = .longPress(duration: duration, movement: movement, touches: fingers, taps: 0) }
    }
  }
}

extension OracleRules {
  /// GES-008: after a tap before the press, the next finger may land however late: the gap never runs out.
  func longPressTapGapUnbounded(_ g: Int) -> Double { .infinity }
}
