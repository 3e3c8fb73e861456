import Dispatch
import Foundation

/// Shrinks counterexamples one after another on a thread of its own while the workers run the next cases, and hands
/// the results back in the order they were asked for.
///
/// A campaign on several workers used to stop them all while it shrank each new divergence; now only the campaign's
/// bookkeeping waits for a result (before a checkpoint and at the end). Each shrink is the same computation wherever it
/// runs, so the report does not change.
final class ShrinkQueue: @unchecked Sendable {
  private let queue = DispatchQueue(label: "TouchCheck.shrinking")
  private let group = DispatchGroup()
  private let lock = NSLock()
  /// Results not handed back yet, by ticket.
  private var done: [Int: Counterexample] = [:]
  private var asked = 0
  private var handedBack = 0

  /// Whether every shrink asked for has been handed back.
  var isEmpty: Bool { handedBack == asked }

  /// Starts shrinking a sighting; its result comes back from `results` after those asked before it.
  func shrink(_ sighting: Sighting, with shrinker: CounterexampleShrinker) {
    let ticket = asked
    asked += 1
    group.enter()
    queue.async { [self] in
      let counterexample = shrinker.shrink(sighting)
      lock.lock()
      done[ticket] = counterexample
      lock.unlock()
      group.leave()
    }
  }

  /// The results ready now, in the order asked (stopping at the first that is not); with `waiting`, every result.
  func results(waiting: Bool) -> [Counterexample] {
    if waiting { group.wait() }
    lock.lock()
    defer { lock.unlock() }
    var ready: [Counterexample] = []
    while let next = done.removeValue(forKey: handedBack) {
      ready.append(next)
      handedBack += 1
    }
    return ready
  }
}
