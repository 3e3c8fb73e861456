/// The names of capabilities, for messages, the command line and documentation.
extension Capabilities {
  /// Every single capability with its name, in declaration order.
  public static let named: [(String, Capabilities)] = [
    ("hitTesting", .hitTesting), ("hitAreas", .hitAreas), ("transforms", .transforms), ("visits", .visits),
    ("severalWindows", .severalWindows), ("delivery", .delivery), ("viewControllers", .viewControllers),
    ("application", .application), ("events", .events), ("systemCancel", .systemCancel),
    ("severalFingers", .severalFingers), ("multipleTouch", .multipleTouch), ("exclusiveTouch", .exclusiveTouch), ("touchLimit", .touchLimit), ("tapCounts", .tapCounts),
    ("tap", .tap), ("longPress", .longPress), ("swipe", .swipe), ("pan", .pan), ("pinch", .pinch), ("rotation", .rotation),
    ("tapCount", .tapCount), ("touchCount", .touchCount), ("cancelsTouchesInView", .cancelsTouchesInView),
    ("delaysTouchesBegan", .delaysTouchesBegan), ("delaysTouchesEnded", .delaysTouchesEnded),
    ("requireToFail", .requireToFail), ("simultaneousRecognition", .simultaneousRecognition),
    ("delegateShouldBegin", .delegateShouldBegin), ("delegateShouldReceive", .delegateShouldReceive),
    ("viewShouldBegin", .viewShouldBegin), ("disabledRecognizers", .disabledRecognizers), ("controls", .controls),
    ("scrollViews", .scrollViews),
  ]

  /// The named unions, from the smallest.
  public static let namedUnions: [(String, Capabilities)] = [
    ("multiTouch", .multiTouch), ("recognizerKinds", .recognizerKinds), ("recognizerCounts", .recognizerCounts),
    ("recognizerFlags", .recognizerFlags), ("recognizerConflicts", .recognizerConflicts), ("recognizers", .recognizers),
    ("foundation", .foundation), ("all", .all),
  ]

  /// The names of the single capabilities in the set, in declaration order.
  public var names: [String] { Capabilities.named.filter { isSuperset(of: $0.1) }.map(\.0) }

  /// The set named by a single capability's or a union's name, if there is one.
  public init?(name: String) {
    guard let found = (Capabilities.named + Capabilities.namedUnions).first(where: { $0.0 == name }) else { return nil }
    self = found.1
  }
}
