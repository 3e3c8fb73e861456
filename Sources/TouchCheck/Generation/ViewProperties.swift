import PropertyTesting
import TouchModel

extension SceneBuilder {
  /// The boundary values of alpha (DESIGN.md): the threshold and its neighbours.
  static let alphas: [Double] = [0.01, 0.0099, 0.0101, 0, 0.5]
  static let transforms: [Transform] = [
    Transform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0), Transform(a: 0.5, b: 0, c: 0, d: 0.5, tx: 0, ty: 0),
    Transform(a: 1, b: 0, c: 0, d: 1, tx: 20, ty: 10), Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0),
    Transform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0),
  ]
  static let insets: [EdgeInsets] = [
    EdgeInsets(top: -10, left: -10, bottom: -10, right: -10), EdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
    EdgeInsets(top: -20, left: 0, bottom: -20, right: 0),
  ]

  /// Each property defaults at raw choice 0 and takes a boundary value now and then.
  func drawProperties(into v: inout View, _ s: inout ChoiceSource) {
    v.isHidden = s.drawBool(trueProbability: 0.08)
    v.userInteraction = [nil, false, true][s.drawWeighted([85, 10, 5])]
    v.alpha = s.drawFromPool(SceneBuilder.alphas, probability: 0.2) { _ in 1.0 }
    v.clipsToBounds = s.drawBool(trueProbability: 0.1)
    if allows(.transforms) {
      if s.drawBool(trueProbability: 0.1) { v.boundsOrigin = Point(x: Double(10 * s.drawInt(in: 0...5)), y: Double(10 * s.drawInt(in: 0...5))) }
      v.transform = s.drawFromPool(SceneBuilder.transforms, probability: 0.08) { _ in .identity }
    }
    if allows(.hitAreas) {
      switch s.drawWeighted([76, 6, 6, 12]) {
      case 1: v.hitArea = .edgeInsets(SceneBuilder.insets[s.drawIndex(count: SceneBuilder.insets.count)])
      case 2: v.hitArea = .minimumSize(Size(width: 44, height: 44))
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
      v.behaviour = drawBehaviour(&s)
    }
    if allows(.events), s.drawBool(trueProbability: 0.1) { v.behaviour.motion = .handle }
    if allows(.controls), s.drawBool(trueProbability: 0.3) { v.behaviour.actions = ["tapped:"] }
  }

  /// Forward (raw 0), handle, handle and forward, or per phase.
  func drawBehaviour(_ s: inout ChoiceSource) -> ResponderBehaviour {
    let all: [Handling] = [.forward, .handle, .handleAndForward]
    switch s.drawWeighted([50, 30, 10, 10]) {
    case 1: return .touches(.handle)
    case 2: return .touches(.handleAndForward)
    case 3:
      return ResponderBehaviour(began: all[s.drawIndex(count: 3)], moved: all[s.drawIndex(count: 3)], ended: all[s.drawIndex(count: 3)], cancelled: all[s.drawIndex(count: 3)])
    default: return .forwardAll
    }
  }

  /// Enabled (raw 0), targets (nil target first), a knob for sliders and switches.
  func drawControl(_ s: inout ChoiceSource) -> Control {
    var control = Control(isEnabled: !s.drawBool(trueProbability: 0.08))
    let events: [ControlEvent] = [.touchUpInside, .touchDown, .valueChanged, .touchDragExit, .touchUpOutside, .touchCancel, .primaryActionTriggered, .touchDownRepeat, .touchDragEnter]
    while control.targets.count < 8, s.another(SpanLabel.target, probability: control.targets.count < 3 ? 0.6 : 0) {
      let target: ResponderRef? = s.drawBool(trueProbability: 0.3) ? .view(0) : nil
      let action = ["tapped:", "changed:"][s.drawIndex(count: 2)]
      control.targets.append(TargetAction(target: target, action: action, events: [events[s.drawWeighted([40, 10, 10, 5, 5, 5, 10, 5, 5])]]))
      s.endSpan()
    }
    if s.drawBool(trueProbability: 0.4) { control.knob = Rect(x: 0, y: 0, width: 30, height: 30) }
    return control
  }
}
