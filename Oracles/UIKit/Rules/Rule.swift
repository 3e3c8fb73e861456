import TouchModel

/// One documented rule: its ID, what it says, where it comes from, and any decision taken where the documents are open.
package struct Rule: Sendable {
  /// The permanent ID.
  package let id: RuleID
  /// The area heading it is listed under.
  package let area: String
  /// The rule in one sentence.
  package let statement: String
  /// The sources: seed files and Apple pages, each with a short quote.
  package let citations: [Citation]
  /// Where the documents are silent or disagree: what the oracle decided and why.
  package let decision: String?
  /// Profile constants the rule reads.
  package let profile: [String]

  /// Creates a rule.
  package init(_ id: RuleID, _ area: String, _ statement: String, cites citations: [Citation], decision: String? = nil, profile: [String] = []) {
    self.id = id
    self.area = area
    self.statement = statement
    self.citations = citations
    self.decision = decision
    self.profile = profile
  }
}

/// A source for a rule: a seed article or an Apple page, with a short quote.
package struct Citation: Sendable {
  /// The seed file (`seeds/004_….txt`) or the page URL.
  package let source: String
  /// A short quote from that source, verbatim.
  package let quote: String
  /// Our English rendering of a quote in another language (the seed articles are Chinese), shown beside it.
  package let english: String?

  /// Cites a seed article; a quote in Chinese comes with our English rendering.
  package static func seed(_ file: String, _ quote: String, english: String? = nil) -> Citation {
    Citation(source: "seeds/" + file, quote: quote, english: english)
  }

  /// Cites an Apple page.
  package static func apple(_ url: String, _ quote: String) -> Citation { Citation(source: url, quote: quote, english: nil) }

  /// Cites a public record of behaviour observed on devices: an answer or post with a log, a book, an open-source
  /// framework's comment.
  package static func observed(_ url: String, _ quote: String) -> Citation { Citation(source: url, quote: quote, english: nil) }
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
  static let pinch = docs + "uipinchgesturerecognizer"
  static let rotation = docs + "uirotationgesturerecognizer"
  static let stateMachine = docs + "about-the-gesture-recognizer-state-machine"
  static let cancelsTouches = docs + "uigesturerecognizer/cancelstouchesinview"
  static let delaysBegan = docs + "uigesturerecognizer/delaystouchesbegan"
  static let delaysEnded = docs + "uigesturerecognizer/delaystouchesended"
  static let requireToFail = docs + "uigesturerecognizer/require(tofail:)"
  static let simultaneous = docs + "uigesturerecognizerdelegate/gesturerecognizer(_:shouldrecognizesimultaneouslywith:)"
  static let viewShouldBegin = docs + "uiview/gesturerecognizershouldbegin(_:)"
  static let longPressDuration = docs + "uilongpressgesturerecognizer/minimumpressduration"
  static let longPressMovement = docs + "uilongpressgesturerecognizer/allowablemovement"
  static let longPressTaps = docs + "uilongpressgesturerecognizer/numberoftapsrequired"
  static let controlEvent = docs + "uicontrol/event"
  static let sendAction = docs + "uiapplication/sendaction(_:to:from:for:)"
  static let controlsArticle = docs + "attaching-gesture-recognizers-to-uikit-controls"
  static let addTarget = docs + "uicontrol/addtarget(_:action:for:)"
  static let touchesMoved = docs + "uiresponder/touchesmoved(_:with:)"
  static let tapCount = docs + "uitouch/tapcount"
  /// A Stack Overflow answer ("What really happens when call setCancelsTouchesInView"), as mirrored.
  static let panLog = "https://itecnotes.com/tecnote/ios-what-really-happens-when-call-setcancelstouchesinview/"
  /// Texture's UIControl reimplementation.
  static let textureControl = "https://github.com/TextureGroup/Texture/blob/master/Source/ASControlNode.mm"
  /// Matt Neuburg, Programming iOS 6, "Restricting Touches".
  static let neuburgTouches = "https://www.safaribooksonline.com/library/view/programming-ios-6/9781449365783/ch18s03.html"
  /// Apple's patent "Touch event model" (Beaver, Platzer), claims.
  static let touchEventPatent = "https://patentable.app/patents/9389712"
  /// An Apple Developer Forums post, "Limits in multiple touches in iPhone OS".
  static let sixFingers = "https://discussions.apple.com/thread/2119049"
  /// A double-tap log ("UITapGestureRecognizer 和touches事件").
  static let doubleTapLog = "https://www.laitimes.com/article/5runl_68a4n.html"
  static let gestureGuide =
    "https://developer.apple.com/library/archive/documentation/EventHandling/Conceptual/EventHandlingiPhoneOS/GestureRecognizer_basics/GestureRecognizer_basics.html"
  static let multitouchGuide =
    "https://developer.apple.com/library/archive/documentation/EventHandling/Conceptual/EventHandlingiPhoneOS/multitouch_background/multitouch_background.html"
}
