/// The largest case TouchCheck accepts; every limit is checked when a case is decoded or validated and named in the error.
///
/// The limits keep decoding, validation and the oracle's literal (recursive) hit test safe on any input: none of them is
/// near what a real screen or gesture needs, and `Corpus/README.md` lists them with their reasons.
public enum CaseLimits {
  /// The largest case file, in bytes of UTF-8 text: 128 MiB (a 100 MB synthetic case still fits the benchmark).
  public static let fileBytes = 128 * 1_024 * 1_024
  /// The deepest JSON nesting of arrays and objects: 200 levels (a case file needs fewer than ten).
  public static let jsonDepth = 200
  /// The deepest view tree, counting a window as level 1: 64 levels. The oracle's hit tests recurse once per level (the
  /// literal walk, and the same walk under each alternative reading when it explains a hit), about 2.7 KiB of stack per
  /// level in a debug build, so a tree at the limit fits in half of a 512 KiB Dispatch worker's stack.
  public static let viewDepth = 64
  /// The most views in a scene, windows included: 1,000,000.
  public static let views = 1_000_000
  /// The most view controllers in a scene: 1,000,000.
  public static let viewControllers = 1_000_000
  /// The most gesture recognizers in a scene: 10,000. Conflicts are settled pair by pair (GRC-001, GRC-002) and a
  /// withheld touch asks its recognizers one by one whether one still delays it (GRD-003), so the oracle's work can grow
  /// with the square of the count: 10,000 delaying taps failing one after another take about 0.3 s (release build).
  public static let recognizers = 10_000
  /// The most recognizers that require another's failure: 128. Settling one that waited (GRC-003) can fail or block
  /// another, which settles the next, one nested call each: about 1.2 KiB of stack per level in a debug build, so 128
  /// fit in well under half of a 512 KiB Dispatch worker's stack.
  public static let failureRequirers = 128
  /// The most entries in all recognizers' requiresFailureOf and simultaneousWith lists together: 10,000 (each pair
  /// checked reads a list).
  public static let relationships = 10_000
  /// The most distinct fingers (touch names) in a stream: 20,000. A finger landing is compared with every finger down
  /// (MTC-003, MTC-004) and a pan averages them all (GES-010): 20,000 fingers down together on a pan's view take about
  /// 1 s (release build).
  public static let fingers = 20_000
  /// The most views times fingers: 100,000,000. A hit test may ask every view (HIT-007), once per finger landing:
  /// 1,000 taps on 100,000 views take about 2 s (release build).
  public static let hitTestWork = 100_000_000
  /// The most items (touch frames, idle, cancellations, events) in a stream: 1,000,000.
  public static let streamItems = 1_000_000
  /// The most touch samples in one frame: 1,000 (a device tracks a few dozen fingers at most).
  public static let samplesPerFrame = 1_000

  /// Fails with `path: has N WHAT, more than the limit of LIMIT` when `count` exceeds `limit`.
  public static func check(_ count: Int, atMost limit: Int, _ what: String, path: @autoclosure () -> String) throws(CaseError) {
    if count > limit { throw CaseError(path(), "has \(count) \(what), more than the limit of \(limit)") }
  }
}
