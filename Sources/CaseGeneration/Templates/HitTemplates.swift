import PropertyTesting
import TouchModel

extension ScenarioTemplates {
  static let hitTemplates: [ScenarioTemplate] = [
    ScenarioTemplate(name: "nested views under a touch", requires: .hitTesting, oneOf: [], build: nestedViews, matches: { c in
      let frames = c.absoluteFrames
      return c.beganSamples.contains { b in
        // Counted, not filtered into an array: every case is asked.
        var under = 0
        for v in c.scene.views.indices where !c.scene.windows.contains(v) && frames[v].holds(b.sample.location) { under += 1 }
        return under >= 3
      }
    }, weight: 3),
    ScenarioTemplate(name: "touches where a hit area and the bounds disagree", requires: [.hitTesting, .hitAreas], oneOf: [], build: hitAreaBand, matches: { c in
      let frames = c.absoluteFrames
      return c.scene.views.indices.contains { v in c.scene.views[v].hitArea != .bounds && c.beganSamples.contains { b in
        let f = frames[v]
        let p = b.sample.location
        return min(abs(p.x - f.minX), abs(p.x - f.maxX), abs(p.y - f.minY), abs(p.y - f.maxY)) < 30
      } }
    }, weight: 3),
    ScenarioTemplate(name: "bounds plus a subview that sticks out", requires: [.hitTesting, .hitAreas], oneOf: [], build: tabBar) { c in
      let frames = c.absoluteFrames
      return c.scene.views.indices.contains { own in
        guard case .boundsPlusSubview(let sub) = c.scene.views[own].hitArea else { return false }
        return c.beganSamples.contains { frames[sub].holds($0.sample.location) && !frames[own].holds($0.sample.location) }
      }
    },
  ]

  /// Three or four views nested around one point, each with drawn properties (hidden, interaction, alpha on its
  /// threshold, hit areas, transforms) or, half the time, plain; a sibling behind or in front now and then; and a
  /// small leaf with a custom hit area; touched on the leaf's edges and anywhere.
  static func nestedViews(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    var parent = t.window()
    let kinds: [ViewKind] = [.view, .imageView, .label]
    t.repeating(&s, most: 4, { $0 < 3 ? 0.9 : 0.5 }) { t, s, depth in
      let inset = Double(10 * (1 + s.drawIndex(count: 3)))
      let size = Double(200 - 40 * depth)
      let frame = Rect(x: depth == 0 ? 40 : inset, y: depth == 0 ? 40 : inset, width: size, height: size)
      let sibling = Rect(x: inset, y: 0, width: size / 2, height: size)
      t.optionally(&s, 0.15) { t, s in _ = t.view(.view, sibling, in: parent, &s) }
      let child = t.view(kinds[s.drawWeighted([80, 10, 10])], frame, in: parent, &s)
      if !s.drawBool() { t.scene.scene.views[child] = plain(t.scene.scene.views[child]) }
      t.optionally(&s, 0.15) { t, s in _ = t.view(.view, sibling, in: parent, &s) }
      parent = child
    }
    // A small leaf, whose hit area is custom most of the time, so its edges meet the nesting.
    t.optionally(&s, 0.9) { t, s in
      let leaf = Rect(x: 20, y: 20, width: Double(10 * (1 + s.drawIndex(count: 4))), height: Double(10 * (1 + s.drawIndex(count: 12))))
      parent = t.view(kinds[s.drawWeighted([90, 5, 5])], leaf, in: parent, &s)
      if !s.drawBool() { t.scene.scene.views[parent] = plain(t.scene.scene.views[parent]) }
      // Every draw happens whether or not the area is custom, so a shrink can drop the area alone.
      let custom = s.drawBool(trueProbability: 0.7)
      let areas: [HitArea] = [.edgeInsets(SceneBuilder.insets[0]), .edgeInsets(SceneBuilder.insets[1]), .minimumSize(SceneBuilder.minimumSizes[s.drawIndex(count: 3)]), .circle]
      let area = areas[s.drawWeighted([15, 15, 45, 25])]
      if custom, t.allows(.hitAreas) { t.scene.scene.views[parent].hitArea = area }
    }
    var stream = t.stream()
    let innermost = parent
    stream.repeated(&s) { stream, s in
      // Both drawn, so a shrink can switch between them without shifting the choices after.
      let anywhere = stream.plannedLocation(&s)
      let inner = stream.edgePlan(in: innermost, &s, areaProbability: 0.7)
      let at = s.drawBool() ? stream.point(of: inner) : stream.point(of: anywhere)
      stream.land(at: at)
      stream.wait(0.1)
    }
    return stream
  }

