import TouchModel

/// Lines an engine wrote to its standard output that are not protocol replies (debug prints), for one case.
///
/// Decision (issue 18): such a line does not put the stream out of step, so it is skipped and the reply read on; the
/// case is one `protocol:stray-output` divergence quoting the first line, and the engine is not restarted for it.
struct StrayLines {
  /// How many stray lines the case saw.
  private(set) var count = 0
  /// The first one, as text.
  private(set) var first: String?

  /// Takes a line if it is stray (it neither starts like a JSON object or array nor parses as JSON) and says whether it was.
  mutating func take(_ line: [UInt8]) -> Bool {
    let start = line.first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
    if start == UInt8(ascii: "{") || start == UInt8(ascii: "[") { return false }
    if start != nil, case .success = JSONLine.parse(line) { return false }
    count += 1
    if first == nil { first = String(decoding: line.prefix(300), as: UTF8.self) }
    return true
  }

  /// The fault that reports the stray lines, if there were any.
  func fault(stderrTail: String) -> EngineFault? {
    guard let first else { return nil }
    let more = count > 1 ? " (and \(count - 1) more line\(count == 2 ? "" : "s"))" : ""
    return EngineFault(
      .protocol("stray-output"),
      "the engine wrote a line that is not a protocol reply to its standard output: \(Quoted(first, limit: 200))\(more); "
        + "standard output carries only replies: write logs to standard error (the reply was read and the engine kept running)",
      stderrTail: stderrTail)
  }
}
