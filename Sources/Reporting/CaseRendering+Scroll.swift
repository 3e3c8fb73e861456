import TouchCheck
import TouchModel

extension CaseRendering {
  /// A scroll view's properties that differ from UIKit's defaults, as rendering parts.
  static func describe(scroll: ScrollBehaviour, _ scene: Scene) -> [String] {
    var parts: [String] = []
    if scroll.axes != .both { parts.append("scrolls \(scroll.axes.rawValue)") }
    if !scroll.delaysContentTouches { parts.append("delaysContentTouches off") }
    if !scroll.canCancelContentTouches { parts.append("canCancelContentTouches off") }
    if let answers = describe(scroll.touchesShouldBegin, scene) { parts.append("touchesShouldBegin " + answers) }
    if let answers = describe(scroll.touchesShouldCancel, scene) { parts.append("touchesShouldCancel " + answers) }
    return parts
  }

  /// `yes`/`no` for every view, or `view no` per view; nil for the documented answers.
  static func describe(_ answers: ContentAnswers, _ scene: Scene) -> String? {
    switch answers {
    case .documented: nil
    case .always(let answer): answer ? "yes" : "no"
    case .perView(let list): list.map { "\(scene.views[$0.view].id) \($0.answer ? "yes" : "no")" }.joined(separator: " ")
    }
  }
}
