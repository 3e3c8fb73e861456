import TouchModel
import UIKitOracle

extension OracleRules {
  /// A point in screen coordinates in a view's bounds coordinates: converted from its window down (HIT-008's steps).
  func locationInBounds(of view: Int, _ screen: Point) -> Point {
    var chain: [Int] = []
    var current: Int? = view
    while let v = current {
      chain.append(v)
      current = state.superviews[v]
    }
    return chain.reversed().reduce(screen) { convert($0, into: $1) }
  }
}
