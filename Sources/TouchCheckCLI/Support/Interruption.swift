import Dispatch
import Foundation
import TouchCheck
import ExternalEngines

/// What Ctrl-C and SIGTERM do: every command ends its engines (and what they started) and exits with 128 + the signal;
/// a campaign turns the first one into a stop request, so it prints its summary and keeps its archive.
enum Interruption {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []
  private static let lock = NSLock()
  nonisolated(unsafe) private static var stopRequest: StopRequest?
  private static var campaign: StopRequest? { lock.withLock { stopRequest } }

  /// Installs the handlers for the rest of the process: until a campaign asks for the signal, it ends the engines and quits.
  static func installQuitting() {
    // A parent may have started this process with the signals blocked (a test runner's thread): they must arrive.
    var wanted = sigset_t()
    sigemptyset(&wanted)
    for number in [SIGINT, SIGTERM] { sigaddset(&wanted, number) }
    pthread_sigmask(SIG_UNBLOCK, &wanted, nil)
    for (number, name) in [(SIGINT, "interrupted (Ctrl-C)"), (SIGTERM, "terminated (SIGTERM)")] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        if let stop = campaign, stop.requested == nil {
          stop.request(name)
          Output.err("\n\(name): finishing the current cases, then the summary (again to quit at once)")
          return
        }
        Output.err(campaign == nil ? "\n\(name): ending the engines" : "\nstopping at once")
        EngineProcesses.endAll()
        exit(128 + number)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Makes the first Ctrl-C or SIGTERM a stop request for a campaign, and returns the request; a second one quits at once.
  static func install() -> StopRequest {
    let stop = StopRequest()
    lock.withLock { stopRequest = stop }
    return stop
  }
}
