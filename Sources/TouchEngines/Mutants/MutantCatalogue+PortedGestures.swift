import TouchModel
import UIKitOracle

extension Mutant {
  /// Ported mistakes in gesture recognizers: states, thresholds, conflicts and their interplay with views.
  static let portedGestures: [Mutant] = []
}
