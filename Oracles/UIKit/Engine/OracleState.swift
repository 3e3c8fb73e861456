import TouchModel

/// Everything one run of the oracle (or of a mutant) knows and records: the case, the trace, rule coverage and touch state.
///
/// A state belongs to one run on one thread, and its stored properties are marked `@exclusivity(unchecked)`: Swift's
/// run-time check for overlapping accesses to a class's properties was a sixth of a campaign's instructions (each rule
/// firing, each event), and the compile-time checks still apply to everything else.
package final class OracleState {
  /// The case being run.
  package let touchCase: TouchCase
  /// The superview of every view, read from the scene's subview lists.
  package let superviews: [Int?]
  /// The recognizers attached to each view, in the scene's order.
  package let recognizersAttached: [[Int]]
  /// Per recognizer: where it stands in the frame's delivery order while a frame is delivered, else -1 (bookkeeping
  /// that keeps the order without searching it).
  @exclusivity(unchecked) var frameSlots: [Int]
  /// The trace categories to record.
  package let categories: TraceCategories
  /// Whether the run records why (decisions, omissions, hit-test explanations), not only what.
  package let explains: Bool
  /// The index of the stream item being run, or `TraceEvent.setup`.
  @exclusivity(unchecked) package var frame = TraceEvent.setup
  /// The time on the stream's clock.
  @exclusivity(unchecked) package var time = 0.0
  /// The events recorded so far.
  @exclusivity(unchecked) package private(set) var trace: Trace = []
  /// The rule behind each recorded event.
  @exclusivity(unchecked) package private(set) var provenance: [RuleID] = []
  /// The rule that decided each recorded event, and the rule that ordered it among its frame's events.
  @exclusivity(unchecked) package private(set) var decisions: [Decision] = []
  /// What the run decided not to emit (withheld phases, held recognizers…), in decision order.
  @exclusivity(unchecked) package internal(set) var omissions: [Omission] = []
  /// One explanation per hit test, the last one being filled while a hit test runs.
  @exclusivity(unchecked) package internal(set) var hitExplanations: [HitExplanation] = []
  /// The rule behind the answer a step just gave (a chain step, a refusal) or the message about to be delivered.
  @exclusivity(unchecked) package internal(set) var decision = Decision(.del003)
  /// Which rules fired, indexed by `RuleID.rawValue`.
  @exclusivity(unchecked) package private(set) var fired: [Bool]
  /// Rules in the order they first fired.
  @exclusivity(unchecked) package private(set) var firedOrder: [RuleID] = []
  /// Per finger: its view, window and whether it is active and delivered.
  @exclusivity(unchecked) package var touches: IndexedRecords<TouchRecord>
  /// The accepted first responder.
  @exclusivity(unchecked) package var firstResponder: ResponderRef?
  /// Whether a multi-touch sequence is under way (DEL-010).
  @exclusivity(unchecked) package var sequenceActive = false
  /// Views that have received a touch in the current sequence (MTC-001).
  @exclusivity(unchecked) package var receivedTouchThisSequence: IndexedRecords<Bool>
  /// Fingers lifted during the current sequence, and per view how many had when it took its touch (recorded for
  /// DEL-010's decisions).
  @exclusivity(unchecked) package var liftsThisSequence = 0
  /// Per view: `liftsThisSequence` when it took its touch this sequence.
  @exclusivity(unchecked) package var liftsWhenReceived: [Int]
  /// Per recognizer: its state and what it has seen.
  @exclusivity(unchecked) package var recognizers: IndexedRecords<RecognizerRecord>
  /// Per view: what a control is tracking.
  @exclusivity(unchecked) package var controls: [ControlRecord]
  /// Per view: when and where its last touch ended, and that touch's tap count (CTL-010).
  @exclusivity(unchecked) package var lastTouchEnd: [(time: Double, location: Point, tapCount: Int)?]
  /// Per finger: down past the device's limit, so ignored until it lifts (DEL-012).
  @exclusivity(unchecked) package var ignoredUntilLift: IndexedRecords<Bool>
  /// The fingers whose move in this frame kept their location and is delivered as a move (DEL-011).
  @exclusivity(unchecked) package var movedInPlace: [Int] = []
  /// Per view: what a scroll view is tracking (SCR-002…011).
  @exclusivity(unchecked) package var scrolls: IndexedRecords<ScrollRecord>
  /// Creates the state for one run of a case; `explaining` records why as well.
  package init(_ touchCase: TouchCase, recording categories: TraceCategories, explaining: Bool = false) {
    self.touchCase = touchCase
    self.categories = categories
    explains = explaining
    superviews = touchCase.scene.superviews()
    var attached = [[Int]](copies: [], count: touchCase.scene.views.count)
    for (g, spec) in touchCase.scene.recognizers.enumerated() { attached[spec.view].append(g) }
    recognizersAttached = attached
    frameSlots = [Int](copies: -1, count: touchCase.scene.recognizers.count)
    fired = [Bool](copies: false, count: RuleID.allCases.count)
    touches = IndexedRecords(repeating: TouchRecord(), count: touchCase.stream.touchNames.count)
    receivedTouchThisSequence = IndexedRecords(repeating: false, count: touchCase.scene.views.count)
    liftsWhenReceived = [Int](copies: 0, count: touchCase.scene.views.count)
    recognizers = IndexedRecords(repeating: RecognizerRecord(), count: touchCase.scene.recognizers.count)
    controls = [ControlRecord](copies: ControlRecord(), count: touchCase.scene.views.count)
    lastTouchEnd = Array(copies: nil, count: touchCase.scene.views.count)
    ignoredUntilLift = IndexedRecords(repeating: false, count: touchCase.stream.touchNames.count)
    scrolls = IndexedRecords(repeating: ScrollRecord(), count: touchCase.scene.views.count)
  }

  /// The scene.
  package var scene: Scene { touchCase.scene }
  /// The profile.
  package var profile: Profile { touchCase.profile }

  /// Records that a rule fired.
  package func fire(_ rule: RuleID) {
    if !fired[rule.rawValue] {
      fired[rule.rawValue] = true
      firedOrder.append(rule)
    }
  }

  /// Records an event produced by a rule, if its category is being recorded; `decision` says which rule decided it
  /// when another than the one that produced it (the rule itself when nil).
  package func emit(_ kind: TraceEvent.Kind, by rule: RuleID, decidedBy decision: Decision? = nil) {
    fire(rule)
    let event = TraceEvent(frame: frame, kind)
    guard categories.contains(event.category) else { return }
    trace.append(event)
    provenance.append(rule)
    if explains { decisions.append(decision ?? Decision(rule)) }
  }

  /// The run's result.
  package var result: EngineRun {
    EngineRun(
      trace: trace, ruleNames: RuleID.ids, provenanceIndices: provenance.map { Int16($0.rawValue) },
      firedIndices: firedOrder.map { Int16($0.rawValue) }, decidingIndices: decisions.map { Int16($0.rule.rawValue) },
      causingIndices: decisions.map { Int16($0.cause.rawValue) }, orderingIndices: decisions.map { Int16($0.order.rawValue) },
      omissions: omissions, hitExplanations: hitExplanations)
  }
}

