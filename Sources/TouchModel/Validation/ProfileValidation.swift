extension Profile {
  /// Checks every constant as a case file's `profile` must hold it: finite, not negative, alpha within 0…1.
  ///
  /// `Profile.apply` reads only finite numbers and checks the rest here, so a profile built in Swift (an engine's
  /// declared one, or one a generator changed) is held to the same rules as one read from a file. Errors name the
  /// field under `path`, as `profile.alphaThreshold`.
  public func validate(path: String = "profile") throws(CaseError) {
    if constantsAreValid { return }
    func field(_ name: String) -> String { path.isEmpty ? name : path + "." + name }
    for (name, keyPath) in Profile.doubles {
      let value = self[keyPath: keyPath]
      if !value.isFinite { throw CaseError(field(name), "must be finite, found \(number(value))") }
      if name == "alphaThreshold", value < 0 || value > 1 { throw CaseError(field(name), "\(number(value)) is outside 0…1") }
      if value < 0 { throw CaseError(field(name), "must not be negative") }
    }
  }

  /// Whether every constant is finite and not negative, and alpha at most 1: each field read directly, without the
  /// key paths of `Profile.doubles` (validation runs on every generated case). It must name every constant that
  /// `Profile.doubles` lists; a test sets each of them out of range and expects `validate` to name it.
  private var constantsAreValid: Bool {
    func ok(_ x: Double) -> Bool { x >= 0 && x <= .greatestFiniteMagnitude }
    return ok(alphaThreshold) && alphaThreshold <= 1 && ok(tapMovementTolerance) && ok(tapMaximumDuration) && ok(multiTapInterval)
      && ok(multiTapSlop) && ok(panMinimumDistance) && ok(swipeMinimumDistance) && ok(swipeMaximumDuration)
      && ok(swipeMaximumDeviation) && ok(pinchMinimumScaleChange) && ok(rotationMinimumAngle) && ok(controlDragMargin)
      && ok(maximumSimultaneousTouches) && ok(scrollDelayDuration) && ok(scrollStartDistance)
  }
}
