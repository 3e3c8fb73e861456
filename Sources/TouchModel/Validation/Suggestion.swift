/// "Did you mean …?" for a mistyped command, option or field: the nearest known name by edit distance.
public enum Suggestion {
  /// ` (did you mean PREFIXNAME?)` when a known name is within a third of the typed name's length, else empty.
  ///
  /// Names longer than 100 characters get none: nothing known is that long, and the distance would cost seconds.
  public static func nearest(to typed: String, in known: [String], prefix: String = "") -> String {
    guard typed.count <= 100 else { return "" }
    let scored = known.map { (name: $0, distance: distance(Array(typed), Array($0))) }
    guard let best = scored.min(by: { $0.distance < $1.distance || ($0.distance == $1.distance && $0.name < $1.name) }) else { return "" }
    let allowed = max(2, typed.count / 3)
    return best.distance <= allowed ? " (did you mean \(prefix)\(best.name)?)" : ""
  }

  /// The Levenshtein distance between two strings.
  public static func distance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
      var current = [i + 1] + [Int](repeating: 0, count: b.count)
      for (j, cb) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}
