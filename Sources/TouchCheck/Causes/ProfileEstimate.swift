import Foundation
import TouchModel

/// A numeric profile constant read off the engine (issue 31, item 2): the values under which the reference gives the
/// engine's traces on the minimal case and on the related cases run on the engine, narrowed case by case.
package struct ProfileEstimate: Hashable, Sendable {
  /// The constant's name, as `Profile.doubles` lists it.
  package var name: String
  /// The greatest value known not to fit (the estimate lies above it).
  package var lower: Double
  /// The greatest value known to fit, when a greater one is known not to; nil: no upper bound was found.
  package var upper: Double?
  /// How many cases narrowed it (the minimal case included).
  package var cases: Int

  /// A short value inside the estimate, to declare: the one with the fewest decimals (without an upper end, one above
  /// the lower).
  package var suggested: Double {
    let top = upper ?? lower * 2
    for digits in 0...9 {
      let scale = pow(10.0, Double(digits))
      let value = (top * scale).rounded(.down) / scale
      if value > lower && value <= top { return value }
    }
    return top
  }

  /// `its tapMaximumDuration lies in (0.7549, 0.7551] (12 cases): declare tapMaximumDuration=0.755 …`.
  package var text: String {
    // As many significant digits as it takes for the two ends to read apart.
    var digits = 6
    while let upper, digits < 15, Self.number(lower, digits) == Self.number(upper, digits) { digits += 1 }
    let range = upper.map { "lies in (\(Self.number(lower, digits)), \(Self.number($0, digits))]" } ?? "is above \(Self.number(lower))"
    let declare = upper == nil ? "a value above \(Self.number(lower))" : "\(name)=\(Self.number(suggested))"
    return "its \(name) \(range) (\(cases) case\(cases == 1 ? "" : "s") run on the engine): declare \(declare) in the engine's profile if this is intended"
  }

  /// A number as reports print it: at most `digits` significant decimals, no trailing zeros.
  static func number(_ x: Double, _ digits: Int = 6) -> String {
    var text = String(format: "%.\(digits)g", x)
    if text.contains("."), !text.contains("e") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text
  }
}
