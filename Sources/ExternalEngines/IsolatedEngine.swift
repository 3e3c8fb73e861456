import TouchModel

/// An in-process engine run in child processes of its own, through the engine protocol, under its own name.
///
/// A user's executable serves its engine to itself (`EXECUTABLE serve --engine NAME`, one process per worker), so a
/// trap, a hang or an `exit` in the engine is a `crash` or `hang` divergence, shrunk and archived, and the campaign goes
/// on. Reports, archive folders and printed commands keep the engine's own name.
package final class IsolatedEngine: ProfiledTouchEngine, ProcessBackedEngine, AcceptsDeviations, @unchecked Sendable {
  /// The engine as registered in this process (its name and summary).
  package let engine: any TouchEngine
  /// The child processes that run it.
  package let served: ExternalEngine

  /// Starts `command` (which must serve `engine` over the protocol) and checks that it claims what `engine` claims.
  package init(_ engine: any TouchEngine, servedBy command: String, options: ExternalEngineOptions = ExternalEngineOptions()) throws(EngineFault) {
    self.engine = engine
    served = try ExternalEngine(command: command, options: options)
    guard served.hello.name == engine.name, served.capabilities == engine.capabilities else {
      throw EngineFault(
        .protocol("handshake-changed"),
        "the isolated engine answered the handshake as \(served.hello.name) claiming \(served.capabilities.names.joined(separator: ",")), not as \(engine.name) claiming \(engine.capabilities.names.joined(separator: ","))")
    }
  }

  /// The engine's own name.
  package var name: String { engine.name }
  /// The deviations the engine declares.
  package var acceptedDeviations: [String] { engine.declaredDeviations }
  /// The engine's own summary.
  package var summary: String { engine.summary }
  /// The engine's capabilities, as its child process claimed them.
  package var capabilities: Capabilities { served.capabilities }
  /// The profile the engine declares, else the default (as its child process declared it).
  package var profile: Profile { engine.declaredProfile ?? .default }

  /// Runs the case in a child process; a crash or hang throws the fault the harness makes a divergence of.
  package func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    try served.run(touchCase, recording: categories)
  }

  /// How many child processes were started (one per worker, one more after each fault).
  package var processesStarted: Int { served.processesStarted }

  /// The resident bytes of the child processes, as last read.
  package var residentBytes: Int? { served.residentBytes }
  /// How much a child process grows per case it serves.
  package var growthPerCase: Double? { served.growthPerCase }
  /// How many child processes were recycled past the memory limit.
  package var processesRecycled: Int { served.processesRecycled }
  /// The limit on one child process's resident bytes.
  package var maxResidentBytes: Int? { served.maxResidentBytes }

  /// Ends the child processes.
  package func shutdown() { served.shutdown() }
}

extension IsolatedEngine: PipelinedEngine {
  /// The window of the child processes that serve the engine.
  package var window: Int { served.window }

  /// A window on one of the child processes.
  package func makePipeline() -> any EnginePipeline { served.makePipeline() }
}
