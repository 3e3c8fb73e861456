import TouchModel
import UIKitOracle

extension OracleRules {
  /// CHN-001: a view controller's root view passes straight to its superview.
  func viewControllerSkipped(_ responder: ResponderRef) -> ResponderRef? {
    if case .view(let v) = responder, state.scene.views[v].kind != .window { return state.superviews[v].map { .view($0) } }
    return literalNextResponder(responder)
  }

  /// CHN-002: a view (other than a controller's root view) passes straight to its window, skipping its superviews.
  func viewsPassToWindow(_ responder: ResponderRef) -> ResponderRef? {
    guard case .view(let v) = responder, state.scene.views[v].kind != .window, !state.scene.viewControllers.contains(where: { $0.view == v }) else {
      return literalNextResponder(responder)
    }
    var current = state.superviews[v]
    while let c = current, state.scene.views[c].kind != .window { current = state.superviews[c] }
    return current.map { .view($0) }
  }

  /// CHN-003: the chain ends at the window: the application never gets what the window forwards.
  func windowEndsChain(_ responder: ResponderRef) -> ResponderRef? {
    if case .view(let v) = responder, state.scene.views[v].kind == .window { return nil }
    return literalNextResponder(responder)
  }

  /// CHN-004: a window's root view controller passes straight to the application, skipping the window.
  func rootControllerSkipsWindow(_ responder: ResponderRef) -> ResponderRef? {
    if case .viewController(let c) = responder, state.scene.windows.contains(where: { state.scene.views[$0].rootViewController == c }) {
      return .application
    }
    return literalNextResponder(responder)
  }

  /// CHN-005: a presented view controller passes to its view's superview instead of its presenter.
  func presentedSkipsPresenter(_ responder: ResponderRef) -> ResponderRef? {
    if case .viewController(let c) = responder, state.scene.viewControllers[c].presentedBy != nil {
      return state.superviews[state.scene.viewControllers[c].view].map { .view($0) }
    }
    return literalNextResponder(responder)
  }

  /// CHN-006: a child view controller passes to its parent view controller instead of its view's superview.
  func childControllerToParent(_ responder: ResponderRef) -> ResponderRef? {
    if case .viewController(let c) = responder, let parent = state.scene.viewControllers[c].parent,
      state.scene.viewControllers[c].presentedBy == nil, !state.scene.windows.contains(where: { state.scene.views[$0].rootViewController == c })
    {
      return .viewController(parent)
    }
    return literalNextResponder(responder)
  }

  /// CHN-007: the app delegate is the application's next responder whatever its class.
  func appDelegateAlwaysNext(_ responder: ResponderRef) -> ResponderRef? {
    if responder == .application { return state.scene.appDelegate == nil ? nil : .appDelegate }
    return literalNextResponder(responder)
  }
}
