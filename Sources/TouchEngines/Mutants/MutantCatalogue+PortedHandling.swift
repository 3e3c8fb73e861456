import TouchModel
import UIKitOracle

extension Mutant {
  /// Ported mistakes in hit testing, the responder chain, delivery, multi-touch, events, controls and scroll views.
  static let portedHandling: [Mutant] = []
}
