import TouchModel

/// Everything one run of the oracle (or of a mutant) knows and records: the case, the trace, rule coverage and touch state.
///
/// A state belongs to one run on one thread, and its stored properties are marked `@exclusivity(unchecked)`: Swift's
/// run-time check for overlapping accesses to a class's properties was a sixth of a campaign's instructions (each rule
/// firing, each event), and the compile-time checks still apply to everything else.
public final class OracleState {
  /// The case being run.
  public let touchCase: TouchCase
  /// The superview of every view, read from the scene's subview lists.
  public let superviews: [Int?]
  /// The recognizers attached to each view, in the scene's order.
  public let recognizersAttached: [[Int]]
  /// Per recognizer: where it stands in the frame's delivery order while a frame is delivered, else -1 (bookkeeping
  /// that keeps the order without searching it).
  @exclusivity(unchecked) var frameSlots: [Int]
  /// The trace categories to record.
  public let categories: TraceCategories
  /// Whether the run records why (decisions, omissions, hit-test explanations), not only what.
  public let explains: Bool
  /// The index of the stream item being run, or `TraceEvent.setup`.
  @exclusivity(unchecked) public var frame = TraceEvent.setup
  /// The time on the stream's clock.
  @exclusivity(unchecked) public var time = 0.0
  /// The events recorded so far.
  @exclusivity(unchecked) public private(set) var trace: Trace = []
  /// The rule behind each recorded event.
  @exclusivity(unchecked) public private(set) var provenance: [RuleID] = []
  /// The rule that decided each recorded event, and the rule that ordered it among its frame's events.
  @exclusivity(unchecked) public private(set) var decisions: [Decision] = []
  /// What the run decided not to emit (withheld phases, held recognizers…), in decision order.
  @exclusivity(unchecked) public internal(set) var omissions: [Omission] = []
  /// One explanation per hit test, the last one being filled while a hit test runs.
  @exclusivity(unchecked) public internal(set) var hitExplanations: [HitExplanation] = []
  /// The rule behind the answer a step just gave (a chain step, a refusal) or the message about to be delivered.
  @exclusivity(unchecked) public internal(set) var decision = Decision(.del003)
  /// Which rules fired, indexed by `RuleID.rawValue`.
  @exclusivity(unchecked) public private(set) var fired: [Bool]
  /// Rules in the order they first fired.
  @exclusivity(unchecked) public private(set) var firedOrder: [RuleID] = []
  /// Per finger: its view, window and whether it is active and delivered.
  @exclusivity(unchecked) public var touches: IndexedRecords<TouchRecord>
  /// The accepted first responder.
  @exclusivity(unchecked) public var firstResponder: ResponderRef?
  /// Whether a multi-touch sequence is under way (DEL-010).
  @exclusivity(unchecked) public var sequenceActive = false
  /// Views that have received a touch in the current sequence (MTC-001).
  @exclusivity(unchecked) public var receivedTouchThisSequence: IndexedRecords<Bool>
  /// Fingers lifted during the current sequence, and per view how many had when it took its touch (recorded for
  /// DEL-010's decisions).
  @exclusivity(unchecked) public var liftsThisSequence = 0
  /// Per view: `liftsThisSequence` when it took its touch this sequence.
  @exclusivity(unchecked) public var liftsWhenReceived: [Int]
  /// Per recognizer: its state and what it has seen.
  @exclusivity(unchecked) public var recognizers: IndexedRecords<RecognizerRecord>
  /// Per view: what a control is tracking.
  @exclusivity(unchecked) public var controls: [ControlRecord]
  /// Per view: when and where its last touch ended, and that touch's tap count (CTL-010).
  @exclusivity(unchecked) public var lastTouchEnd: [(time: Double, location: Point, tapCount: Int)?]
  /// Per finger: down past the device's limit, so ignored until it lifts (DEL-012).
  @exclusivity(unchecked) public var ignoredUntilLift: IndexedRecords<Bool>
  /// The fingers whose move in this frame kept their location and is delivered as a move (DEL-011).
  @exclusivity(unchecked) public var movedInPlace: [Int] = []
  /// Per view: what a scroll view is tracking (SCR-002…011).
  @exclusivity(unchecked) public var scrolls: IndexedRecords<ScrollRecord>
  /// Creates the state for one run of a case; `explaining` records why as well.
  public init(_ touchCase: TouchCase, recording categories: TraceCategories, explaining: Bool = false) {
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
  public var scene: Scene { touchCase.scene }
  /// The profile.
  public var profile: Profile { touchCase.profile }

  /// Records that a rule fired.
  public func fire(_ rule: RuleID) {
    if !fired[rule.rawValue] {
      fired[rule.rawValue] = true
      firedOrder.append(rule)
    }
  }

  /// Records an event produced by a rule, if its category is being recorded; `decision` says which rule decided it
  /// when another than the one that produced it (the rule itself when nil).
  public func emit(_ kind: TraceEvent.Kind, by rule: RuleID, decidedBy decision: Decision? = nil) {
    fire(rule)
    let event = TraceEvent(frame: frame, kind)
    guard categories.contains(event.category) else { return }
    trace.append(event)
    provenance.append(rule)
    if explains { decisions.append(decision ?? Decision(rule)) }
  }

  /// The run's result.
  public var result: EngineRun {
    EngineRun(
      trace: trace, ruleNames: RuleID.ids, provenanceIndices: provenance.map { Int16($0.rawValue) },
      firedIndices: firedOrder.map { Int16($0.rawValue) }, decidingIndices: decisions.map { Int16($0.rule.rawValue) },
      causingIndices: decisions.map { Int16($0.cause.rawValue) }, orderingIndices: decisions.map { Int16($0.order.rawValue) },
      omissions: omissions, hitExplanations: hitExplanations)
  }
}

/// What the oracle knows about one finger.
public struct TouchRecord: Sendable {
  /// The hit-test view, fixed when the touch begins (DEL-002).
  public var view: Int?
  /// The window that contains the hit-test view.
  public var window: Int?
  /// Whether the finger is down.
  public var isActive = false
  /// Whether the touch reaches responders (false when no view was hit or it was refused).
  public var isDelivered = false
  /// Where and when the finger touched down, in screen coordinates.
  public var start = Point.zero
  /// When the finger touched down.
  public var startTime = 0.0
  /// Where the finger is now, in screen coordinates.
  public var location = Point.zero
  /// How far the finger is from where it touched down.
  public var travel: Double { distance(location, start) }
  /// The recognizers that see the touch (GES-001), in order.
  public var recognizers: [Int] = []
  /// Whether the touch is still bound to its view (false once a recognizer with cancelsTouchesInView took it, GRD-002).
  public var isBound = true
  /// Whether its view got touchesBegan.
  public var viewGotBegan = false
  /// Whether its view got touchesEnded or touchesCancelled.
  public var viewGotEnd = false
  /// Began withheld from the view (GRD-003).
  public var pendingBegan = false
  /// Moved while its began was withheld (GRD-003's follow-up touchesMoved).
  public var pendingMoved = false
  /// Ended withheld from the view (GRD-003, GRD-004).
  public var pendingEnded = false
  /// The frame in which a released began's follow-up touchesMoved already told the view the current location (GRD-003).
  public var locationReportedInFrame: Int?
  /// `UITouch.tapCount` (CTL-010).
  public var tapCount = 1
  /// The scroll views that track the touch, innermost first (SCR-002).
  public var scrollViews: [Int] = []
  /// The scroll view scrolling with the touch, which its view no longer gets (SCR-006, SCR-008, SCR-009).
  public var takenByScroll: Int?
  /// The rule by which that scroll view took it, which keeps its later phases from the view.
  public var takenByRule: RuleID?
  /// The scroll view whose touchesShouldBegin kept the touch from its view (SCR-004).
  public var refusedByScroll: Int?

  /// Creates an empty record.
  public init() {}
}

extension TouchRecord: IndexedRecord {
  /// The indexes of touch records.
  public enum Key: Int, Sendable {
    /// The finger is down.
    case active
    /// A began or an ended is withheld from the view (GRD-003, GRD-004, SCR-002).
    case pending
  }

  /// The indexes this record belongs to.
  public var memberships: UInt8 { (isActive ? 1 : 0) | (pendingBegan || pendingEnded ? 2 : 0) }
}
