#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TouchModel

/// Lines read from a file descriptor, each at most `limit` bytes: a longer line is skipped to its end and reported,
/// so a 300 MB request costs no more memory than the limit (issue 22).
public struct BoundedLines {
  /// One line, or the length of a line too long to keep.
  public enum Line: Equatable { case text(String), tooLong(Int) }

  /// The file descriptor read.
  public let descriptor: Int32
  /// The most bytes a line may have.
  public let limit: Int
  private var buffer: [UInt8] = []
  private var skipping = 0
  private var ended = false

  /// Reads lines from a descriptor, each at most `limit` bytes.
  public init(descriptor: Int32, limit: Int = CaseLimits.fileBytes + 4_096) {
    self.descriptor = descriptor
    self.limit = limit
  }

  /// The next line without its newline, or nil at the end of input.
  public mutating func next() -> Line? {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if let newline = buffer.firstIndex(of: 0x0A) {
        let line = Array(buffer[..<newline])
        buffer.removeFirst(newline + 1)
        if skipping > 0 {
          defer { skipping = 0 }
          return .tooLong(skipping + line.count)
        }
        return .text(String(decoding: line, as: UTF8.self))
      }
      if buffer.count > limit {
        skipping += buffer.count
        buffer.removeAll(keepingCapacity: true)
      }
      if ended {
        guard !buffer.isEmpty || skipping > 0 else { return nil }
        defer { buffer = []; skipping = 0 }
        return skipping > 0 ? .tooLong(skipping + buffer.count) : .text(String(decoding: buffer, as: UTF8.self))
      }
      let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { ended = true; continue }
      buffer += chunk[..<n]
    }
  }
}
