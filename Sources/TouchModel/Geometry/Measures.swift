/// The distance between two points; the oracle and the generator both measure with it, so boundaries meet exactly.
public func distance(_ a: Point, _ b: Point) -> Double {
  let dx = a.x - b.x
  let dy = a.y - b.y
  return (dx * dx + dy * dy).squareRoot()
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
