import Foundation
import TouchModel

/// Where a campaign's state is saved, and how it is read and written: atomically, so a killed run leaves the last
/// complete state (or none), never half of one.
package struct CampaignStateFile: Sendable {
  /// The file's name inside an engine's archive folder, the default place: hidden, and not a `.json` case file.
  package static let defaultName = ".campaign-state"

  /// The path.
  package let path: String

  /// A state file at a path.
  package init(path: String) { self.path = path }

  /// The default state file of an engine: `CORPUS/ENGINE/.campaign-state`, beside the engine's archived cases.
  package init(archive: FoundArchive, engine: String) { path = archive.folder(for: engine) + "/" + Self.defaultName }

  /// Whether a state has been saved here.
  package var exists: Bool { FileManager.default.fileExists(atPath: path) }

  /// Reads the saved state; a missing, unreadable or malformed file is an error naming the file, the field and the problem.
  package func load() throws(CorpusError) -> CampaignState {
    let text: String
    switch CorpusFiles.read(path) {
    case .success(let t): text = t
    case .failure(let error): throw error
    }
    do { return try CampaignState.decode(text: text) } catch { throw CorpusError(file: path, problem: error.description, kind: .input) }
  }

  /// Reads the saved state and checks it belongs to `campaign`; a state of another campaign is an error saying how it differs.
  package func load(for campaign: Campaign) throws(CorpusError) -> CampaignState {
    let state = try load()
    if let difference = state.identity.mismatch(campaign.stateIdentity) {
      throw CorpusError(file: path, problem: "campaign.\(difference): the state belongs to another campaign", kind: .input)
    }
    return state
  }

  /// Writes the state atomically, replacing the previous one.
  package func save(_ state: CampaignState) throws(AtomicFile.WriteError) {
    try AtomicFile.write(state.json(), to: path)
  }

  /// Removes the temporary files a killed writer of this state left beside it (its own archive folder is cleaned by `FoundArchive.prepare`).
  package func removeStrays() {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let prefix = "." + url.lastPathComponent + AtomicFile.marker
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
    for name in names.sorted() where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), !StrayFiles.isRunning(pid) else { continue }
      unlink(folder + "/" + name)
    }
  }
}
