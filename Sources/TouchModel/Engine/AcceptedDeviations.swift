/// An engine that keeps some catalogued mistakes on purpose and says so, by catalogue name (`touchcheck engines`
/// lists the deviations): campaigns compare it with the oracle with those deviations applied, so comparison goes on
/// past them and finds what they would hide.
public protocol AcceptsDeviations: TouchEngine {
  /// The catalogue names of the deviations the engine keeps.
  var acceptedDeviations: [String] { get }
}

extension TouchEngine {
  /// The deviations the engine declares it keeps (none unless it conforms to `AcceptsDeviations`).
  public var declaredDeviations: [String] { (self as? any AcceptsDeviations)?.acceptedDeviations ?? [] }
}
