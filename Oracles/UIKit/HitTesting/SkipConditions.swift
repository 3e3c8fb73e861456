import TouchModel

extension OracleRules {
  /// HIT-002: a hidden view is ignored.
  package func literalIsHiddenForHitTest(_ view: Int) -> Bool {
    guard state.scene.views[view].isHidden else { return false }
    state.fire(.hit002)
    return true
  }

  /// HIT-003: user interaction disabled; HIT-005: image views and labels default to disabled.
  package func literalIsInteractionDisabled(_ view: Int) -> Bool {
    let kind = state.scene.views[view].kind
    let enabled: Bool
    if let explicit = state.scene.views[view].userInteraction {
      enabled = explicit
    } else {
      enabled = kind != .imageView && kind != .label
      if !enabled { state.fire(.hit005) }
    }
    if !enabled { state.fire(.hit003) }
    return !enabled
  }

  /// HIT-004: alpha below the threshold (0.01); exactly 0.01 is hittable unless alpha is stored as a Float.
  package func literalIsTooTransparent(_ view: Int) -> Bool {
    let profile = state.profile
    var alpha = state.scene.views[view].alpha
    if profile.alphaStoredAsFloat { alpha = Double(Float(alpha)) }
    guard alpha < profile.alphaThreshold else { return false }
    state.fire(.hit004)
    return true
  }
}
