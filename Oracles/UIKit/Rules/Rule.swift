/// One documented rule: its ID, what it says, where it comes from, and any decision taken where the documents are open.
public struct Rule: Sendable {
  /// The permanent ID.
  public let id: RuleID
  /// The area heading it is listed under.
  public let area: String
  /// The rule in one sentence.
  public let statement: String
  /// The sources: seed files and Apple pages, each with a short quote.
  public let citations: [Citation]
  /// Where the documents are silent or disagree: what the oracle decided and why.
  public let decision: String?
  /// Profile constants the rule reads.
  public let profile: [String]

  /// Creates a rule.
  public init(_ id: RuleID, _ area: String, _ statement: String, cites citations: [Citation], decision: String? = nil, profile: [String] = []) {
    self.id = id
    self.area = area
    self.statement = statement
    self.citations = citations
    self.decision = decision
    self.profile = profile
  }
}

/// A source for a rule: a seed article or an Apple page, with a short quote.
public struct Citation: Sendable {
  /// The seed file (`seeds/004_….txt`) or the page URL.
  public let source: String
  /// A short quote from that source.
  public let quote: String

  /// Cites a seed article.
  public static func seed(_ file: String, _ quote: String) -> Citation { Citation(source: "seeds/" + file, quote: quote) }

  /// Cites an Apple page.
  public static func apple(_ url: String, _ quote: String) -> Citation { Citation(source: url, quote: quote) }

  /// Cites a public record of behaviour observed on devices: a framework's source comment, an SDK header, a write-up.
  public static func observed(_ url: String, _ quote: String) -> Citation { Citation(source: url, quote: quote) }
}

/// Short names for the seed files and Apple pages cited by the catalogue.
enum Source {
  static let seed000 = "000_afa5e98e9c405d47.txt"
  static let seed001 = "001_ea0cea4e86c75852.txt"
  static let seed002 = "002_e4ba444b7a6e5d2d.txt"
  static let seed003 = "003_4047f808860baa91.txt"
  static let seed004 = "004_50ba721d535d94ff.txt"
  static let docs = "https://developer.apple.com/documentation/uikit/"
  static let hitTest = docs + "uiview/hittest(_:with:)"
  static let pointInside = docs + "uiview/point(inside:with:)"
  static let subviews = docs + "uiview/subviews"
  static let userInteraction = docs + "uiview/isuserinteractionenabled"
  static let imageView = docs + "uiimageview/isuserinteractionenabled"
  static let label = docs + "uilabel/isuserinteractionenabled"
  static let chainArticle = docs + "using-responders-and-the-responder-chain-to-handle-events"
  static let next = docs + "uiresponder/next"
  static let touchesBegan = docs + "uiresponder/touchesbegan(_:with:)"
  static let touchesCancelled = docs + "uiresponder/touchescancelled(_:with:)"
  static let phase = docs + "uitouch/phase-swift.enum"
  static let multipleTouch = docs + "uiview/ismultipletouchenabled"
  static let exclusiveTouch = docs + "uiview/isexclusivetouch"
  static let recognizer = docs + "uigesturerecognizer"
  static let stateMachine = docs + "about-the-gesture-recognizer-state-machine"
  static let cancelsTouches = docs + "uigesturerecognizer/cancelstouchesinview"
  static let delaysBegan = docs + "uigesturerecognizer/delaystouchesbegan"
  static let delaysEnded = docs + "uigesturerecognizer/delaystouchesended"
  static let requireToFail = docs + "uigesturerecognizer/require(tofail:)"
  static let simultaneous = docs + "uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)"
  static let viewShouldBegin = docs + "uiview/gesturerecognizershouldbegin(_:)"
  static let longPressDuration = docs + "uilongpressgesturerecognizer/minimumpressduration"
  static let longPressMovement = docs + "uilongpressgesturerecognizer/allowablemovement"
  static let controlEvent = docs + "uicontrol/event"
  static let sendAction = docs + "uiapplication/sendaction(_:to:from:for:)"
  static let controlsArticle = docs + "attaching-gesture-recognizers-to-uikit-controls"
  static let gestureGuide =
    "https://developer.apple.com/library/archive/documentation/EventHandling/Conceptual/EventHandlingiPhoneOS/GestureRecognizer_basics/GestureRecognizer_basics.html"
  static let multitouchGuide =
    "https://developer.apple.com/library/archive/documentation/EventHandling/Conceptual/EventHandlingiPhoneOS/multitouch_background/multitouch_background.html"
}
