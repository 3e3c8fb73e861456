import TouchModel

/// The signature of a trace divergence: the oracle rule that decided the first differing outcome and the kind of difference.
public enum DivergenceSignature {
  /// The deciding rule (if the oracle says) and the signature `RULE kind`.
  public static func decide(expected run: EngineRun, observed: Trace, at index: Int, in touchCase: TouchCase) -> (rule: String?, signature: String) {
    let e = index < run.trace.count ? run.trace[index] : nil
    let o = index < observed.count ? observed[index] : nil
    let rule = index < run.provenance.count ? run.provenance[index] : nil
    return (rule, (rule ?? "?") + " " + kind(e, o))
  }

  /// The kind of difference, from the oracle's side: its event's category and how the engine's event differs.
  static func kind(_ e: TraceEvent?, _ o: TraceEvent?) -> String {
    guard let e else { return categoryName(o!.category) + ":extra" }
    guard let o else { return categoryName(e.category) + ":missing" }
    if case .hitTest(_, let ev) = e.kind, case .hitTest(_, let ov) = o.kind {
      return "hitTest:" + (ev == nil ? "extraHit" : ov == nil ? "noHit" : "otherView")
    }
    return categoryName(e.category) + ":differs"
  }

  /// The name of a single trace category, as case files spell it.
  public static func categoryName(_ category: TraceCategories) -> String {
    TraceCategories.named.first { $0.1 == category }?.0 ?? "event"
  }
}
