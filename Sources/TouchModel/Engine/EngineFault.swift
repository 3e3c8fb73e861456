/// A failure of an engine running in another process: it crashed, hung, or broke the protocol.
///
/// Adapters throw it from `run`; the harness turns it into a divergence of its own kind (signatures `crash`, `hang`
/// and `protocol:WHAT`), shrunk and archived like any other, with the engine's standard error kept for the report.
public struct EngineFault: Error, Hashable, Sendable, CustomStringConvertible {
  /// What went wrong.
  public enum Kind: Hashable, Sendable {
    /// The process exited (or was killed by a signal) before it replied.
    case crash
    /// No reply came within the case time limit; the process was killed.
    case hang
    /// The process broke the protocol; the word names how (`not-json`, `bad-reply`, `bad-trace`, `flood`…).
    case `protocol`(String)
  }

  /// What went wrong.
  public var kind: Kind
  /// One line saying what happened, for example `the engine exited with status 1 before replying`.
  public var message: String
  /// The last lines the engine wrote to its standard error, with unprintable characters escaped.
  public var stderrTail: String

  /// Creates a fault; the stderr tail is made printable.
  public init(_ kind: Kind, _ message: String, stderrTail: String = "") {
    self.kind = kind
    self.message = message
    self.stderrTail = EngineFault.printable(stderrTail)
  }

  /// The divergence signature: `crash`, `hang` or `protocol:WHAT`.
  public var signature: String {
    switch kind {
    case .crash: "crash"
    case .hang: "hang"
    case .protocol(let what): "protocol:" + what
    }
  }

  /// The message, then the stderr tail if there is one.
  public var description: String {
    stderrTail.isEmpty ? "\(signature): \(message)" : "\(signature): \(message)\nengine stderr (tail):\n\(stderrTail)"
  }

  /// Text with every unprintable character but the newline escaped as `\u{…}`, so it cannot forge or recolour output.
  public static func printable(_ text: String) -> String { Quoted.escapingUnprintable(text, keeping: ["\n"]) }
}
