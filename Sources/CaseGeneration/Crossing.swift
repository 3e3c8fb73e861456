import PropertyTesting
import TouchModel

/// Finds the inputs that land exactly on a threshold, or on its nearest neighbours, as the oracle computes the
/// compared quantity (a distance, a ratio, a scale), so `<` against `<=` shows.
///
/// Inputs lie on a grid of 2⁻⁴² points (`Grid`): the nearest values either side of a threshold are its nearest grid
/// neighbours, which a whole scene moved by a thousand points keeps exactly (the translation relation) and which
/// print and parse back as they are.
enum Crossing {
  /// For a non-decreasing `f` near `x0`, the grid input on `side` of `threshold`: the largest with f(x) < threshold
  /// (below), `x0` itself or another with f(x) == threshold when there is one, else the smallest with
  /// f(x) > threshold (at), or the smallest with f(x) > threshold (above). The crossing is bracketed by doubling
  /// steps from `x0`, then bisected, so it takes about a hundred evaluations wherever it lies.
  static func input(near x0: Double, _ threshold: Double, _ side: Side, _ f: (Double) -> Double) -> Double {
    guard x0.isFinite, abs(x0) < Grid.limit else { return x0 }
    let start = Grid.index(x0)
    // The plain value, when it lands exactly, rather than another input that rounds to the same result.
    if side == .at, f(Grid.value(start)) == threshold { return Grid.value(start) }
    let atLeast = smallest(near: start) { f(Grid.value($0)) >= threshold }
    if side == .below { return Grid.value(atLeast - 1) }
    if side == .at, f(Grid.value(atLeast)) == threshold { return Grid.value(atLeast) }
    return Grid.value(smallest(near: atLeast) { f(Grid.value($0)) > threshold })
  }

  /// The smallest grid index near `k0` for which a monotone predicate (false, then true) holds.
  static func smallest(near k0: Int64, _ holds: (Int64) -> Bool) -> Int64 {
    var low = k0
    var high = k0
    var step: Int64 = 1
    let bound = Grid.index(Grid.limit)
    if holds(k0) {
      while holds(low), low > -bound { low = max(-bound, k0 - step); step *= 2 }
    } else {
      while !holds(high), high < bound { high = min(bound, k0 + step); step *= 2 }
    }
    guard !holds(low), holds(high) else { return k0 }
    while high - low > 1 {
      let mid = low + (high - low) / 2
      if holds(mid) { high = mid } else { low = mid }
    }
    return high
  }

  /// A coordinate `distance` away from `from` (towards lower values when `negative`) whose offset, as the oracle
  /// subtracts it (`coordinate - from`), is on `side` of `distance`.
  static func offset(from: Double, by distance: Double, negative: Bool, _ side: Side) -> Double {
    if negative { return -input(near: distance - from, distance, side) { from + $0 } }
    return input(near: from + distance, distance, side) { $0 - from }
  }

  /// The grid end of a straight move from `start` along `direction` whose length, as the oracle computes it, is on
  /// `side` of `length`.
  static func end(from start: Point, along direction: Direction, length: Double, _ side: Side) -> Point {
    let r = input(near: length, length, side) { r in distance(start, Grid.snap(direction.point(from: start, at: r))) }
    return Grid.snap(direction.point(from: start, at: r))
  }
}

/// The points every generated coordinate lies on: multiples of 2⁻⁴² below 2¹¹ in magnitude, so sums and differences of
/// screen coordinates, and a translation of the whole scene by a thousand points, are exact.
enum Grid {
  /// Coordinates beyond this are left as they are.
  static let limit = 2048.0
  /// The index of the nearest grid point.
  static func index(_ x: Double) -> Int64 { Int64((x * 0x1p42).rounded()) }
  /// The grid point of an index.
  static func value(_ k: Int64) -> Double { Double(k) / 0x1p42 }
  /// The nearest grid value.
  static func snap(_ x: Double) -> Double { x.isFinite && abs(x) < limit ? value(index(x)) : x }
  /// The nearest grid point.
  static func snap(_ p: Point) -> Point { Point(x: snap(p.x), y: snap(p.y)) }
}

/// A direction of motion as a unit vector built from integers (no libm, so the same on every platform).
struct Direction: Hashable, Sendable {
  /// The unit vector.
  let dx: Double, dy: Double

  /// The direction of the integer vector (x, y), which must not be zero.
  init(_ x: Int, _ y: Int) {
    let length = Double(x * x + y * y).squareRoot()
    dx = Double(x) / length
    dy = Double(y) / length
  }

  /// The point at distance `r` from `start`.
  func point(from start: Point, at r: Double) -> Point { Point(x: start.x + r * dx, y: start.y + r * dy) }

  /// Axis-aligned (raw 0: rightwards), a Pythagorean angle (exact lengths), 45°, or any integer direction.
  static func draw(_ s: inout ChoiceSource) -> Direction {
    switch s.drawWeighted([50, 20, 10, 20]) {
    case 1: return pythagorean[s.drawIndex(count: pythagorean.count)]
    case 2: return diagonals[s.drawIndex(count: diagonals.count)]
    case 3:
      let x = s.drawInt(in: -12...12)
      let y = s.drawInt(in: -12...12)
      return x == 0 && y == 0 ? Direction(1, 0) : Direction(x, y)
    default: return axes[s.drawIndex(count: axes.count)]
    }
  }

  static let axes = [Direction(1, 0), Direction(-1, 0), Direction(0, 1), Direction(0, -1)]
  static let pythagorean = [Direction(3, 4), Direction(4, 3), Direction(-3, 4), Direction(4, -3), Direction(5, 12), Direction(-12, -5)]
  static let diagonals = [Direction(1, 1), Direction(-1, 1), Direction(1, -1), Direction(-1, -1)]
}
