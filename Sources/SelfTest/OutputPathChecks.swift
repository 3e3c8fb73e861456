import TouchCheck
import Foundation

/// Checks, on this machine's file system, that every way TouchCheck writes a file treats special paths safely: a
/// link is resolved, a device or FIFO written through, a folder refused, a link planted at the temporary's name
/// never followed (`touchcheck selftest outputs`).
package enum OutputPathChecks {
  /// One check: what was tried and, when it failed, why.
  package struct Check: Sendable {
    /// What the check does.
    package var name: String
    /// Why it failed, or nil when it passed.
    package var failure: String?
  }

  /// Runs every check in a fresh folder under `scratch` (removed afterwards) and returns them in order.
  package static func run(in scratch: String = NSTemporaryDirectory()) -> [Check] {
    let folder = scratch + "/touchcheck-output-paths-\(getpid())"
    try? FileManager.default.removeItem(atPath: folder)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
      return [Check(name: "a scratch folder", failure: "cannot create \(folder)")]
    }
    func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
    func kind(_ path: String, following: Bool = false) -> mode_t? {
      var info = stat()
      return (following ? stat(path, &info) : lstat(path, &info)) == 0 ? info.st_mode & S_IFMT : nil
    }
    var checks: [Check] = []
    func check(_ name: String, _ body: () -> String?) { checks.append(Check(name: name, failure: body())) }

    check("a regular file is replaced atomically") {
      do { try AtomicFile.write("one", to: folder + "/plain.json"); try AtomicFile.write("two", to: folder + "/plain.json") } catch { return "\(error)" }
      return read(folder + "/plain.json") == "two" ? nil : "the file holds \(read(folder + "/plain.json") ?? "nothing")"
    }
    check("a link is resolved: its target written, the link kept") {
      try? "old".write(toFile: folder + "/target.json", atomically: false, encoding: .utf8)
      guard symlink(folder + "/target.json", folder + "/link.json") == 0 else { return "cannot make a link here" }
      do { try AtomicFile.write("new", to: folder + "/link.json") } catch { return "\(error)" }
      if kind(folder + "/link.json") != S_IFLNK { return "the link was replaced by a file" }
      return read(folder + "/target.json") == "new" ? nil : "the target was not written"
    }
    check("a device is written through, never replaced") {
      do { try AtomicFile.write("x", to: "/dev/null") } catch { return "\(error)" }
      return kind("/dev/null", following: true) == S_IFCHR ? nil : "/dev/null is no longer a device"
    }
    check("a FIFO nobody reads is an error at once, not a hang") {
      guard mkfifo(folder + "/fifo.json", 0o600) == 0 else { return "cannot make a FIFO here" }
      do { try AtomicFile.write("x", to: folder + "/fifo.json") } catch { return kind(folder + "/fifo.json") == S_IFIFO ? nil : "the FIFO was replaced" }
      return "writing to a FIFO without a reader succeeded"
    }
    check("a folder at the path is refused") {
      try? FileManager.default.createDirectory(atPath: folder + "/dir.json", withIntermediateDirectories: true)
      do { try AtomicFile.write("x", to: folder + "/dir.json") } catch { return nil }
      return "a folder was written over"
    }
    check("a link planted at the temporary's name is never followed") {
      try? "precious".write(toFile: folder + "/outside.txt", atomically: false, encoding: .utf8)
      guard symlink(folder + "/outside.txt", folder + "/.report.json" + AtomicFile.marker + String(getpid())) == 0 else { return "cannot make a link here" }
      do { try AtomicFile.write("report", to: folder + "/report.json") } catch { return "\(error)" }
      if read(folder + "/outside.txt") != "precious" { return "the file behind the planted link was overwritten" }
      return read(folder + "/report.json") == "report" ? nil : "the report was not written"
    }
    return checks
  }
}
