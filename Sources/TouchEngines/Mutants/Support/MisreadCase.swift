import TouchModel
import UIKitOracle

/// The literal rules run on the case as a port misreads it: the bug is in how the engine reads a property, every
/// step after that is the oracle's own.
///
/// The rules keep their own state, built from the misread case with the same indices, so the trace names the same
/// views, recognizers and touches as the case itself.
final class MisreadCase: OracleRules {
  let state: OracleState

  /// Runs the rules of one run on `misread(case)` instead of the case.
  init(state original: OracleState, _ misread: (TouchCase) -> TouchCase) {
    state = OracleState(misread(original.touchCase), recording: original.categories, explaining: original.explains)
  }
}

extension TouchCase {
  /// The case with every recognizer changed by `change`.
  func changingRecognizers(_ change: (inout Recognizer) -> Void) -> TouchCase {
    var copy = self
    for g in copy.scene.recognizers.indices { change(&copy.scene.recognizers[g]) }
    return copy
  }

  /// The case with every view changed by `change`.
  func changingViews(_ change: (inout View) -> Void) -> TouchCase {
    var copy = self
    for v in copy.scene.views.indices { change(&copy.scene.views[v]) }
    return copy
  }
}
