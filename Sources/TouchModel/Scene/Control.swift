/// The control half of a `UIControl` view: enabled state, targets and actions, and its knob.
public struct Control: Hashable, Sendable {
  /// `isEnabled`.
  public var isEnabled: Bool
  /// Target-action pairs in the order they were added.
  public var targets: [TargetAction]
  /// The knob (thumb) rectangle in the control's bounds, for sliders and switches.
  public var knob: Rect?

  /// Creates a control.
  public init(isEnabled: Bool = true, targets: [TargetAction] = [], knob: Rect? = nil) {
    self.isEnabled = isEnabled
    self.targets = targets
    self.knob = knob
  }
}

/// One `addTarget(_:action:for:)` registration.
public struct TargetAction: Hashable, Sendable {
  /// The target, or nil to walk the responder chain.
  public var target: ResponderRef?
  /// The action name (selector).
  public var action: String
  /// The control events that send it, in a fixed order.
  public var events: [ControlEvent]

  /// Creates a registration.
  public init(target: ResponderRef?, action: String, events: [ControlEvent]) {
    self.target = target
    self.action = action
    self.events = events
  }
}

/// `UIControl.Event`.
public enum ControlEvent: String, Hashable, Sendable, CaseIterable {
  /// A touch-down event in the control.
  case touchDown
  /// A repeated touch-down (tap count above one).
  case touchDownRepeat
  /// A drag inside the control's (expanded) bounds.
  case touchDragInside
  /// A drag just outside the control's (expanded) bounds.
  case touchDragOutside
  /// A drag back into the bounds after leaving them.
  case touchDragEnter
  /// A drag from inside to outside the bounds.
  case touchDragExit
  /// A touch-up inside the bounds.
  case touchUpInside
  /// A touch-up outside the bounds.
  case touchUpOutside
  /// A system event cancelling the control's touches.
  case touchCancel
  /// The control's value changed.
  case valueChanged
  /// The control's primary action.
  case primaryActionTriggered
}
