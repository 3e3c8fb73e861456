import TouchModel

/// Where an archived counterexample came from: the run seed, then the index of the first case that showed its signature.
///
/// Origins order archived files that share a signature: a merge keeps the smallest, which is the one a single unsharded
/// run with that seed would have archived (it shrinks the first case showing each signature).
package struct FoundOrigin: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The run seed.
  package var seed: UInt64
  /// The first case index that showed the signature.
  package var firstCase: Int

  /// Creates an origin.
  package init(seed: UInt64, firstCase: Int) {
    self.seed = seed
    self.firstCase = firstCase
  }

  /// Smaller seed first, then smaller case index.
  package static func < (a: FoundOrigin, b: FoundOrigin) -> Bool {
    (a.seed, a.firstCase) < (b.seed, b.firstCase)
  }

  /// `seed S, case I`.
  package var description: String { "seed \(seed), case \(firstCase)" }

  /// A seed as JSON: a number when a double holds it exactly, else its decimal digits as a string.
  static func seedValue(_ seed: UInt64) -> JSONValue {
    seed <= 1 << 53 ? .number(Double(seed)) : .string(String(seed))
  }

  /// A seed read back from `seedValue`'s forms, or nil.
  package static func seed(from value: JSONValue) -> UInt64? {
    switch value {
    case .number(let n) where n >= 0 && n <= 0x1p53 && n == n.rounded(): UInt64(n)
    case .string(let text): UInt64(text)
    default: nil
    }
  }

  /// The origin written in a `how` line (`touchcheck fuzz --engine E --seed S: case I, …`), for files archived before
  /// `seed` and `case` were written as members of their own.
  static func parse(how: String) -> FoundOrigin? {
    guard let seedRange = how.range(of: " --seed ", options: .backwards),
      let caseRange = how.range(of: ": case ", options: .backwards), seedRange.upperBound <= caseRange.lowerBound
    else { return nil }
    let digits = how[caseRange.upperBound...].prefix { $0.isASCII && $0.isNumber }
    guard let seed = UInt64(how[seedRange.upperBound..<caseRange.lowerBound]), let index = Int(digits) else { return nil }
    return FoundOrigin(seed: seed, firstCase: index)
  }
}
