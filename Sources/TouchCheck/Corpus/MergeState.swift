/// The destination of a merge as it grows: every file's text, and the file kept for each engine and signature.
///
/// The dictionaries are only looked up, never iterated, so their order reaches no output.
struct MergeState {
  /// A destination file.
  struct Held {
    /// Its path below the destination.
    var relative: String
    /// Its text.
    var text: String
    /// Its origin, when it is an archived counterexample that says.
    var origin: FoundOrigin?
  }

  /// The kept file of each engine and signature.
  private(set) var signed: [MergeKey: Held] = [:]
  /// The relative path of a destination file with each text.
  private var byText: [String: String] = [:]

  /// The relative path of a destination file with exactly this text, if any.
  func relative(holding text: String) -> String? { byText[text] }

  /// Takes in a file already in the destination; two of them with one signature are noted, and the smaller origin is kept.
  mutating func hold(_ entry: MergeEntry, report: (String) -> Void, folder: String) {
    if byText[entry.text] == nil { byText[entry.text] = entry.relative }
    guard let key = entry.key else { return }
    let held = Held(relative: entry.relative, text: entry.text, origin: entry.origin)
    if let other = signed[key] {
      report("NOTE  \(CorpusError.shown(folder + "/" + other.relative)) and \(CorpusError.shown(folder + "/" + entry.relative)) share a signature (corpus minimize keeps one)")
      if let origin = entry.origin, other.origin.map({ origin < $0 }) ?? true { signed[key] = held }
    } else {
      signed[key] = held
    }
  }

  /// Records a new file written to the destination.
  mutating func add(_ held: Held, key: MergeKey?) {
    if byText[held.text] == nil { byText[held.text] = held.relative }
    if let key { signed[key] = held }
  }

  /// Records that a kept file's content was replaced.
  mutating func replace(_ key: MergeKey, with held: Held) {
    if let old = signed[key], byText[old.text] == old.relative { byText[old.text] = nil }
    byText[held.text] = held.relative
    signed[key] = held
  }
}
