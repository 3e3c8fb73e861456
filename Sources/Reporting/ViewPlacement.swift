import TouchCheck
import TouchModel

/// Where each view of a scene is on screen, and whether hit testing can reach it, for pictures and readable renderings.
package struct ViewPlacement: Sendable {
  /// For each view, the transform from its bounds coordinates to screen coordinates (through every superview).
  package let toScreen: [Transform]
  /// For each view, why hit testing skips it itself (hidden, too transparent, not interactive), empty when it does not.
  package let skipReasons: [[String]]
  /// For each view, the nearest ancestor that hit testing skips with its subtree, if any.
  package let skippedAncestor: [Int?]
  /// For each view, its superview (nil for windows and detached views).
  package let superviews: [Int?]
  /// For each view, the nearest ancestor that clips to its bounds and leaves none of the view visible, if any.
  package let clippedBy: [Int?]

  /// Places every view of a scene; the profile decides the alpha threshold.
  package init(_ scene: Scene, profile: Profile = .default) {
    let superviews = scene.superviews()
    var placed = [Transform?](repeating: nil, count: scene.views.count)
    func place(_ v: Int) -> Transform {
      if let known = placed[v] { return known }
      let local = Self.toSuperview(scene.views[v])
      let result = superviews[v].map { local.followed(by: place($0)) } ?? local
      placed[v] = result
      return result
    }
    let toScreen = scene.views.indices.map(place)
    self.toScreen = toScreen
    self.skipReasons = scene.views.map { Self.skipReasons($0, profile: profile) }
    var skippedAncestor = [Int?](repeating: nil, count: scene.views.count)
    for v in scene.views.indices {
      var ancestor = superviews[v]
      while let a = ancestor, skippedAncestor[v] == nil {
        if !skipReasons[a].isEmpty { skippedAncestor[v] = a }
        ancestor = superviews[a]
      }
    }
    self.skippedAncestor = skippedAncestor
    self.superviews = superviews
    let boxes = scene.views.indices.map { Self.box(scene.views[$0].bounds, toScreen[$0]) }
    self.clippedBy = scene.views.indices.map { v in
      var ancestor = superviews[v]
      while let a = ancestor {
        if scene.views[a].clipsToBounds && !Self.overlap(boxes[a], boxes[v]) { return a }
        ancestor = superviews[a]
      }
      return nil
    }
  }

  /// Whether two screen boxes share some area (touching edges do not count).
  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
  }

  /// Whether hit testing can reach a view: neither it nor an ancestor is skipped.
  package func isReachable(_ view: Int) -> Bool { skipReasons[view].isEmpty && skippedAncestor[view] == nil }

  /// The smallest screen rectangle holding a rectangle given in a view's bounds coordinates.
  package func screenBox(of rect: Rect, in view: Int) -> Rect { Self.box(rect, toScreen[view]) }

  /// The smallest rectangle holding a rectangle moved by a transform.
  static func box(_ rect: Rect, _ t: Transform) -> Rect {
    let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY)].map(t.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }

  /// The view's bounds coordinates to its superview's: undo the bounds origin, apply the transform about the centre,
  /// then move to the frame's centre (the inverse of the oracle's HIT-008 conversion).
  static func toSuperview(_ v: View) -> Transform {
    let half = Point(x: v.boundsOrigin.x + v.frame.size.width / 2, y: v.boundsOrigin.y + v.frame.size.height / 2)
    let centre = v.frame.mid
    return Transform(a: 1, b: 0, c: 0, d: 1, tx: -half.x, ty: -half.y)
      .followed(by: v.transform)
      .followed(by: Transform(a: 1, b: 0, c: 0, d: 1, tx: centre.x, ty: centre.y))
  }

  /// Why hit testing skips a view itself, in HIT rule order: hidden (HIT-002), not interactive (HIT-003, HIT-005), alpha (HIT-004).
  static func skipReasons(_ v: View, profile: Profile) -> [String] {
    var reasons: [String] = []
    if v.isHidden { reasons.append("hidden") }
    if !(v.userInteraction ?? (v.kind != .imageView && v.kind != .label)) {
      reasons.append(v.userInteraction == nil ? "not interactive (\(v.kind.rawValue) default)" : "not interactive")
    }
    let alpha = profile.alphaStoredAsFloat ? Double(Float(v.alpha)) : v.alpha
    if alpha < profile.alphaThreshold { reasons.append("alpha \(JSONWriter.numberText(v.alpha)) < \(JSONWriter.numberText(profile.alphaThreshold))") }
    return reasons
  }
}

extension Transform {
  /// This transform, then `outer`: `outer.apply(self.apply(p))`.
  func followed(by outer: Transform) -> Transform {
    Transform(
      a: outer.a * a + outer.c * b, b: outer.b * a + outer.d * b,
      c: outer.a * c + outer.c * d, d: outer.b * c + outer.d * d,
      tx: outer.a * tx + outer.c * ty + outer.tx, ty: outer.b * tx + outer.d * ty + outer.ty)
  }
}
