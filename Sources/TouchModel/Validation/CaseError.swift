/// A problem with a case, naming the field (a path such as `scene.views[2].alpha`) and what is wrong.
public struct CaseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path of the field, or empty for the whole document.
  public var path: String
  /// What is wrong.
  public var problem: String

  /// Creates an error.
  public init(_ path: String, _ problem: String) {
    self.path = path
    self.problem = problem
  }

  /// `path: problem`.
  public var description: String { path.isEmpty ? problem : "\(path): \(problem)" }
}

/// A number as messages show it: integral values without a fraction, non-finite values by name.
func number(_ n: Double) -> String { n.isFinite ? JSONWriter.numberText(n) : "\(n)" }
