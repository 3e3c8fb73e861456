import PropertyTesting
import TouchModel

/// Builds a scene from choices: windows, a view tree, view controllers, app delegate, first responder and recognizers.
struct SceneBuilder {
  let capabilities: Capabilities
  let maxViews: Int
  let maxDepth: Int
  /// The thresholds of the case's profile, for alphas and recognizer parameters.
  let boundaries: Boundaries
  var scene = Scene()
  /// Absolute (screen) frames, ignoring transforms, for placing touches near edges.
  var absoluteFrames: [Rect] = []

  init(capabilities: Capabilities, maxViews: Int, maxDepth: Int, boundaries: Boundaries) {
    self.capabilities = capabilities
    self.maxViews = maxViews
    self.maxDepth = maxDepth
    self.boundaries = boundaries
    // Room for a typical scene, so the first views do not grow the arrays one reallocation at a time.
    scene.views.reserveCapacity(16)
    absoluteFrames.reserveCapacity(16)
  }

  /// Whether the capabilities claim all of `c` (a method, not a closure: a closure would copy the builder).
  func allows(_ c: Capabilities) -> Bool { capabilities.isSuperset(of: c) }

  mutating func generateScene(_ s: inout ChoiceSource) {
    generateWindow(0, &s)
    // A second window sits in a span, so shrinking can delete it whole.
    if allows(.severalWindows), s.another(SpanLabel.view, probability: 0.25) {
      generateWindow(1, &s)
      s.endSpan()
      switch s.drawWeighted([70, 20, 10]) {
      case 1: scene.keyWindow = scene.windows[0]
      case 2: scene.keyWindow = scene.windows[1]
      default: scene.keyWindow = nil
      }
    }
    if allows(.viewControllers) { generateControllers(&s) }
    if allows(.application) { generateApplication(&s) }
    if !capabilities.isDisjoint(with: .recognizerKinds) { generateRecognizers(&s) }
    if allows(.events) { generateFirstResponder(&s) }
  }

  /// Settings that take no choice: without `.multipleTouch` but with several fingers, every view accepts every finger.
  mutating func finish() {
    if allows(.severalFingers), !allows(.multipleTouch) {
      for v in scene.views.indices { scene.views[v].isMultipleTouchEnabled = true }
    }
  }

  /// The frames a window may take: the whole screen (the first window's), or a half of it.
  static let windowFrames = [
    Rect(x: 0, y: 0, width: 320, height: 480), Rect(x: 0, y: 0, width: 160, height: 480), Rect(x: 160, y: 0, width: 160, height: 480),
    Rect(x: 0, y: 240, width: 320, height: 240),
  ]

  mutating func generateWindow(_ k: Int, _ s: inout ChoiceSource) {
    let frames = SceneBuilder.windowFrames
    let frame = k == 0 ? frames[0] : frames[s.drawIndex(count: frames.count)]
    // Appended first and drawn in place, as views are (`drawProperties(ofViewAt:_:)`).
    let index = add(View(id: Names.windows[k], kind: .window, frame: frame), absolute: frame)
    if k > 0 { scene.views[index].isHidden = s.drawBool(trueProbability: 0.2) }
    scene.windows.append(index)
    generateChildren(of: index, depth: 1, &s)
  }

  @discardableResult
  mutating func add(_ view: consuming View, absolute: Rect) -> Int {
    scene.views.append(view)
    absoluteFrames.append(absolute)
    return scene.views.count - 1
  }

  /// Appends `child` to `parent`'s subviews, making room for a few at the first: one allocation, not one per child.
  mutating func addSubview(_ child: Int, to parent: Int) {
    if scene.views[parent].subviews.isEmpty { scene.views[parent].subviews.reserveCapacity(4) }
    scene.views[parent].subviews.append(child)
  }

  mutating func generateChildren(of parent: Int, depth: Int, _ s: inout ChoiceSource) {
    let probability = depth > maxDepth ? 0 : min(0.75, 0.55 + Double(s.size) / 500) / Double(depth)
    // The flag is drawn even at the soft cap (with probability 0), so deleting a view never shifts the parse.
    while scene.views.count < Names.views.count - 2, s.another(SpanLabel.view, probability: scene.views.count < maxViews ? probability : 0) {
      let child = generateView(parent: parent, depth: depth, &s)
      addSubview(child, to: parent)
      s.endSpan()
    }
  }

  mutating func generateView(parent: Int, depth: Int, _ s: inout ChoiceSource) -> Int {
    let kind = drawKind(&s)
    let x = drawCoordinate(&s)
    let y = drawCoordinate(&s)
    let frame = Rect(x: x, y: y, width: Double(10 * s.drawInt(in: 0...32, favoring: [1, 4, 10, 32], probability: 0.3)),
                     height: Double(10 * s.drawInt(in: 0...48, favoring: [1, 4, 10, 48], probability: 0.3)))
    let base = absoluteFrames[parent]
    let parentOrigin = scene.views[parent].boundsOrigin
    let absolute = Rect(x: base.minX + x - parentOrigin.x, y: base.minY + y - parentOrigin.y, width: frame.size.width, height: frame.size.height)
    let index = add(View(id: Names.views[scene.views.count], kind: kind, frame: frame), absolute: absolute)
    drawProperties(ofViewAt: index, &s)
    generateChildren(of: index, depth: depth + 1, &s)
    let plusSubview = allows(.hitAreas) && s.drawBool(trueProbability: 0.05)
    if plusSubview, let first = scene.views[index].subviews.first {
      scene.views[index].hitArea = .boundsPlusSubview(first)
    }
    return index
  }

  /// Multiples of 10, sometimes negative (a subview outside its parent); raw 0 is 0.
  func drawCoordinate(_ s: inout ChoiceSource) -> Double {
    let negative = s.drawBool(trueProbability: 0.1)
    let magnitude = Double(10 * s.drawInt(in: 0...31, favoring: [1, 5, 10, 16], probability: 0.3))
    return negative ? -magnitude : magnitude
  }

  /// The kinds a view may take with controls claimed, in the order of their weights in `drawKind`; without, the first three.
  static let kinds: [ViewKind] = [.view, .imageView, .label, .button, .switch, .slider, .stepper, .segmentedControl, .pageControl, .customControl]

  func drawKind(_ s: inout ChoiceSource) -> ViewKind {
    if allows(.controls) { return SceneBuilder.kinds[s.drawWeighted([50, 4, 4, 12, 5, 5, 3, 3, 3, 11])] }
    return SceneBuilder.kinds[s.drawWeighted([90, 5, 5])]
  }
}
