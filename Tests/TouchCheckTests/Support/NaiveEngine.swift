import TouchModel

/// A touch engine written from the README alone, the way someone porting UIKit's touch handling would write one:
/// its own object graph (views, view controllers, the application), hit testing and the responder chain, and a trace
/// recorded from its callbacks. It never looks at the oracle.
///
/// It implements hit testing (windows last to first; hidden, user interaction and alpha skips; half-open bounds;
/// subviews front to back; frame and bounds-origin conversion, no transforms or custom hit areas) and touch delivery
/// up the chain (views, view controllers, windows, the application and a responder app delegate), with several
/// fingers at once. It has no recognizers, controls, first responder, multiple or exclusive touch, or system
/// cancellation, so it does not claim them. `Docs/ENGINES.md` walks through it.
///
/// Two realistic mistakes can be switched on, so a campaign has something to find: `NaiveEngine(fixed: false)`.
struct NaiveEngine: TouchEngine {
  /// The mistakes this engine makes.
  struct Mistakes: OptionSet, Hashable, Sendable {
    let rawValue: Int

    /// Skips a view whose alpha is *at most* the threshold (`<=`, as seed 000's sample code writes), so alpha
    /// exactly 0.01 is not hittable; UIKit skips only alpha below 0.01 (HIT-004).
    static let alphaAtMostThreshold = Mistakes(rawValue: 1 << 0)
    /// Sends a touch's moves and ends to the view under the finger now instead of the view it began on (DEL-002).
    static let touchFollowsFinger = Mistakes(rawValue: 1 << 1)
    /// Both mistakes.
    static let both: Mistakes = [.alphaAtMostThreshold, .touchFollowsFinger]
  }

  /// The mistakes switched on.
  var mistakes: Mistakes

  /// The engine with both mistakes (`fixed: false`) or with none.
  init(fixed: Bool) { mistakes = fixed ? [] : .both }

  /// The engine with exactly these mistakes.
  init(mistakes: Mistakes) { self.mistakes = mistakes }

  var name: String { mistakes.isEmpty ? "naive" : "naive-unfixed" }
  var summary: String { "an engine written from the README: hit testing and delivery up the responder chain" }

  /// Only what it implements: no visits, transforms, hit areas, recognizers, controls, events or refusals.
  var capabilities: Capabilities { [.hitTesting, .severalWindows, .delivery, .viewControllers, .application, .severalFingers] }

  func run(_ touchCase: TouchCase, recording categories: TraceCategories) -> EngineRun {
    // The object graph is built for this run and never leaves it, so the engine itself stays a Sendable value.
    let recorder = NaiveTraceRecorder(categories: categories)
    let app = NaiveApp(scene: touchCase.scene)
    let loop = NaiveEventLoop(app: app, profile: touchCase.profile, mistakes: mistakes, recorder: recorder)
    for (frame, item) in touchCase.stream.items.enumerated() {
      recorder.frame = frame
      loop.handle(item)
    }
    return EngineRun(trace: recorder.trace)
  }
}
