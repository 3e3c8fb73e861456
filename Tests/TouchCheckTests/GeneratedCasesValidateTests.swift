import PropertyTesting
import TestSupport
import Testing
import TouchCheck
import TouchModel
import CaseGeneration

/// Every case the generator makes validates, whatever profile an engine declares (issue 18): an invalid one is a bug
/// in TouchCheck, which its campaigns report as such (`CampaignTests`, "a generated case that fails validation…").
@Suite("Generated cases validate under every profile")
struct GeneratedCasesValidateTests {
  /// The values each numeric constant takes at its extremes: nothing, the smallest subnormal, one, large, the largest.
  static let extremes: [Double] = [0, .leastNonzeroMagnitude, 1, 1e6, 1e300, .greatestFiniteMagnitude]
  /// The alpha threshold's extremes, inside 0…1 where it must lie.
  static let alphaExtremes: [Double] = [0, .leastNonzeroMagnitude, Double(Float.leastNonzeroMagnitude), 0.5, 1.0.nextDown, 1]

  /// Capability sets the cases are generated for: everything, and a few engines that claim part of it.
  static let capabilitySets: [(String, Capabilities)] = [
    ("all", .all),
    ("hit testing", [.hitTesting, .hitAreas, .transforms, .visits, .severalWindows]),
    ("delivery with one finger", Capabilities.foundation.subtracting(.multiTouch).union([.tap, .longPress, .pan, .swipe])),
    ("all but several fingers", Capabilities.all.subtracting(.multiTouch)),
    ("recognizers and controls", Capabilities.foundation.union(Capabilities.recognizerKinds).union([.controls, .touchCount, .tapCount])),
    ("scroll views", [.hitTesting, .delivery, .scrollViews, .severalFingers, .systemCancel, .pan]),
  ]

  /// One profile per constant and extreme (the others at their defaults), then every constant at the same extreme.
  static let extremeProfiles: [Profile] = {
    var profiles: [Profile] = []
    for (name, keyPath) in Profile.doubles {
      for value in name == "alphaThreshold" ? alphaExtremes : extremes {
        var p = Profile.default
        p[keyPath: keyPath] = value
        profiles.append(p)
      }
    }
    for value in extremes {
      var p = Profile.default
      for (name, keyPath) in Profile.doubles { p[keyPath: keyPath] = name == "alphaThreshold" ? min(value, 1) : value }
      profiles.append(p)
    }
    return profiles
  }()

  /// A profile drawn with the project's PRNG: each constant at an extreme, a random bit pattern, a random magnitude
  /// from the smallest subnormal to the largest double, or near its default; each flag either way.
  static func randomProfile(_ random: inout Xoshiro256StarStar) -> Profile {
    var p = Profile.default
    for (name, keyPath) in Profile.doubles {
      let alpha = name == "alphaThreshold"
      var value: Double
      switch random.next(upTo: 3) {
      case 0:
        let pool = alpha ? alphaExtremes : extremes
        value = pool[Int(random.next(upTo: UInt64(pool.count - 1)))]
      case 1:
        value = Double(bitPattern: random.next() >> 1)  // non-negative: finite, subnormal, infinite or NaN
        if !value.isFinite { value = .greatestFiniteMagnitude }
      case 2:
        value = 0x1p-1074 * pow2(random.nextUnitDouble() * 2097)
      default:
        value = p[keyPath: keyPath] * 2 * random.nextUnitDouble()
      }
      p[keyPath: keyPath] = alpha ? min(value, 1) : value
    }
    for (_, keyPath) in Profile.flags { p[keyPath: keyPath] = random.nextBool(probability: 0.5) }
    return p
  }

  /// 2^x for x in 0…2097, without libm (so the profile is the same on every platform), capped at the largest double.
  static func pow2(_ x: Double) -> Double {
    var result = 1.0
    let whole = Int(x)
    for _ in 0..<whole where result < .greatestFiniteMagnitude / 2 { result *= 2 }
    return min(result * (1 + (x - Double(whole))), .greatestFiniteMagnitude)
  }

