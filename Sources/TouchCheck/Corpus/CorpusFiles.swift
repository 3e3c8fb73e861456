import Foundation
import TouchModel

/// Finds and reads case files: `.json` files in the given files and folders, in sorted order.
package enum CorpusFiles {
  /// What listing the paths found: the files in order, and one error for each path or folder that could not be used.
  package struct Listing: Sendable {
    /// The case files, sorted within each given folder.
    package var files: [String] = []
    /// Missing paths, unreadable folders, and folders without a case file.
    package var errors: [CorpusError] = []

    /// Whether the listing of one path found no file only because the path is missing or an empty folder.
    package var isEmptyArchive: Bool {
      files.isEmpty && !errors.isEmpty && errors.allSatisfy { $0.kind == .input && ($0.problem == Self.missing || $0.problem == Self.noCaseFile) }
    }

    static let missing = "no such file or folder"
    static let noCaseFile = "holds no .json case file"
  }

  /// The `.json` files under the given paths (folders searched recursively, sorted); every path that cannot be used is an error.
  package static func list(_ paths: [String]) -> Listing {
    var listing = Listing()
    let fm = FileManager.default
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else {
        listing.errors.append(CorpusError(file: path, problem: Listing.missing, kind: .input))
        continue
      }
      guard isDirectory.boolValue else {
        listing.files.append(path)
        continue
      }
      let base = path.hasSuffix("/") ? String(path.dropLast()) : path
      var found: [String] = []
      walk(base, relative: "", into: &found, errors: &listing.errors)
      if found.isEmpty && !listing.errors.contains(where: { $0.file.hasPrefix(base) }) {
        listing.errors.append(CorpusError(file: path, problem: Listing.noCaseFile, kind: .input))
      }
      listing.files += found.sorted().map { base + "/" + $0 }
    }
    return listing
  }

  /// Collects `.json` files below a folder, naming every subfolder that cannot be read; a link to a folder is not
  /// followed (a link loop, or a link out of the tree, would otherwise be walked), a link to a file is read as one.
  private static func walk(_ base: String, relative: String, into found: inout [String], errors: inout [CorpusError]) {
    let folder = relative.isEmpty ? base : base + "/" + relative
    let names: [String]
    do { names = try FileManager.default.contentsOfDirectory(atPath: folder) } catch {
      errors.append(CorpusError(file: folder, problem: "folder cannot be read: \(AtomicFile.systemReason(error))", kind: .io))
      return
    }
    for name in names.sorted() where !name.contains(AtomicFile.marker) {
      let child = relative.isEmpty ? name : relative + "/" + name
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: base + "/" + child, isDirectory: &isDirectory) else { continue }
      var info = stat()
      if isDirectory.boolValue, lstat(base + "/" + child, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { continue }
      if isDirectory.boolValue {
        walk(base, relative: child, into: &found, errors: &errors)
      } else if name.hasSuffix(".json") {
        found.append(child)
      }
    }
  }

  /// Reads and decodes one case file; the error names the file, the field and the problem.
  package static func load(_ path: String) -> Result<CaseFile, CorpusError> {
    let text: String
    switch read(path) {
    case .success(let t): text = t
    case .failure(let error): return .failure(error)
    }
    do {
      return .success(try CaseFile.decode(text: text))
    } catch {
      return .failure(CorpusError(file: path, problem: error.description, kind: .input))
    }
  }

  /// The file's text: at most `CaseLimits.fileBytes` bytes of UTF-8, or an error with the system's reason.
  ///
  /// Only a regular file is read: it is opened without blocking and checked before reading, so a FIFO named `*.json`
  /// is named and skipped instead of waiting forever for a writer.
  package static func read(_ path: String) -> Result<String, CorpusError> {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY)
    guard descriptor >= 0 else { return .failure(CorpusError(file: path, problem: "cannot be read: \(String(cString: strerror(errno)))", kind: .io)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .failure(CorpusError(file: path, problem: "cannot be read: \(String(cString: strerror(errno)))", kind: .io)) }
    if status.st_mode & S_IFMT == S_IFDIR { return .failure(CorpusError(file: path, problem: "is a folder, not a case file", kind: .input)) }
    if status.st_mode & S_IFMT != S_IFREG {
      return .failure(CorpusError(file: path, problem: "is not a regular file (a FIFO, device or socket); skipped", kind: .input))
    }
    _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
    if Int(status.st_size) > CaseLimits.fileBytes {
      return .failure(CorpusError(file: path, problem: "is \(status.st_size) bytes, more than the limit of \(CaseLimits.fileBytes)", kind: .input))
    }
    // Decoding holds the bytes, the text and the JSON tree: about eight times the file's size at most.
    if let room = AddressSpace.room, Int(status.st_size) * 8 > room {
      return .failure(CorpusError(
        file: path, problem: "is \(AddressSpace.megabytes(Int(status.st_size))) MB; reading it needs about 8 times that, and only "
          + "\(AddressSpace.megabytes(room)) MB of address space remain under this process's limit (ulimit -v)", kind: .io))
    }
    var data = [UInt8]()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress!, $0.count) }
      if n < 0 && errno == EINTR { continue }
      if n < 0 { return .failure(CorpusError(file: path, problem: "cannot be read: \(String(cString: strerror(errno)))", kind: .io)) }
      if n == 0 { break }
      data += chunk[..<n]
      if data.count > CaseLimits.fileBytes {
        return .failure(CorpusError(file: path, problem: "is more than the limit of \(CaseLimits.fileBytes) bytes", kind: .input))
      }
    }
    guard let text = String(validating: data, as: UTF8.self) else { return .failure(CorpusError(file: path, problem: "is not UTF-8 text", kind: .input)) }
    return .success(text)
  }
}
