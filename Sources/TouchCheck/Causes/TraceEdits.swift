import TouchModel

/// The lines one trace changes in another: which of the reference's lines it drops and which lines it inserts where.
///
/// Diagnosis compares what a cause changes in the reference with what the engine changes (`CauseEvidence`): a cause
/// predicts the engine on a case when every change it makes is one the engine makes too, whatever else the engine
/// changes there (its other mistakes). The alignment is a longest common subsequence, ties broken the same way for
/// every trace, so the same change is the same edit against either.
struct TraceEdits: Hashable {
  /// One change: the reference line at `position` dropped, or `event` inserted before reference line `position`.
  enum Edit: Hashable {
    case drop(position: Int)
    case insert(position: Int, event: TraceEvent)
  }

  /// The changes, in order.
  var edits: [Edit]

  /// The largest product of the two traces' lengths aligned exactly; beyond it, nil (the caller judges otherwise).
  static let cellLimit = 2_000_000

  /// Changes given as they are.
  init(edits: [Edit]) { self.edits = edits }

  /// The changes that turn `reference` into `other`, or nil when the traces are too long to align here.
  init?(from reference: Trace, to other: Trace) {
    let n = reference.count, m = other.count
    // The common head and tail need no table.
    var head = 0
    while head < n && head < m && reference[head] == other[head] { head += 1 }
    var tail = 0
    while tail < n - head && tail < m - head && reference[n - 1 - tail] == other[m - 1 - tail] { tail += 1 }
    let a = Array(reference[head..<(n - tail)]), b = Array(other[head..<(m - tail)])
    guard (a.count + 1) * (b.count + 1) <= Self.cellLimit else { return nil }
    // lengths[i][j]: the longest common subsequence of a[i...] and b[j...].
    let width = b.count + 1
    var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * width + j] = a[i] == b[j] ? lengths[(i + 1) * width + j + 1] + 1 : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var edits: [Edit] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        i += 1
        j += 1
      } else if j < b.count && (i == a.count || lengths[i * width + j + 1] >= lengths[(i + 1) * width + j]) {
        edits.append(.insert(position: head + i, event: b[j]))
        j += 1
      } else {
        edits.append(.drop(position: head + i))
        i += 1
      }
    }
    self.edits = edits
  }

  /// The frame a change happens in: an inserted line's own, a dropped line's in `reference`.
  func frame(of edit: Edit, in reference: Trace) -> Int {
    switch edit {
    case .drop(let position): reference[position].frame
    case .insert(_, let event): event.frame
    }
  }

  /// These changes without those of `other` (counting repeats).
  func subtracting(_ other: TraceEdits) -> [Edit] {
    var available: [Edit: Int] = [:]
    for e in other.edits { available[e, default: 0] += 1 }
    return edits.filter { e in
      guard let count = available[e], count > 0 else { return true }
      available[e] = count - 1
      return false
    }
  }

  /// Whether every change here is among `other`'s (counting repeated inserts).
  func isContained(in other: TraceEdits) -> Bool { subtracting(other).isEmpty }
}
