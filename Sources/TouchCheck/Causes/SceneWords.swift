import TouchModel

/// A scene's objects named by kind for a `Symptom` ("a button", "the pan recognizer", "a view controller"), a view
/// placed against the oracle's view when one is given ("the window (a superview of UIKit's)").
struct SceneWords {
  let scene: Scene
  /// The oracle's view at the difference, if the engine's is to be placed against it.
  let oracle: Int?

  /// `the pan recognizer`.
  func recognizer(_ g: Int) -> String {
    g < scene.recognizers.count ? "the \(Self.words(scene.recognizers[g].kind.name)) recognizer" : "a recognizer"
  }

  /// `the button`, for the subject of a control's or a scroll view's event.
  func kindOf(_ v: Int) -> String { v < scene.views.count ? "the " + Self.words(scene.views[v].kind.rawValue) : "a view" }

  /// A responder: a view by kind (placed against the oracle's view), a view controller, the application, the delegate.
  func responder(_ r: ResponderRef) -> String {
    switch r {
    case .view(let v): view(v)
    case .viewController: "a view controller"
    case .application: "the application"
    case .appDelegate: "the app delegate"
    }
  }

  /// A view by kind; against the oracle's own view, where it stands: above it, inside it, or another of its kind.
  func view(_ v: Int) -> String {
    guard v < scene.views.count else { return "a view" }
    let kind = Self.words(scene.views[v].kind.rawValue)
    let named = kind == "window" ? "the window" : Self.article(kind) + " " + kind
    guard let oracle, oracle != v, oracle < scene.views.count else { return named }
    let parents = scene.superviews()
    func chain(_ start: Int) -> [Int] {
      var out: [Int] = []
      var k: Int? = parents[start]
      while let p = k, !out.contains(p) { out.append(p); k = parents[p] }
      return out
    }
    if chain(oracle).contains(v) { return "\(named) (a superview of UIKit's)" }
    if chain(v).contains(oracle) { return "\(named) (a subview of UIKit's)" }
    return scene.views[oracle].kind == scene.views[v].kind ? "another \(kind)" : named
  }

  /// `imageView` → `image view`, `longPress` → `long press`.
  static func words(_ camel: String) -> String {
    var out = ""
    for c in camel {
      if c.isUppercase { out += " " + c.lowercased() } else { out.append(c) }
    }
    return out
  }

  /// `a` or `an` before a word.
  static func article(_ word: String) -> String { word.first.map { "aeiou".contains($0) } == true ? "an" : "a" }
}
