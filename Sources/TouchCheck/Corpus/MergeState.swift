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

  /// Takes in a file already in the destination; of two with one signature, the smaller origin is kept (the first in
  /// sorted order when neither is smaller).
  mutating func hold(_ entry: MergeEntry) {
    if byText[entry.text] == nil { byText[entry.text] = entry.relative }
    guard let key = entry.key else { return }
    let held = Held(relative: entry.relative, text: entry.text, origin: entry.origin)
    if let other = signed[key] {
      if let origin = entry.origin, other.origin.map({ origin < $0 }) ?? true { signed[key] = held }
    } else {
      signed[key] = held
    }
  }

  /// Forgets a destination file that was removed.
  mutating func forget(_ entry: MergeEntry) {
    guard byText[entry.text] == entry.relative else { return }
    // The file kept for its signature may hold the same text under another name.
    let kept = entry.key.flatMap { signed[$0] }
    byText[entry.text] = kept?.text == entry.text ? kept?.relative : nil
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
