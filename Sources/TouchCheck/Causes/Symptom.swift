import TouchModel

/// A divergence described from the difference itself, for when no cause explains it: the object, what the engine does,
/// the stimulus it answers, what UIKit does instead and the deciding rule — "the pan recognizer does not fail when the
/// last finger lifts; in UIKit it fails (GES-010)".
///
/// The sentence names kinds (a pan recognizer, a button, touchesEnded), never IDs or positions, so that one mistake
/// seen on several minimal cases reads the same and its signatures group under it (issue 31, item 3).
package struct Symptom: Hashable, Sendable {
  /// The sentence.
  package var text: String

  /// Creates a symptom from its sentence.
  package init(_ text: String) { self.text = text }

  /// The symptom of a divergence on a case: from the two traces' first difference, or from the kind of engine fault.
  /// Nil when there is no difference to describe.
  package static func of(_ d: Divergence, in touchCase: TouchCase) -> Symptom? {
    // The reference, not UIKit, differs from the engine there: nothing of the engine's to describe.
    guard !d.signature.hasPrefix(Differential.broader) else { return nil }
    let rule = d.rule.map { " (\($0))" } ?? ""
    switch d.kind {
    case .trace: break
    case .nondeterministic: return Symptom("two runs of the same case give different traces")
    case .invariant(let name, _): return Symptom("the engine's trace breaks the invariant \(name)")
    case .threw: return Symptom("the engine throws instead of returning a trace")
    case .crash: return Symptom("the engine's process exits before replying")
    case .hang: return Symptom("the engine gives no reply within the case time limit")
    case .protocol(let what, _, _): return Symptom("the engine breaks the protocol (\(what))")
    }
    let relation = d.signature.split(separator: " ").dropFirst().first.flatMap { $0.split(separator: ":").last }.map(String.init) ?? ""
    let scene = touchCase.scene
    switch relation {
    case "noHit", "extraHit", "otherView":
      guard let e = d.expected else { return nil }
      let oracle = EventPhrase(e, scene: scene)
      let engine = d.observed.flatMap { o in o.isHitTesting && o.touchesNamed == e.touchesNamed ? EventPhrase(o, scene: scene, against: e) : nil }
      let found = relation == "noHit" ? "returns no view" : engine?.affirmed ?? "returns another view"
      return Symptom("the hit test \(found) \(Stimulus.of(e, in: touchCase)); in UIKit it \(oracle.affirmed)\(rule)")
    case "extra":
      guard let o = d.observed else { return nil }
      let p = EventPhrase(o, scene: scene)
      return Symptom("\(p.subject) \(p.affirmed) \(Stimulus.of(o, in: touchCase)); in UIKit it does not\(rule)")
    case "missing":
      guard let e = d.expected else { return nil }
      let p = EventPhrase(e, scene: scene)
      return Symptom("\(p.subject) \(p.negated) \(Stimulus.of(e, in: touchCase)); in UIKit it \(p.affirmed)\(rule)")
    default:
      guard let e = d.expected, let o = d.observed else { return nil }
      let oracle = EventPhrase(e, scene: scene)
      let engine = EventPhrase(o, scene: scene, against: e)
      let subject = oracle.subject == engine.subject ? engine.subject : "\(engine.subject) (in UIKit, \(oracle.subject))"
      return Symptom("\(subject) \(engine.affirmed) \(Stimulus.of(o, in: touchCase)); in UIKit it \(oracle.affirmed)\(rule)")
    }
  }
}

extension Symptom {
  /// Whether a sentence matches a pattern in which `*` stands for any text (none included), as known entries write them.
  package static func matches(_ text: String, pattern: String) -> Bool {
    let parts = pattern.split(separator: "*", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return text == pattern }
    guard text.hasPrefix(parts[0]), text.hasSuffix(parts[parts.count - 1]), text.count >= parts[0].count + parts[parts.count - 1].count else { return false }
    var rest = Substring(text.dropFirst(parts[0].count).dropLast(parts[parts.count - 1].count))
    for part in parts.dropFirst().dropLast() where !part.isEmpty {
      guard let found = rest.range(of: part) else { return false }
      rest = rest[found.upperBound...]
    }
    return true
  }
}

extension Counterexample {
  /// What the engine does differently, described from the difference itself (see `Symptom`).
  package var symptom: Symptom? { divergence.flatMap { Symptom.of($0, in: touchCase) } }
}
