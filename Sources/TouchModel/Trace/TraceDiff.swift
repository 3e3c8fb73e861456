/// A line diff of two traces, for people: unchanged runs collapse, changed lines are marked, the first divergence is named.
public struct TraceDiff: Sendable {
  /// The expected lines (the oracle's).
  public let expected: [String]
  /// The observed lines (the engine's).
  public let observed: [String]
  /// The rule behind each expected line, when known.
  public let rules: [String?]

  /// Creates a diff.
  public init(expected: [String], observed: [String], rules: [String?] = []) {
    self.expected = expected
    self.observed = observed
    self.rules = rules
  }

  /// The index of the first line that differs, or nil when the traces are equal.
  public var firstDivergence: Int? {
    let n = min(expected.count, observed.count)
    for i in 0..<n where expected[i] != observed[i] { return i }
    return expected.count == observed.count ? nil : n
  }

  /// The most differing lines a rendered diff shows; the rest are counted (a report stays readable, and bounded).
  static let shownChanges = 400

  /// The rendered diff: `-` expected only, `+` observed only, with the rule behind each expected line and a legend.
  public func render(expectedName: String = "expected", observedName: String = "observed", context: Int = 2) -> String {
    guard let first = firstDivergence else { return "  (traces are equal)\n" }
    let script = editScript()
    var out = ""
    var unchanged = 0
    var index = 0
    func flushUnchanged(upTo lines: [String]) {
      if unchanged > 0 { out += "  … (\(unchanged) unchanged)\n" }
      for line in lines { out += line }
      unchanged = 0
    }
    var pending: [String] = []
    var lastChange = -1_000
    var changes = 0
    for step in script {
      if changes >= Self.shownChanges {
        let rest = script.dropFirst(index).filter { if case .same = $0 { false } else { true } }.count
        out += "  … and \(rest) more differing lines, not shown\n"
        break
      }
      switch step {
      case .same(let e, _):
        let line = "  [\(e)] \(expected[e])\n"
        if index - lastChange <= context { out += line } else {
          pending.append(line)
          if pending.count > context { pending.removeFirst(); unchanged += 1 }
        }
      case .removed(let e):
        flushUnchanged(upTo: pending)
        pending = []
        let rule = e < rules.count ? rules[e].map { "   ← \($0)" } ?? "" : ""
        out += "- [\(e)] \(expected[e])\(rule)\n"
        lastChange = index
        changes += 1
      case .added(let o):
        flushUnchanged(upTo: pending)
        pending = []
        out += "+ [\(o)] \(observed[o])\n"
        lastChange = index
        changes += 1
      }
      index += 1
    }
    unchanged += pending.count
    if unchanged > 0 { out += "  … (\(unchanged) unchanged)\n" }
    out += "(\(expectedName): −, \(observedName): +; first divergence at event \(first))\n"
    return out
  }

  /// The two traces in two columns around the first divergence, the differing rows marked with `≠`.
  public func sideBySide(expectedName: String = "expected", observedName: String = "observed", context: Int = 3) -> String {
    guard let first = firstDivergence else { return "  (traces are equal)\n" }
    let from = max(0, first - context)
    let to = min(max(expected.count, observed.count), first + context + 1)
    let width = max(expectedName.count, (from..<to).map { $0 < expected.count ? expected[$0].count : 0 }.max() ?? 0)
    func cell(_ s: String) -> String { s.padding(toLength: width, withPad: " ", startingAt: 0) }
    var out = "      " + cell(expectedName) + " │ " + observedName + "\n"
    for i in from..<to {
      let e = i < expected.count ? expected[i] : "(none)"
      let o = i < observed.count ? observed[i] : "(none)"
      let mark = e == o ? " " : "≠"
      let rule = e != o && i < rules.count ? rules[i].map { "   ← \($0)" } ?? "" : ""
      out += "\(mark) [\(i)] " + cell(e) + " │ " + o + rule + "\n"
    }
    return out
  }

  package enum Step { case same(Int, Int), removed(Int), added(Int) }

  /// The most table cells the exact diff may use (4 million: 32 MB); past it the middle is shown as removed then added.
  static let exactCells = 4_000_000

  /// An edit script: the common prefix and suffix kept, the middle aligned by longest common subsequence when it is
  /// small enough, else shown as removed then added, so memory stays linear in the traces whatever their length.
  package func editScript() -> [Step] {
    let n = expected.count
    let m = observed.count
    var prefix = 0
    while prefix < n, prefix < m, expected[prefix] == observed[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < n - prefix, suffix < m - prefix, expected[n - 1 - suffix] == observed[m - 1 - suffix] { suffix += 1 }
    var steps: [Step] = (0..<prefix).map { .same($0, $0) }
    let (rows, columns) = (n - prefix - suffix, m - prefix - suffix)
    if rows * columns <= Self.exactCells {
      steps += middleScript(from: prefix, rows: rows, columns: columns)
    } else {
      steps += (prefix..<(n - suffix)).map { .removed($0) }
      steps += (prefix..<(m - suffix)).map { .added($0) }
    }
    steps += (0..<suffix).map { .same(n - suffix + $0, m - suffix + $0) }
    return steps
  }

  /// The shortest edit script of the middle (`rows` expected and `columns` observed lines from `start`).
  func middleScript(from start: Int, rows n: Int, columns m: Int) -> [Step] {
    var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lcs[i][j] = expected[start + i] == observed[start + j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[start + i] == observed[start + j] {
        steps.append(.same(start + i, start + j)); i += 1; j += 1
      } else if j < m, i == n || lcs[i][j + 1] > lcs[i + 1][j] {
        steps.append(.added(start + j)); j += 1
      } else {
        steps.append(.removed(start + i)); i += 1
      }
    }
    return steps
  }
}
