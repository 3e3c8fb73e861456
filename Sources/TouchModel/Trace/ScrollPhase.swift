/// What happened to a scroll view's dragging, as `UIScrollViewDelegate` reports it.
public enum ScrollPhase: String, Hashable, Sendable, CaseIterable {
  /// The scroll view started to scroll with the touches it tracks (`scrollViewWillBeginDragging`).
  case began
  /// Its last dragging finger lifted (`scrollViewDidEndDragging`).
  case ended
  /// A system cancellation stopped the dragging.
  case cancelled
}
