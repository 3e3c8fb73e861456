import TouchModel

/// Lists the capabilities a case uses, from its content alone (written apart from the generator, to check it).
///
/// A case uses a capability when something in it could make that mechanism act: a custom hit area, a finger that
/// lands while another is down, a recognizer whose `cancelsTouchesInView` is on, a first responder. The answer errs
/// on the side of listing a capability: an engine that claims every listed capability can run the case.
package enum FeatureChecker {
  /// The capabilities the case uses.
  package static func features(of touchCase: TouchCase) -> Capabilities {
    let scene = touchCase.scene
    var used = sceneFeatures(scene)
    used.formUnion(responderFeatures(scene))
    used.formUnion(recognizerFeatures(scene))
    let stream = read(touchCase.stream)
    used.formUnion(stream.used)
    if used.contains(.severalFingers) { used.formUnion(flagFeatures(scene)) }
    if Double(stream.peak) > touchCase.profile.maximumSimultaneousTouches { used.insert(.touchLimit) }
    return used
  }

  /// The capabilities a case uses that an engine does not claim (empty when the engine can run it).
  package static func missing(for touchCase: TouchCase, in claimed: Capabilities) -> Capabilities {
    features(of: touchCase).subtracting(claimed)
  }

  /// Multiple and exclusive touch act only while several fingers are down: a view that refuses a second finger, an exclusive view.
  static func flagFeatures(_ scene: Scene) -> Capabilities {
    var used: Capabilities = []
    // By index: iterating the views would copy each one.
    if scene.views.indices.contains(where: { !scene.views[$0].isMultipleTouchEnabled }) { used.insert(.multipleTouch) }
    if scene.views.indices.contains(where: { scene.views[$0].isExclusiveTouch }) { used.insert(.exclusiveTouch) }
    return used
  }
}
