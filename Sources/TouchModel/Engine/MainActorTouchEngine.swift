import Dispatch
import Foundation

/// An engine whose objects must stay on the main thread (a UIKit-like object graph): TouchCheck runs it there, one case at a time.
///
/// Implement `runOnMainActor`; the harness calls `run`, which hops to the main actor (directly when already on the main
/// thread, else by waiting on the main queue — on Linux, Dispatch may then run the body on the waiting thread while it
/// holds the main queue, which keeps main-actor isolation), and campaigns use a single worker for it.
public protocol MainActorTouchEngine: TouchEngine {
  /// Runs a case on the main actor and returns the trace of the requested categories.
  @MainActor func runOnMainActor(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun
}

extension MainActorTouchEngine {
  /// Runs the case on the main actor.
  public func run(_ touchCase: TouchCase, recording categories: TraceCategories) throws -> EngineRun {
    try MainActorHop.run { try self.runOnMainActor(touchCase, recording: categories) }
  }
}

/// Runs a body on the main actor from any thread.
public enum MainActorHop {
  /// Runs `body` isolated to the main actor: in place on the main thread, else synchronously on the main queue.
  public static func run<T: Sendable>(_ body: @MainActor @Sendable () throws -> T) throws -> T {
    if Thread.isMainThread { return try MainActor.assumeIsolated { try body() } }
    return try DispatchQueue.main.sync { try MainActor.assumeIsolated { try body() } }
  }
}

extension TouchEngine {
  /// Whether the engine must run on the main actor (then campaigns use one worker).
  public var runsOnMainActor: Bool { self is any MainActorTouchEngine }
}
