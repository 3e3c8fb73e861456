import Foundation

/// The Python interpreter that the tests' engine scripts run on.
public enum Python {
  /// The interpreter `python3` on the PATH runs, with `-S`, as words for a shell command line, asked once per test run.
  ///
  /// The external-engine tests start Python hundreds of times (an engine that crashes, hangs or answers twice is
  /// restarted after every such case, and shrinking runs many of them), so its start is most of their time. When
  /// `python3` is a launcher script (a pyenv shim is a Bash script that runs `pyenv exec`), the launcher costs several
  /// times the interpreter's own start: on the machine these tests were timed on, about 85 ms of CPU against 34 ms. And
  /// `-S` leaves out the `site` module, whose `.pth` files (there, in pyenv's site-packages) took half of those 34 ms:
  /// the engines use the standard library only. The engines run the same interpreter either way. When the interpreter
  /// cannot be asked, this is `python3 -S`.
  public static let command: String = {
    // A file, not a pipe: every test that starts an engine waits for this value, and a pipe's end would also wait for
    // any engine started meanwhile that inherited it.
    let output = OutputFile("python-path")
    guard let process = try? TestProcess("/usr/bin/env", ["python3", "-c", "import sys; print(sys.executable)"], stdout: output.path),
      process.wait(within: 60)
    else { return "python3 -S" }
    let path = output.text().trimmingCharacters(in: .whitespacesAndNewlines)
    guard process.status == 0, path.hasPrefix("/"), FileManager.default.isExecutableFile(atPath: path) else { return "python3 -S" }
    let plain = path.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0) }
    return (plain ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'") + " -S"
  }()
}
