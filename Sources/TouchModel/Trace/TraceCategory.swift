/// Groups of trace events; a comparison looks only at the categories an engine emits and a case asks for.
public struct TraceCategories: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public var rawValue: UInt16
  /// Creates a set from raw bits.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// Hit-test results of new touches.
  public static let hitTest = TraceCategories(rawValue: 1 << 0)
  /// The order in which views are asked during hit testing (the stricter level).
  public static let visits = TraceCategories(rawValue: 1 << 1)
  /// Touch messages to responders, refusals and drops.
  public static let touches = TraceCategories(rawValue: 1 << 2)
  /// First responder and non-touch events.
  public static let events = TraceCategories(rawValue: 1 << 3)
  /// Touch messages received by recognizers.
  public static let recognizerTouches = TraceCategories(rawValue: 1 << 4)
  /// Recognizer states, actions and resets.
  public static let recognizers = TraceCategories(rawValue: 1 << 5)
  /// Control tracking, control events and action messages.
  public static let controls = TraceCategories(rawValue: 1 << 6)
  /// New touches' tap counts above one (a stricter level, like the visit order).
  public static let tapCounts = TraceCategories(rawValue: 1 << 7)
  /// Scroll views beginning, ending and cancelling their dragging.
  public static let scrolls = TraceCategories(rawValue: 1 << 8)

  /// Every category.
  public static let all: TraceCategories = [.hitTest, .visits, .touches, .events, .recognizerTouches, .recognizers, .controls, .tapCounts, .scrolls]
  /// Every category but the stricter levels (visit order, tap counts): the default level of a case.
  public static let standard: TraceCategories = all.subtracting([.visits, .tapCounts])

  /// The names, in a fixed order, for JSON and the command line.
  public static let named: [(String, TraceCategories)] = [
    ("hitTest", .hitTest), ("visits", .visits), ("touches", .touches), ("events", .events),
    ("recognizerTouches", .recognizerTouches), ("recognizers", .recognizers), ("controls", .controls), ("tapCounts", .tapCounts), ("scrolls", .scrolls),
  ]
}

extension TraceEvent {
  /// The category this event belongs to.
  public var category: TraceCategories {
    switch kind {
    case .hitTest: .hitTest
    case .visit: .visits
    case .touches, .droppedTouches, .refused: .touches
    case .firstResponder, .firstResponderRefused, .event, .droppedEvent: .events
    case .recognizerTouches: .recognizerTouches
    case .recognizerState, .recognizerAction, .recognizerReset: .recognizers
    case .tracking, .controlEvent, .actionSent: .controls
    case .tapCount: .tapCounts
    case .scroll: .scrolls
    }
  }
}
