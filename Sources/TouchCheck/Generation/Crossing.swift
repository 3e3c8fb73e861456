import PropertyTesting
import TouchModel

/// Finds the inputs that land exactly on a threshold, or on its nearest representable neighbours, as the oracle
/// computes the compared quantity (a distance, a ratio, a scale), so `<` against `<=` shows.
enum Crossing {
  /// For a non-decreasing `f` near `x0`, the input on `side` of `threshold`: the largest x with f(x) < threshold
  /// (below), `x0` itself or another x with f(x) == threshold when there is one, else the smallest with
  /// f(x) > threshold (at), or the
  /// smallest with f(x) > threshold (above). The crossing is bracketed by doubling steps from `x0`, then found by
  /// bisecting the ordered representations of doubles, so it takes about a hundred evaluations wherever it lies.
  static func input(near x0: Double, _ threshold: Double, _ side: Side, _ f: (Double) -> Double) -> Double {
    guard x0.isFinite else { return x0 }
    // The plain value, when it lands exactly, rather than another input that rounds to the same result.
    if side == .at, f(x0) == threshold { return x0 }
    let atLeast = smallest(near: x0) { f($0) >= threshold }
    if side == .below { return atLeast.nextDown }
    if side == .at, f(atLeast) == threshold { return atLeast }
    return smallest(near: atLeast) { f($0) > threshold }
  }

  /// The smallest double near `x0` for which a monotone predicate (false, then true) holds.
  static func smallest(near x0: Double, _ holds: (Double) -> Bool) -> Double {
    var low = x0
    var high = x0
    var step = max(abs(x0), 1) * 0x1p-40
    if holds(x0) {
      while holds(low), low.isFinite, step.isFinite { low = x0 - step; step *= 4 }
    } else {
      while !holds(high), high.isFinite, step.isFinite { high = x0 + step; step *= 4 }
    }
    guard low.isFinite, high.isFinite, !holds(low), holds(high) else { return x0 }
    var lowKey = key(low)
    var highKey = key(high)
    while highKey - lowKey > 1 {
      let mid = lowKey + (highKey - lowKey) / 2
      if holds(value(mid)) { highKey = mid } else { lowKey = mid }
    }
    return value(highKey)
  }

  /// A double's position in the order of all doubles, as an unsigned integer.
  static func key(_ x: Double) -> UInt64 {
    let bits = x.bitPattern
    return bits & (1 << 63) != 0 ? ~bits : bits | (1 << 63)
  }

  /// The double at a position in that order.
  static func value(_ key: UInt64) -> Double {
    Double(bitPattern: key & (1 << 63) != 0 ? key & ~(1 << 63) : ~key)
  }

  /// A coordinate `distance` away from `from` (towards lower values when `negative`) whose offset, as the oracle
  /// subtracts it (`coordinate - from`), is on `side` of `distance`.
  static func offset(from: Double, by distance: Double, negative: Bool, _ side: Side) -> Double {
    if negative { return -input(near: distance - from, distance, side) { from + $0 } }
    return input(near: from + distance, distance, side) { $0 - from }
  }

  /// tan(x) from the Taylor series of sine and cosine, as the oracle computes the rotation threshold's tangent.
  static func tangent(_ x: Double) -> Double {
    var sine = 0.0
    var cosine = 0.0
    var term = 1.0
    for n in 0..<20 {
      if n % 2 == 0 { cosine += (n / 2) % 2 == 0 ? term : -term } else { sine += (n / 2) % 2 == 0 ? term : -term }
      term *= x / Double(n + 1)
    }
    return sine / cosine
  }

  /// The distance between two points, as the oracle computes it.
  static func distance(_ a: Point, _ b: Point) -> Double {
    let dx = a.x - b.x
    let dy = a.y - b.y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// The end of a straight move from `start` along `direction` whose length, as the oracle computes it, is on `side`
  /// of `length`.
  static func end(from start: Point, along direction: Direction, length: Double, _ side: Side) -> Point {
    let r = input(near: length, length, side) { r in distance(start, direction.point(from: start, at: r)) }
    return direction.point(from: start, at: r)
  }
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
