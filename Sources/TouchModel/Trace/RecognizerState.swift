/// `UIGestureRecognizer.State`; `recognized` and `ended` share one value in UIKit and one name here.
public enum RecognizerState: String, Hashable, Sendable, CaseIterable {
  /// Not yet recognized.
  case possible
  /// A continuous gesture started.
  case began
  /// A continuous gesture changed.
  case changed
  /// Recognized (discrete) or ended (continuous).
  case ended
  /// A continuous gesture was cancelled.
  case cancelled
  /// Recognition failed.
  case failed
}

/// The four tracking calls a `UIControl` makes inside its touch methods.
public enum TrackingCall: String, Hashable, Sendable, CaseIterable {
  /// `beginTracking(_:with:)`.
  case beginTracking
  /// `continueTracking(_:with:)`.
  case continueTracking
  /// `endTracking(_:with:)`.
  case endTracking
  /// `cancelTracking(with:)`.
  case cancelTracking
}

/// Why a touch was refused at delivery.
public enum RefusalReason: String, Hashable, Sendable, CaseIterable {
  /// The hit-test view does not have multiple touch enabled and already tracks a touch.
  case multipleTouch
  /// Exclusive touch: another view in the window is tracking, or an exclusive view is.
  case exclusiveTouch
}