  /// A small view (one side often under a minimum size) with a custom hit area (insets, a minimum size or a circle),
  /// maybe in a plain container, touched on its area's edges and where the area and its bounds disagree.
  static func hitAreaBand(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    var parent = t.window()
    t.optionally(&s, 0.5) { t, s in
      parent = t.view(.view, Rect(x: 40, y: 40, width: 240, height: 240), in: parent, &s)
      t.scene.scene.views[parent] = plain(t.scene.scene.views[parent])
    }
    let size = Rect(x: 60, y: 60, width: Double(10 * (1 + s.drawIndex(count: 6))), height: Double(10 * (1 + s.drawIndex(count: 12))))
    let view = t.optionalView(.view, size, in: parent, &s)
    let insets = SceneBuilder.insets[s.drawIndex(count: SceneBuilder.insets.count)]
    let minimum = SceneBuilder.minimumSizes[s.drawIndex(count: SceneBuilder.minimumSizes.count)]
    let area = [HitArea.edgeInsets(insets), .minimumSize(minimum), .circle][s.drawWeighted([35, 40, 25])]
    if view != parent {
      t.scene.scene.views[view] = plain(t.scene.scene.views[view])
      t.scene.scene.views[view].hitArea = area
    }
    var stream = t.stream()
    stream.repeated(&s) { stream, s in
      stream.land(at: stream.location(in: view, &s, areaProbability: 0.8))
      stream.wait(0.1)
    }
    return stream
  }

  /// A view with the properties that skip it or move points reset: shown, interaction by kind, opaque, untransformed.
  static func plain(_ view: View) -> View {
    var v = view
    (v.isHidden, v.userInteraction, v.alpha, v.transform, v.boundsOrigin, v.hitArea) = (false, nil, 1, .identity, .zero, .bounds)
    return v
  }

  /// Seed 004's tab bar: a bar whose hit area is its bounds plus its centre button, which sticks out above it; the
  /// button drawn like any view (now and then hidden, off or transparent), touched on the bulge and on every edge.
  static func tabBar(_ t: inout TemplateBuilder, _ s: inout ChoiceSource) -> StreamBuilder {
    let window = t.window()
    let bar = t.optionalView(.view, Rect(x: 0, y: 430, width: 320, height: 50), in: window, &s)
    let rise = Double(10 * (1 + s.drawIndex(count: 3)))
    var button = bar
    t.optionally(&s, 0.97) { t, s in
      let kind = [ViewKind.view, .button][s.drawIndex(count: 2)]
      button = t.view(t.allows(.controls) ? kind : .view, Rect(x: 135, y: -rise, width: 50, height: 50), in: bar, &s)
      let hidden = s.drawBool(trueProbability: 0.4)
      t.scene.scene.views[button].isHidden = t.scene.scene.views[button].isHidden || hidden
      for v in [bar, button] {
        t.scene.scene.views[v].boundsOrigin = .zero
        t.scene.scene.views[v].transform = .identity
      }
      if s.drawBool(trueProbability: 0.97), bar != window { t.scene.scene.views[bar].hitArea = .boundsPlusSubview(button) }
    }
    var stream = t.stream()
    let frames = t.scene.absoluteFrames
    stream.repeated(&s) { stream, s in
      let f = frames[button]
      let free = stream.plannedLocation(&s)
      let bulge = Point(x: f.mid.x, y: f.minY + Double(s.drawIndex(count: Int(rise))))
      let at = s.drawBool(trueProbability: 0.5) ? bulge : stream.point(of: free)
      stream.land(at: at)
      stream.wait(0.1)
    }
    return stream
  }
}
