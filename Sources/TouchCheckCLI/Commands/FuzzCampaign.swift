import Foundation
import TouchCheck
import DeviationCatalogue
import ExternalEngines
import TouchModel
import UIKitOracle
import Reporting

/// `touchcheck fuzz --engine NAME`: one campaign, with its archive, progress, summary and JSON.
enum FuzzCampaign {
  static func run(_ policy: CampaignPolicy, configuration base: Campaign.Configuration, arguments: Arguments) throws -> Int32 {
    let engine = policy.engine
    let reference = policy.reference
    var configuration = base
    configuration.stop = Interruption.install()
    let archive = arguments.flag("no-archive") ? nil : FoundArchive(folder: arguments.last("corpus") ?? "Corpus/found")
    // Before anything is written: no output may destroy an input, another output, or land in a folder read whole.
    var roles = OutputRoles()
    for option in ["json", "junit", "markdown", "html"] { roles.output("--\(option)", arguments.last(option)) }
    if let note = archive?.renameLegacyFolder(engine: engine.name) { Output.err("note: \(note)") }
    let stateFile = try FuzzResume.file(arguments, archive: archive, engine: engine.name)
    roles.output("the campaign's state file", stateFile?.path, insideFolders: true)
    roles.input("--known", arguments.last("known"))
    roles.folder("the archive folder (--corpus)", archive?.folder, existingOnly: true)
    roles.folder("the engine's archive folder, replayed first", archive?.folder(for: engine.name))
    if !arguments.flag("no-documented") { roles.folder("the documented corpus", arguments.last("documented") ?? DocumentedCorpus.folder) }
    try roles.check()
    if let archive {
      do {
        for outcome in try archive.prepare(engine: engine.name) { Output.err("note: \(outcome)") }
      } catch {
        Output.err("error: the archive folder cannot be written: \(error)\n(use --corpus DIR for another folder, or --no-archive)")
        return ExitStatus.ioError
      }
    }
    if let archive, FileManager.default.fileExists(atPath: archive.folder(for: engine.name)) {
      configuration.replayArchive = archive.folder(for: engine.name)
    }
    configuration.resumeFrom = try FuzzResume.load(stateFile, arguments: arguments, campaign: Campaign(oracle: reference, engine: engine, configuration: configuration))
    let quiet = arguments.flag("quiet")
    var archived = FuzzResume.archivedPaths(configuration.resumeFrom)
    var archiveFailed = false
    var stateFailed = false
    let campaign = Campaign(oracle: reference, engine: engine, configuration: configuration)
    let checkpoint: (CampaignState) -> Void = { state in
      guard let stateFile else { return }
      stateFailed = !FuzzResume.save(state, to: stateFile, archived: archived, failedBefore: stateFailed) || stateFailed
    }
    let documented = try replayDocumented(policy, arguments: arguments)
    let memory = MemoryTrend(engine: engine)
    var report = campaign.run(progress: { p in
      memory.sample(cases: p.cases)
      if !quiet { Output.progress(progressLine(p) + memory.progressText) }
    }, checkpoint: checkpoint) { record in
      guard let c = record.counterexample else { return }
      if !quiet { Output.endProgress() }
      if record.isBroader {
        // Not the engine's divergence: shown with its case, never archived as one (issue 31, item 4).
        Output.out("── accepted deviation broader than the engine's mistake: \(record.signature) (first at case \(record.firstCase)); "
          + "the engine agrees with the plain oracle on this case, shown against the reference:")
        Output.out(FailureReport.body(c))
        return
      }
      Output.out("── divergence \(record.signature) (first at case \(record.firstCase))")
      Output.out(FailureReport.header(c))
      guard let archive, !c.unstable else { Output.out(FailureReport.render(c, header: false)); return }
      do {
        let stored = try archive.store(c)
        let path = stored.path
        if let note = stored.note { Output.err("note: \(note)") }
        archived[record.signature] = path
        Output.out(FailureReport.render(c, archivedAt: path, header: false))
      } catch {
        archiveFailed = true
        Output.err("error: could not archive the counterexample: \(error)")
        Output.out(FailureReport.render(c, header: false))
      }
    }
    if !quiet { Output.endProgress() }
    report.documented = documented
    Output.out(CampaignSummary.render(report, allRules: RuleCatalogue.all.map(\.id.id), archived: archived))
    if let line = memory.summaryLine { Output.out(line) }
    if let path = arguments.last("json") {
      do { try AtomicFile.write(CampaignJSON.render(report, allRules: RuleCatalogue.all.map(\.id.id), archived: archived), to: path) } catch {
        Output.err("error: could not write the JSON summary: \(error)")
        archiveFailed = true
      }
    }
    if let path = arguments.last("junit") {
      let junit = JUnitReport.campaign(report) { d in d.counterexample.map { FailureReport.render($0, archivedAt: archived[d.signature]) } ?? d.archivedAt ?? "" }
      do { try AtomicFile.write(junit.xml, to: path) } catch {
        Output.err("error: could not write the JUnit report: \(error)")
        archiveFailed = true
      }
    }
    if let path = arguments.last("markdown") {
      do { try AtomicFile.write(MarkdownSummary.render(report, allRules: RuleCatalogue.all.map(\.id.id), archived: archived), to: path) } catch {
        Output.err("error: could not write the Markdown summary: \(error)")
        archiveFailed = true
      }
    }
    var status = archiveFailed || stateFailed ? ExitStatus.ioError : report.passed ? ExitStatus.conforms : ExitStatus.diverged
    if let path = arguments.last("html"), !writePage(report, reference: reference, archived: archived, status: status, to: path) {
      status = ExitStatus.ioError
    }
    return status
  }

