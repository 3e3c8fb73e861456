import Testing
import TouchModel

@Suite("Profile validation")
struct ProfileValidationTests {
  @Test("Every constant of Profile.doubles out of range (negative, infinite, NaN) is named; alpha above 1 too")
  func everyConstant() {
    #expect(throws: Never.self) { try Profile.default.validate() }
    for (name, keyPath) in Profile.doubles {
      var bad: [(Double, String)] = [(-1, "must not be negative"), (.infinity, "must be finite, found inf"), (-.infinity, "must be finite, found -inf")]
      if name == "alphaThreshold" { bad = [(-1, "-1 is outside 0…1"), (1.5, "1.5 is outside 0…1"), (.infinity, "must be finite, found inf")] }
      for (value, problem) in bad {
        var p = Profile.default
        p[keyPath: keyPath] = value
        #expect(throws: CaseError("profile.\(name)", problem)) { try p.validate() }
      }
      var nan = Profile.default
      nan[keyPath: keyPath] = .nan
      #expect(throws: CaseError("profile.\(name)", "must be finite, found nan")) { try nan.validate() }
    }
  }

  @Test("The extremes a profile may hold are valid: 0, the smallest subnormal, the largest double (alpha up to 1)")
  func extremes() {
    for value in [0, .leastNonzeroMagnitude, 1, .greatestFiniteMagnitude] as [Double] {
      var p = Profile.default
      for (name, keyPath) in Profile.doubles { p[keyPath: keyPath] = name == "alphaThreshold" ? min(value, 1) : value }
      #expect(throws: Never.self) { try p.validate() }
    }
  }

  @Test("A case validates its profile; a case file and --profile refuse the same values with the same names")
  func throughCasesAndFiles() {
    var touchCase = TouchCase(scene: Scene(), stream: TouchStream())
    touchCase.profile.swipeMaximumDuration = -0.5
    #expect(throws: CaseError("profile.swipeMaximumDuration", "must not be negative")) { try touchCase.validate() }
    func apply(_ assignment: String) throws(CaseError) {
      var p = Profile.default
      try p.apply(assignment: assignment)
    }
    #expect(throws: CaseError("--profile.alphaThreshold", "2 is outside 0…1")) { try apply("alphaThreshold=2") }
    #expect(throws: CaseError("--profile.tapMaximumDuration", "must be finite, found inf")) { try apply("tapMaximumDuration=inf") }
    #expect(throws: CaseError("--profile.multiTapSlop", "must be finite, found nan")) { try apply("multiTapSlop=nan") }
    var p = Profile.default
    #expect(throws: CaseError("profile.controlDragMargin", "must not be negative")) {
      try p.apply(.object([JSONMember("controlDragMargin", .number(-1))]))
    }
  }
}
