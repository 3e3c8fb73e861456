/// The distance between two points; the oracle and the generator both measure with it, so boundaries meet exactly.
public func distance(_ a: Point, _ b: Point) -> Double { length(a.x - b.x, a.y - b.y) }

/// The length of a vector: √(dx² + dy²) as written, except where a square would underflow to 0 or overflow to
/// infinity (a component below 1e-150 or above 1e150), where the vector is scaled first.
public func length(_ dx: Double, _ dy: Double) -> Double {
  let largest = max(abs(dx), abs(dy))
  if largest == 0 { return 0 }
  if largest > 1e-150 && largest < 1e150 { return (dx * dx + dy * dy).squareRoot() }
  let x = dx / largest
  let y = dy / largest
  return largest * (x * x + y * y).squareRoot()
}

/// cos(x) for 0 ≤ x ≤ π from its Taylor series (40 terms: exact to the last bits there), without the platform's libm.
public func cosine(_ x: Double) -> Double {
  var sum = 0.0
  var term = 1.0
  for n in stride(from: 0, to: 80, by: 2) {
    sum += (n / 2) % 2 == 0 ? term : -term
    term *= x * x / Double((n + 1) * (n + 2))
  }
  return sum
}

/// tan(x) for small angles from the Taylor series of sine and cosine, so results do not depend on the platform's libm.
public func tangent(_ x: Double) -> Double {
  var sine = 0.0
  var cosine = 0.0
  var term = 1.0
  for n in 0..<20 {
    if n % 2 == 0 { cosine += (n / 2) % 2 == 0 ? term : -term } else { sine += (n / 2) % 2 == 0 ? term : -term }
    term *= x / Double(n + 1)
  }
  return sine / cosine
}
