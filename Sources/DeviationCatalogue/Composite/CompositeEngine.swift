import TouchModel
import UIKitOracle

extension BuiltInEngines {
  /// The mutants whose deviations the composite engine carries, in the oracle's order of the steps they replace.
  package static let compositeParts = [
    "alpha-at-most-0.01", "max-edge-inclusive", "hidden-still-hit", "image-views-interactive", "circle-edge-excluded",
    "view-controller-skipped", "ended-before-began", "exclusive-touch-ignored", "cancels-touches-ignored",
    "no-recognizer-exclusivity", "no-drag-enter-exit",
  ]

  /// The composite engine: eleven shipped deviations at once, claiming everything, as real reimplementations have; it
  /// is how TouchCheck checks that one campaign reports every deviation under its own signature, and that a
  /// known-divergences file naming the frequent ones does not hide the rest.
  package static let composite = ReferenceOracle(
    name: "composite", summary: "eleven independent deviations at once (\(compositeParts.joined(separator: ", ")))",
    capabilities: .all, rules: Deviations.rules(compositeParts.compactMap(Deviation.named)))
}
