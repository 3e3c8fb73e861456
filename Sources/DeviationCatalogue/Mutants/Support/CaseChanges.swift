import TouchModel

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
