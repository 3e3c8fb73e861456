import TouchModel
import UIKitOracle

extension Deviation {
  /// The mistakes real open-source reimplementations of UIKit's touch handling make, read in their code (each names
  /// its project): the catalogue of causes beyond the self-check's one mutant per rule.
  package static let ported: [Deviation] = portedHandling + portedGestures

  /// Every deviation diagnosis knows: the self-check's mutants, then the ported mistakes.
  package static let catalogue: [Deviation] = mutants + ported
}
