import Foundation
import TouchCheck
import TouchModel

/// `--state FILE` and `--resume`: where a campaign saves its state as it runs, and carrying a campaign on from it.
enum FuzzResume {
  /// The campaign's state file: `--state FILE`, else `CORPUS/ENGINE/.campaign-state` when archiving, else none.
  static func file(_ arguments: Arguments, archive: FoundArchive?, engine: String) throws -> CampaignStateFile? {
    if let path = arguments.last("state") { return CampaignStateFile(path: path) }
    if let archive { return CampaignStateFile(archive: archive, engine: engine) }
    if arguments.flag("resume") { throw UsageError("--resume needs --state FILE when archiving is off (--no-archive)") }
    return nil
  }

  /// The state to carry on from with `--resume` (none saved yet: a fresh start, with a note); a state of another
  /// campaign or a malformed file is a usage error naming the file, the field and the problem.
  static func load(_ file: CampaignStateFile?, arguments: Arguments, campaign: Campaign) throws -> CampaignState? {
    guard let file else { return nil }
    try CampaignLock.take(beside: file.path)
    file.removeStrays()
    guard arguments.flag("resume") else {
      if file.exists, let old = try? file.load(), !old.finished {
        Output.err("note: replacing the saved state of an unfinished campaign (\(old.casesRun) cases run) at \(file.path); --resume carries it on")
      }
      return nil
    }
    guard file.exists else {
      Output.err("note: no saved state at \(file.path): starting the campaign from its first case")
      return nil
    }
    let state: CampaignState
    do { state = try file.load(for: campaign) } catch {
      if error.kind == .io { throw error }
      throw UsageError("--resume: \(error)\n(run without --resume to start the campaign afresh, or give the options it was started with)")
    }
    if state.finished {
      Output.err("note: the campaign saved at \(file.path) has finished (\(state.casesRun) cases run); its summary follows")
    } else {
      Output.err("note: resuming the campaign saved at \(file.path) at case \(state.casesRun)")
    }
    return state
  }

  /// The archived file of each divergence a resumed campaign already found, by signature.
  static func archivedPaths(_ state: CampaignState?) -> [String: String] {
    var paths: [String: String] = [:]
    for record in state?.divergences ?? [] { if let path = record.archivedPath { paths[record.signature] = path } }
    return paths
  }

  /// Saves a state with the archived files recorded; returns false (after saying why, once) when it cannot be written.
  static func save(_ state: CampaignState, to file: CampaignStateFile, archived: [String: String], failedBefore: Bool) -> Bool {
    var state = state
    for k in state.divergences.indices { state.divergences[k].archivedPath = archived[state.divergences[k].signature] }
    do { try file.save(state) } catch {
      if !failedBefore { Output.err("error: could not save the campaign state (--resume will not find it): \(error)") }
      return false
    }
    return true
  }
}
