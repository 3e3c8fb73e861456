import TouchModel

/// One run of the oracle: its state, and the documented steps (the `literal…` functions, each naming its rule) it runs.
///
/// Every step is called through a method named after it (`OracleRules+Steps.swift`), which runs the step's replacement
/// in `steps` if the run has one and the literal reading otherwise. The oracle itself replaces nothing; an engine that
/// deviates from it is the same run with some steps replaced, so the oracle's paths never carry switches for bugs.
package final class OracleRules {
  /// The run's state and recording.
  package let state: OracleState
  /// The steps this run replaces (none for the oracle itself).
  package let steps: Steps

  /// Creates a run over `state`, with `steps` replacing some of the documented steps.
  package init(state: OracleState, steps: Steps = Steps()) {
    self.state = state
    self.steps = steps
  }
}
