import TouchModel

extension RuleCatalogue {
  static let responderChain: [Rule] = [
    Rule(.chn001, "Responder chain", "A view that is the root view of a view controller passes messages to that view controller.",
      cites: [.apple(Source.chainArticle, "If the view is the root view of a view controller, the next responder is the view controller; otherwise, the next responder is the view’s superview."),
              .seed(Source.seed004, "若视图是控制器的根视图,则其nextResponder为控制器对象;否则,其nextResponder为父视图。", english: "If the view is a view controller's root view, its nextResponder is the controller; otherwise its nextResponder is its superview.")]),
    Rule(.chn002, "Responder chain", "Any other view passes messages to its superview; a detached view with no superview ends the chain.",
      cites: [.apple(Source.next, "UIView implements this method and returns the UIViewController object that manages it (if it has one) or its superview (if it doesn’t).")]),
    Rule(.chn003, "Responder chain", "A window passes messages to the application object.",
      cites: [.apple(Source.chainArticle, "UIWindow objects. The window’s next responder is the UIApplication object.")]),
    Rule(.chn004, "Responder chain", "A view controller that is a window's rootViewController passes messages to that window, wherever its view sits and even if it was presented.",
      cites: [.apple(Source.chainArticle, "If the view controller’s view is the root view of a window, the next responder is the window object.")]),
    Rule(.chn005, "Responder chain", "A presented view controller passes messages to the view controller that presented it.",
      cites: [.apple(Source.chainArticle, "If the view controller was presented by another view controller, the next responder is the presenting view controller."),
              .seed(Source.seed002, "那么 BViewController 的下一个响应者就是 AViewController", english: "Then BViewController's next responder is AViewController.")]),
    Rule(.chn006, "Responder chain", "Any other view controller (a child) passes messages to its view's superview.",
      cites: [.apple(Source.next, "UIViewController similarly implements the method and returns its view’s superview.")],
      decision: "The article covers window roots and presented controllers only; the UIResponder.next page gives the general case, which the oracle applies to child view controllers."),
    Rule(.chn007, "Responder chain", "The application passes messages to the app delegate only when the delegate is a UIResponder that is not a view, a view controller or the application itself; otherwise the chain ends.",
      cites: [.apple(Source.chainArticle, "The next responder is the app delegate, but only if the app delegate is an instance of UIResponder and isn’t a view, view controller, or the app object itself.")],
      decision: "An older UIResponder text says the application returns nil; the current article names the app delegate, and the oracle follows it."),
    Rule(.chn008, "Responder chain", "A message that the last responder forwards falls off the end of the chain and is dropped; the drop is traced.",
      cites: [.seed(Source.seed000, "當找到響應者或已經到鏈尾(UIApplication)仍不能處理,UIKit會停止查找,對于后者,對應的事件會被丟棄。", english: "When a responder is found, or the end of the chain (UIApplication) is reached and still nothing handles it, UIKit stops looking; in the latter case the event is discarded."),
              .seed(Source.seed001, "First Responser --> The Window --> The Application --> nil(丟棄)", english: "First Responder --> The Window --> The Application --> nil (discarded)")]),
  ]
}
