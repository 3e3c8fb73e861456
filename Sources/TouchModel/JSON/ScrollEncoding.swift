extension Scene {
  /// A scroll view's fields that differ from UIKit's defaults, in `JSONObjectReader.scrollFields` order.
  func scrollMembers(_ v: View) -> [JSONMember] {
    guard let scroll = v.scroll else { return [] }
    var m: [JSONMember] = []
    if scroll.axes != .both { m.append(JSONMember("scrollAxes", .string(scroll.axes.rawValue))) }
    if !scroll.delaysContentTouches { m.append(JSONMember("delaysContentTouches", .bool(false))) }
    if !scroll.canCancelContentTouches { m.append(JSONMember("canCancelContentTouches", .bool(false))) }
    if let answers = encode(scroll.touchesShouldBegin) { m.append(JSONMember("touchesShouldBegin", answers)) }
    if let answers = encode(scroll.touchesShouldCancel) { m.append(JSONMember("touchesShouldCancel", answers)) }
    return m
  }

  /// Answers as JSON: nothing for the documented default, a boolean for every view, or an object keyed by view.
  private func encode(_ answers: ContentAnswers) -> JSONValue? {
    switch answers {
    case .documented: nil
    case .always(let answer): .bool(answer)
    case .perView(let list): .object(list.map { JSONMember(views[$0.view].id, .bool($0.answer)) })
    }
  }
}
