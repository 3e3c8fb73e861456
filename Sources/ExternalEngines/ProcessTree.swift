#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who started whom among the machine's processes, read from `/proc` (Linux; elsewhere nothing is known).
///
/// A process group reaches an engine and what it starts, but not a child that called `setsid` or `setpgid`: such a
/// child is found here by its parent, so ending an engine ends it too.
enum ProcessTree {
  /// Every process's parent, by process ID.
  static func parents() -> [pid_t: pid_t] {
    var table: [pid_t: pid_t] = [:]
    #if os(Linux)
    guard let folder = opendir("/proc") else { return table }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      guard let pid = pid_t(name), let parent = parent(of: pid) else { continue }
      table[pid] = parent
    }
    #endif
    return table
  }

  /// Every descendant of `roots` (the roots left out), parents before their children.
  static func descendants(of roots: [pid_t], in table: [pid_t: pid_t] = parents()) -> [pid_t] {
    var children: [pid_t: [pid_t]] = [:]
    for (pid, parent) in table { children[parent, default: []].append(pid) }
    var found: [pid_t] = []
    var next = roots
    var seen = Set(roots)
    while let pid = next.popLast() {
      for child in (children[pid] ?? []).sorted() where seen.insert(child).inserted {
        found.append(child)
        next.append(child)
      }
    }
    return found
  }

  /// The parent field of `/proc/PID/stat`, which follows the command name in parentheses and the state letter.
  private static func parent(of pid: pid_t) -> pid_t? {
    let fd = open("/proc/\(pid)/stat", O_RDONLY)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 1024)
    let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { return nil }
    let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
    guard fields.count > 1 else { return nil }
    return pid_t(String(decoding: fields[1], as: UTF8.self))
  }
}
