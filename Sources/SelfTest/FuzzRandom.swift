import TouchCheck
import PropertyTesting

extension Xoshiro256StarStar {
  /// A uniform index in `0..<count` (count must be positive).
  mutating func index(_ count: Int) -> Int { Int(next(upTo: UInt64(count - 1))) }

  /// A uniform element of a non-empty array.
  mutating func element<T>(_ array: [T]) -> T { array[index(array.count)] }

  /// A size that is usually small and sometimes large: uniform in `1...max` after choosing a magnitude.
  mutating func size(upTo max: Int) -> Int {
    var limit = 1
    let magnitudes = index(5)
    for _ in 0..<magnitudes { limit = Swift.min(max, limit * 8) }
    return 1 + index(limit)
  }
}
