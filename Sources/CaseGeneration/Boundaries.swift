import PropertyTesting
import TouchModel

/// The thresholds the oracle compares against, read from a profile by unit, so a new constant is covered without edits.
///
/// Every numeric profile constant is classified by the unit its name spells: a duration or interval is a time, a
/// distance, tolerance, slop or margin a length, a deviation a ratio, a scale change a scale, an angle an angle, alpha an
/// alpha, a count of touches nothing (fingers are counted, not placed). A constant whose name spells none of them goes
/// into the lengths and the times both. Generators then place inputs exactly on each threshold and on the nearest
/// representable value on each side (`Crossing`).
///
/// Any profile `Profile.validate` accepts gives valid cases: alpha values stay within 0…1, and a threshold beyond
/// `ceiling` is aimed at from the ceiling (an input there lies below it), so sums, products, squares and the
/// millisecond clock of the inputs built from it stay finite.
///
/// A class, read only once made: the scene, template and stream builders of a case each hold the case's boundaries,
/// and a copy of a struct of arrays retained and released every array.
final class Boundaries: Sendable {
  /// Thresholds on distances, in points.
  let lengths: [Double]
  /// Thresholds on durations, in seconds.
  let durations: [Double]
  /// Thresholds on the ratio of sideways to forward travel.
  let ratios: [Double]
  /// Thresholds on the relative change of two fingers' distance.
  let scales: [Double]
  /// Thresholds on the angle two fingers turn, in radians.
  let angles: [Double]
  /// Alpha values around the alpha threshold, as a Double and as a 32-bit float stores it.
  let alphas: [Double]
  /// How long a scroll view holds touch-downs (SCR-002), for drags timed around it.
  let scrollDelay: Double
  /// How far fingers move before a scroll view scrolls (SCR-005), for drags sized around it.
  let scrollDistance: Double
  /// How far a swipe travels before it recognizes (GES-009), for single large steps sized around it.
  let swipeDistance: Double
  /// How far a next tap may land from the first (GES-007, CTL-010), for taps placed exactly on it.
  let multiTapSlop: Double
  /// The longest gap between taps of a multi-tap (GES-007, CTL-010), for taps timed around it.
  let multiTapInterval: Double
  /// A long press's durations: 0.2 and 1 second, then `durations` (made once, not at every long press).
  let longPressDurations: [Double]
  /// A long press's allowable movements: 5 and 20 points, then `lengths`.
  let longPressMovements: [Double]
  /// `lengths`, then 10 points: how far a held finger moves.
  let pressLengths: [Double]

  /// The largest threshold inputs are aimed at, in points, seconds, ratios or radians: a million, far beyond any screen
  /// or gesture, and small enough that a gesture's arithmetic on it (forty steps of three times a length, a ratio of a
  /// length, a Taylor tangent of an angle, a time in milliseconds as an `Int`) stays finite.
  static let ceiling = 1e6

  /// The thresholds of a profile.
  init(_ profile: Profile) {
    var lengths: [Double] = []
    var durations: [Double] = []
    var ratios: [Double] = []
    var scales: [Double] = []
    var angles: [Double] = []
    var alphas: [Double] = []
    for ((_, keyPath), unit) in zip(Profile.doubles, Boundaries.units) {
      let value = Boundaries.reachable(profile[keyPath: keyPath])
      switch unit {
      case .length: lengths.append(value)
      case .duration: durations.append(value)
      case .ratio: ratios.append(value)
      case .scale: scales.append(value)
      case .angle: angles.append(value)
      case .alpha: alphas += Boundaries.alphaValues(around: value)
      case .count: break
      case .unknown:
        lengths.append(value)
        durations.append(value)
      }
    }
    if alphas.isEmpty { alphas = Boundaries.alphaValues(around: 0.01) }
    self.lengths = lengths
    self.durations = durations
    self.ratios = ratios
    self.scales = scales
    self.angles = angles
    self.alphas = alphas
    longPressDurations = [0.2, 1.0] + durations
    longPressMovements = [5, 20] + lengths
    pressLengths = lengths + [10]
    scrollDelay = Boundaries.reachable(profile.scrollDelayDuration)
    scrollDistance = Boundaries.reachable(profile.scrollStartDistance)
    swipeDistance = Boundaries.reachable(profile.swipeMinimumDistance)
    multiTapSlop = Boundaries.reachable(profile.multiTapSlop)
    multiTapInterval = Boundaries.reachable(profile.multiTapInterval)
  }

  /// A threshold as inputs are aimed at it: itself up to `ceiling`, else the ceiling (a negative value or NaN, which
  /// no valid profile holds, as 0).
  static func reachable(_ threshold: Double) -> Double {
    if threshold.isNaN { return 0 }
    return min(max(threshold, 0), ceiling)
  }

  /// The unit a constant's name spells.
  enum Unit { case length, duration, ratio, scale, angle, alpha, count, unknown }

  /// The unit of each of `Profile.doubles`, read from the names once (every generated case builds its boundaries).
  static let units: [Unit] = Profile.doubles.map { unit(of: $0.0) }

  /// The unit of a profile constant, from the words of its name.
  static func unit(of name: String) -> Unit {
    let words: [(String, Unit)] = [
      ("Duration", .duration), ("Interval", .duration), ("Distance", .length), ("Tolerance", .length), ("Slop", .length),
      ("Margin", .length), ("Deviation", .ratio), ("ScaleChange", .scale), ("Angle", .angle), ("alpha", .alpha),
      ("Touches", .count),
    ]
    return words.first { name.contains($0.0) }?.1 ?? .unknown
  }

  /// The threshold, its neighbours, and the values a 32-bit float stores near it; then fully transparent and half.
  ///
  /// Each is kept within 0…1, where a view's alpha lies: at a threshold of 0 or 1 (or of the smallest subnormal,
  /// whose float neighbour below is negative) a neighbour past the end becomes the end itself.
  static func alphaValues(around t: Double) -> [Double] {
    let float = Float(t)
    var values = [t, t.nextDown, t.nextUp, Double(float), Double(float.nextUp), Double(float.nextDown), 0, 0.5]
    for i in values.indices { values[i] = min(max(values[i], 0), 1) }
    return values
  }

  /// A length drawn from the profile's lengths, or (raw 0) the given default.
  func drawLength(_ s: inout ChoiceSource, otherwise value: Double) -> Double {
    s.drawFromPool(lengths.isEmpty ? [value] : lengths, probability: 0.5) { _ in value }
  }

  /// A duration drawn from the profile's durations, or (raw 0) the given default.
  func drawDuration(_ s: inout ChoiceSource, otherwise value: Double) -> Double {
    s.drawFromPool(durations.isEmpty ? [value] : durations, probability: 0.5) { _ in value }
  }
}

/// Where an input lands against a threshold: exactly on it, or on the nearest representable value below or above.
enum Side: CaseIterable {
  case at, below, above

  /// A side drawn evenly; raw 0 is exactly on the threshold.
  static func draw(_ s: inout ChoiceSource) -> Side { side(s.drawIndex(count: 3)) }

  /// A side drawn half the time exactly on the threshold, where `<` and `<=` part; raw 0 is on it.
  static func drawLeaningOn(_ s: inout ChoiceSource) -> Side { side(s.drawWeighted([2, 1, 1])) }

  /// The side at an index of `allCases` (a switch: reading `allCases` builds or retains an array at every draw).
  static func side(_ index: Int) -> Side {
    switch index {
    case 1: .below
    case 2: .above
    default: .at
    }
  }
}
