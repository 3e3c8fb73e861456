import PropertyTesting
import TouchModel

/// How often per-case profiles reach each documented alternative: every flag read the other way, and every numeric
/// constant at each of its other readings (`Profile.numericReadings`), counted over generated cases.
package struct ProfileReach: Sendable {
  /// Each alternative (`cancelBeforeAction=true`, `multiTapSlop=10`), in profile order, with the cases that hold it.
  package private(set) var counts: [(reading: String, cases: Int)] = []
  /// The cases counted.
  package private(set) var cases = 0

  /// Counts the per-case profiles of `cases` cases generated for an engine's capabilities from a seed.
  package init(capabilities: Capabilities, cases: Int, seed: UInt64) {
    let generator = CaseGenerator(capabilities: capabilities, drawsProfile: true)
    let base = generator.profile
    var readings: [(String, (Profile) -> Bool)] = Profile.flags.map { name, keyPath in
      ("\(name)=\(!base[keyPath: keyPath])", { $0[keyPath: keyPath] != base[keyPath: keyPath] })
    }
    for ((name, keyPath), alternatives) in zip(Profile.doubles, Profile.numericReadings) {
      for value in alternatives.values { readings.append(("\(name)=\(Self.number(value))", { $0[keyPath: keyPath] == value })) }
    }
    var tally = [Int](copies: 0, count: readings.count)
    var source = ChoiceSource(seed: seed)
    for index in 0..<cases {
      // As a campaign of `cases` cases seeds and sizes its case `index` (`CaseSchedule`), unguided.
      source.reset(seed: CaseSchedule.caseSeed(run: seed, index: index), size: CaseSchedule.size(forCase: index, of: cases, maxSize: 100))
      let profile = generator.generate(&source).profile
      for (k, reading) in readings.enumerated() where reading.1(profile) { tally[k] += 1 }
    }
    self.cases = cases
    counts = zip(readings, tally).map { ($0.0, $1) }
  }

  /// The alternatives no case reached.
  package var unreached: [String] { counts.filter { $0.cases == 0 }.map(\.reading) }

  /// One line: `per-case profiles over 1000 cases: cancelBeforeAction=true 251, … (every alternative reached)`.
  package var text: String {
    let parts = counts.map { "\($0.reading) \($0.cases)" }.joined(separator: ", ")
    let verdict = unreached.isEmpty ? "every alternative reached" : "never reached: " + unreached.joined(separator: ", ")
    return "per-case profiles over \(cases) generated cases, cases per documented alternative: \(parts) (\(verdict))"
  }

  /// A number as a profile prints it: whole numbers without a fraction.
  static func number(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x) }
}
