import TouchModel

extension TouchCase {
  /// The case in the compact encoding: `[VIEWS, WINDOWS, STREAM, VIEW_IDS, TOUCH_NAMES, PROFILE, SCENE]`, the last two
  /// left out when they are empty (Docs/PROTOCOL.md, "The compact encoding").
  func writeCompact(into w: inout CompactWriter) {
    w.byte("[")
    // By index: a view is read in place, not copied into a closure.
    w.byte("[")
    for i in scene.views.indices {
      if i > 0 { w.comma() }
      scene.writeCompact(view: i, into: &w)
    }
    w.byte("]")
    w.comma()
    w.ints(scene.windows)
    w.comma()
    w.list(stream.items) { w, item in Self.writeCompact(item, into: &w) }
    w.comma()
    w.names(scene.views.indices) { scene.views[$0].id }
    w.comma()
    w.names(stream.touchNames) { $0 }
    // Most cases run under the default profile: compared, not listed member by member.
    let overrides = profile == .default ? [] : profile.overrides
    let hasScene = scene.hasCompactMembers
    if !overrides.isEmpty || hasScene {
      w.comma()
      w.byte("{")
      for (k, member) in overrides.enumerated() {
        if k > 0 { w.comma() }
        w.string(member.key)
        w.byte(":")
        switch member.value {
        case .bool(let b): w.bool(b)
        case .number(let n): w.number(n)
        default: w.raw("null")
        }
      }
      w.byte("}")
    }
    if hasScene {
      w.comma()
      scene.writeCompactMembers(into: &w)
    }
    w.byte("]")
  }

  /// `[TIME, 0, [[TOUCH, PHASE, X, Y]…]]`, `[TIME, 1]` (idle), `[TIME, 2]` (system cancel) or `[TIME, 3, EVENT]`.
  private static func writeCompact(_ item: StreamItem, into w: inout CompactWriter) {
    w.byte("[")
    w.number(item.time)
    w.comma()
    switch item.kind {
    case .touches(let samples):
      w.int(CompactCodes.ItemCode.touches)
      w.comma()
      w.list(samples) { w, s in
        w.byte("[")
        w.int(s.touch)
        w.comma()
        w.int(CompactCodes.code(s.phase, in: CompactCodes.phases))
        w.comma()
        w.number(s.location.x)
        w.comma()
        w.number(s.location.y)
        w.byte("]")
      }
    case .idle: w.int(CompactCodes.ItemCode.idle)
    case .systemCancel: w.int(CompactCodes.ItemCode.systemCancel)
    case .event(let e):
      w.int(CompactCodes.ItemCode.event)
      w.comma()
      w.int(CompactCodes.code(e, in: CompactCodes.nonTouchEvents))
    }
    w.byte("]")
  }
}