  /// Writes the campaign's HTML page (`--html`): the summary read back from its JSON, so `touchcheck report` makes the
  /// same page from the archive later; each minimal case from the campaign, or from the archive for one an archived
  /// file showed before the first case.
  static func writePage(_ report: CampaignReport, reference: any TouchEngine, archived: [String: String], status: Int32, to path: String) -> Bool {
    let json = CampaignJSON.render(report, allRules: RuleCatalogue.all.map(\.id.id), archived: archived)
    guard let summary = try? ReportSummary(json: JSONParser.parse(json)) else {
      Output.err("error: could not read back the campaign's own summary for the HTML report (a bug in touchcheck)")
      return false
    }
    let engine = report.commandLineName ?? report.engine
    var cases: [String: ReportCase] = [:]
    for d in report.divergences {
      if let c = d.counterexample {
        let run = (try? reference.run(c.touchCase, recording: .all)) ?? ReferenceOracle().run(c.touchCase, recording: .all)
        cases[d.signature] = ReportCase(c, oracle: run, archivedAt: archived[d.signature] ?? d.archivedAt)
      } else if let file = d.archivedAt, case .success(let caseFile) = CorpusFiles.load(file) {
        cases[d.signature] = ReportCase(archived: caseFile, path: file, oracle: HTMLPage.oracleRun(caseFile), engine: engine)
      }
    }
    return HTMLPage.write(summary, cases: cases, exitStatus: Int(status), to: path)
  }

  /// Replays the documented corpus at the engine's level first (`--documented DIR`, else `DocumentedCorpus.folder`:
  /// TouchCheck's own, found from any working folder; `--no-documented` skips it): its failures fail the campaign.
  static func replayDocumented(_ policy: CampaignPolicy, arguments: Arguments) throws -> DocumentedReplay.Outcome? {
    if arguments.flag("no-documented") { return nil }
    let folder: String
    if let named = arguments.last("documented") {
      guard DocumentedCorpus.isFolder(named) else { throw UsageError("--documented: \(CorpusError.shown(named)) is not a folder") }
      folder = named
    } else if let found = DocumentedCorpus.folder {
      folder = found
    } else {
      Output.err(
        "note: the documented corpus was not found (\(DocumentedCorpus.variable), beside this executable, or in the checkout it was built from), so the campaign does not hold the engine to it: pass --documented PATH (TouchCheck's Corpus/documented), or --no-documented to silence this")
      return nil
    }
    let quiet = arguments.flag("quiet")
    let outcome = policy.replayDocumented(folder, quiet: true) { lines in
      if let first = lines.first, first.hasPrefix("ERROR ") { Output.err(lines.joined(separator: "\n")) } else { for line in lines { Output.out(line) } }
    }
    if !quiet || !outcome.failures.isEmpty {
      Output.out(DocumentedReplay.line(outcome) + " (\(CorpusError.shown(folder)))")
      for line in DocumentedReplay.skippedLines(outcome, collapsingCapabilities: true) { Output.out(line) }
    }
    return outcome
  }

  static func progressLine(_ p: CampaignProgress) -> String {
    let seconds = p.elapsed.inSeconds
    let rate = seconds > 0 ? Int(Double(p.cases) / seconds) : 0
    let known = p.knownHits > 0 ? "  known hits \(p.knownHits)" : ""
    return "cases \(p.cases)  \(rate)/s  rules covered \(p.rulesCovered)/\(RuleID.allCases.count)  divergences \(p.failures)\(known)"
  }
}
