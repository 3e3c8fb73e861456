#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How much memory a process holds: its resident set, read from `/proc` (Linux; elsewhere unknown).
package enum ProcessMemory {
  /// The resident bytes of one process, if they can be read.
  package static func residentBytes(of pid: pid_t) -> Int? {
    #if os(Linux)
    guard let text = procText("/proc/\(pid)/statm") else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    #else
    return nil
    #endif
  }

  /// The resident bytes of a process and its descendants (a shell's child, an interpreter's workers), if they can be read.
  package static func residentBytes(ofTree pid: pid_t) -> Int? {
    guard var total = residentBytes(of: pid) else { return nil }
    var pending = children(of: pid)
    var seen: Set<pid_t> = [pid]
    while let child = pending.popLast() {
      guard seen.insert(child).inserted, seen.count < 4_096 else { continue }
      total += residentBytes(of: child) ?? 0
      pending += children(of: child)
    }
    return total
  }

  /// This process's resident bytes, if they can be read.
  package static func ownResidentBytes() -> Int? { residentBytes(of: getpid()) }

  /// The direct children of a process (Linux's `/proc/PID/task/TID/children`).
  static func children(of pid: pid_t) -> [pid_t] {
    #if os(Linux)
    // opendir and readdir: Foundation's directory listing cost more than the rest of a check (it runs every few cases).
    guard let directory = opendir("/proc/\(pid)/task") else { return [] }
    var tasks: [Int] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if let task = Int(name) { tasks.append(task) }
    }
    closedir(directory)
    var result: [pid_t] = []
    for task in tasks.sorted() {
      guard let text = procText("/proc/\(pid)/task/\(task)/children") else { continue }
      result += text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    return result
    #else
    return []
    #endif
  }

  /// A small `/proc` file's text, read with `open` and `read`. `String(contentsOfFile:)` kept about 10 KB per read of
  /// these size-less files (a campaign of an `exec:` engine grew 0.6 KB a case from its memory checks alone).
  static func procText(_ path: String) -> String? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4_096)
    while bytes.count < 1 << 20 {
      let n = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { break }
      bytes += chunk[..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