/// What the oracle knows about one finger.
package struct TouchRecord: Sendable {
  /// The hit-test view, fixed when the touch begins (DEL-002).
  package var view: Int?
  /// The window that contains the hit-test view.
  package var window: Int?
  /// Whether the finger is down.
  package var isActive = false
  /// Whether the touch reaches responders (false when no view was hit or it was refused).
  package var isDelivered = false
  /// Where and when the finger touched down, in screen coordinates.
  package var start = Point.zero
  /// When the finger touched down.
  package var startTime = 0.0
  /// Where the finger is now, in screen coordinates.
  package var location = Point.zero
  /// How far the finger is from where it touched down.
  package var travel: Double { distance(location, start) }
  /// The recognizers that see the touch (GES-001), in order.
  package var recognizers: [Int] = []
  /// Whether the touch is still bound to its view (false once a recognizer with cancelsTouchesInView took it, GRD-002).
  package var isBound = true
  /// Whether its view got touchesBegan.
  package var viewGotBegan = false
  /// Whether its view got touchesEnded or touchesCancelled.
  package var viewGotEnd = false
  /// Began withheld from the view (GRD-003).
  package var pendingBegan = false
  /// Moved while its began was withheld (GRD-003's follow-up touchesMoved).
  package var pendingMoved = false
  /// Ended withheld from the view (GRD-003, GRD-004).
  package var pendingEnded = false
  /// The frame in which a released began's follow-up touchesMoved already told the view the current location (GRD-003).
  package var locationReportedInFrame: Int?
  /// `UITouch.tapCount` (CTL-010).
  package var tapCount = 1
  /// The scroll views that track the touch, innermost first (SCR-002).
  package var scrollViews: [Int] = []
  /// The scroll view scrolling with the touch, which its view no longer gets (SCR-006, SCR-008, SCR-009).
  package var takenByScroll: Int?
  /// The rule by which that scroll view took it, which keeps its later phases from the view.
  package var takenByRule: RuleID?
  /// The scroll view whose touchesShouldBegin kept the touch from its view (SCR-004).
  package var refusedByScroll: Int?

  /// Creates an empty record.
  package init() {}
}

extension TouchRecord: IndexedRecord {
  /// The indexes of touch records.
  package enum Key: Int, Sendable {
    /// The finger is down.
    case active
    /// A began or an ended is withheld from the view (GRD-003, GRD-004, SCR-002).
    case pending
  }

  /// The indexes this record belongs to.
  package var memberships: UInt8 { (isActive ? 1 : 0) | (pendingBegan || pendingEnded ? 2 : 0) }
}
