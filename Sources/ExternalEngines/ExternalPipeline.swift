import TouchModel

extension ExternalEngine: PipelinedEngine {
  /// The window the engine declared in its handshake (1 when it declared none).
  public var window: Int { hello.window }

  /// A window on one of the engine's processes for one worker.
  public func makePipeline() -> any EnginePipeline { ExternalPipeline(self) }
}

/// One worker's window on an external engine: requests sent ahead to one process, replies read in order. A process a
/// fault ended (or that grew past the memory limit) is replaced, and the requests it had not answered go to the new one.
final class ExternalPipeline: EnginePipeline {
  private let engine: ExternalEngine
  private var connection: EngineConnection?
  /// The runs asked for and not yet received, oldest first; every one of them is sent on `connection` when there is one.
  private var pending: [(touchCase: TouchCase, categories: TraceCategories)] = []
  private var startFailure: (any Error)?

  init(_ engine: ExternalEngine) { self.engine = engine }

  func send(_ touchCase: TouchCase, recording categories: TraceCategories) {
    pending.append((touchCase, categories))
    if let connection { connection.send(touchCase, recording: categories) } else { connect() }
  }

  func receive() -> Result<EngineRun, any Error> {
    do {
      return .success(try receiveOnce())
    } catch is EngineConnection.LateReply {
      // The process answered an earlier, other case twice: it was ended; this request goes to a fresh one.
      do { return .success(try receiveOnce()) } catch { return .failure(error) }
    } catch {
      return .failure(error)
    }
  }

  func finish() {
    guard let connection else { return }
    self.connection = nil
    if pending.isEmpty { engine.checkInOrRecycle(connection) } else { connection.close() }
    pending = []
  }

  /// Starts a process and sends it every pending request; a failure to start is kept for the next receive.
  private func connect() {
    do {
      let fresh = try engine.checkOut()
      for run in pending { fresh.send(run.touchCase, recording: run.categories) }
      connection = fresh
      startFailure = nil
    } catch {
      startFailure = error
    }
  }

  private func receiveOnce() throws -> EngineRun {
    if connection == nil { connect() }
    guard let connection else {
      pending.removeFirst()
      throw startFailure ?? EngineFault(.crash, "the engine could not be started")
    }
    do {
      let run = try connection.receive()
      pending.removeFirst()
      if !engine.keepsAfterMemoryCheck(connection) {
        connection.close()
        self.connection = nil
      }
      return run
    } catch let late as EngineConnection.LateReply {
      engine.dropped(connection)
      self.connection = nil
      throw late
    } catch {
      pending.removeFirst()
      if connection.isBroken {
        engine.dropped(connection)
        self.connection = nil
      }
      throw error
    }
  }
}
