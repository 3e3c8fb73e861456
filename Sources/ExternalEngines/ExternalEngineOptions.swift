/// How an external engine is run: its time limits and the bounds on what it may write.
public struct ExternalEngineOptions: Hashable, Sendable {
  /// The longest a case may take, in seconds, before the engine counts as hung and is killed (default 10).
  public var caseTimeout: Double
  /// The longest the engine may take to start and answer the handshake, in seconds (default 30).
  public var startTimeout: Double
  /// The longest reply line accepted, in bytes; a longer one is a `protocol:flood` fault (default 16 MiB).
  public var maxReplyBytes: Int
  /// How many bytes of the engine's standard error are kept for reports (default 4 KiB).
  public var stderrTailBytes: Int
  /// The most resident bytes one engine process (with its children) may hold: past it, the process is ended after its
  /// case and a fresh one serves the next (default 2 GiB; nil: no limit). Checked every `memoryCheckInterval` cases.
  public var maxResidentBytes: Int? = 2 << 30
  /// How many cases a process serves between two reads of its memory.
  package var memoryCheckInterval = 64

  /// Creates options.
  public init(caseTimeout: Double = 10, startTimeout: Double = 30, maxReplyBytes: Int = 16 << 20, stderrTailBytes: Int = 4 << 10) {
    self.caseTimeout = caseTimeout
    self.startTimeout = startTimeout
    self.maxReplyBytes = maxReplyBytes
    self.stderrTailBytes = stderrTailBytes
  }
}
