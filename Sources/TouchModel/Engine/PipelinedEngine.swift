/// An engine that takes several cases before it answers the first, answering in order (a protocol engine's window), so
/// a campaign keeps it busy while it generates and runs the oracle.
public protocol PipelinedEngine: TouchEngine {
  /// The most runs one worker may have asked for and not yet received (1: one at a time).
  var window: Int { get }
  /// A pipeline for one worker; it is used from one thread at a time.
  func makePipeline() -> any EnginePipeline
}

/// Runs asked for on one worker, received in the order they were asked for.
public protocol EnginePipeline: AnyObject {
  /// Asks for a run of a case; its result comes from a later `receive`.
  func send(_ touchCase: TouchCase, recording categories: TraceCategories)
  /// The result of the oldest run asked for and not yet received: the engine's run, or what it threw.
  func receive() -> Result<EngineRun, any Error>
  /// Ends the pipeline once every run was received, giving back what it holds (an engine process to its pool).
  func finish()
}
