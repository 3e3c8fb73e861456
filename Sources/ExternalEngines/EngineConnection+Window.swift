import TouchModel

extension EngineConnection {
  /// Sends a request without waiting for its reply (the engine declared a window); `receive` reads the replies in order.
  func send(_ touchCase: TouchCase, recording categories: TraceCategories) {
    let id = nextID
    nextID += 1
    channel.queue(requestLine(id: id, touchCase, categories))
    outstanding.append((id, touchCase, categories, ContinuousClock.now))
  }

  /// The reply to the oldest request sent and not yet answered: the engine's run, an `ExternalEngineError`, a fault (the
  /// connection is then broken), or `LateReply` when a reply to an earlier, other case came instead (the process was
  /// ended; the request belongs on a fresh one).
  func receive() throws -> EngineRun {
    let (id, touchCase, categories, sent) = outstanding.removeFirst()
    let previous = lastReceived
    lastReceived = (id, touchCase, categories)
    // Non-JSON lines (debug prints) before the reply are this case's; the reply still comes, and the engine runs on.
    var stray = StrayLines()
    let deadline = Self.deadline(options.caseTimeout, from: Swift.max(sent, lastReply))
    var outcome = channel.exchange([], deadline: deadline)
    while case .line(let bytes) = outcome, stray.take(bytes) { outcome = channel.exchange([], deadline: deadline) }
    guard case .line(let bytes) = outcome else {
      // Text instead of a reply: this request's fault, whatever the requests behind it then did to the process.
      if let line = stray.first {
        throw breakWith(.protocol("not-json"), "the engine wrote \(Quoted(line, limit: 200)), which is not JSON, and no reply")
      }
      isBroken = true
      throw Self.fault(outcome, process, &channel, during: "the case", limit: options.caseTimeout)
    }
    lastReply = ContinuousClock.now
    let run: EngineRun
    do {
      run = try engineRun(bytes, id: id, of: touchCase, categories, requiresID: true)
    } catch let problem as ReplyProblem {
      // A second reply to the request before: that request's fault. When it asked for this same case (the determinism
      // check's second run), this case is to blame; otherwise the innocent request goes to a fresh process.
      if problem.what == "wrong-id", case .success(let value) = JSONLine.parse(bytes), let replied = value.member("id")?.intValue, replied < id {
        if let previous, previous.id == replied, previous.touchCase == touchCase, previous.categories == categories {
          throw breakWith(.protocol("extra-output"), "the engine wrote more than one line for the previous run of this case")
        }
        isBroken = true
        process.kill()
        throw LateReply()
      }
      // A reply to a later request: this one got none, which one at a time would have been a wait to the time limit.
      if problem.what == "wrong-id", case .success(let value) = JSONLine.parse(bytes), let replied = value.member("id")?.intValue, replied > id {
        if let line = stray.first {
          throw breakWith(.protocol("not-json"), "the engine wrote \(Quoted(line, limit: 200)), which is not JSON, and no reply (it answered request \(replied) next)")
        }
        throw breakWith(.hang, "no reply to this request: the engine answered request \(replied) next")
      }
      throw breakWith(.protocol(problem.what), problem.message)
    }
    casesServed += 1
    if let fault = stray.fault(stderrTail: channel.tail.text) { throw fault }
    return run
  }

}
