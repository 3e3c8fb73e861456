import Dispatch
import Foundation
import TouchCheck
import TouchEngines

/// Turns the first Ctrl-C or SIGTERM into a stop request, so a campaign prints its summary and keeps its archive; a second one quits at once.
enum Interruption {
  nonisolated(unsafe) private static var sources: [any DispatchSourceSignal] = []

  /// Installs the handlers for the rest of the process and returns the request they make.
  static func install() -> StopRequest {
    let stop = StopRequest()
    for (number, name) in [(SIGINT, "interrupted (Ctrl-C)"), (SIGTERM, "terminated (SIGTERM)")] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        if stop.requested != nil {
          Output.err("\nstopping at once")
          EngineProcesses.endAll()
          exit(128 + number)
        }
        stop.request(name)
        Output.err("\n\(name): finishing the current cases, then the summary (again to quit at once)")
      }
      source.resume()
      sources.append(source)
    }
    return stop
  }
}
