/// The last bytes a process wrote to its standard error, cut to a bound.
struct StderrTail {
  /// The most bytes kept.
  let limit: Int
  private var bytes: [UInt8] = []

  init(limit: Int) { self.limit = max(0, limit) }

  /// Appends what was read, dropping the oldest bytes past the limit.
  mutating func append(_ chunk: UnsafeRawBufferPointer) {
    bytes.append(contentsOf: chunk)
    if bytes.count > 2 * limit + 4096 { bytes.removeFirst(bytes.count - limit) }
  }

  /// The kept text, starting at a line boundary when it was cut.
  var text: String {
    var kept = bytes.count > limit ? Array(bytes.suffix(limit)) : bytes
    if bytes.count > limit, let newline = kept.firstIndex(of: 0x0A), newline + 1 < kept.count { kept.removeFirst(newline + 1) }
    while kept.last == 0x0A { kept.removeLast() }
    return String(decoding: kept, as: UTF8.self)
  }
}
