import TouchModel
import UIKitOracle

extension OracleState {
  /// Where a touch was at the last stream item before the current one that moved or began it, if any.
  func previousLocation(of touch: Int) -> Point? {
    var k = frame - 1
    while k >= 0 {
      if case .touches(let samples) = touchCase.stream.items[k].kind, let s = samples.first(where: { $0.touch == touch && $0.phase != .stationary }) {
        return s.location
      }
      k -= 1
    }
    return nil
  }

  /// The samples of the current stream item (empty for items that carry no touches).
  var currentSamples: [TouchSample] {
    guard frame >= 0, frame < touchCase.stream.items.count, case .touches(let samples) = touchCase.stream.items[frame].kind else { return [] }
    return samples
  }
}
