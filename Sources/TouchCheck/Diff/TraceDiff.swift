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
    for step in script {
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
      case .added(let o):
        flushUnchanged(upTo: pending)
        pending = []
        out += "+ [\(o)] \(observed[o])\n"
        lastChange = index
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

  enum Step { case same(Int, Int), removed(Int), added(Int) }

  /// A shortest edit script by longest common subsequence (traces are short).
  func editScript() -> [Step] {
    let n = expected.count
    let m = observed.count
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
      for j in stride(from: m - 1, through: 0, by: -1) {
        lcs[i][j] = expected[i] == observed[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var steps: [Step] = []
    var i = 0
    var j = 0
    while i < n || j < m {
      if i < n, j < m, expected[i] == observed[j] {
        steps.append(.same(i, j)); i += 1; j += 1
      } else if j < m, i == n || lcs[i][j + 1] > lcs[i + 1][j] {
        steps.append(.added(j)); j += 1
      } else {
        steps.append(.removed(i)); i += 1
      }
    }
    return steps
  }
}
