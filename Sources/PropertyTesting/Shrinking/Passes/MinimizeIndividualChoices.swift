extension ShrinkPass {
  /// Lowers each choice on its own: tries 0, then one less, then binary-searches between.
  package static let minimizeIndividualChoices = ShrinkPass(name: "minimizeIndividualChoices") { context in
    var index = 0
    while index < context.best.count && !context.stoppedEarly {
      let position = index
      context.lower(from: context.best[position]) { best, value in
        position < best.count ? best.setting(position, to: value) : nil
      }
      index += 1
    }
  }
}
