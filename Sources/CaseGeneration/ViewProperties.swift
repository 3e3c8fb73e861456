import PropertyTesting
import TouchModel

extension SceneBuilder {
  static let transforms: [Transform] = [
    Transform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0), Transform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0),
    Transform(a: 1, b: 0, c: 0, d: 1, tx: 20, ty: 10), Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
    Transform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
  ]
  /// Minimum hit-area sizes: seed 001's 44×44, and sizes that grow one side only.
  static let minimumSizes: [Size] = [Size(width: 44, height: 44), Size(width: 60, height: 20), Size(width: 20, height: 60)]
  /// Edge insets that grow the area, shrink it, or both on different sides.
  static let insets: [EdgeInsets] = [
    EdgeInsets(top: -10, left: -10, bottom: -10, right: -10), EdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
    EdgeInsets(top: -20, left: 0, bottom: -20, right: 0), EdgeInsets(top: 10, left: -10, bottom: 0, right: 10),
  ]

  /// Draws the properties of the view at `index`, just appended, in place: drawing into a local view and then
  /// appending it copied the whole view (and retained every array in it) once more. The draws read what they read
  /// before the view was appended (`index` views, the controllers so far), so the choices and the case are the same.
  mutating func drawProperties(ofViewAt index: Int, _ s: inout ChoiceSource) {
    let draws = ViewDraws(capabilities: capabilities, boundaries: boundaries, viewCount: index, hasControllers: !scene.viewControllers.isEmpty)
    draws.drawProperties(into: &scene.views[index], &s)
  }

  /// Forward (raw 0), handle, handle and forward, or per phase.
  static func drawBehaviour(_ s: inout ChoiceSource) -> ResponderBehaviour {
    // The per-phase answers are drawn whichever kind is chosen, so a shrink to forwarding shifts no choice.
    let kind = s.drawWeighted([50, 30, 10, 10])
    let began = drawHandling(&s)
    let moved = drawHandling(&s)
    let ended = drawHandling(&s)
    let cancelled = drawHandling(&s)
    switch kind {
    case 1: return .touches(.handle)
    case 2: return .touches(.handleAndForward)
    case 3: return ResponderBehaviour(began: began, moved: moved, ended: ended, cancelled: cancelled)
    default: return .forwardAll
    }
  }

  /// Forward (raw 0), handle, or handle and forward, equally likely.
  static func drawHandling(_ s: inout ChoiceSource) -> Handling {
    switch s.drawIndex(count: 3) {
    case 1: .handle
    case 2: .handleAndForward
    default: .forward
    }
  }

  /// Now and then handles (or handles and forwards) motion, remote-control or press events.
  static func drawEventHandling(into b: inout ResponderBehaviour, _ s: inout ChoiceSource) {
    guard s.drawBool(trueProbability: 0.15) else { return }
    let handling: Handling = s.drawBool(trueProbability: 0.3) ? .handleAndForward : .handle
    switch s.drawIndex(count: 3) {
    case 1: b.remoteControl = handling
    case 2: b.press = handling
    default: b.motion = handling
    }
  }
}

/// What a view's property draws read of the scene builder, apart from the builder: so the view can be drawn in place
/// in the builder's scene without the draws reading the builder while its scene is being changed.
struct ViewDraws {
  let capabilities: Capabilities
  let boundaries: Boundaries
  /// How many views the scene had before this one.
  let viewCount: Int
  /// Whether the scene had a view controller.
  let hasControllers: Bool

  func allows(_ c: Capabilities) -> Bool { capabilities.isSuperset(of: c) }

