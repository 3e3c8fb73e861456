/// The per-case seed and size of a run, exposed so a client can drive its own generation loop.
package enum CaseSchedule {
  /// The most cases over which the size ramps up from 0 to its maximum.
  package static let maxRampCases = 1_000

  /// The seed of case `index` of the run seeded with `run`.
  @inlinable
  package static func caseSeed(run: UInt64, index: Int) -> UInt64 {
    deriveSeed(run, UInt64(truncatingIfNeeded: index))
  }

  /// The size hint of case `index` of `total`: rises linearly from 0 to `maxSize` over the first half
  /// of the run (but at most `maxRampCases` cases), then stays at `maxSize`.
  package static func size(forCase index: Int, of total: Int, maxSize: Int) -> Int {
    let ramp = Swift.max(1, Swift.min(total / 2, maxRampCases))
    guard index < ramp, maxSize > 0 else { return Swift.max(0, maxSize) }
    return ramp.dividingFullWidth(index.multipliedFullWidth(by: maxSize)).quotient
  }
}
