/// The scroll-view half of a `UIScrollView`: the axes it scrolls along, its content-touch flags and its answers.
///
/// The content offset is the view's bounds origin; scrolling is reported, not simulated (the content does not move).
public struct ScrollBehaviour: Hashable, Sendable {
  /// The axes along which its content is larger than its bounds, so a drag along them scrolls.
  public var axes: ScrollAxes
  /// `delaysContentTouches` (default true): touch-downs in the content wait while the scroll view decides.
  public var delaysContentTouches: Bool
  /// `canCancelContentTouches` (default true): scrolling may take touches a content view already tracks.
  public var canCancelContentTouches: Bool
  /// What `touchesShouldBegin(_:with:in:)` answers for each content view.
  public var touchesShouldBegin: ContentAnswers
  /// What `touchesShouldCancel(in:)` answers for each content view.
  public var touchesShouldCancel: ContentAnswers

  /// Creates a scroll view's behaviour with UIKit's defaults.
  public init(
    axes: ScrollAxes = .both, delaysContentTouches: Bool = true, canCancelContentTouches: Bool = true,
    touchesShouldBegin: ContentAnswers = .documented, touchesShouldCancel: ContentAnswers = .documented
  ) {
    self.axes = axes
    self.delaysContentTouches = delaysContentTouches
    self.canCancelContentTouches = canCancelContentTouches
    self.touchesShouldBegin = touchesShouldBegin
    self.touchesShouldCancel = touchesShouldCancel
  }
}

/// The axes a scroll view scrolls along.
public enum ScrollAxes: String, Hashable, Sendable, CaseIterable {
  /// Both axes: any drag scrolls.
  case both
  /// Left and right only.
  case horizontal
  /// Up and down only.
  case vertical
}

/// A scroll view's answers to a question it asks about content views (`touchesShouldBegin`, `touchesShouldCancel`).
public enum ContentAnswers: Hashable, Sendable {
  /// UIKit's default implementation, as documented.
  case documented
  /// An override that answers the same for every content view.
  case always(Bool)
  /// An override that answers for particular content views (view indices) and defers to UIKit's default for the rest.
  case perView([ViewAnswer])

  /// The answer given for a view, or nil when the documented default applies.
  public func answer(for view: Int) -> Bool? {
    switch self {
    case .documented: nil
    case .always(let answer): answer
    case .perView(let answers): answers.first { $0.view == view }?.answer
    }
  }
}

/// One view's answer in `ContentAnswers.perView`.
public struct ViewAnswer: Hashable, Sendable {
  /// The content view, as a view index.
  public var view: Int
  /// The answer.
  public var answer: Bool

  /// Creates an answer.
  public init(view: Int, answer: Bool) {
    self.view = view
    self.answer = answer
  }
}