  /// Each property defaults at raw choice 0 and takes a boundary value now and then.
  func drawProperties(into v: inout View, _ s: inout ChoiceSource) {
    v.isHidden = s.drawBool(trueProbability: 0.08)
    switch s.drawWeighted([85, 10, 5]) {
    case 1: v.userInteraction = false
    case 2: v.userInteraction = true
    default: v.userInteraction = nil
    }
    v.alpha = s.drawFromPool(boundaries.alphas, probability: 0.3) { _ in 1.0 }
    v.clipsToBounds = s.drawBool(trueProbability: 0.1)
    if allows(.transforms) {
      if s.drawBool(trueProbability: 0.1) { v.boundsOrigin = Point(x: Double(10 * s.drawInt(in: 0...5)), y: Double(10 * s.drawInt(in: 0...5))) }
      v.transform = s.drawFromPool(SceneBuilder.transforms, probability: 0.12) { _ in .identity }
    }
    if allows(.hitAreas) {
      // Every draw happens whatever the kind, so a shrink can set the area back to the bounds alone.
      let kind = s.drawWeighted([70, 10, 10, 10])
      let insets = SceneBuilder.insets[s.drawIndex(count: SceneBuilder.insets.count)]
      let minimum = SceneBuilder.minimumSizes[s.drawIndex(count: SceneBuilder.minimumSizes.count)]
      switch kind {
      case 1: v.hitArea = .edgeInsets(insets)
      case 2: v.hitArea = .minimumSize(minimum)
      case 3: v.hitArea = .circle
      default: break
      }
    }
    if !capabilities.isDisjoint(with: .multiTouch) {
      let multiple = s.drawBool(trueProbability: 0.3)
      let exclusive = s.drawBool(trueProbability: 0.15)
      v.isMultipleTouchEnabled = multiple && allows(.multipleTouch)
      v.isExclusiveTouch = exclusive && allows(.exclusiveTouch)
    }
    if v.kind.isControl {
      v.behaviour = .touches(.handle)
      v.control = drawControl(&s)
    } else if allows(.delivery) {
      v.behaviour = SceneBuilder.drawBehaviour(&s)
    }
    if allows(.events) { SceneBuilder.drawEventHandling(into: &v.behaviour, &s) }
    if allows(.controls), s.drawBool(trueProbability: 0.3) { v.behaviour.actions = ["tapped:"] }
  }

  /// The events a target may be added for, in the order of their weights in `drawControl`.
  static let controlEvents: [ControlEvent] = [
    .touchUpInside, .touchDown, .valueChanged, .touchDragExit, .touchUpOutside, .touchCancel, .primaryActionTriggered, .touchDownRepeat,
    .touchDragEnter, .touchDragInside, .touchDragOutside,
  ]
  /// The knobs a control may have, in its bounds coordinates.
  static let knobs: [Rect?] = [Rect(x: 0, y: 0, width: 30, height: 30), Rect(x: 10, y: 0, width: 20, height: 20), Rect(x: 40, y: 0, width: 30, height: 30)]

  /// Enabled (raw 0), targets (nil target first) for every control event, a knob now and then.
  func drawControl(_ s: inout ChoiceSource) -> Control {
    var control = Control(isEnabled: !s.drawBool(trueProbability: 0.08))
    while control.targets.count < 8, s.another(SpanLabel.target, probability: control.targets.count < 3 ? 0.6 : 0) {
      let target = drawTarget(&s)
      let action = s.drawIndex(count: 2) == 0 ? "tapped:" : "changed:"
      let event = ViewDraws.controlEvents[s.drawWeighted([30, 10, 10, 5, 5, 5, 10, 5, 5, 5, 5])]
      control.targets.append(TargetAction(target: target, action: action, events: [event]))
      s.endSpan()
    }
    // Now and then an earlier target and action added again (CTL-011: one registration, at the place of the last add).
    if !control.targets.isEmpty, control.targets.count < 8, s.drawBool(trueProbability: 0.15) {
      control.targets.append(control.targets[s.drawIndex(count: control.targets.count)])
    }
    control.knob = s.drawFromPool(ViewDraws.knobs, probability: 0.4) { _ in nil }
    return control
  }

  /// A nil target (raw 0), the window, or now and then another view, a view controller or the application.
  func drawTarget(_ s: inout ChoiceSource) -> ResponderRef? {
    switch s.drawWeighted([60, 25, 5, 5, 5]) {
    case 1: return .view(0)
    case 2: return .view(s.drawIndex(count: viewCount))
    case 3 where hasControllers: return .viewController(0)
    case 4 where allows(.application): return .application
    default: return nil
    }
  }
}
