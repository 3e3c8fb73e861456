extension Scene {
  /// Writes a scroll view's fields that differ from UIKit's defaults, in `JSONObjectReader.scrollFields` order.
  func scrollMembers(_ v: View, into s: inout some JSONSink) {
    guard let scroll = v.scroll else { return }
    if scroll.axes != .both { s.member("scrollAxes", scroll.axes.rawValue) }
    if !scroll.delaysContentTouches { s.member("delaysContentTouches", false) }
    if !scroll.canCancelContentTouches { s.member("canCancelContentTouches", false) }
    answers("touchesShouldBegin", scroll.touchesShouldBegin, into: &s)
    answers("touchesShouldCancel", scroll.touchesShouldCancel, into: &s)
  }

  /// Answers as a member: none for the documented default, a boolean for every view, or an object keyed by view.
  private func answers(_ key: String, _ answers: ContentAnswers, into s: inout some JSONSink) {
    switch answers {
    case .documented: break
    case .always(let answer): s.member(key, answer)
    case .perView(let list): s.member(key) { for entry in list { $0.member(views[entry.view].id, entry.answer) } }
    }
  }
}
