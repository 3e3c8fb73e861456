/// Which events of a trace an engine is compared on: its categories, and the application only when it claims one.
extension Capabilities {
  /// Whether an engine with these capabilities reports this event.
  ///
  /// Its category must be one the engine emits. A touch message or non-touch event that reached the application
  /// object or the app delegate counts only with `.application`: without it the chain is compared up to the window,
  /// and generated cases keep the application a silent pass-through (default behaviour, no app delegate).
  public func reports(_ event: TraceEvent) -> Bool { Self.reports(event, categories, application: contains(.application)) }

  /// `reports` with the categories worked out once, for a whole trace (they were worked out again for every event).
  var reporter: (TraceEvent) -> Bool {
    let categories = categories
    let application = contains(.application)
    return { Self.reports($0, categories, application: application) }
  }

  private static func reports(_ event: TraceEvent, _ categories: TraceCategories, application: Bool) -> Bool {
    categories.contains(event.category) && (application || !event.reachedApplication)
  }

  /// The events of a trace that an engine with these capabilities reports, in order (the trace itself, not a copy,
  /// when it reports them all, as it does when the trace was recorded for the engine's categories).
  public func projected(_ trace: Trace) -> Trace {
    let reports = reporter
    return trace.allSatisfy(reports) ? trace : trace.filter(reports)
  }
}

extension TraceEvent {
  /// Whether the event is a touch message or non-touch event received by the application or the app delegate.
  public var reachedApplication: Bool {
    switch kind {
    case .touches(_, let r, _), .event(_, let r): r == .application || r == .appDelegate
    default: false
    }
  }
}

extension EngineRun {
  /// The run with only the events an engine with these capabilities reports, its records (rules, decisions, omissions) kept aligned.
  public func projected(onto capabilities: Capabilities) -> EngineRun {
    filtered(capabilities.reporter)
  }
}
