extension JSONObjectReader {
  /// The fields only a scroll view has, in the order they are written.
  static let scrollFields = ["scrollAxes", "delaysContentTouches", "canCancelContentTouches", "touchesShouldBegin", "touchesShouldCancel"]

  /// Reads a scroll view's fields (UIKit's defaults when absent); a view of another kind must have none of them.
  mutating func scrollBehaviour(kind: ViewKind, names: NameTable) throws(CaseError) -> ScrollBehaviour? {
    guard kind == .scrollView else {
      if let key = JSONObjectReader.scrollFields.first(where: has) {
        throw CaseError(path(key), "only scroll views have \(key) (kind is \(kind.rawValue)); use \"kind\": \"scrollView\"")
      }
      return nil
    }
    var scroll = ScrollBehaviour()
    scroll.axes = try choice("scrollAxes", default: ScrollAxes.both)
    scroll.delaysContentTouches = try bool("delaysContentTouches", default: true)
    scroll.canCancelContentTouches = try bool("canCancelContentTouches", default: true)
    scroll.touchesShouldBegin = try contentAnswers("touchesShouldBegin", names: names)
    scroll.touchesShouldCancel = try contentAnswers("touchesShouldCancel", names: names)
    return scroll
  }

  /// Reads an answer for every content view (`true` or `false`) or per content view (`{"viewId": false, …}`).
  mutating func contentAnswers(_ key: String, names: NameTable) throws(CaseError) -> ContentAnswers {
    guard let value = value(key) else { return .documented }
    switch value {
    case .bool(let answer):
      return .always(answer)
    case .object(let members):
      var answers: [ViewAnswer] = []
      for member in members {
        let p = path(key) + (JSONObjectReader.isPlainKey(member.key) ? "." + member.key : "[\(Quoted(member.key))]")
        guard case .bool(let answer) = member.value else { throw CaseError(p, "expected true or false, found \(member.value.typeName)") }
        answers.append(ViewAnswer(view: try names.view(member.key, p), answer: answer))
      }
      return .perView(answers)
    default:
      throw CaseError(path(key), "expected true, false or an object of answers per content view ({\"viewId\": false}), found \(value.typeName)")
    }
  }
}