  /// A profile's overrides as `--profile` options take them (`name=value`, numbers as case files print them).
  static func describe(_ profile: Profile) -> String {
    let overrides = profile.overrides.map { member -> String in
      switch member.value {
      case .number(let n): "\(member.key)=\(JSONWriter.numberText(n))"
      case .bool(let b): "\(member.key)=\(b)"
      default: member.key
      }
    }
    return overrides.isEmpty ? "default" : overrides.joined(separator: " ")
  }

  /// The first invalid case among `count` cases of a seed for a profile and capability set, described; nil when all validate.
  ///
  /// Cases are made as a campaign makes them (a seed per case, sizes growing to 100); every tenth also goes through
  /// its case file's text, as `show` and `corpus verify` read it.
  static func firstInvalid(_ profile: Profile, _ capabilities: (String, Capabilities), drawsProfile: Bool, seed: UInt64, count: Int) -> String? {
    let generator = CaseGenerator(capabilities: capabilities.1, profile: profile, drawsProfile: drawsProfile)
    var source = ChoiceSource(seed: 0, size: 0)
    for i in 0..<count {
      source.reset(seed: CaseSchedule.caseSeed(run: seed, index: i), size: CaseSchedule.size(forCase: i, of: count, maxSize: 100))
      let touchCase = generator.generate(&source)
      if source.isInvalid { continue }
      var problem: CaseError?
      do { try touchCase.validate() } catch { problem = error }
      if problem == nil, i % 10 == 0 {
        do { _ = try CaseFile.decode(text: CaseFile(touchCase: touchCase).text()) } catch { problem = CaseError("case file", error.description) }
      }
      guard let problem else { continue }
      return "capabilities \(capabilities.0), profile \(describe(profile)), drawsProfile \(drawsProfile), seed \(seed), case \(i): \(problem)"
    }
    return nil
  }

  @Test("Each constant at each extreme, alone and all together: every generated case validates (17,280 cases)", .heavy)
  func extremeConstants() {
    var total = 0
    for (k, profile) in Self.extremeProfiles.enumerated() {
      for (c, capabilities) in Self.capabilitySets.enumerated() {
        let seed = UInt64(1 + k * Self.capabilitySets.count + c)
        let problem = Self.firstInvalid(profile, capabilities, drawsProfile: (k + c) % 2 == 1, seed: seed, count: 30)
        total += 30
        #expect(problem == nil, "\(problem ?? "")")
        if problem != nil { return }
      }
    }
    #expect(total == 17_280)
  }

  /// How many cases of random profiles are generated: 16,000 in the fast tier (160 profiles), 82,720 (as before the
  /// tiers) in the long one (`TestTier`).
  static let randomProfileCases = TestTier.pick(fast: 16_000, long: 82_720)

  /// The random profiles in the order the fixed-seed PRNG draws them, each with its capability set, whether the
  /// generator draws the profile, its seed and how many of its cases are made (100, the last one fewer).
  static let randomProfileRuns: [(profile: Profile, capabilities: (String, Capabilities), drawsProfile: Bool, seed: UInt64, count: Int)] = {
    var random = Xoshiro256StarStar(seed: 18)
    var runs: [(profile: Profile, capabilities: (String, Capabilities), drawsProfile: Bool, seed: UInt64, count: Int)] = []
    var total = 0
    while total < randomProfileCases {
      let k = runs.count
      let count = min(100, randomProfileCases - total)
      runs.append((randomProfile(&random), capabilitySets[k % capabilitySets.count], k % 3 == 2, 1_000 + UInt64(k), count))
      total += count
    }
    return runs
  }()

  /// The profiles are checked in eight parts that run in parallel.
  static let parts = 8

  @Test("Random declared profiles (fixed seed): every one of 16,000 generated cases (82,720 in the long tier) validates", .heavy, arguments: 0..<parts)
  func randomProfiles(_ part: Int) {
    let runs = Self.randomProfileRuns
    #expect(runs.reduce(0) { $0 + $1.count } == Self.randomProfileCases)
    for run in stride(from: part, to: runs.count, by: Self.parts).map({ runs[$0] }) {
      let problem = Self.firstInvalid(run.profile, run.capabilities, drawsProfile: run.drawsProfile, seed: run.seed, count: run.count)
      #expect(problem == nil, "\(problem ?? "")")
      if problem != nil { return }
    }
  }
}
