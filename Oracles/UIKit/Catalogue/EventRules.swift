import TouchModel

extension RuleCatalogue {
  static let events: [Rule] = [
    Rule(.evt001, "First responder and other events", "Motion, remote-control and press events go to the first responder and up its responder chain.",
      cites: [.seed(Source.seed000, "UIWindow將觸摸事件發送給hitTest View,其他事件發送給first responder", english: "UIWindow sends touch events to the hit-test view and other events to the first responder."),
              .seed(Source.seed001, "搖晃事件:需要自己或UIKit指定第一響應者.", english: "Shake events: the first responder must be set, by you or by UIKit.")]),
    Rule(.evt002, "First responder and other events", "With no first responder, a non-touch event starts at the scene's key window, else the last window, else (with no window) the application.",
      cites: [.seed(Source.seed000, "默認情況下,fist responder是當前UIWindow中最有可能響應事件的UIView,這由UIkit決定。", english: "By default the first responder is the UIView in the current UIWindow most likely to respond to the event, as UIKit decides.")],
      decision: "Apple does not say where such an event starts without a first responder; the oracle starts at the key window, so the window, the application and the app delegate still get their chance."),
    Rule(.evt003, "First responder and other events", "A responder outside any window cannot become first responder: the request is refused and traced; views and view controllers in a window (and windows) can.",
      cites: [.seed(Source.seed000, "If you try to assign the first responder in viewWillAppear:, your object graph is not yet established, so the becomeFirstResponder method returns NO")],
      decision: "The scene's firstResponder is the object that asks to become first responder and whose canBecomeFirstResponder answers yes; the application and the app delegate are never in a window, so they are refused."),
    Rule(.evt004, "First responder and other events", "Touch events are not first-responder events: they go to the hit-test view whatever the first responder is.",
      cites: [.apple(Source.chainArticle, "Touch events | The view in which the touch occurred."),
              .seed(Source.seed000, "對于觸摸事件,hit-test視圖獲得了最先接受觸摸對象的機會", english: "For touch events, the hit-test view gets the first chance to receive the touch object.")]),
  ]
}
