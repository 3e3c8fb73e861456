import PropertyTesting
import TouchCheck
import TouchModel
import UIKitOracle
import Reporting

/// `touchcheck fuzz --engine NAME --replay TOKEN`: regenerates one case from a fingerprinted replay token and compares it once.
enum FuzzReplay {
  static func run(_ token: String, size: Int, engine: any TouchEngine, reference: any TouchEngine, _ configuration: Campaign.Configuration) throws -> Int32 {
    let campaign = Campaign(oracle: reference, engine: engine, configuration: configuration)
    let fingerprint = ReplayFingerprint(capabilities: engine.capabilities, profile: campaign.profile)
    let choices: ChoiceSequence
    do { choices = try fingerprint.choices(of: token) } catch { throw UsageError("--replay: \(error)") }
    var source = ChoiceSource(replaying: choices, size: size)
    let touchCase = campaign.generator.generate(&source)
    Output.out(CaseRendering.render(touchCase))
    do { try touchCase.validate() } catch {
      Output.err("error: this generated case is invalid (\(error)), so it is not run: a bug in TouchCheck's generator, not in the engine; please report it with this token")
      return ExitStatus.ioError
    }
    let comparison = Differential.run(oracle: reference, engine: engine, touchCase, checks: configuration.checks)
    guard let d = comparison.divergence else {
      Output.out("The engine matches the oracle on this case.")
      return ExitStatus.conforms
    }
    let diff = comparison.diff(touchCase)
    Output.out("Diverges at event \(d.index): \(d.signature)")
    Output.out(diff.sideBySide(expectedName: "oracle", observedName: engine.name) + diff.render(expectedName: "oracle", observedName: engine.name))
    return ExitStatus.diverged
  }
}
