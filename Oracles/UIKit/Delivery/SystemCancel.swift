import TouchModel

extension OracleRules {
  /// DEL-009: every active delivered touch is cancelled at its view (grouped per view), and every finger ends.
  public func cancelAllTouches() {
    state.fire(.del009)
    var groups: [(view: Int, touches: [Int])] = []
    for (touch, record) in state.touches.enumerated() where record.isActive && record.isDelivered {
      guard let view = record.view else { continue }
      if let k = groups.firstIndex(where: { $0.view == view }) { groups[k].touches.append(touch) } else { groups.append((view, [touch])) }
    }
    for group in groups { deliver(.cancelled, group.touches, to: .view(group.view)) }
    for touch in state.touches.indices { state.touches[touch].isActive = false }
    endSequenceIfNoFingerIsDown()
  }
}
