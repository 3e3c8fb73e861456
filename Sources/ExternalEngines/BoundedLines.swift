#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TouchCheck
import TouchModel

/// Lines read from a file descriptor, each at most `limit` bytes: a longer line is skipped to its end and reported,
/// so a 300 MB request costs no more memory than the limit (issue 22).
package struct BoundedLines {
  /// One line, or the length of a line too long to keep.
  package enum Line: Equatable { case text(String), tooLong(Int) }

  /// The file descriptor read.
  package let descriptor: Int32
  /// The most bytes a line may have.
  package let limit: Int
  private var buffer: [UInt8] = []
  /// Where the unread part of `buffer` starts, and how far past it no newline was found (so no byte is searched twice).
  private var head = 0
  private var searched = 0
  private var chunk = [UInt8](repeating: 0, count: 1 << 16)
  private var skipping = 0
  private var ended = false

  /// Reads lines from a descriptor, each at most `limit` bytes, and under an address-space limit at most a quarter of
  /// the room left (a longer line is reported, not allocated).
  package init(descriptor: Int32, limit: Int = CaseLimits.fileBytes + 4_096) {
    self.descriptor = descriptor
    self.limit = AddressSpace.room.map { min(limit, max(1 << 16, $0 / 4)) } ?? limit
  }

  /// The next line without its newline, or nil at the end of input.
  ///
  /// Each byte read is searched for a newline once, so a line of any length costs time in proportion to its length.
  package mutating func next() -> Line? {
    while true {
      if let newline = Self.newline(in: buffer, from: max(head, searched)) {
        let line = buffer[head..<newline]
        head = newline + 1
        searched = head
        if skipping > 0 {
          defer { skipping = 0 }
          return .tooLong(skipping + line.count)
        }
        return .text(String(decoding: line, as: UTF8.self))
      }
      searched = buffer.count
      if buffer.count - head > limit {
        skipping += buffer.count - head
        drop(upTo: buffer.count)
      }
      if ended {
        guard buffer.count > head || skipping > 0 else { return nil }
        let rest = buffer[head...]
        defer { drop(upTo: buffer.count); skipping = 0 }
        return skipping > 0 ? .tooLong(skipping + rest.count) : .text(String(decoding: rest, as: UTF8.self))
      }
      // The lines already returned are dropped before reading more, so the buffer holds at most a line and a chunk.
      if head > 0 { drop(upTo: head) }
      let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 { ended = true; continue }
      chunk.withUnsafeBufferPointer { buffer.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<n])) }
    }
  }

  /// The index of the first newline at or after `start`.
  private static func newline(in bytes: [UInt8], from start: Int) -> Int? {
    guard start < bytes.count else { return nil }
    return bytes.withUnsafeBufferPointer { all in
      memchr(all.baseAddress! + start, 0x0A, all.count - start).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - all.baseAddress! }
    }
  }

  /// Forgets the bytes before `end`.
  private mutating func drop(upTo end: Int) {
    if end == buffer.count {
      buffer.removeAll(keepingCapacity: true)
    } else {
      buffer.removeFirst(end)
    }
    searched = max(0, searched - end)
    head = 0
  }
}
